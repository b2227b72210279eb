import type { FastifyError, FastifyInstance } from 'fastify';
import { Code } from '../../shared/envelope';
import { MSG } from '../../shared/messages';
import { AppError } from '../lib/errors';
import { serializeError } from './logging';

/** A stream's error when its reader left first (Node's stream.pipeline / finished). */
const CLIENT_WENT_AWAY = 'ERR_STREAM_PREMATURE_CLOSE';

const transportMessages: Record<number, string> = {
  400: MSG.badJson,
  404: MSG.unknownCall,
  405: MSG.unknownCall,
  413: MSG.tooLarge,
  415: '不支持的请求格式，请使用 JSON',
  429: MSG.tooManyRequests,
};

/** Node's network errors and PostgreSQL's codes that mean the database is away, not that the query was wrong. */
const DB_AWAY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const DB_AWAY_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;
/** Seconds a client is asked to wait when the database is away (PostgreSQL restarting). */
export const DB_AWAY_RETRY_AFTER_S = 5;

/** The database cannot be reached (the error or one of its causes): the request may succeed in a moment. */
export function databaseAway(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (DB_AWAY_CODES.has(code) || code.startsWith('08'))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && DB_AWAY_TEXT.test(message)) return true;
  }
  return false;
}

/**
 * One error path (docs/ARCHITECTURE.md "Refusals"): business refusals — session codes, 无权访问, not found,
 * validation — travel as HTTP 200 with the envelope's code (the spec's client reads `code`), for the calls and for
 * the GET routes beside them (files, exports, sitemap parts), which throw the same AppErrors; transport faults keep
 * their HTTP status. A 5xx never shows its text or stack to the client.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.httpStatus >= 500) req.log.error({ err: serializeError(err) }, 'app error');
      // Never kept by a cache: a refused download answers 200 at the file's own address, and must not stand in for it.
      return reply
        .status(err.httpStatus)
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send({ code: err.code, msg: err.message, data: null });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (err.code === CLIENT_WENT_AWAY) {
      // The client closed the connection before a streamed answer began (a closed tab, a load test ending):
      // nothing failed here, and nobody is left to read the answer.
      req.log.info('client closed the connection before the answer was sent');
      return reply.status(500).send({ code: Code.FAIL, msg: MSG.serverError, data: null });
    }
    if (status >= 500 && databaseAway(err)) {
      // PostgreSQL restarting or unreachable: "busy, try again" at once (the pool gives up connecting within
      // DB_CONNECT_TIMEOUT_MS), never a hang or a stack; the pool connects again by itself when it is back.
      req.log.warn({ err: serializeError(err) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DB_AWAY_RETRY_AFTER_S))
        .send({ code: Code.FAIL, msg: MSG.serverError, data: null });
    }
    if (status >= 500) {
      // A failed query's message and `params` hold the values sent (passwords, signs): only the query text and
      // the database's code are logged (plugins/logging.ts).
      req.log.error({ err: serializeError(err) }, 'unhandled error');
      return reply.status(500).send({ code: Code.FAIL, msg: MSG.serverError, data: null });
    }
    req.log.info({ code: err.code, status }, err.message);
    return reply.status(status).send({ code: Code.FAIL, msg: transportMessages[status] ?? MSG.badJson, data: null });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ code: Code.FAIL, msg: MSG.unknownCall, data: null });
  });
}
