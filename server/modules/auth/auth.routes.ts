import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as authCalls from '../../../shared/calls/auth';
import type { CallAnswer } from '../../../shared/calls/define';
import type { AdminLoginBody, UserInfo } from '../../../shared/contracts/auth';
import { LoginType } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { defineCall, type Actor, type CallContext, type CallResult } from '../../lib/call';
import { fail } from '../../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import { clearFailures, confirmFailure, releaseAttempt, rememberNetwork, reserveAttempt, signInKeys } from './lockout.service';
import { createSession, deleteSession } from './session.service';
import { staffSecurityRoutes } from './staff-security.routes';
import { checkSecondFactor, signInRestriction } from './staff-security.service';
import { loadUserInfo } from './users.service';

/** Password sign-in, shared by its two paths (admin_login and the spec's demo/login). */
async function signInWithPassword({ body, req, db, env }: CallContext<AdminLoginBody, Actor | null>): Promise<CallResult<CallAnswer<typeof authCalls.adminLogin>>> {
  const now = req.server.clock();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, body.username), eq(users.status, 1)))
    .limit(1);
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
      return { code: Code.FAIL, msg: MSG.otpRequired, data: { otp_required: true as const } };
    }
    if (!(await checkSecondFactor(db, req.server.box, user, body.otp, now))) {
      await confirmFailure(db, env, keys, now);
      await audit(db, req, { action: 'login.otp', objectType: 'user', objectId: user.id, success: false, actorId: user.id, actorType: user.loginType });
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
  const info = await loadUserInfo(db, user.id);
  if (!info) throw fail(MSG.tokenInvalid);
  const userinfo = restriction ? { ...info, restriction } : info;
  return {
    msg: MSG.loginSuccess,
    data: { token: session.token, type: user.loginType, expires_at: session.expiresAt.toISOString(), userinfo, restriction },
  };
}

export async function authRoutes(app: FastifyInstance) {
  // Both sign-in paths share one request limit per client network (rateGroup) and the same lockout counters.
  const otpNote = `已启用动态验证码的管理员须同时提交 otp（6 位动态码或一个恢复码）；未提交时返回 code 0「${MSG.otpRequired}」及 data.otp_required`;
  const signIn = { access: 'public', perMinute: 20, rateGroup: 'sign-in' } as const;
  defineCall(app, authCalls.adminLogin, { ...signIn, summary: `账号密码登录，返回 token 与用户信息。${otpNote}` }, signInWithPassword);
  defineCall(app, authCalls.login, { ...signIn, summary: `账号密码登录（同 /api/user/admin_login）。${otpNote}` }, signInWithPassword);

  // The spec's client sends {user_id, type}; identity comes from the session, so both are ignored.
  const currentUser = async ({ actor, db }: CallContext<unknown, Actor>): Promise<CallResult<UserInfo>> => {
    const info = await loadUserInfo(db, actor.userId);
    if (!info) throw fail(MSG.tokenInvalid);
    return { data: actor.restriction ? { ...info, restriction: actor.restriction } : info };
  };
  const userinfo = { access: 'signed-in', invalidates: false, allowRestricted: true } as const;
  defineCall(app, authCalls.userinfo, { ...userinfo, summary: '当前登录用户的信息（含其入驻申请概况）' }, currentUser);
  defineCall(app, authCalls.getInfo, { ...userinfo, summary: '当前登录用户的信息（同 /api/index/userinfo）' }, currentUser);

  defineCall(app, authCalls.logout, { access: 'signed-in', invalidates: false, summary: '退出登录（结束本次会话）', allowRestricted: true }, async ({ actor, db, req }) => {
    await deleteSession(db, actor.sessionId);
    await audit(db, req, { action: 'logout', objectType: 'user', objectId: actor.userId });
    return { msg: MSG.loggedOut, data: null };
  });

  await staffSecurityRoutes(app);
}

