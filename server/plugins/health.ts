import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Code } from '../../shared/envelope';

/**
 * How long one database check answers every probe. A load balancer (or a flood) may ask /healthz thousands of
 * times a second; the database is asked at most once per this interval, so the probe's ceiling is the server's,
 * not the database's, and a probe flood cannot hammer the database. A failure is kept as long as a success.
 */
export const HEALTH_CHECK_TTL_MS = 1_000;

/**
 * `check` run at most once per `ttlMs`: callers within the interval get the last outcome, callers while a check
 * is running wait for that same check. `now` is a monotonic clock in milliseconds (tests pass their own).
 */
export function cachedCheck(
  check: () => Promise<void>,
  opts: { ttlMs?: number; now?: () => number; onError?: (err: unknown) => void } = {},
): () => Promise<boolean> {
  const ttlMs = opts.ttlMs ?? HEALTH_CHECK_TTL_MS;
  const now = opts.now ?? (() => performance.now());
  let last: { at: number; ok: boolean } | null = null;
  let running: Promise<boolean> | null = null;
  return () => {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.ok);
    running ??= check()
      .then(
        () => true,
        (err: unknown) => {
          opts.onError?.(err);
          return false;
        },
      )
      .then((ok) => {
        last = { at: now(), ok };
        running = null;
        return ok;
      });
    return running;
  };
}

const draining = new WeakSet<FastifyInstance>();

/**
 * The process is stopping (SIGTERM, server/main.ts): /healthz answers 503 so that a proxy stops sending new
 * requests here, while the requests already sent are still answered.
 */
export function markDraining(app: FastifyInstance): void {
  draining.add(app);
}

/** GET /healthz: the process answers and the database did within the last second (503 otherwise, and while stopping). */
export function registerHealth(app: FastifyInstance): void {
  const healthy = cachedCheck(
    async () => {
      await app.db.execute(sql`select 1`);
    },
    { onError: (err) => app.log.error({ err }, 'health check failed') },
  );
  const ok = JSON.stringify({ code: Code.OK, msg: 'ok', data: { database: app.database.kind } });
  const down = JSON.stringify({ code: Code.FAIL, msg: '数据库不可用', data: null });
  const stopping = JSON.stringify({ code: Code.FAIL, msg: '服务正在停止', data: null });
  app.get('/healthz', { config: { rateLimit: false } }, async (_req, reply) => {
    if (draining.has(app)) return reply.status(503).type('application/json; charset=utf-8').send(stopping);
    const up = await healthy();
    return reply
      .status(up ? 200 : 503)
      .type('application/json; charset=utf-8')
      .send(up ? ok : down);
  });
}
