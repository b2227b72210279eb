import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code, SESSION_END_CODES } from '../../shared/envelope';
import { audit, type AuditEntry } from '../lib/audit';
import { AppError, ForbiddenError } from '../lib/errors';
import { clientKeyGenerator } from '../lib/rate-limit-store';
import { networkLabel, RefusalTally, TALLY_WINDOW_MS, type Tally } from '../lib/refusal-tally';

/** The audit actions of refused requests. */
export const RefusedAction = {
  /**
   * 无权访问 (a ForbiddenError, answered HTTP 200 code 0 like every business refusal): a signed-in user calling what
   * their account may not (an admin call, another role's call, another user's file).
   */
  FORBIDDEN: 'refused.forbidden',
  /**
   * A presented token that gives no session: one line per refusal when the session existed (ended, expired,
   * replaced by a newer sign-in, account disabled); one summary line per network and minute, with the count, when
   * the token names no session at all (lib/refusal-tally.ts).
   */
  SESSION: 'refused.session',
  /** Too many requests (HTTP 429). */
  RATE_LIMIT: 'refused.rate_limit',
} as const;

const HTTP_TOO_MANY = 429;
/** A client kept over a limit is recorded once per address and path in this window, not on every refused request. */
const RATE_LIMIT_AUDIT_WINDOW_MS = 60_000;
/** Bound on remembered (address, path) pairs; past it, expired pairs are dropped (or all, under a flood). */
const RATE_LIMIT_MEMORY = 10_000;
/** How much of a path is kept in the audit row. */
const PATH_WIDTH = 200;

type Refusal = { action: string; code: number; status: number };

/** A summary of a network's refusals of unknown tokens in one minute, as its audit line's detail. */
function tallyDetail(t: Tally): Record<string, unknown> {
  return {
    path: t.firstPath,
    last_path: t.lastPath,
    code: t.code,
    status: t.status,
    count: t.count,
    network: networkLabel(t.network),
    from: new Date(t.minute).toISOString(),
    to: new Date(t.minute + TALLY_WINDOW_MS).toISOString(),
  };
}

/** Which refusal an error is, if it is one worth a line in the trail. A visitor without any token is not. */
function refusalOf(req: FastifyRequest, err: unknown): Refusal | null {
  if (err instanceof AppError) {
    if (err instanceof ForbiddenError) return { action: RefusedAction.FORBIDDEN, code: err.code, status: err.httpStatus };
    if (req.sessionProblem !== null && SESSION_END_CODES.includes(err.code)) {
      return { action: RefusedAction.SESSION, code: err.code, status: err.httpStatus };
    }
    return null;
  }
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (status === HTTP_TOO_MANY) return { action: RefusedAction.RATE_LIMIT, code: Code.FAIL, status };
  return null;
}

/**
 * Audit hooks for what no handler sees: refused requests (authorisation failures, refused sessions, rate
 * limits). `onError` runs before the error handler answers, so the line is written before the client hears back.
 * The path is recorded without its query string (a QR `sign` never reaches the trail). Refusals of tokens that
 * name no session are only counted; each minute's counts are written when the minute has closed (a timer) and
 * when the server closes.
 */
export function registerAuditHooks(app: FastifyInstance): void {
  const rateLimited = new Map<string, number>();
  const unknownTokens = new RefusalTally();
  const networkOf = clientKeyGenerator();
  let timer: NodeJS.Timeout | undefined;
  let flushing = Promise.resolve();

  /** One refused request's line (objectId: its method); a failure to write it is logged as `what` failing. */
  const recordRefusal = async (req: FastifyRequest | null, entry: AuditEntry & { objectId: string }, what: string) => {
    try {
      await audit(app.db, req, { ...entry, objectType: 'request', success: false });
    } catch (auditErr) {
      (req?.log ?? app.log).error({ err: auditErr }, `audit of ${what} failed`);
    }
  };
  const writeTally = (t: Tally) =>
    recordRefusal(
      null,
      { action: RefusedAction.SESSION, objectId: t.method, actorId: null, actorType: null, ip: t.ip, detail: tallyDetail(t) },
      'refused unknown tokens',
    );
  /**
   * Writes the minutes closed at `now` (all when omitted), one line per network and minute, one at a time, after
   * any flush still writing (so closing waits for the timer's writes too).
   */
  const flush = (now?: number): Promise<void> => {
    const closed = unknownTokens.drain(now);
    flushing = flushing.then(async () => {
      for (const t of closed) await writeTally(t);
    });
    return flushing;
  };
  const schedule = () => {
    if (timer) return;
    const now = Date.now();
    timer = setTimeout(
      () => {
        timer = undefined;
        void flush(Date.now()).then(() => unknownTokens.pending && schedule());
      },
      TALLY_WINDOW_MS - (now % TALLY_WINDOW_MS),
    );
    timer.unref();
  };
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await flush();
  });

  /** Whether this (address, path) over the rate limit was already recorded in the current window. */
  const seenRecently = (key: string): boolean => {
    const now = Date.now();
    const until = rateLimited.get(key);
    if (until !== undefined && until > now) return true;
    if (rateLimited.size >= RATE_LIMIT_MEMORY) {
      for (const [k, t] of rateLimited) if (t <= now) rateLimited.delete(k);
      if (rateLimited.size >= RATE_LIMIT_MEMORY) rateLimited.clear();
    }
    rateLimited.set(key, now + RATE_LIMIT_AUDIT_WINDOW_MS);
    return false;
  };

  app.addHook('onError', async (req, _reply, err) => {
    const refusal = refusalOf(req, err);
    if (!refusal) return;
    const path = req.url.split('?')[0]!.slice(0, PATH_WIDTH);
    if (refusal.action === RefusedAction.RATE_LIMIT && seenRecently(`${req.ip} ${path}`)) return;
    if (refusal.action === RefusedAction.SESSION && req.unknownToken) {
      const { code, status } = refusal;
      unknownTokens.count({ network: networkOf(req), ip: req.ip, method: req.method, path, code, status }, Date.now());
      schedule();
      return;
    }
    const detail = { path, code: refusal.code, status: refusal.status };
    await recordRefusal(req, { action: refusal.action, objectId: req.method, detail }, 'a refused request');
  });
}
