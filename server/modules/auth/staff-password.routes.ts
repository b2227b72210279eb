import type { FastifyInstance } from 'fastify';
import * as authCalls from '../../../shared/calls/auth';
import { MSG } from '../../../shared/messages';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { ANY_STAFF, OWN_PASSWORD_CALL, requireAccount, requireGoodPassword, requireNotReused } from './auth.policy';
import { presentSecurityInfo } from './auth.presenter';
import { onOwnAccount } from './own-account';
import { clearFailures } from './lockout.service';
import { endOtherSessions, setSessionRestriction, singleStaffSession } from './session.service';
import {
  checkCurrentPassword,
  isRecentPassword,
  loadStaff,
  passwordExpiresAt,
  recoveryCodesLeft,
  setPassword,
  signInRestriction,
  totpRequired,
} from './staff-security.service';

/**
 * A staff member's own account security (issue 11, GB/T 22239-2019 level 3), the 账号安全 page's overview and the
 * password; the second factor is staff-totp.routes.ts, the sessions my-sessions.routes.ts. These calls run in a
 * restricted session too (a sign-in that must first change the password or enrol TOTP). Every call acts on the
 * session's own account; nothing in the body names another user.
 */
export async function staffPasswordRoutes(app: FastifyInstance) {
  defineCall(
    app,
    authCalls.securityInfo,
    {
      access: 'admin',
      roles: ANY_STAFF,
      invalidates: false,
      allowRestricted: true,
      summary: '账号安全概况：密码有效期、动态验证码、恢复码与会话设置',
    },
    onOwnAccount(async (user, { actor, db, env }) => {
      const data = presentSecurityInfo(user, {
        restriction: actor.restriction,
        passwordExpiresAt: passwordExpiresAt(user, env),
        passwordMaxAgeDays: env.STAFF_PASSWORD_MAX_AGE_DAYS,
        totpRequired: totpRequired(env),
        recoveryCodesLeft: await recoveryCodesLeft(db, user.id),
        singleSession: singleStaffSession(env),
      });
      return { data };
    }),
  );

  defineCall(
    app,
    authCalls.changePassword,
    { ...OWN_PASSWORD_CALL, summary: '修改本人密码（校验当前密码与密码策略；其他会话随之结束）' },
    onOwnAccount(async (user, { actor, body, db, env, req }, now) => {
      const keys = await checkCurrentPassword(db, env, req, user, body.old_password, 'password.change');
      await clearFailures(db, keys);
      requireGoodPassword(body.password, user.username ?? '');
      requireNotReused(await isRecentPassword(db, user, body.password));
      await setPassword(db, user, body.password, now);
      await endOtherSessions(db, user.id, actor.sessionId, now);
      const fresh = requireAccount(await loadStaff(db, user.id));
      const restriction = actor.restriction ? signInRestriction(fresh, env, now) : null;
      if (restriction !== actor.restriction) await setSessionRestriction(db, actor.sessionId, restriction);
      await audit(db, req, { action: 'password.change', objectType: 'user', objectId: user.id });
      return { msg: MSG.passwordChanged, data: { restriction } };
    }),
  );
}
