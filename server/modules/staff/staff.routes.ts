import type { FastifyInstance } from 'fastify';
import * as staffCalls from '../../../shared/calls/staff';
import { STAFF_MSG, StaffStatus } from '../../../shared/contracts/staff';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { auditAccount, presentStaffAccount } from './staff.presenter';
import { ACCOUNT_STAFF, SYSTEM_STAFF, refuseDuty, refuseOwnAccount } from './staff.policy';
import { createStaff, listStaff, resetPassword, setStatus, updateNickname } from './staff.service';

/**
 * Staff accounts (issues 13, 27): the list, a new account, its name, enabling or disabling it, and a new password for
 * it. Who does what to which account is STAFF_DUTY_TABLE (shared/auth/staff-roles.ts); an account's roles are
 * staff-roles.routes.ts, its second factor staff-totp.routes.ts, everyone's sessions staff-sessions.routes.ts and the
 * sign-in lockouts lockouts.routes.ts. Nobody changes their own status, password, second factor or roles here (their
 * own are on the 账号安全 page: modules/auth). Every change is audited with before → after; none touches what the
 * public sees (invalidates: false).
 */
export async function staffAccountRoutes(app: FastifyInstance) {
  defineCall(
    app,
    staffCalls.staffList,
    {
      access: 'admin',
      roles: ACCOUNT_STAFF,
      invalidates: false,
      summary: '后台账号列表（关键词搜索账户名与姓名，按角色、状态筛选；含最近登录、动态验证码、须改密码、是否锁定）',
    },
    async ({ db, env, body }) => {
      const { rows, total } = await listStaff(db, env, body, app.clock());
      return { data: rows.map((r) => presentStaffAccount(r.row, r.locked)), count: total };
    },
  );

  defineCall(
    app,
    staffCalls.staffCreate,
    {
      access: 'admin',
      roles: SYSTEM_STAFF,
      invalidates: false,
      perMinute: 30,
      summary:
        '新建后台账号：服务器生成初始密码，仅在本次应答中返回一次，首次登录须修改。角色可不选，只能是系统管理员、内容编辑、园区运营（尚无安全管理员时，可建首个安全管理员）；安全管理员、审计管理员角色由安全管理员授予',
    },
    async ({ db, body, req }) => {
      const { row, password } = await createStaff(db, body, app.clock());
      await audit(db, req, {
        action: 'staff.create',
        objectType: 'user',
        objectId: row.id,
        detail: { before: null, after: auditAccount(row) },
      });
      return { msg: STAFF_MSG.created, data: { id: row.id, username: row.username ?? '', password } };
    },
  );

  defineCall(
    app,
    staffCalls.staffUpdate,
    { access: 'admin', roles: SYSTEM_STAFF, invalidates: false, summary: '修改后台账号的姓名' },
    async ({ db, body, req }) => {
      const { before, after } = await updateNickname(db, body.id, body.nickname);
      await audit(db, req, {
        action: 'staff.update',
        objectType: 'user',
        objectId: body.id,
        detail: { before: { nickname: before.nickname }, after: { nickname: after.nickname } },
      });
      return { msg: STAFF_MSG.saved, data: { id: body.id } };
    },
  );

  defineCall(
    app,
    staffCalls.staffStatus,
    {
      access: 'admin',
      roles: ACCOUNT_STAFF,
      invalidates: false,
      summary:
        '启用或停用他人的后台账号（停用立即结束其全部会话）。安全管理员、审计管理员账号由安全管理员办理，其他账号由系统管理员办理；须保留一个启用的系统管理员和一个启用的安全管理员',
    },
    async ({ actor, db, body, req }) => {
      refuseOwnAccount(actor, body.id, STAFF_MSG.notOwnStatus);
      const { before, after, sessionsEnded } = await setStatus(db, body.id, body.status, app.clock(), (target) =>
        refuseDuty('status', actor, target),
      );
      await audit(db, req, {
        action: body.status === StaffStatus.DISABLED ? 'staff.disable' : 'staff.enable',
        objectType: 'user',
        objectId: body.id,
        detail: { before: { status: before.status }, after: { status: after.status }, sessions_ended: sessionsEnded },
      });
      return { msg: body.status === StaffStatus.DISABLED ? STAFF_MSG.disabled : STAFF_MSG.enabled, data: { id: body.id } };
    },
  );

  defineCall(
    app,
    staffCalls.staffResetPassword,
    {
      access: 'admin',
      roles: ACCOUNT_STAFF,
      invalidates: false,
      perMinute: 30,
      summary:
        '重置他人密码：生成新密码仅返回一次，下次登录须修改，其会话立即结束。安全管理员、审计管理员账号由安全管理员重置，其他账号由系统管理员重置',
    },
    async ({ actor, db, body, req }) => {
      refuseOwnAccount(actor, body.id, STAFF_MSG.notOwnPassword);
      const { account, password, sessionsEnded } = await resetPassword(db, body.id, app.clock(), (target) =>
        refuseDuty('reset_password', actor, target),
      );
      await audit(db, req, {
        action: 'staff.reset_password',
        objectType: 'user',
        objectId: body.id,
        detail: {
          before: { must_change_password: account.mustChangePassword },
          after: { must_change_password: true },
          sessions_ended: sessionsEnded,
        },
      });
      return { msg: STAFF_MSG.passwordReset, data: { id: account.id, username: account.username ?? '', password } };
    },
  );
}
