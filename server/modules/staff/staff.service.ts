import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { passwordProblem } from '../../../shared/auth/password-policy';
import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';
import { STAFF_MSG, StaffStatus, type StaffCreateBody, type StaffListBody } from '../../../shared/contracts/staff';
import { LoginType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { Env } from '../../env';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { clearSecondFactor, setPassword } from '../auth/auth.public';
import { lockedUsernames } from './lockouts.service';
import {
  guardLast,
  KEPT_ENABLED_ROLES,
  type KeptEnabledRole,
  refuseCreateRoles,
  renewsOnRolesChange,
  requireStaffAccount,
} from './staff.policy';

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
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaffAccount))
    .limit(1);
  return row;
}

/** Whether any staff account, enabled or not, holds `role` (under the staff lock when it decides a change). */
async function someoneHolds(tx: Tx, role: StaffRoleValue): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isStaffAccount, sql`${role} = any(${users.staffRoles})`))
    .limit(1);
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

/** Under STAFF_CHANGE_LOCK: the target account (locked) and how many other enabled accounts hold each KEPT_ENABLED_ROLES role. */
async function lockForChange(tx: Tx, id: number) {
  await takeStaffLock(tx);
  const before = await lockAccount(tx, id);
  const counts = await Promise.all(
    KEPT_ENABLED_ROLES.map(async (role) => {
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(isStaffAccount, ne(users.id, id), eq(users.status, StaffStatus.ENABLED), sql`${role} = any(${users.staffRoles})`));
      return [role, others?.n ?? 0] as const;
    }),
  );
  return { before, otherEnabled: Object.fromEntries(counts) as Record<KeptEnabledRole, number> };
}

/** Reads the account locked (a change of its roles cannot slip between a check and the change), or "not found". */
async function lockAccount(tx: Tx, id: number): Promise<StaffRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaffAccount))
    .limit(1)
    .for('update');
  return requireStaffAccount(row);
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

/** The policy's check of a change, given the account as it is now (read locked). */
type Allowed = (account: StaffRow) => void;

/** Enables or disables an account once `allowed` accepts it; disabling ends its sessions in the same transaction. */
export async function setStatus(db: Db, id: number, status: number, now: Date, allowed: Allowed) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const { before, otherEnabled } = await lockForChange(tx, id);
    allowed(before);
    guardLast(before, { status, staffRoles: before.staffRoles }, otherEnabled);
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
 * Sets an account's roles (already checked with roleSetProblem by the contract) once `allowed` accepts the change
 * from the roles it holds now; read with each request's session. A change of its 三员 role (renewsOnRolesChange)
 * renews its password, ends its sessions and clears its second factor in the same transaction: `renewed` holds the
 * new password, else null.
 */
export async function setRoles(db: Db, id: number, roles: readonly StaffRoleValue[], now: Date, allowed: Allowed) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const { before, otherEnabled } = await lockForChange(tx, id);
    allowed(before);
    guardLast(before, { status: before.status, staffRoles: roles }, otherEnabled);
    const [after] = await tx
      .update(users)
      .set({ staffRoles: [...roles] })
      .where(eq(users.id, id))
      .returning();
    if (!renewsOnRolesChange(before.staffRoles, roles)) return { before, after: after!, renewed: null };
    const renewed = await renewPassword(tx, before, now);
    const totpReset = await clearSecondFactor(tx, id);
    return { before, after: after!, renewed: { ...renewed, totpReset } };
  });
}

/** A new password for another account once `allowed` (the policy) accepts the account as it is now (read locked). */
export async function resetPassword(db: Db, id: number, now: Date, allowed: Allowed) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const account = await lockAccount(tx, id);
    allowed(account);
    const { password, sessionsEnded } = await renewPassword(tx, account, now);
    return { account, password, sessionsEnded };
  });
}

/**
 * Clears another account's second factor (secret and recovery codes) once `allowed` accepts the account as it is
 * now; it enrols again at its next sign-in. Its sessions end in the same transaction.
 */
export async function resetSecondFactor(db: Db, id: number, now: Date, allowed: Allowed) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const account = await lockAccount(tx, id);
    allowed(account);
    if (!account.totpSecret) throw fail(STAFF_MSG.totpNotSet);
    await clearSecondFactor(tx, id);
    const sessionsEnded = await endAllSessions(tx, id, 'totp_reset', now);
    return { account, sessionsEnded };
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
