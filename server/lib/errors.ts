import { Code } from '../../shared/envelope';
import { MSG } from '../../shared/messages';

/**
 * A failure with a stable envelope code and a Chinese message a person can act on. Business refusals keep the
 * default HTTP 200 (docs/ARCHITECTURE.md "Refusals": the spec's clients read `code`); only a transport refusal
 * (a malformed body: plugins/body.ts) gives another status.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * 无权访问: the caller is who they say but may not do this (a role or login type the call is not for, another
 * user's file). Answered like every business refusal (HTTP 200, code 0); its class, not a status, is what the audit
 * trail of refused requests keys on (plugins/audit.ts).
 */
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(Code.FAIL, message);
    this.name = 'ForbiddenError';
  }
}

export const fail = (msg: string) => new AppError(Code.FAIL, msg);
export const notFound = (msg: string = MSG.notFound) => new AppError(Code.FAIL, msg);
export const forbidden = (msg: string = MSG.forbidden) => new ForbiddenError(msg);
export const tokenInvalid = () => new AppError(Code.TOKEN_INVALID, MSG.tokenInvalid);
export const tokenExpired = () => new AppError(Code.TOKEN_EXPIRED, MSG.tokenExpired);
export const loggedInElsewhere = () => new AppError(Code.LOGGED_IN_ELSEWHERE, MSG.loggedInElsewhere);
