import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, Socket } from 'node:net';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/**
 * Query parameters whose values are secrets: the QR `sign`, WeChat's `code`/`state`, tokens and tickets.
 * Fastify logs every request's URL, so these never reach the log as they are (issue 11).
 */
export const SECRET_QUERY_KEYS = ['sign', 'code', 'state', 'token', 'ticket'] as const;
const REDACTED = '[redacted]';

/** Headers that carry credentials, wherever a request or reply is logged with its headers. */
export const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.token',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
];

/** The request URL with the values of secret query parameters replaced: /m/scan?sign=… → /m/scan?sign=[redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        /* a malformed key is kept as sent */
      }
      return (SECRET_QUERY_KEYS as readonly string[]).includes(name.toLowerCase()) && eq >= 0 ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** A message from the database with its quoted literals (values from the query) removed. */
function scrubDbMessage(message: string): string {
  return message.replace(/"[^"]*"|'[^']*'|\([^)]*\)=\([^)]*\)/g, REDACTED);
}

/** Only the frames of a stack: its first lines repeat the message, which is what is being kept out. */
function framesOf(stack: string | undefined): string | undefined {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return at >= 0 ? stack!.slice(at + 1) : undefined;
}

type DbCause = {
  code?: unknown;
  message?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
};

/** What a database error may say in the log: its SQLSTATE and where, never `detail` (which quotes values) or the parameters. */
function safeDbCause(cause: unknown) {
  if (!cause || typeof cause !== 'object') return undefined;
  const c = cause as DbCause;
  return {
    type: (cause as Error).constructor?.name ?? 'Error',
    code: c.code,
    message: typeof c.message === 'string' ? scrubDbMessage(c.message) : undefined,
    severity: c.severity,
    table: c.table,
    column: c.column,
    constraint: c.constraint,
    routine: c.routine,
  };
}

const isDbError = (err: object): boolean =>
  typeof (err as DbCause).code === 'string' && /^[0-9A-Z]{5}$/.test((err as { code: string }).code) && 'severity' in err;

/**
 * The `err` serializer: drizzle's DrizzleQueryError says "Failed query: … params: …" in its message and stack and
 * carries `params`; the log keeps the query text (placeholders only), the database's code and a scrubbed message.
 */
export function serializeError(err: unknown): unknown {
  // Already serialized (plugins/errors.ts cleans explicitly, then the logger's serializer sees the result).
  if (!(err instanceof Error)) return err;
  if (err instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: `Failed query: ${err.query}`,
      cause: safeDbCause(err.cause),
      stack: framesOf(err.stack),
    };
  }
  if (isDbError(err)) return { ...safeDbCause(err), stack: framesOf(err.stack) };
  const plain = pino.stdSerializers.err(err);
  // An error wrapping a failed query (err.cause) is cleaned the same way.
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof DrizzleQueryError) {
    return { ...plain, message: plain.message.split('\nparams:')[0], stack: framesOf(plain.stack), cause: serializeError(cause) };
  }
  return plain;
}

/** The request as logged: method, URL without secrets, address. No headers (tokens and cookies stay out). */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** A request id a proxy may hand on: 8–64 letters, digits, `_` or `-` (nothing that could forge a log line). */
const FORWARDED_REQUEST_ID = /^[\w-]{8,64}$/;

/** Whether an address is one of TRUST_PROXY's (addresses or CIDR ranges, as server/env.ts accepted them). */
export function trustedProxies(list: readonly string[]): (address: string | undefined) => boolean {
  if (!list.length) return () => false;
  const proxies = new BlockList();
  for (const entry of list) {
    const [ip = '', bits] = entry.split('/');
    const type = isIP(ip) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) proxies.addAddress(ip, type);
    else proxies.addSubnet(ip, Number(bits), type);
  }
  // An IPv4-mapped socket address (::ffff:10.0.0.1, a server listening on [::]) matches an IPv4 entry too.
  return (address) => !!address && isIP(address) !== 0 && proxies.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's genReqId: the request id in every log line and the x-request-id answer header. A client's own
 * x-request-id is ignored (it could plant one id on many requests, or someone else's): a request over a connection
 * keeps the x-request-id it carries only when the connection comes from a listed proxy (TRUST_PROXY), and only if
 * it is FORWARDED_REQUEST_ID. A request this process made itself (app.inject, whose socket is no network socket:
 * a page's API calls, plugins/web.ts) keeps the page's id. Otherwise a UUID.
 */
export function requestIdGenerator(trustProxy: readonly string[]): (req: IncomingMessage) => string {
  const trusted = trustedProxies(trustProxy);
  return (req) => {
    const given = req.headers['x-request-id'];
    if (typeof given !== 'string' || !FORWARDED_REQUEST_ID.test(given)) return randomUUID();
    const fromProcess = !(req.socket instanceof Socket);
    return fromProcess || trusted(req.socket.remoteAddress) ? given : randomUUID();
  };
}

/** Fastify's logger settings; `stream` lets a test read what would be written. */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest as never, err: serializeError as never },
    ...(stream ? { stream } : {}),
  };
}

/**
 * The header a page's in-process calls carry (plugins/web.ts): their lines are written at debug, so a page view is
 * one line at info (its own), not one and its five or so calls'. Heeded only on a request this process made itself
 * (app.inject: no network socket), so a client cannot keep its requests out of the log.
 */
export const PAGE_CALL_HEADER = 'x-page-call';

/** Whether the request is one of a page's in-process calls (PAGE_CALL_HEADER, from this process only). */
function isPageCall(request: FastifyRequest): boolean {
  return request.headers[PAGE_CALL_HEADER] === '1' && !(request.raw.socket instanceof Socket);
}

/**
 * One line per request, written when it completes: the request (serializeRequest: no headers, secrets cut from
 * the URL), the status and the time taken. Fastify's default writes two (incoming, completed), each serialized and
 * written on its own. A page's in-process calls are written at debug (PAGE_CALL_HEADER), with the page's request
 * id. Errors keep their own lines (errors.ts, and Fastify's for a failed response stream).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else if (isPageCall(request)) reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
