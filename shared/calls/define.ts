import type { z } from 'zod';
import { Code, type Envelope } from '../envelope';

/** Where every call and API download lives: requests under it are API requests, not pages. */
export const API_PREFIX = '/api/';

/**
 * One call of the API, declared once (issue 28): its path, the body it takes and the data it answers. The server's
 * handler (defineCall), the page loaders (context.api), the browser client (web/lib/api.ts), the tests
 * (server/test/harness.ts) and the API document (/api/openapi.json) all take this declaration, so a path is written
 * once and every side gets the same types. Who may make the call stays with the server (its module's policy).
 */
export type ApiCall<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  readonly path: `/api/${string}`;
  readonly body: B;
  readonly result: R;
  /**
   * What a successful call does to the data signed-in pages show (issue 34, docs/CACHING.md "Signed-in pages"):
   * - 'write' (`call`): it may change it, so every kept signed-in page is dropped after it;
   * - 'read' (`query`): it changes nothing, and a page made only of reads may be kept for its session;
   * - 'live' (`query(…, { live: true })`): it changes nothing, but its answer moves without any call (sessions,
   *   sign-in lockouts, the delivery log the outbox writes, a view count it shows): a page that asks it is never kept.
   */
  readonly effect: CallEffect;
};

export type CallEffect = 'write' | 'read' | 'live';

/** A call that may change data (the default: a new call forgets nothing it should drop). */
export function call<B extends z.ZodType, R extends z.ZodType>(path: `/api/${string}`, body: B, result: R): ApiCall<B, R> {
  return { path, body, result, effect: 'write' };
}

/** A call that only reads: it changes nothing any page shows (not even a view count a page shows). */
export function query<B extends z.ZodType, R extends z.ZodType>(
  path: `/api/${string}`,
  body: B,
  result: R,
  opts: { live?: true } = {},
): ApiCall<B, R> {
  return { path, body, result, effect: opts.live ? 'live' : 'read' };
}

/** What a caller sends: the body schema's input (defaults may be left out). */
export type CallBody<C extends ApiCall> = z.input<C['body']>;
/** What a caller gets in `data` once the answer is checked against the result schema. */
export type CallData<C extends ApiCall> = z.output<C['result']>;
/** What a handler returns in `data`: the result schema's input. */
export type CallAnswer<C extends ApiCall> = z.input<C['result']>;

/** Shown when a successful answer does not match its declaration (a drifting server): the page treats it as a failure. */
export const MALFORMED_ANSWER_MSG = '数据格式有误，请稍后再试';

/**
 * A successful envelope's data checked against the call's result schema: the parsed data, or the envelope turned into
 * a failure (code 0, MALFORMED_ANSWER_MSG). Refusals pass through as they are (their data is not the call's result).
 */
export function checkAnswer<C extends ApiCall>(c: C, envelope: Envelope<unknown>): Envelope<CallData<C>> {
  if (envelope.code !== Code.OK) return envelope as Envelope<CallData<C>>;
  const parsed = c.result.safeParse(envelope.data);
  if (!parsed.success) return { code: Code.FAIL, msg: MALFORMED_ANSWER_MSG, data: null as CallData<C> };
  return { ...envelope, data: parsed.data as CallData<C> };
}

/**
 * A GET route outside the envelope (an Excel or CSV export, the API document): its path, declared once like a call,
 * for the server's route, the page's link and the API document.
 */
export type Download = { readonly path: `/api/${string}` };

export function download(path: `/api/${string}`): Download {
  return { path };
}
