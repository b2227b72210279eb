import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  normalizeIP,
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
// The plugin's own stores, used as it uses them (server/types/fastify-rate-limit-stores.d.ts).
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/** Redis keys of the limits start with this (the plugin's default is `fastify-rate-limit-`). */
const REDIS_NAMESPACE = 'park-rate-limit-';
/** Clients counted at once in memory (the plugin's own default for its memory store). */
const LOCAL_STORE_KEYS = 5_000;

/** Longest key kept as it is; longer ones (a long route with an IPv6 address) are hashed to fit the column. */
const KEY_MAX = 300;

type Counted = { current: number; ttl: number };

function fitKey(key: string): string {
  return key.length <= KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Below this share of its limit, a key's hits are counted in this process and sent to the database in one
 * statement per RATE_LIMIT_SYNC_MS for all keys; from it on, every hit is counted in the database before it is
 * answered. A visitor far from the limit (nearly all of them) costs no statement per request, and the refusal at
 * the limit is still decided on the count of every node.
 */
export const RATE_LIMIT_EXACT_SHARE = 0.5;
/** How often the hits counted in this process reach the shared database. */
export const RATE_LIMIT_SYNC_MS = 1_000;

/** A key's window as this process sees it: the database's count at the last exchange, and hits not yet sent. */
type Tally = { shared: number; pending: number; resetAt: number; windowMs: number };
type Hit = { key: string; hits: number; windowMs: number };

type StoreParams = { max?: unknown; routeInfo?: { method?: string; url?: string } };

/**
 * Request counts in the shared PostgreSQL (RATE_LIMIT_STORE=database): every node counts into the same row, so a
 * limit holds however the proxy spreads a client's requests. Hits of a key below RATE_LIMIT_EXACT_SHARE of its
 * limit are batched (one statement a second for every key of the node); above it, one statement per request.
 * Across N nodes a burst inside one second may pass the limit by at most (N − 1) × half the limit, and only
 * before any node's count reaches half of it (docs/RELIABILITY.md). Windows run on the database's clock.
 */
export function databaseRateLimitStore(db: Db, app?: FastifyInstance): FastifyRateLimitStoreCtor {
  const stores = new Set<DatabaseStore>();
  app?.addHook('onClose', async () => {
    await Promise.all([...stores].map((s) => s.close()));
  });

  class DatabaseStore implements FastifyRateLimitStore {
    private readonly tallies = new Map<string, Tally>();
    private timer: NodeJS.Timeout | undefined;
    private readonly max: number | undefined;

    constructor(
      params?: StoreParams,
      private readonly prefix = '',
    ) {
      // The plugin passes its settings: a numeric limit allows batching; a limit computed per request does not.
      this.max = typeof params?.max === 'number' ? params.max : undefined;
      stores.add(this);
    }

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      const id = fitKey(this.prefix + key);
      const now = Date.now();
      let tally = this.tallies.get(id);
      if (!tally || tally.resetAt <= now) {
        // A window that has ended here has ended in the database too: its unsent hits no longer count.
        tally = { shared: 0, pending: 0, resetAt: now + timeWindow, windowMs: timeWindow };
        this.tallies.set(id, tally);
      }
      const counted = tally.shared + tally.pending + 1;
      if (this.max !== undefined && counted < this.max * RATE_LIMIT_EXACT_SHARE) {
        tally.pending += 1;
        this.schedule();
        callback(null, { current: counted, ttl: tally.resetAt - now });
        return;
      }
      const hit: Hit = { key: id, hits: tally.pending + 1, windowMs: timeWindow };
      tally.pending = 0;
      const mine = tally;
      countHits(db, [hit]).then(
        ([result]) => {
          if (!result) throw new Error('rate limit count returned no row');
          mine.shared = result.current;
          mine.resetAt = Date.now() + result.ttl;
          callback(null, result);
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // As the plugin's own stores do: each route with its own limit counts under its method and address.
      const params = routeOptions as StoreParams;
      return new DatabaseStore(params, `${this.prefix}${params.routeInfo?.method ?? ''}${params.routeInfo?.url ?? ''}-`);
    }

    private schedule(): void {
      if (this.timer) return;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        // A failed exchange (the database away) drops the batch: requests are let through then (skipOnError).
        void this.sync().catch(() => undefined);
      }, RATE_LIMIT_SYNC_MS);
      this.timer.unref();
    }

    /** Sends every key's unsent hits in one statement and takes back the counts of all nodes. */
    async sync(): Promise<void> {
      const now = Date.now();
      const batch: Hit[] = [];
      for (const [id, tally] of this.tallies) {
        if (tally.resetAt <= now) this.tallies.delete(id);
        else if (tally.pending > 0) {
          batch.push({ key: id, hits: tally.pending, windowMs: tally.windowMs });
          tally.pending = 0;
        }
      }
      if (batch.length === 0) return;
      const counts = await countHits(db, batch);
      const after = Date.now();
      batch.forEach((hit, i) => {
        const tally = this.tallies.get(hit.key);
        const count = counts[i];
        if (!tally || !count) return;
        tally.shared = count.current;
        tally.resetAt = after + count.ttl;
      });
    }

    async close(): Promise<void> {
      clearTimeout(this.timer);
      this.timer = undefined;
      await this.sync().catch(() => undefined);
      stores.delete(this);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/** One hit on `key` in a window of `windowMs`: the count so far in the window and the milliseconds it has left. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Counted> {
  const [counted] = await countHits(db, [{ key, hits: 1, windowMs }]);
  if (!counted) throw new Error('rate limit count returned no row');
  return counted;
}

/**
 * Adds hits to several keys in one statement: each row is created, moved on, or started afresh when its window
 * has ended, and answers its count and the time left, in the order given.
 */
export async function countHits(db: Db, hits: Hit[]): Promise<Counted[]> {
  const rows = JSON.stringify(hits.map((h) => ({ key: h.key, hits: h.hits, ms: Math.round(h.windowMs) })));
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, hits, reset_at)
      select t.key, t.hits, now() + t.ms * interval '1 millisecond'
      from json_to_recordset(${rows}::json) as t(key varchar, hits int, ms int)
    on conflict (key) do update set
      hits = case when ${rateLimits.resetAt} <= now() then excluded.hits else ${rateLimits.hits} + excluded.hits end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning key, hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`);
  // node-postgres and PGlite both answer `{ rows }`.
  const answered = (result as unknown as { rows: { key: string; hits: number | string; ttl: number | string }[] }).rows;
  const byKey = new Map(answered.map((r) => [r.key, { current: Number(r.hits), ttl: Number(r.ttl) }]));
  return hits.map((h) => byKey.get(h.key)).filter((c): c is Counted => c !== undefined);
}

/** Rows whose window ended before `before` (housekeeping). */
export async function purgeRateLimits(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} < ${before}`)
    .returning({ key: rateLimits.key });
  return gone.length;
}

/**
 * The rate limit's stores for the app's setting: this process's memory, the shared database, or Redis. `plugin` is
 * what @fastify/rate-limit takes for the calls with a limit of their own; `global` counts every other request
 * (plugins/rate-limit.ts), in the same place.
 */
export function rateLimitStores(
  app: FastifyInstance,
  max: number,
): { plugin: Partial<RateLimitPluginOptions>; global: FastifyRateLimitStore } {
  const { rateLimitStore, REDIS_URL } = app.env;
  if (rateLimitStore === 'database') {
    const Store = databaseRateLimitStore(app.db, app);
    return { plugin: { store: sharingGroups((params) => new Store(params)), skipOnError: true }, global: new Store({ max }) };
  }
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
    const inRedis = () => new RedisStore(false, false, redis, REDIS_NAMESPACE);
    return { plugin: { store: sharingGroups(inRedis), skipOnError: true }, global: inRedis() };
  }
  return {
    plugin: { store: sharingGroups(() => new LocalStore(false, false, LOCAL_STORE_KEYS)) },
    global: new LocalStore(false, false, LOCAL_STORE_KEYS),
  };
}

type RouteLimit = Parameters<FastifyRateLimitStore['child']>[0] & { groupId?: string };

/**
 * The routes' store as the plugin builds it (`new Store(settings)`), where routes naming the same `groupId`
 * (CallOptions.rateGroup) share one count per client: the plugin gives every route a child store of its own, which
 * counts apart whatever the group (in memory a map of its own; in Redis and the database a prefix with the route's
 * address), so alternating two routes of one group would double the allowance. The group's first route sets its
 * limit and window.
 */
function sharingGroups(make: (settings: FastifyRateLimitOptions) => FastifyRateLimitStore): FastifyRateLimitStoreCtor {
  class Grouped implements FastifyRateLimitStore {
    private readonly base: FastifyRateLimitStore;
    private readonly groups = new Map<string, FastifyRateLimitStore>();

    constructor(settings: FastifyRateLimitOptions) {
      this.base = make(settings);
    }

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.base.incr(...args);
    }

    child(routeOptions: RouteLimit): FastifyRateLimitStore {
      const group = routeOptions.groupId;
      if (!group) return this.base.child(routeOptions);
      let store = this.groups.get(group);
      if (!store) {
        store = this.base.child({ ...routeOptions, routeInfo: { method: 'GROUP', url: group } } as RouteLimit);
        this.groups.set(group, store);
      }
      return store;
    }
  }
  return Grouped as unknown as FastifyRateLimitStoreCtor;
}

/** Client addresses whose network key is remembered at once; past that the memory starts afresh. */
export const CLIENT_KEYS_REMEMBERED = 10_000;

const networks = new Map<string, string>();

/**
 * The client's network key, the one unit every request limit and the sign-in lockout count by: the plugin's own
 * `normalizeIP` (an IPv6 client counts by its /64, so rotating addresses inside one /64 is one client; an
 * IPv4-mapped one as IPv4), remembered per address. The server listens on [::], so every IPv4 client arrives as
 * `::ffff:a.b.c.d`, and the plugin parsed that address with BigInt arithmetic on every request: about a tenth of
 * the CPU of a call answered from the response cache (issue 12). Idempotent: a network key maps to itself.
 */
export function clientNetwork(ip: string): string {
  let key = networks.get(ip);
  if (key === undefined) {
    if (networks.size >= CLIENT_KEYS_REMEMBERED) networks.clear();
    key = normalizeIP(ip);
    networks.set(ip, key);
  }
  return key;
}

/** The rate limit's key for a request: its client's network (clientNetwork). */
export function clientKeyGenerator(): (req: FastifyRequest) => string {
  return (req) => clientNetwork(req.ip);
}
