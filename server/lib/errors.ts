import { Code } from '../../shared/envelope';
import { MSG } from '../../shared/messages';

/** A failure with a stable envelope code and a Chinese message a person can act on. */
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

export const fail = (msg: string) => new AppError(Code.FAIL, msg);
export const notFound = (msg: string = MSG.notFound) => new AppError(Code.FAIL, msg);
export const forbidden = (msg: string = MSG.forbidden) => new AppError(Code.FAIL, msg, 403);
export const tokenInvalid = () => new AppError(Code.TOKEN_INVALID, MSG.tokenInvalid);
export const tokenExpired = () => new AppError(Code.TOKEN_EXPIRED, MSG.tokenExpired);
export const loggedInElsewhere = () => new AppError(Code.LOGGED_IN_ELSEWHERE, MSG.loggedInElsewhere);
