import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, loginNetworks } from '../../db/schema/index';
import type { Env } from '../../env';
import { clientNetwork } from '../../lib/rate-limit-store';

/**
 * One address may try this many times the per-account allowance across all accounts (offices behind one NAT
 * share an address; one address spraying many accounts is still stopped).
 */
export const ADDRESS_ALLOWANCE_FACTOR = 10;
/** The account-wide counter's window is this many times LOGIN_LOCK_MINUTES (an hour by default). */
export const ACCOUNT_WINDOW_FACTOR = 4;
/** A network the account signed in from successfully within this many days is the owner's: no account-wide lockout there. */
export const KNOWN_NETWORK_DAYS = 30;
/** The address part of the account-wide counter's key (`user:admin|ip:*`): every network together. */
export const EVERY_NETWORK = '*';

/**
 * A counter and its limit within the window of LOGIN_LOCK_MINUTES. `accountWide`: the account from every network
 * (accountKey): window LOGIN_LOCK_MINUTES × ACCOUNT_WINDOW_FACTOR, reserved only when the other counters let the
 * attempt through, and slowed down from half its limit (confirmFailure).
 */
export type AttemptKey = { key: string; max: number; accountWide?: boolean };

/**
 * The counters a password sign-in reserves: the account from this network (`user:admin|ip:1.2.3.4`; IPv6 per
 * /64, clientNetwork), so a stranger's failures never lock the administrator's own network out, and the network
 * alone with a generous allowance. Usernames compare case-insensitively.
 */
export function loginKeys(env: Env, username: string, ip: string): AttemptKey[] {
  const network = clientNetwork(ip);
  return [
    { key: `user:${username.toLowerCase()}|ip:${network}`.slice(0, 160), max: env.LOGIN_MAX_FAILURES },
    { key: `ip:${network}`.slice(0, 160), max: env.LOGIN_MAX_FAILURES * ADDRESS_ALLOWANCE_FACTOR },
  ];
}

/**
 * The account from every network together (`user:admin|ip:*`), LOGIN_ACCOUNT_MAX_FAILURES in its window: no
 * number of addresses raises it. Only for a username that names an existing account (strangers' typos make no row).
 */
export function accountKey(env: Env, username: string): AttemptKey {
  return {
    key: `user:${username.toLowerCase()}|ip:${EVERY_NETWORK}`.slice(0, 160),
    max: env.LOGIN_ACCOUNT_MAX_FAILURES,
    accountWide: true,
  };
}

/**
 * The counters of one password sign-in: loginKeys, and accountKey when `userId` names the account (null: no
 * such account) and the attempt comes from a network without a successful sign-in of it in KNOWN_NETWORK_DAYS.
 */
export async function signInKeys(db: Db, env: Env, username: string, userId: number | null, ip: string, now: Date): Promise<AttemptKey[]> {
  const keys = loginKeys(env, username, ip);
  if (userId === null || (await isKnownNetwork(db, userId, ip, now))) return keys;
  return [...keys, accountKey(env, username)];
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const knownSince = (now: Date) => new Date(now.getTime() - KNOWN_NETWORK_DAYS * 86_400_000);

/** Whether the account signed in successfully from this client's network within KNOWN_NETWORK_DAYS. */
export async function isKnownNetwork(db: Db, userId: number, ip: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: loginNetworks.lastSuccessAt })
    .from(loginNetworks)
    .where(and(eq(loginNetworks.userId, userId), eq(loginNetworks.network, clientNetwork(ip))))
    .limit(1);
  return !!row && row.at > knownSince(now);
}

/** A sign-in succeeded: its network is the account's for KNOWN_NETWORK_DAYS; the account's older networks go. */
export async function rememberNetwork(db: Db, userId: number, ip: string, now: Date): Promise<void> {
  await db
    .insert(loginNetworks)
    .values({ userId, network: clientNetwork(ip), lastSuccessAt: now })
    .onConflictDoUpdate({ target: [loginNetworks.userId, loginNetworks.network], set: { lastSuccessAt: now } });
  await db.delete(loginNetworks).where(and(eq(loginNetworks.userId, userId), lt(loginNetworks.lastSuccessAt, knownSince(now))));
}

/**
 * Counters whose window is over and whose lock, if any, has ended (housekeeping deletes them): reserveAttempt would
 * start them again from 1 anyway. Account-wide rows (`…|ip:*`) by their longer window.
 */
export function endedAttempts(env: Pick<Env, 'LOGIN_LOCK_MINUTES'>, now: Date): SQL {
  const before = (factor: number) => ts(new Date(now.getTime() - env.LOGIN_LOCK_MINUTES * factor * 60_000));
  const accountWide = sql`${loginAttempts.key} like ${`%|ip:${EVERY_NETWORK}`}`;
  return sql`${loginAttempts.windowStart} < case when ${accountWide} then ${before(ACCOUNT_WINDOW_FACTOR)} else ${before(1)} end and (${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} <= ${ts(now)})`;
}

const windowMinutes = (env: Env, k: AttemptKey) => env.LOGIN_LOCK_MINUTES * (k.accountWide ? ACCOUNT_WINDOW_FACTOR : 1);
/** From this many failures on, each further failure of the account-wide counter waits longer (slow down). */
export const slowdownFrom = (max: number) => Math.ceil(max / 2);

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Reserves one attempt on every key BEFORE the password is verified, each with one atomic statement (insert …
 * on conflict do update … returning), so concurrent guesses are counted one by one and no more than `max`
 * verifications run in a window. Returns 0 when the attempt may go ahead, else the minutes left on the lock.
 * A window that ended (and is not locked) starts again at 1. Account-wide keys are reserved last, and only when
 * the others let the attempt through (one locked-out address does not use up the account's allowance).
 */
export async function reserveAttempt(db: Db, env: Env, keys: AttemptKey[], now = new Date()): Promise<number> {
  let worst = 0;
  for (const k of keys.filter((x) => !x.accountWide)) worst = Math.max(worst, await reserveOne(db, env, k, now));
  if (worst > 0) return worst;
  for (const k of keys.filter((x) => x.accountWide)) worst = Math.max(worst, await reserveOne(db, env, k, now));
  return worst;
}

async function reserveOne(db: Db, env: Env, k: AttemptKey, now: Date): Promise<number> {
  const windowMs = windowMinutes(env, k) * 60_000;
  const stale = sql`(${loginAttempts.windowStart} < ${ts(new Date(now.getTime() - windowMs))} and (${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} <= ${ts(now)}))`;
  // An account-wide attempt refused while locked is not one more failure (the slow-down stays a slow-down).
  const held = k.accountWide ? sql`${loginAttempts.lockedUntil} > ${ts(now)}` : sql`false`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key: k.key, failures: 1, windowStart: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${stale} then 1 when ${held} then ${loginAttempts.failures} else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`case when ${stale} then ${ts(now)} else ${loginAttempts.windowStart} end`,
        lockedUntil: sql`case when ${stale} then null else ${loginAttempts.lockedUntil} end`,
      },
    })
    .returning({ failures: loginAttempts.failures, windowStart: loginAttempts.windowStart, lockedUntil: loginAttempts.lockedUntil });
  if (!row) return 0;
  // Never more than the key's window: a concurrent request that started later may have set the lock from its own,
  // later clock reading (under load, 16 minutes would show for a 15-minute lock).
  const cap = windowMinutes(env, k);
  if (row.lockedUntil && row.lockedUntil > now) return Math.min(cap, minutesUntil(row.lockedUntil, now));
  if (row.failures > k.max) return Math.min(cap, minutesUntil(new Date(row.windowStart.getTime() + windowMs), now));
  return 0;
}

/**
 * The reserved attempt failed (wrong password or code): it stays counted, and a key that has reached its limit
 * is locked for LOGIN_LOCK_MINUTES from now. An account-wide key is locked until its window ends (at least
 * LOGIN_LOCK_MINUTES), and from half its limit on each failure first waits 1, 2, 3 … minutes (slow down).
 */
export async function confirmFailure(db: Db, env: Env, keys: AttemptKey[], now = new Date()): Promise<void> {
  const lockUntil = new Date(now.getTime() + env.LOGIN_LOCK_MINUTES * 60_000);
  const failures = loginAttempts.failures;
  const lockedUntil = loginAttempts.lockedUntil;
  for (const k of keys) {
    const accountLock = sql`greatest(${ts(lockUntil)}, ${loginAttempts.windowStart} + ${windowMinutes(env, k)}::int * interval '1 minute', ${lockedUntil})`;
    const slowDown = sql`greatest(${ts(now)} + (${failures} - ${slowdownFrom(k.max)}::int + 1) * interval '1 minute', ${lockedUntil})`;
    const next = k.accountWide
      ? sql`case when ${failures} >= ${k.max} then ${accountLock} when ${failures} >= ${slowdownFrom(k.max)} then ${slowDown} else ${lockedUntil} end`
      : sql`case when ${failures} >= ${k.max} and (${lockedUntil} is null or ${lockedUntil} < ${ts(lockUntil)}) then ${ts(lockUntil)} else ${lockedUntil} end`;
    await db.update(loginAttempts).set({ lockedUntil: next }).where(eq(loginAttempts.key, k.key));
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
 * A sign-in succeeded: the account-and-address counter starts again; the address and the account-wide counter
 * keep their other failures (their reservation for this attempt is given back).
 */
export async function clearFailures(db: Db, keys: AttemptKey[]): Promise<void> {
  const [pair, ...rest] = keys;
  if (pair) await db.delete(loginAttempts).where(eq(loginAttempts.key, pair.key));
  await releaseAttempt(db, rest);
}
