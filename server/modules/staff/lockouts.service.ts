import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { LOCKOUT_LIST_MAX, type LockoutItem, STAFF_MSG } from '../../../shared/contracts/staff';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import type { Env } from '../../env';
import { fail } from '../../lib/errors';
import { loginKeys } from '../auth/auth.public';

/** Sign-in lockouts for the security administrator: the counters server/modules/auth/lockout.service.ts keeps, listed and cleared. */

/** What a login_attempts key names, read in the format loginKeys writes (`user:name|ip:addr` or `ip:addr`). */
export function parseAttemptKey(key: string): { kind: 'account' | 'address'; username: string; ip: string } {
  const account = /^user:(.*)\|ip:(.*)$/s.exec(key);
  if (account) return { kind: 'account', username: account[1]!, ip: account[2]! };
  return { kind: 'address', username: '', ip: key.startsWith('ip:') ? key.slice(3) : key };
}

/** Usernames (lower-cased, as the lockout counts them) locked now from some address; one query. */
export async function lockedUsernames(db: Db, env: Env, now: Date): Promise<Set<string>> {
  // The account counter's prefix as loginKeys makes it ('user:'), so the two never drift apart.
  const prefix = loginKeys(env, '', '')[0]!.key.replace(/\|ip:$/, '');
  const rows = await db
    .select({ key: loginAttempts.key })
    .from(loginAttempts)
    .where(and(gt(loginAttempts.lockedUntil, now), sql`starts_with(${loginAttempts.key}, ${prefix})`));
  return new Set(rows.map((r) => parseAttemptKey(r.key).username));
}

/** Counters locked now, the latest lock first (at most LOCKOUT_LIST_MAX). */
export async function currentLockouts(db: Db, now: Date): Promise<LockoutItem[]> {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(gt(loginAttempts.lockedUntil, now))
    .orderBy(desc(loginAttempts.lockedUntil), asc(loginAttempts.key))
    .limit(LOCKOUT_LIST_MAX);
  return rows.map((r) => ({
    key: r.key,
    ...parseAttemptKey(r.key),
    failures: r.failures,
    locked_until: r.lockedUntil!.toISOString(),
    minutes_left: Math.max(1, Math.ceil((r.lockedUntil!.getTime() - now.getTime()) / 60_000)),
  }));
}

/** Removes one counter that is locked now (the account or address may try again at once); its row before. */
export async function clearLockout(db: Db, key: string, now: Date) {
  const [row] = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.lockedUntil, now)))
    .returning();
  if (!row) throw fail(STAFF_MSG.lockoutNotFound);
  return row;
}
