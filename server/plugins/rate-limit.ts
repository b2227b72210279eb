import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { Code } from '../../shared/envelope';
import { MSG } from '../../shared/messages';
import { sessionKey } from '../lib/call';
import { clientKeyGenerator, rateLimitStores } from '../lib/rate-limit-store';

/** The window of every limit: RATE_LIMIT_PER_MINUTE, and each call's `perMinute` (lib/call.ts). */
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** HTTP's answer to a client over its limit. */
const TOO_MANY = 429;

/**
 * Request limits per client address (docs/RELIABILITY.md): RATE_LIMIT_PER_MINUTE on every route without a limit
 * of its own, and the calls' own limits (login, uploads: `config.rateLimit` on the route) on top. A route marked
 * `rateLimit: false` (/healthz) has none. Counted in this process, the shared database or Redis (env
 * RATE_LIMIT_STORE); should the database or Redis fail, requests are let through rather than refused (the login
 * lockout, kept in the database, still holds).
 *
 * The routes' own limits are @fastify/rate-limit's. The global limit is counted here, in the same stores, by one
 * callback-style hook per route: the plugin's hook is an async function awaiting its key, its store and itself,
 * and cost a cached public call about 9 µs of its 60–70 µs of server CPU (issue 12, bench/RESULTS.md). A refusal
 * is the plugin's: HTTP 429, the envelope with 请求过于频繁, and the limit's headers (limit, remaining 0, reset,
 * Retry-After); answers below the limit carry none of them.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const max = app.env.RATE_LIMIT_PER_MINUTE;
  const stores = rateLimitStores(app, max);
  const keyOf = clientKeyGenerator();
  // A limit keyed by the session (lib/call.ts sessionKey) is counted in preHandler, once plugins/session.ts has
  // resolved the session the request authenticates as; before that, only the tokens it presents are known.
  // Added before the plugin's own onRoute hook, which reads the setting.
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (limit && limit.keyGenerator === sessionKey) limit.hook = 'preHandler';
  });
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    ...stores.plugin,
    keyGenerator: keyOf,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: TOO_MANY,
      code: Code.FAIL,
      msg: MSG.tooManyRequests,
      data: null,
      retry_after: Math.ceil(ctx.ttl / 1000),
    }),
  });
  const limit = globalLimit(stores.global, max, keyOf);
  // As the plugin did with `global: true`: every route registered from here on without a limit of its own.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit != null) return;
    const hooks = route.onRequest;
    route.onRequest = hooks === undefined ? [limit] : Array.isArray(hooks) ? [...hooks, limit] : [hooks, limit];
  });
}

/** Counts one request of its client and refuses it past `max` in the window; a failing store lets it through. */
export function globalLimit(store: FastifyRateLimitStore, max: number, keyOf: (req: FastifyRequest) => string): onRequestHookHandler {
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    store.incr(
      keyOf(req),
      (err, counted) => {
        if (err || !counted || counted.current <= max) return done();
        const seconds = Math.ceil(counted.ttl / 1000);
        reply.header('x-ratelimit-limit', max);
        reply.header('x-ratelimit-remaining', 0);
        reply.header('x-ratelimit-reset', seconds);
        reply.header('retry-after', seconds);
        done(Object.assign(new Error(MSG.tooManyRequests), { statusCode: TOO_MANY }));
      },
      RATE_LIMIT_WINDOW_MS,
      max,
    );
  };
}
