import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import type { Env } from '../../env';

/** Minutes left on a lock for any of the keys, or 0. */
export async function lockedMinutes(db: Db, keys: string[], now = new Date()): Promise<number> {
  let worst = 0;
  for (const key of keys) {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1);
    if (row?.lockedUntil && row.lockedUntil > now) {
      worst = Math.max(worst, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000));
    }
  }
  return worst;
}

/**
 * Counts a failure per key within a window of LOGIN_LOCK_MINUTES; the LOGIN_MAX_FAILURES-th locks the key
 * for LOGIN_LOCK_MINUTES. An address gets four times the account allowance (shared offices, NAT).
 */
export async function recordFailure(db: Db, env: Env, key: string, now = new Date()): Promise<void> {
  const windowMs = env.LOGIN_LOCK_MINUTES * 60_000;
  const max = key.startsWith('ip:') ? env.LOGIN_MAX_FAILURES * 4 : env.LOGIN_MAX_FAILURES;
  const cutoff = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const lockUntil = new Date(now.getTime() + windowMs);
  const lockSql = sql`${lockUntil.toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStart: now, lockedUntil: max <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStart} < ${cutoff} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`case when ${loginAttempts.windowStart} < ${cutoff} then ${nowSql} else ${loginAttempts.windowStart} end`,
        lockedUntil: sql`case when (case when ${loginAttempts.windowStart} < ${cutoff} then 1 else ${loginAttempts.failures} + 1 end) >= ${max} then ${lockSql} else ${loginAttempts.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
