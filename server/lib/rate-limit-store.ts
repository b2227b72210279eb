import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/** Longest key kept as it is; longer ones (a long route with an IPv6 address) are hashed to fit the column. */
const KEY_MAX = 300;

type Counted = { current: number; ttl: number };

function fitKey(key: string): string {
  return key.length <= KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Request counts in the shared PostgreSQL (RATE_LIMIT_STORE=database): every node counts into the same row, so a
 * limit holds however the proxy spreads a client's requests. One statement per request: the row is created, moved
 * on, or started afresh when its window has ended, and answers the count and the time left, on the database's
 * clock (nodes' clocks may differ).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      countHit(db, fitKey(this.prefix + key), timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // As the plugin's own stores do: each route with its own limit counts under its method and address.
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseStore(`${this.prefix}${route?.method ?? ''}${route?.url ?? ''}-`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/** One hit on `key` in a window of `windowMs`: the count so far in the window and the milliseconds it has left. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Counted> {
  const window = sql`(${windowMs}::int * interval '1 millisecond')`;
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, hits, reset_at) values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      hits = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end
    returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`);
  // node-postgres and PGlite both answer `{ rows }`.
  const row = (result as unknown as { rows: { hits: number | string; ttl: number | string }[] }).rows[0];
  if (!row) throw new Error('rate limit count returned no row');
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** Rows whose window ended before `before` (housekeeping). */
export async function purgeRateLimits(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < ${before}`).returning({ key: rateLimits.key });
  return gone.length;
}

/** The rate limit's store for the app's setting: this process's memory, the shared database, or Redis. */
export function rateLimitStoreOptions(app: FastifyInstance): Partial<RateLimitPluginOptions> {
  const { rateLimitStore, REDIS_URL } = app.env;
  if (rateLimitStore === 'database') return { store: databaseRateLimitStore(app.db), skipOnError: true };
  if (rateLimitStore === 'redis' && REDIS_URL) {
    // No queue while disconnected and one retry: a request never waits on a Redis that is away.
    const redis = new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
    redis.on('error', (err: Error) => app.log.warn({ err: { message: err.message } }, 'redis (rate limit) unavailable'));
    // The server starts counting in Redis from its first request: it waits (2 s at most) for the connection.
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, 2_000);
        redis.once('ready', done);
      });
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    return { redis, nameSpace: 'park-rate-limit-', skipOnError: true };
  }
  return {};
}
