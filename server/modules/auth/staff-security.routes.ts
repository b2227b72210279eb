import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordProblem, PASSWORD_MSG, PASSWORD_RULES_TEXT } from '../../../shared/auth/password-policy';
import * as authCalls from '../../../shared/calls/auth';
import { MSG } from '../../../shared/messages';
import { audit } from '../../lib/audit';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { defineCall } from '../../lib/call';
import { fail } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { presentStaffSession } from './auth.presenter';
import { clearFailures, confirmFailure, loginKeys, reserveAttempt } from './lockout.service';
import { endOtherSessions, endOwnSession, listLiveSessions, setSessionRestriction, singleStaffSession } from './session.service';
import {
  checkSecondFactor,
  disableTotp,
  enableTotp,
  isRecentPassword,
  loadStaff,
  passwordExpiresAt,
  recoveryCodesLeft,
  setPassword,
  signInRestriction,
  startTotp,
  totpRequired,
} from './staff-security.service';

type StaffUser = NonNullable<Awaited<ReturnType<typeof loadStaff>>>;

/**
 * The caller's current password, asked again before a change to its own account's security (the password, the second
 * factor): counted like a failed sign-in from this address (lockout.service), a wrong one audited as `action`
 * failed. Returns the lockout's keys, for a later failure (a wrong code) and to clear them once all succeeded.
 */
async function checkCurrentPassword(
  ctx: { db: Db; env: Env; req: FastifyRequest },
  user: StaffUser,
  password: string,
  action: string,
) {
  const { db, env, req } = ctx;
  const now = req.server.clock();
  const keys = loginKeys(env, user.username ?? String(user.id), req.ip);
  const locked = await reserveAttempt(db, env, keys, now);
  if (locked > 0) throw fail(MSG.accountLocked(locked));
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    await confirmFailure(db, env, keys, now);
    await audit(db, req, { action, objectType: 'user', objectId: user.id, success: false });
    throw fail(MSG.oldPasswordWrong);
  }
  return keys;
}

/**
 * A staff member's own account security (issue 11, GB/T 22239-2019 level 3): password, second factor, sessions.
 * These calls run in a restricted session too (a sign-in that must first change the password or enrol TOTP).
 * Every call acts on the session's own account; nothing in the body names another user.
 */
export async function staffSecurityRoutes(app: FastifyInstance) {
  const staff = async (userId: number) => {
    const user = await loadStaff(app.db, userId);
    if (!user) throw fail(MSG.tokenInvalid);
    return user;
  };

  defineCall(
    app,
    authCalls.securityInfo,
    { access: 'admin', roles: 'any', invalidates: false, allowRestricted: true, summary: '账号安全概况：密码有效期、动态验证码、恢复码与会话设置' },
    async ({ actor, db, env }) => {
      const user = await staff(actor.userId);
      return {
        data: {
          username: user.username ?? '',
          password_changed_at: user.passwordChangedAt?.toISOString() ?? null,
          password_expires_at: passwordExpiresAt(user, env).toISOString(),
          password_max_age_days: env.STAFF_PASSWORD_MAX_AGE_DAYS,
          must_change_password: user.mustChangePassword || actor.restriction === 'password',
          restriction: actor.restriction,
          totp_enabled: Boolean(user.totpEnabledAt),
          totp_required: totpRequired(env),
          recovery_codes_left: await recoveryCodesLeft(db, user.id),
          single_session: singleStaffSession(env),
          password_rules: PASSWORD_RULES_TEXT,
        },
      };
    },
  );

  defineCall(
    app,
    authCalls.changePassword,
    { access: 'admin', roles: 'any', invalidates: false, allowRestricted: true, perMinute: 10, summary: '修改本人密码（校验当前密码与密码策略；其他会话随之结束）' },
    async ({ actor, body, db, env, req }) => {
      const now = req.server.clock();
      const user = await staff(actor.userId);
      const keys = await checkCurrentPassword({ db, env, req }, user, body.old_password, 'password.change');
      await clearFailures(db, keys);
      const problem = passwordProblem(body.password, user.username ?? '');
      if (problem) throw fail(problem);
      if (await isRecentPassword(db, user, body.password)) throw fail(PASSWORD_MSG.reused);
      await setPassword(db, user, body.password, now);
      await endOtherSessions(db, user.id, actor.sessionId, now);
      const fresh = await staff(user.id);
      const restriction = actor.restriction ? signInRestriction(fresh, env, now) : null;
      if (restriction !== actor.restriction) await setSessionRestriction(db, actor.sessionId, restriction);
      await audit(db, req, { action: 'password.change', objectType: 'user', objectId: user.id });
      return { msg: MSG.passwordChanged, data: { restriction } };
    },
  );

  defineCall(
    app,
    authCalls.totpSetup,
    { access: 'admin', roles: 'any', invalidates: false, allowRestricted: true, perMinute: 10, summary: '开始绑定动态验证码（须当前密码，错误计入登录锁定）：生成密钥，返回二维码与密钥文本（以首个动态码确认后生效）' },
    async ({ actor, body, db, env, req }) => {
      const user = await staff(actor.userId);
      if (user.totpEnabledAt) throw fail(MSG.totpAlreadyEnabled);
      await clearFailures(db, await checkCurrentPassword({ db, env, req }, user, body.password, 'totp.setup'));
      const started = await startTotp(db, req.server.box, env, user);
      await audit(db, req, { action: 'totp.setup', objectType: 'user', objectId: user.id });
      return { data: { secret: started.secret, otpauth_uri: started.otpauthUri, qr: started.qr } };
    },
  );

  defineCall(
    app,
    authCalls.totpEnable,
    { access: 'admin', roles: 'any', invalidates: false, allowRestricted: true, perMinute: 10, summary: '以当前密码和首个动态码确认绑定（密码错误计入登录锁定），返回 10 个一次性恢复码（仅显示这一次）' },
    async ({ actor, body, db, env, req }) => {
      const now = req.server.clock();
      const user = await staff(actor.userId);
      if (user.totpEnabledAt) throw fail(MSG.totpAlreadyEnabled);
      if (!user.totpSecret) throw fail(MSG.totpNotStarted);
      const keys = await checkCurrentPassword({ db, env, req }, user, body.password, 'totp.enable');
      await clearFailures(db, keys);
      const codes = await enableTotp(db, req.server.box, user, body.code, now);
      if (!codes) {
        await audit(db, req, { action: 'totp.enable', objectType: 'user', objectId: user.id, success: false });
        throw fail(MSG.otpInvalid);
      }
      if (actor.restriction === 'totp') await setSessionRestriction(db, actor.sessionId, null);
      await audit(db, req, { action: 'totp.enable', objectType: 'user', objectId: user.id });
      return { msg: MSG.totpEnabled, data: { recovery_codes: codes } };
    },
  );

  defineCall(
    app,
    authCalls.totpDisable,
    { access: 'admin', roles: 'any', invalidates: false, allowRestricted: true, perMinute: 10, summary: '停用动态验证码（须当前密码与动态码）；强制启用时本会话须重新绑定' },
    async ({ actor, body, db, env, req }) => {
      const now = req.server.clock();
      const user = await staff(actor.userId);
      if (!user.totpEnabledAt) throw fail(MSG.totpNotEnabled);
      const keys = await checkCurrentPassword({ db, env, req }, user, body.password, 'totp.disable');
      if (!(await checkSecondFactor(db, req.server.box, user, body.code, now))) {
        await confirmFailure(db, env, keys, now);
        await audit(db, req, { action: 'totp.disable', objectType: 'user', objectId: user.id, success: false });
        throw fail(MSG.otpInvalid);
      }
      await clearFailures(db, keys);
      await disableTotp(db, user.id);
      await endOtherSessions(db, user.id, actor.sessionId, now);
      const restriction = actor.restriction ?? (totpRequired(env) ? 'totp' : null);
      if (restriction !== actor.restriction) await setSessionRestriction(db, actor.sessionId, restriction);
      await audit(db, req, { action: 'totp.disable', objectType: 'user', objectId: user.id });
      return { msg: MSG.totpDisabled, data: { restriction } };
    },
  );

  defineCall(
    app,
    authCalls.mySessions,
    { access: 'admin', roles: 'any', invalidates: false, allowRestricted: true, summary: '本人仍有效的登录会话（浏览器、地址、登录时间、最近活动，标出当前会话）', count: false },
    async ({ actor, db, req }) => {
      const rows = await listLiveSessions(db, actor.userId, req.server.clock());
      return { data: rows.map((r) => presentStaffSession(r, actor.sessionId)) };
    },
  );

  defineCall(
    app,
    authCalls.endSession,
    { access: 'admin', roles: 'any', invalidates: false, allowRestricted: true, summary: '结束本人的另一个会话（他人的会话编号一律拒绝）' },
    async ({ actor, body, db, req }) => {
      if (body.id === actor.sessionId) throw fail(MSG.sessionIsCurrent);
      const ended = await endOwnSession(db, actor.userId, body.id, req.server.clock());
      await audit(db, req, { action: 'session.end', objectType: 'session', objectId: body.id, success: ended });
      if (!ended) throw fail(MSG.sessionNotFound);
      return { msg: MSG.sessionEnded, data: null };
    },
  );
}
