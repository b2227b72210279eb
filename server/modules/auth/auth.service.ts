import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminLoginBody, SessionRestriction } from '../../../shared/contracts/auth';
import { LoginType, UserStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Env } from '../../env';
import { audit } from '../../lib/audit';
import { fail } from '../../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import { clearFailures, confirmFailure, releaseAttempt, rememberNetwork, reserveAttempt, signInKeys } from './lockout.service';
import { createSession, deleteSession } from './session.service';
import { checkSecondFactor, signInRestriction } from './staff-security.service';

type UserRow = typeof users.$inferSelect;

/** The enabled account a password sign-in names by its username, if any. */
async function findSignInAccount(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, username), eq(users.status, UserStatus.ENABLED)))
    .limit(1);
  return user;
}

/** A password sign-in's outcome: the form must now ask for the second factor, or the session opened. */
export type PasswordSignIn =
  | { otpRequired: true }
  | { otpRequired: false; user: UserRow; session: { token: string; expiresAt: Date }; restriction: SessionRestriction | null };

/**
 * Password sign-in (admin_login and the spec's demo/login): the lockout's counters, the password, the second factor
 * when enrolled, then a session (restricted when the password must change or the second factor be enrolled first).
 * Every refusal is counted and audited; a wrong name and a wrong password are told apart to nobody.
 */
export async function signInWithPassword(db: Db, env: Env, req: FastifyRequest, body: AdminLoginBody): Promise<PasswordSignIn> {
  const now = req.server.clock();
  const user = await findSignInAccount(db, body.username);
  // The typed name is recorded only when it names an account (it is sometimes a password typed in the wrong box).
  const named = user ? { objectId: body.username } : {};
  // An attempt is reserved (counted) before the password is verified, so concurrent guesses cannot pass the limit.
  const keys = await signInKeys(db, env, body.username, user?.id ?? null, req.ip, now);
  const locked = await reserveAttempt(db, env, keys, now);
  if (locked > 0) {
    await audit(db, req, { action: 'login.locked', objectType: 'user', ...named, success: false });
    throw fail(MSG.accountLocked(locked));
  }
  const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok || !user.passwordHash) {
    await confirmFailure(db, env, keys, now);
    await audit(db, req, { action: 'login.password', objectType: 'user', ...named, success: false, actorId: user?.id ?? null });
    throw fail(MSG.badCredentials);
  }
  if (user.totpEnabledAt) {
    if (!body.otp) {
      // The password was right: this attempt is not a failure, the form now asks for the code.
      await releaseAttempt(db, keys);
      return { otpRequired: true };
    }
    if (!(await checkSecondFactor(db, req.server.box, user, body.otp, now))) {
      await confirmFailure(db, env, keys, now);
      await audit(db, req, {
        action: 'login.otp',
        objectType: 'user',
        objectId: user.id,
        success: false,
        actorId: user.id,
        actorType: user.loginType,
      });
      throw fail(MSG.otpInvalid);
    }
  }
  await clearFailures(db, keys);
  await rememberNetwork(db, user.id, req.ip, now);
  const restriction = user.loginType === LoginType.ADMIN ? signInRestriction(user, env, now) : null;
  const session = await createSession(db, env, user, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), restriction });
  await audit(db, req, {
    action: 'login.password',
    objectType: 'user',
    objectId: user.id,
    actorId: user.id,
    actorType: user.loginType,
    detail: restriction ? { restriction } : {},
  });
  return { otpRequired: false, user, session, restriction };
}

/** Signing out: the session's row goes (its token is unknown from now on), and the trail says so. */
export async function signOut(
  db: Db,
  req: FastifyRequest,
  actor: { userId: number; sessionId: number },
  detail?: Record<string, unknown>,
): Promise<void> {
  await deleteSession(db, actor.sessionId);
  await audit(db, req, { action: 'logout', objectType: 'user', objectId: actor.userId, ...(detail ? { detail } : {}) });
}
