import type { FastifyInstance } from 'fastify';
import * as authCalls from '../../../shared/calls/auth';
import type { CallAnswer } from '../../../shared/calls/define';
import type { AdminLoginBody, UserInfo } from '../../../shared/contracts/auth';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import type { Actor, CallContext, CallResult } from '../../lib/call';
import { defineCall } from '../../lib/call';
import { requireAccount } from './auth.policy';
import { presentSignIn, withRestriction } from './auth.presenter';
import { signInWithPassword, signOut } from './auth.service';
import { loadUserInfo } from './users.service';

/** Password sign-in, shared by its two paths (admin_login and the spec's demo/login). */
async function passwordSignIn({
  body,
  req,
  db,
  env,
}: CallContext<AdminLoginBody, Actor | null>): Promise<CallResult<CallAnswer<typeof authCalls.adminLogin>>> {
  const signedIn = await signInWithPassword(db, env, req, body);
  if (signedIn.otpRequired) return { code: Code.FAIL, msg: MSG.otpRequired, data: { otp_required: true as const } };
  const info = requireAccount(await loadUserInfo(db, signedIn.user.id));
  return { msg: MSG.loginSuccess, data: presentSignIn(signedIn.user, signedIn.session, signedIn.restriction, info) };
}

/**
 * Signing in with a password, the signed-in user's info, and signing out. A staff member's own account security is in
 * staff-password.routes.ts, staff-totp.routes.ts and my-sessions.routes.ts; the QR sign-in in qr.routes.ts.
 */
export async function authRoutes(app: FastifyInstance) {
  // Both sign-in paths share one request limit per client network (rateGroup) and the same lockout counters.
  const otpNote = `已启用动态验证码的管理员须同时提交 otp（6 位动态码或一个恢复码）；未提交时返回 code 0「${MSG.otpRequired}」及 data.otp_required`;
  const signIn = { access: 'public', perMinute: 20, rateGroup: 'sign-in' } as const;
  defineCall(app, authCalls.adminLogin, { ...signIn, summary: `账号密码登录，返回 token 与用户信息。${otpNote}` }, passwordSignIn);
  defineCall(app, authCalls.login, { ...signIn, summary: `账号密码登录（同 /api/user/admin_login）。${otpNote}` }, passwordSignIn);

  // The spec's client sends {user_id, type}; identity comes from the session, so both are ignored.
  const currentUser = async ({ actor, db }: CallContext<unknown, Actor>): Promise<CallResult<UserInfo>> => {
    const info = requireAccount(await loadUserInfo(db, actor));
    return { data: withRestriction(info, actor.restriction) };
  };
  const userinfo = { access: 'signed-in', invalidates: false, allowRestricted: true } as const;
  defineCall(app, authCalls.userinfo, { ...userinfo, summary: '当前登录用户的信息（含其入驻申请概况）' }, currentUser);
  defineCall(app, authCalls.getInfo, { ...userinfo, summary: '当前登录用户的信息（同 /api/index/userinfo）' }, currentUser);

  defineCall(
    app,
    authCalls.logout,
    { access: 'signed-in', invalidates: false, summary: '退出登录（结束本次会话）', allowRestricted: true },
    async ({ actor, db, req }) => {
      await signOut(db, req, actor);
      return { msg: MSG.loggedOut, data: null };
    },
  );
}
