import type { FastifyInstance } from 'fastify';
import * as staffCalls from '../../../shared/calls/staff';
import { STAFF_MSG } from '../../../shared/contracts/staff';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { ACCOUNT_STAFF, refuseOwnAccount, refuseRolesChange } from './staff.policy';
import { setRoles } from './staff.service';

/**
 * A staff account's roles (issues 13, 27): who may give or take which role is the duty table (refuseRolesChange); a
 * change of its 三员 role renews its password (renewsOnRolesChange). Nobody changes their own roles.
 */
export async function staffRolesRoutes(app: FastifyInstance) {
  defineCall(
    app,
    staffCalls.staffRoles,
    {
      access: 'admin',
      roles: ACCOUNT_STAFF,
      invalidates: false,
      perMinute: 30,
      summary:
        '设置他人的角色（不能修改自己的；系统、安全、审计管理员须由不同账号担任；立即生效）。系统管理员角色由系统管理员授予或取消，安全管理员、审计管理员角色及内容编辑、园区运营角色由安全管理员设置。三员角色有变化时同时为该账号生成新密码（仅返回一次，下次登录须修改），其会话立即结束、动态验证码清除，否则 password 为 null',
    },
    async ({ actor, db, body, req }) => {
      refuseOwnAccount(actor, body.id, STAFF_MSG.notOwnRoles);
      const { before, after, renewed } = await setRoles(db, body.id, body.roles, app.clock(), (target) =>
        refuseRolesChange(actor, target.staffRoles, body.roles),
      );
      await audit(db, req, {
        action: 'staff.roles',
        objectType: 'user',
        objectId: body.id,
        detail: {
          before: { roles: before.staffRoles },
          after: { roles: after.staffRoles },
          ...(renewed ? { password_reset: true, totp_reset: renewed.totpReset, sessions_ended: renewed.sessionsEnded } : {}),
        },
      });
      return {
        msg: renewed ? STAFF_MSG.rolesSavedNewPassword : STAFF_MSG.rolesSaved,
        data: { id: body.id, username: after.username ?? '', password: renewed?.password ?? null },
      };
    },
  );
}
