import type { FastifyInstance } from 'fastify';
import * as staffCalls from '../../../shared/calls/staff';
import { STAFF_MSG } from '../../../shared/contracts/staff';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { SECURITY_STAFF, refuseDuty, refuseOwnAccount } from './staff.policy';
import { resetSecondFactor } from './staff.service';

/**
 * Another staff account's second factor, reset by the security administrator (a lost phone): the account enrols again
 * at its next sign-in. One's own is given up on the 账号安全 page (modules/auth staff-totp.routes.ts).
 */
export async function staffTotpResetRoutes(app: FastifyInstance) {
  defineCall(
    app,
    staffCalls.staffTotpReset,
    {
      access: 'admin',
      roles: SECURITY_STAFF,
      invalidates: false,
      perMinute: 30,
      summary: '重置他人的动态验证码（手机丢失等）：清除其密钥与恢复码，其会话立即结束，下次登录须重新绑定；不能重置自己的',
    },
    async ({ actor, db, body, req }) => {
      refuseOwnAccount(actor, body.id, STAFF_MSG.notOwnTotp);
      const { account, sessionsEnded } = await resetSecondFactor(db, body.id, app.clock(), (target) =>
        refuseDuty('reset_totp', actor, target),
      );
      await audit(db, req, {
        action: 'staff.totp_reset',
        objectType: 'user',
        objectId: body.id,
        detail: { before: { totp_enabled: Boolean(account.totpEnabledAt) }, after: { totp_enabled: false }, sessions_ended: sessionsEnded },
      });
      return { msg: STAFF_MSG.totpReset, data: { id: body.id } };
    },
  );
}
