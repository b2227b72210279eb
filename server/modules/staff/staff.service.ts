import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { passwordProblem } from '../../../shared/auth/password-policy';
import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';
import { LOCKOUT_LIST_MAX, type LockoutItem, STAFF_MSG, StaffStatus, type StaffCreateBody, type StaffListBody } from '../../../shared/contracts/staff';
import { LoginType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { loginAttempts, sessions, users } from '../../db/schema/index';
import type { Env } from '../../env';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { loginKeys } from '../auth/lockout.service';
import { setPassword } from '../auth/staff-security.service';
import { guardLastSystem, refuseCreateRoles, renewsPassword, requireStaffAccount } from './staff.policy';

export type StaffRow = typeof users.$inferSelect;

/**
 * Staff accounts are the users with a username (personal users never have one) of login type 1. `username is not
 * null` lets every staff query read users_username_uq (in username order) instead of every personal user's row.
 */
const isStaffAccount = and(isNotNull(users.username), eq(users.loginType, LoginType.ADMIN))!;

/**
 * The transaction-level advisory lock taken by every change of status or roles and every creation ('stff'), so two
 * administrators acting at once cannot both take away the last enabled system administrator, nor both create "the
 * first" security administrator.
 */
export const STAFF_CHANGE_LOCK = 0x73746666;

/** Bytes of a generated password (base64url: 16 characters), as the first administrator's (auth/users.service.ts). */
const GENERATED_PASSWORD_BYTES = 12;

/**
 * A random password that meets the staff password policy (a base64url draw almost always does; one that does not
 * is drawn again). Shown once to the system administrator; the account must change it at its first sign-in.
 */
export function generatePassword(username: string): string {
  for (;;) {
    const password = randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
    if (!passwordProblem(password, username)) return password;
  }
}

// ---- Sign-in lockouts (server/modules/auth/lockout.service.ts) ----

/** What a login_attempts key names, read in the format loginKeys writes (`user:name|ip:addr` or `ip:addr`). */
export function parseAttemptKey(key: string): { kind: 'account' | 'address'; username: string; ip: string } {
  const account = /^user:(.*)\|ip:(.*)$/s.exec(key);
  if (account) return { kind: 'account', username: account[1]!, ip: account[2]! };
  return { kind: 'address', username: '', ip: key.startsWith('ip:') ? key.slice(3) : key };
}

/** Usernames (lower-cased, as the lockout counts them) locked now from some address; one query. */
async function lockedUsernames(db: Db, env: Env, now: Date): Promise<Set<string>> {
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

// ---- Accounts ----

/** One page of staff accounts (username order) with whether each is locked now; three queries whatever the page. */
export async function listStaff(db: Db, env: Env, body: StaffListBody, now: Date) {
  const conditions: SQL[] = [isStaffAccount];
  if (body.keyword) {
    const kw = body.keyword.toLowerCase();
    conditions.push(sql`(strpos(lower(${users.username}), ${kw}) > 0 or strpos(lower(${users.nickname}), ${kw}) > 0)`);
  }
  if (body.role) conditions.push(sql`${body.role} = any(${users.staffRoles})`);
  if (body.status !== undefined) conditions.push(eq(users.status, body.status));
  const where = and(...conditions);
  const [rows, [total], locked] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.username))
      .limit(body.page_size)
      .offset((body.start - 1) * body.page_size),
    db.select({ n: count() }).from(users).where(where),
    lockedUsernames(db, env, now),
  ]);
  return { rows: rows.map((row) => ({ row, locked: locked.has((row.username ?? '').toLowerCase()) })), total: total?.n ?? 0 };
}

export async function loadStaffAccount(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), isStaffAccount)).limit(1);
  return row;
}

/** Whether any staff account, enabled or not, holds `role` (under the staff lock when it decides a change). */
async function someoneHolds(tx: Tx, role: StaffRoleValue): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(and(isStaffAccount, sql`${role} = any(${users.staffRoles})`)).limit(1);
  return Boolean(row);
}

/**
 * Creates an account with a generated password it must change at its first sign-in; returns it and the password.
 * The roles are checked under the staff lock (refuseCreateRoles: the first security administrator only while none
 * exists), so two creations at once cannot both make "the first" one.
 */
export async function createStaff(db: Db, body: StaffCreateBody, now: Date) {
  const password = generatePassword(body.username);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    await takeStaffLock(tx);
    refuseCreateRoles(body.roles, await someoneHolds(tx, StaffRole.SECURITY));
    // Unique regardless of case: the lockout counts names lower-cased, and 'Admin' beside 'admin' misleads people.
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(isNotNull(users.username), sql`lower(${users.username}) = ${body.username.toLowerCase()}`))
      .limit(1);
    if (taken) throw fail(STAFF_MSG.usernameTaken);
    const [row] = await tx
      .insert(users)
      .values({
        loginType: LoginType.ADMIN,
        username: body.username,
        nickname: body.nickname,
        passwordHash,
        staffRoles: [...body.roles],
        status: StaffStatus.ENABLED,
        passwordChangedAt: now,
        mustChangePassword: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fail(STAFF_MSG.usernameTaken);
    return { row, password };
  });
}

export async function updateNickname(db: Db, id: number, nickname: string) {
  const before = requireStaffAccount(await loadStaffAccount(db, id));
  const [after] = await db.update(users).set({ nickname }).where(eq(users.id, id)).returning();
  return { before, after: after! };
}

type Tx = Db;

/** STAFF_CHANGE_LOCK, held until the transaction ends. */
async function takeStaffLock(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(STAFF_CHANGE_LOCK))})`);
}

/** Under STAFF_CHANGE_LOCK: the target account (locked) and how many other enabled accounts hold 'system'. */
async function lockForChange(tx: Tx, id: number) {
  await takeStaffLock(tx);
  const [row] = await tx.select().from(users).where(and(eq(users.id, id), isStaffAccount)).limit(1).for('update');
  const before = requireStaffAccount(row);
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(isStaffAccount, ne(users.id, id), eq(users.status, StaffStatus.ENABLED), sql`${StaffRole.SYSTEM} = any(${users.staffRoles})`));
  return { before, otherEnabledSystem: others?.n ?? 0 };
}

/** Ends every live session of an account at once (its holders get 50008); how many were ended. */
async function endAllSessions(tx: Tx, userId: number, reason: string, now: Date): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Enables or disables an account; disabling ends its sessions in the same transaction. */
export async function setStatus(db: Db, id: number, status: number, now: Date) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const { before, otherEnabledSystem } = await lockForChange(tx, id);
    guardLastSystem(before, { status, staffRoles: before.staffRoles }, otherEnabledSystem);
    const [after] = await tx.update(users).set({ status }).where(eq(users.id, id)).returning();
    const sessionsEnded = status === StaffStatus.DISABLED ? await endAllSessions(tx, id, 'disabled', now) : 0;
    return { before, after: after!, sessionsEnded };
  });
}

/** A new generated password (the old one joins the history), changed at the next sign-in; the account's sessions end. */
async function renewPassword(tx: Tx, account: StaffRow, now: Date) {
  const password = generatePassword(account.username ?? '');
  await setPassword(tx, account, password, now);
  await tx.update(users).set({ mustChangePassword: true }).where(eq(users.id, account.id));
  const sessionsEnded = await endAllSessions(tx, account.id, 'password_reset', now);
  return { password, sessionsEnded };
}

/**
 * Sets an account's roles (already checked with roleSetProblem by the contract); read with each request's session.
 * Giving it a security-kept role it did not hold renews its password in the same change (renewsPassword): the new
 * one, else null.
 */
export async function setRoles(db: Db, id: number, roles: readonly StaffRoleValue[], now: Date) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const { before, otherEnabledSystem } = await lockForChange(tx, id);
    guardLastSystem(before, { status: before.status, staffRoles: roles }, otherEnabledSystem);
    const [after] = await tx.update(users).set({ staffRoles: [...roles] }).where(eq(users.id, id)).returning();
    const renewed = renewsPassword(before.staffRoles, roles) ? await renewPassword(tx, before, now) : null;
    return { before, after: after!, renewed };
  });
}

/**
 * resetPassword's new password for another account, once `allowed` (the policy's refuseReset) accepts the account
 * as it is now (read locked, so a change of its roles cannot slip between the check and the reset).
 */
export async function resetPassword(db: Db, id: number, now: Date, allowed: (account: StaffRow) => void) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const [row] = await tx.select().from(users).where(and(eq(users.id, id), isStaffAccount)).limit(1).for('update');
    const account = requireStaffAccount(row);
    allowed(account);
    const { password, sessionsEnded } = await renewPassword(tx, account, now);
    return { account, password, sessionsEnded };
  });
}

// ---- Everyone's sessions ----

const liveStaffSession = (now: Date) =>
  and(
    isStaffAccount,
    eq(users.status, StaffStatus.ENABLED),
    eq(sessions.loginType, LoginType.ADMIN),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.idleExpiresAt, now),
  );

/** Every live staff session, the most recently active first, one page; the account's name joined in. */
export async function liveStaffSessions(db: Db, page: { start: number; page_size: number }, now: Date) {
  const where = liveStaffSession(now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ session: sessions, username: users.username, nickname: users.nickname })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where)
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(page.page_size)
      .offset((page.start - 1) * page.page_size),
    db.select({ n: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Ends one live staff session (its holder gets 50008); the session's account, or undefined when there is none. */
export async function endStaffSession(db: Db, sessionId: number, now: Date) {
  const [live] = await db
    .select({ id: sessions.id, userId: sessions.userId, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), liveStaffSession(now)))
    .limit(1);
  if (!live) return undefined;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'ended' })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length ? live : undefined;
}
