import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { isStaffRole } from '../../../shared/auth/staff-roles';
import type { SessionRestriction } from '../../../shared/contracts/auth';
import { Code } from '../../../shared/envelope';
import { LoginType, UserStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { keptStatement } from '../../db/kept-statement';
import { sessions, users } from '../../db/schema/index';
import type { Env } from '../../env';
import type { Actor } from '../../lib/call';
import type { SessionLookup } from '../../lib/session-lookup';
import type { UserInfoRow } from './auth.presenter';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function lifetimes(env: Env, loginType: number) {
  return loginType === LoginType.ADMIN
    ? { idleMs: env.ADMIN_IDLE_MINUTES * 60_000, absMs: env.ADMIN_SESSION_HOURS * 3_600_000 }
    : { idleMs: env.USER_IDLE_MINUTES * 60_000, absMs: env.USER_SESSION_HOURS * 3_600_000 };
}

/** ADMIN_SINGLE_SESSION, on unless set off: a staff member's new sign-in ends the older session (spec §6). */
export const singleStaffSession = (env: Env): boolean => env.ADMIN_SINGLE_SESSION ?? true;

/**
 * Opens a session and returns its opaque token (never the user's id). An administrator has one session at a
 * time unless ADMIN_SINGLE_SESSION is off: older ones are marked replaced, so their holders are told 50012.
 * `restriction` limits a staff session to account security until the password is changed or TOTP enrolled.
 */
export async function createSession(
  db: Db,
  env: Env,
  user: { id: number; loginType: number },
  meta: { ip: string; userAgent: string; restriction?: SessionRestriction | null },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const { idleMs, absMs } = lifetimes(env, user.loginType);
  const expiresAt = new Date(now.getTime() + absMs);
  await db.transaction(async (tx) => {
    if (user.loginType === LoginType.ADMIN && singleStaffSession(env)) {
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'replaced' })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    }
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      loginType: user.loginType,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 255),
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + Math.min(idleMs, absMs)),
      expiresAt,
      restriction: meta.restriction ?? null,
    });
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  });
  return { token, expiresAt };
}

/**
 * The session a token's digest names, with what userinfo shows of its user (userSeenWith): every signed-in call and
 * page view asks it, so it is built once per database handle (db/kept-statement.ts).
 */
const sessionByToken = keptStatement((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      loginType: sessions.loginType,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      expiresAt: sessions.expiresAt,
      revokedReason: sessions.revokedReason,
      restriction: sessions.restriction,
      userStatus: users.status,
      staffRoles: users.staffRoles,
      // What userinfo shows of the user, read here with the session (userSeenWith): every signed-in page asks it.
      userLoginType: users.loginType,
      nickname: users.nickname,
      username: users.username,
      avatar: users.avatar,
      sign: users.sign,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token'),
);

/** How stale a session's last-seen time may be before a request writes it again (and slides its idle expiry). */
const SESSION_TOUCH_MS = 60_000;

/**
 * Sessions whose last-seen time this process is writing now. Every request of a session that finds the time stale
 * would write it, and the writes of one row wait for each other: one person's page with several calls, or a bench's
 * connections sharing a token, lined up behind as many commits once a minute, each holding a pooled connection, and
 * every other request waited for a connection meanwhile (bench/RESULTS.md "Search at a million rows"). One write per
 * process; the others go on.
 */
const touching = new Set<number>();

/**
 * Writes a session's last-seen time and idle expiry, unless another request (of any process) wrote it since it was read
 * or is writing it now: the row is taken only if it is free (skip locked), so a request never waits for another's commit.
 */
async function touchSession(db: Db, id: number, now: Date, idle: Date): Promise<void> {
  const stale = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_TOUCH_MS))))
    .for('update', { skipLocked: true });
  await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt: idle }).where(inArray(sessions.id, stale));
}

/**
 * Resolves a token: the actor, or why not (50008 unknown, 50012 replaced, 50014 expired). Slides the idle expiry.
 * server/app.ts hands it to the session plugin (plugins/session.ts), which imports no module.
 */
export async function resolveSession(db: Db, env: Env, token: string, now = new Date()): Promise<SessionLookup> {
  if (token.length < 20 || token.length > 200) return { problem: Code.TOKEN_INVALID, unknown: true };
  const [row] = await sessionByToken(db).execute({ tokenHash: hashToken(token) });
  if (!row) return { problem: Code.TOKEN_INVALID, unknown: true };
  if (row.userStatus !== UserStatus.ENABLED) return { problem: Code.TOKEN_INVALID };
  if (row.revokedReason === 'replaced') return { problem: Code.LOGGED_IN_ELSEWHERE };
  if (row.revokedReason) return { problem: Code.TOKEN_INVALID };
  if (row.expiresAt <= now || row.idleExpiresAt <= now) return { problem: Code.TOKEN_EXPIRED };
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_MS && !touching.has(row.id)) {
    const { idleMs } = lifetimes(env, row.loginType);
    const idle = new Date(Math.min(now.getTime() + idleMs, row.expiresAt.getTime()));
    touching.add(row.id);
    try {
      await touchSession(db, row.id, now, idle);
    } finally {
      touching.delete(row.id);
    }
  }
  const actor: Actor = {
    userId: row.userId,
    loginType: row.loginType,
    sessionId: row.id,
    restriction: asRestriction(row.restriction),
    roles: row.loginType === LoginType.ADMIN ? row.staffRoles.filter(isStaffRole) : [],
  };
  usersSeenWithSessions.set(actor, {
    id: row.userId,
    loginType: row.userLoginType,
    nickname: row.nickname,
    username: row.username,
    avatar: row.avatar,
    sign: row.sign,
    staffRoles: row.staffRoles,
  });
  return { actor };
}

/**
 * The user as userinfo shows them, read in the same query as the session that resolved `actor` (resolveSession): a
 * call's userinfo then asks the users table nothing more, and a page view's calls share the one lookup
 * (plugins/session.ts). Kept per actor object, so it lives as long as the request or the page view.
 */
const usersSeenWithSessions = new WeakMap<Actor, UserInfoRow>();

/** The user row read with the session that resolved `actor` (undefined for an actor made elsewhere). */
export function userSeenWith(actor: Actor): UserInfoRow | undefined {
  return usersSeenWithSessions.get(actor);
}

function asRestriction(value: string | null): SessionRestriction | null {
  return value === 'password' || value === 'totp' ? value : null;
}

/** Changes what a session is restricted to (null lifts it). */
export async function setSessionRestriction(db: Db, sessionId: number, restriction: SessionRestriction | null): Promise<void> {
  await db.update(sessions).set({ restriction }).where(eq(sessions.id, sessionId));
}

/** A user's sessions that are still live (not ended, not expired), newest first. */
export async function listLiveSessions(db: Db, userId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.idleExpiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((r) => ({ ...r, restriction: asRestriction(r.restriction) }));
}

/** Ends one of the user's own sessions; false when the id is not a live session of theirs. */
export async function endOwnSession(db: Db, userId: number, sessionId: number, now = new Date()): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'ended' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every other session of the user (after a password change or a change of second factor). */
export async function endOtherSessions(db: Db, userId: number, keepSessionId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'ended' })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Removes sessions that ended more than a day ago (expired, idle or replaced). */
export async function purgeSessions(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.idleExpiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
}
