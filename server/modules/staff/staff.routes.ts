import type { FastifyInstance } from 'fastify';
import * as staffCalls from '../../../shared/calls/staff';
import { STAFF_MSG, StaffStatus } from '../../../shared/contracts/staff';
import { MSG } from '../../../shared/messages';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { fail } from '../../lib/errors';
import { auditAccount, presentLiveSession, presentStaffAccount } from './staff.presenter';
import { ACCOUNT_STAFF, SECURITY_STAFF, SYSTEM_STAFF, refuseDuty, refuseOwnAccount, refuseRolesChange } from './staff.policy';
import { clearLockout, currentLockouts } from './lockouts.service';
import { createStaff, endStaffSession, listStaff, liveStaffSessions, resetPassword, resetSecondFactor, setRoles, setStatus, updateNickname } from './staff.service';

/**
 * Staff accounts and roles (issues 13, 27): who does what to which account is STAFF_DUTY_TABLE (shared/auth/staff-roles.ts);
 * everyone's sessions and the sign-in lockouts are the security administrator's. Nobody changes their own status,
 * password, second factor or roles here (their own are on /api/admin/change_password and the totp_* calls). Every change is audited with before → after; none touches what
 * the public sees (invalidates: false).
 */
export async function staffRoutes(app: FastifyInstance) {
  defineCall(
    app,
    staffCalls.staffList,
    { access: 'admin', roles: ACCOUNT_STAFF, invalidates: false, summary: '后台账号列表（关键词搜索账户名与姓名，按角色、状态筛选；含最近登录、动态验证码、须改密码、是否锁定）' },
    async ({ db, env, body }) => {
      const { rows, total } = await listStaff(db, env, body, app.clock());
      return { data: rows.map((r) => presentStaffAccount(r.row, r.locked)), count: total };
    },
  );

  defineCall(
    app,
    staffCalls.staffCreate,
    { access: 'admin', roles: SYSTEM_STAFF, invalidates: false, perMinute: 30, summary: '新建后台账号：服务器生成初始密码，仅在本次应答中返回一次，首次登录须修改。角色可不选，只能是系统管理员、内容编辑、园区运营（尚无安全管理员时，可建首个安全管理员）；安全管理员、审计管理员角色由安全管理员授予' },
    async ({ db, body, req }) => {
      const { row, password } = await createStaff(db, body, app.clock());
      await audit(db, req, { action: 'staff.create', objectType: 'user', objectId: row.id, detail: { before: null, after: auditAccount(row) } });
      return { msg: STAFF_MSG.created, data: { id: row.id, username: row.username ?? '', password } };
    },
  );

  defineCall(
    app,
    staffCalls.staffUpdate,
    { access: 'admin', roles: SYSTEM_STAFF, invalidates: false, summary: '修改后台账号的姓名' },
    async ({ db, body, req }) => {
      const { before, after } = await updateNickname(db, body.id, body.nickname);
      await audit(db, req, { action: 'staff.update', objectType: 'user', objectId: body.id, detail: { before: { nickname: before.nickname }, after: { nickname: after.nickname } } });
      return { msg: STAFF_MSG.saved, data: { id: body.id } };
    },
  );

  defineCall(
    app,
    staffCalls.staffStatus,
    { access: 'admin', roles: ACCOUNT_STAFF, invalidates: false, summary: '启用或停用他人的后台账号（停用立即结束其全部会话）。安全管理员、审计管理员账号由安全管理员办理，其他账号由系统管理员办理；须保留一个启用的系统管理员和一个启用的安全管理员' },
    async ({ actor, db, body, req }) => {
      refuseOwnAccount(actor, body.id, STAFF_MSG.notOwnStatus);
      const { before, after, sessionsEnded } = await setStatus(db, body.id, body.status, app.clock(), (target) => refuseDuty('status', actor, target));
      await audit(db, req, {
        action: body.status === StaffStatus.DISABLED ? 'staff.disable' : 'staff.enable', objectType: 'user', objectId: body.id,
        detail: { before: { status: before.status }, after: { status: after.status }, sessions_ended: sessionsEnded },
      });
      return { msg: body.status === StaffStatus.DISABLED ? STAFF_MSG.disabled : STAFF_MSG.enabled, data: { id: body.id } };
    },
  );

  defineCall(
    app,
    staffCalls.staffResetPassword,
    { access: 'admin', roles: ACCOUNT_STAFF, invalidates: false, perMinute: 30, summary: '重置他人密码：生成新密码仅返回一次，下次登录须修改，其会话立即结束。安全管理员、审计管理员账号由安全管理员重置，其他账号由系统管理员重置' },
    async ({ actor, db, body, req }) => {
      refuseOwnAccount(actor, body.id, STAFF_MSG.notOwnPassword);
      const { account, password, sessionsEnded } = await resetPassword(db, body.id, app.clock(), (target) => refuseDuty('reset_password', actor, target));
      await audit(db, req, {
        action: 'staff.reset_password', objectType: 'user', objectId: body.id,
        detail: { before: { must_change_password: account.mustChangePassword }, after: { must_change_password: true }, sessions_ended: sessionsEnded },
      });
      return { msg: STAFF_MSG.passwordReset, data: { id: account.id, username: account.username ?? '', password } };
    },
  );

  defineCall(
    app,
    staffCalls.staffRoles,
    { access: 'admin', roles: ACCOUNT_STAFF, invalidates: false, perMinute: 30, summary: '设置他人的角色（不能修改自己的；系统、安全、审计管理员须由不同账号担任；立即生效）。系统管理员角色由系统管理员授予或取消，安全管理员、审计管理员角色及内容编辑、园区运营角色由安全管理员设置。三员角色有变化时同时为该账号生成新密码（仅返回一次，下次登录须修改），其会话立即结束、动态验证码清除，否则 password 为 null' },
    async ({ actor, db, body, req }) => {
      refuseOwnAccount(actor, body.id, STAFF_MSG.notOwnRoles);
      const { before, after, renewed } = await setRoles(db, body.id, body.roles, app.clock(), (target) => refuseRolesChange(actor, target.staffRoles, body.roles));
      await audit(db, req, {
        action: 'staff.roles', objectType: 'user', objectId: body.id,
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

  defineCall(
    app,
    staffCalls.staffTotpReset,
    { access: 'admin', roles: SECURITY_STAFF, invalidates: false, perMinute: 30, summary: '重置他人的动态验证码（手机丢失等）：清除其密钥与恢复码，其会话立即结束，下次登录须重新绑定；不能重置自己的' },
    async ({ actor, db, body, req }) => {
      refuseOwnAccount(actor, body.id, STAFF_MSG.notOwnTotp);
      const { account, sessionsEnded } = await resetSecondFactor(db, body.id, app.clock(), (target) => refuseDuty('reset_totp', actor, target));
      await audit(db, req, {
        action: 'staff.totp_reset', objectType: 'user', objectId: body.id,
        detail: { before: { totp_enabled: Boolean(account.totpEnabledAt) }, after: { totp_enabled: false }, sessions_ended: sessionsEnded },
      });
      return { msg: STAFF_MSG.totpReset, data: { id: body.id } };
    },
  );

  defineCall(
    app,
    staffCalls.staffSessions,
    { access: 'admin', roles: SECURITY_STAFF, invalidates: false, summary: '全部后台账号仍有效的会话（账号、浏览器、地址、登录时间、最近活动）' },
    async ({ actor, db, body }) => {
      const { rows, total } = await liveStaffSessions(db, body, app.clock());
      return { data: rows.map((r) => presentLiveSession(r, actor.sessionId)), count: total };
    },
  );

  defineCall(
    app,
    staffCalls.staffSessionEnd,
    { access: 'admin', roles: SECURITY_STAFF, invalidates: false, summary: '结束某个后台会话（其持有者随即收到 50008；本人当前会话请退出登录）' },
    async ({ actor, db, body, req }) => {
      if (body.id === actor.sessionId) throw fail(MSG.sessionIsCurrent);
      const ended = await endStaffSession(db, body.id, app.clock());
      if (!ended) throw fail(MSG.sessionNotFound);
      await audit(db, req, { action: 'staff.session_end', objectType: 'session', objectId: body.id, detail: { user_id: ended.userId, username: ended.username ?? '' } });
      return { msg: MSG.sessionEnded, data: null };
    },
  );

  defineCall(
    app,
    staffCalls.lockouts,
    { access: 'admin', roles: SECURITY_STAFF, invalidates: false, summary: '当前被锁定的账号（按来源地址）与地址（登录失败次数过多）' },
    async ({ db }) => {
      const rows = await currentLockouts(db, app.clock());
      return { data: rows, count: rows.length };
    },
  );

  defineCall(
    app,
    staffCalls.lockoutClear,
    { access: 'admin', roles: SECURITY_STAFF, invalidates: false, summary: '解除一个登录锁定（该账号或地址可立即再试）' },
    async ({ db, body, req }) => {
      const before = await clearLockout(db, body.key, app.clock());
      await audit(db, req, {
        action: 'lockout.clear', objectType: 'login_attempts', objectId: body.key,
        detail: { before: { failures: before.failures, locked_until: before.lockedUntil?.toISOString() ?? null }, after: null },
      });
      return { msg: STAFF_MSG.lockoutCleared, data: null };
    },
  );
}
