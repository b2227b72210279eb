import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import type { Env } from '../../env';

/**
 * One address may try this many times the per-account allowance across all accounts (offices behind one NAT
 * share an address; one address spraying many accounts is still stopped).
 */
export const ADDRESS_ALLOWANCE_FACTOR = 10;

/** A counter and its limit within the window of LOGIN_LOCK_MINUTES. */
export type AttemptKey = { key: string; max: number };

/**
 * The counters a password sign-in reserves: the account from this address (`user:admin|ip:1.2.3.4`), so a
 * stranger's failures never lock the administrator's own network out, and the address alone with a generous
 * allowance. Usernames compare case-insensitively.
 */
export function loginKeys(env: Env, username: string, ip: string): AttemptKey[] {
  return [
    { key: `user:${username.toLowerCase()}|ip:${ip}`.slice(0, 160), max: env.LOGIN_MAX_FAILURES },
    { key: `ip:${ip}`.slice(0, 160), max: env.LOGIN_MAX_FAILURES * ADDRESS_ALLOWANCE_FACTOR },
  ];
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Reserves one attempt on every key BEFORE the password is verified, each with one atomic statement (insert …
 * on conflict do update … returning), so concurrent guesses are counted one by one and no more than `max`
 * verifications run in a window. Returns 0 when the attempt may go ahead, else the minutes left on the lock.
 * A window that ended (and is not locked) starts again at 1.
 */
export async function reserveAttempt(db: Db, env: Env, keys: AttemptKey[], now = new Date()): Promise<number> {
  const windowMs = env.LOGIN_LOCK_MINUTES * 60_000;
  const stale = sql`(${loginAttempts.windowStart} < ${ts(new Date(now.getTime() - windowMs))} and (${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} <= ${ts(now)}))`;
  let worst = 0;
  for (const { key, max } of keys) {
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, failures: 1, windowStart: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${stale} then ${ts(now)} else ${loginAttempts.windowStart} end`,
          lockedUntil: sql`case when ${stale} then null else ${loginAttempts.lockedUntil} end`,
        },
      })
      .returning({ failures: loginAttempts.failures, windowStart: loginAttempts.windowStart, lockedUntil: loginAttempts.lockedUntil });
    if (!row) continue;
    if (row.lockedUntil && row.lockedUntil > now) worst = Math.max(worst, minutesUntil(row.lockedUntil, now));
    else if (row.failures > max) worst = Math.max(worst, minutesUntil(new Date(row.windowStart.getTime() + windowMs), now));
  }
  return worst;
}

/**
 * The reserved attempt failed (wrong password or code): it stays counted, and a key that has reached its limit
 * is locked for LOGIN_LOCK_MINUTES from now.
 */
export async function confirmFailure(db: Db, env: Env, keys: AttemptKey[], now = new Date()): Promise<void> {
  const lockUntil = new Date(now.getTime() + env.LOGIN_LOCK_MINUTES * 60_000);
  for (const { key, max } of keys) {
    await db
      .update(loginAttempts)
      .set({
        lockedUntil: sql`case when ${loginAttempts.failures} >= ${max} and (${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} < ${ts(lockUntil)}) then ${ts(lockUntil)} else ${loginAttempts.lockedUntil} end`,
      })
      .where(eq(loginAttempts.key, key));
  }
}

/** Gives a reserved attempt back without counting it (the password was right; only the code was missing). */
export async function releaseAttempt(db: Db, keys: AttemptKey[]): Promise<void> {
  for (const { key } of keys) {
    await db
      .update(loginAttempts)
      .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
      .where(eq(loginAttempts.key, key));
  }
}

/**
 * A sign-in succeeded: the account-and-address counter starts again; the address keeps its other failures (its
 * reservation for this attempt is given back).
 */
export async function clearFailures(db: Db, keys: AttemptKey[]): Promise<void> {
  const [pair, ...rest] = keys;
  if (pair) await db.delete(loginAttempts).where(eq(loginAttempts.key, pair.key));
  await releaseAttempt(db, rest);
}
