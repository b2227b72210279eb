import type { FastifyInstance } from 'fastify';
import * as authCalls from '../../../shared/calls/auth';
import { MSG } from '../../../shared/messages';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { fail } from '../../lib/errors';
import { OWN_PASSWORD_CALL, requireTotpOff, requireTotpOn, requireTotpStarted } from './auth.policy';
import { onOwnAccount } from './own-account';
import { clearFailures, confirmFailure } from './lockout.service';
import { endOtherSessions, setSessionRestriction } from './session.service';
import { checkCurrentPassword, checkSecondFactor, disableTotp, enableTotp, startTotp, totpRequired } from './staff-security.service';

/**
 * A staff member's own second factor (动态验证码 and its recovery codes): enrolling it and giving it up, each with the
 * current password asked again (a wrong one counts towards the sign-in lockout). Runs in a restricted session too;
 * acts on the session's own account only.
 */
export async function staffTotpRoutes(app: FastifyInstance) {
  defineCall(
    app,
    authCalls.totpSetup,
    {
      ...OWN_PASSWORD_CALL,
      summary: '开始绑定动态验证码（须当前密码，错误计入登录锁定）：生成密钥，返回二维码与密钥文本（以首个动态码确认后生效）',
    },
    onOwnAccount(async (user, { body, db, env, req }) => {
      requireTotpOff(user);
      await clearFailures(db, await checkCurrentPassword(db, env, req, user, body.password, 'totp.setup'));
      const started = await startTotp(db, req.server.box, env, user);
      await audit(db, req, { action: 'totp.setup', objectType: 'user', objectId: user.id });
      return { data: { secret: started.secret, otpauth_uri: started.otpauthUri, qr: started.qr } };
    }),
  );

  defineCall(
    app,
    authCalls.totpEnable,
    { ...OWN_PASSWORD_CALL, summary: '以当前密码和首个动态码确认绑定（密码错误计入登录锁定），返回 10 个一次性恢复码（仅显示这一次）' },
    onOwnAccount(async (user, { actor, body, db, env, req }, now) => {
      requireTotpOff(user);
      requireTotpStarted(user);
      const keys = await checkCurrentPassword(db, env, req, user, body.password, 'totp.enable');
      await clearFailures(db, keys);
      const codes = await enableTotp(db, req.server.box, user, body.code, now);
      if (!codes) {
        await audit(db, req, { action: 'totp.enable', objectType: 'user', objectId: user.id, success: false });
        throw fail(MSG.otpInvalid);
      }
      if (actor.restriction === 'totp') await setSessionRestriction(db, actor.sessionId, null);
      await audit(db, req, { action: 'totp.enable', objectType: 'user', objectId: user.id });
      return { msg: MSG.totpEnabled, data: { recovery_codes: codes } };
    }),
  );

  defineCall(
    app,
    authCalls.totpDisable,
    { ...OWN_PASSWORD_CALL, summary: '停用动态验证码（须当前密码与动态码）；强制启用时本会话须重新绑定' },
    onOwnAccount(async (user, { actor, body, db, env, req }, now) => {
      requireTotpOn(user);
      const keys = await checkCurrentPassword(db, env, req, user, body.password, 'totp.disable');
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
    }),
  );
}
