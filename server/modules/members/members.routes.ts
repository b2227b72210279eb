import type { FastifyInstance } from 'fastify';
import { ALL_MEMBERS, TEAM_MANAGERS } from '../../../shared/auth/member-roles';
import { SMS_MSG } from '../../../shared/auth/sms-code';
import * as membersCalls from '../../../shared/calls/members';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { fail } from '../../lib/errors';
import { maskPhone } from '../notifications/notifications.public';
import { saveContactAudited } from './contact-save';
import { memberAuditView, presentContact, presentInvitation, presentMember } from './members.presenter';
import {
  changeRole,
  companyFor,
  contactOf,
  inviteMember,
  leaveCompany,
  removeMember,
  teamOf,
  transferOwner,
  withdrawInvitation,
} from './members.service';
import { staffMembersRoutes } from './staff-members.routes';

/**
 * What the members module needs of others, handed in by app.ts: the check of an SMS code (the auth module's
 * consumeSmsCode), since auth asks members who a user acts for and the two modules may not import each other.
 */
export type MembersRoutesOptions = {
  verifyContactCode: (check: { phone: string; purpose: 'contact'; userId: number; code: string }) => Promise<void>;
};

/**
 * A company as a team (issue 30). Every call acts on the caller's own company, found from the session by membership
 * (memberOf) on each call: ids name members and invitations of that company only (another company's answer as
 * unknown ones). Only a 负责人 (TEAM_MANAGERS) invites, removes, re-roles, passes ownership and edits the contacts;
 * every member sees the team and may leave. Each change is audited.
 */
export async function membersRoutes(app: FastifyInstance, opts: MembersRoutesOptions) {
  defineCall(
    app,
    membersCalls.memberList,
    { access: 'personal', invalidates: false, count: false, summary: '本企业的成员、待接受的邀请与本人的角色（任一成员）' },
    async ({ db, actor }) => {
      const now = app.clock();
      const m = await companyFor(db, actor, ALL_MEMBERS, now);
      const team = await teamOf(db, m.companyId, now);
      return {
        data: {
          members: team.members.map((r) => presentMember(r, m.memberId)),
          invitations: team.invitations.map(presentInvitation),
          my_role: m.role,
        },
      };
    },
  );

  defineCall(
    app,
    membersCalls.memberInvite,
    {
      access: 'personal',
      invalidates: false,
      perMinute: 30,
      summary: '按手机号邀请成员并指定角色（负责人）；被邀请人用该手机号登录即加入，邀请 7 天内有效',
    },
    async ({ db, actor, body, req }) => {
      const now = app.clock();
      const m = await companyFor(db, actor, TEAM_MANAGERS, now);
      const row = await inviteMember(db, m, body.phone, body.role, now);
      await audit(db, req, {
        action: 'member.invite',
        objectType: 'company',
        objectId: m.companyId,
        detail: { invitation_id: row.id, phone: maskPhone(row.phone), role: row.role },
      });
      return { msg: '邀请已发出', data: presentInvitation(row) };
    },
  );

  defineCall(
    app,
    membersCalls.invitationCancel,
    { access: 'personal', invalidates: false, summary: '撤回本企业一条待接受的邀请（负责人）' },
    async ({ db, actor, body, req }) => {
      const now = app.clock();
      const m = await companyFor(db, actor, TEAM_MANAGERS, now);
      const row = await withdrawInvitation(db, m, body.id, now);
      await audit(db, req, {
        action: 'member.invitation_cancel',
        objectType: 'company',
        objectId: m.companyId,
        detail: { invitation_id: row.id, phone: maskPhone(row.phone), role: row.role },
      });
      return { msg: '邀请已撤回', data: null };
    },
  );

  defineCall(
    app,
    membersCalls.memberRemove,
    { access: 'personal', invalidates: false, summary: '移除本企业的一名成员（负责人；不能移除自己或最后一位负责人）' },
    async ({ db, actor, body, req }) => {
      const m = await companyFor(db, actor, TEAM_MANAGERS, app.clock());
      const removed = await removeMember(db, m, body.id);
      await audit(db, req, { action: 'member.remove', objectType: 'company', objectId: m.companyId, detail: memberAuditView(removed) });
      return { msg: '已移除', data: null };
    },
  );

  defineCall(
    app,
    membersCalls.memberRole,
    { access: 'personal', invalidates: false, summary: '修改本企业成员的角色（负责人；最后一位负责人不能改为其他角色）' },
    async ({ db, actor, body, req }) => {
      const m = await companyFor(db, actor, TEAM_MANAGERS, app.clock());
      const { before, after } = await changeRole(db, m, body.id, body.role);
      if (before.role !== after.role) {
        await audit(db, req, {
          action: 'member.role',
          objectType: 'company',
          objectId: m.companyId,
          detail: { before: memberAuditView(before), after: memberAuditView(after) },
        });
      }
      return { msg: '角色已修改', data: presentMember(after, m.memberId) };
    },
  );

  defineCall(
    app,
    membersCalls.ownerTransfer,
    { access: 'personal', invalidates: false, summary: '把负责人转让给本企业另一名成员（负责人）；本人改为经办人' },
    async ({ db, actor, body, req }) => {
      const m = await companyFor(db, actor, TEAM_MANAGERS, app.clock());
      const { target, formerRole } = await transferOwner(db, m, body.id);
      await audit(db, req, {
        action: 'member.owner_transfer',
        objectType: 'company',
        objectId: m.companyId,
        detail: { to: { ...memberAuditView(target), role_before: formerRole }, from: { member_id: m.memberId, user_id: m.userId } },
      });
      return { msg: '负责人已转让', data: null };
    },
  );

  defineCall(
    app,
    membersCalls.memberLeave,
    { access: 'personal', invalidates: false, summary: '退出本企业（任一成员；最后一位负责人须先转让）' },
    async ({ db, actor, req }) => {
      const m = await companyFor(db, actor, ALL_MEMBERS, app.clock());
      const left = await leaveCompany(db, m);
      await audit(db, req, { action: 'member.leave', objectType: 'company', objectId: m.companyId, detail: memberAuditView(left) });
      return { msg: '已退出企业', data: null };
    },
  );

  defineCall(
    app,
    membersCalls.companyContact,
    {
      access: 'personal',
      invalidates: false,
      summary: '本企业的联系人、联系手机与邮箱（任一成员；到期提醒在无财务、负责人手机时发往该手机）',
    },
    async ({ db, actor }) => {
      const m = await companyFor(db, actor, ALL_MEMBERS, app.clock());
      return { data: presentContact(await contactOf(db, m.companyId)) };
    },
  );

  defineCall(
    app,
    membersCalls.companyContactSave,
    {
      access: 'personal',
      perMinute: 20,
      summary: '修改本企业的联系人、联系手机与邮箱（负责人）；更换手机须带发往新手机的验证码（sms_code，purpose contact）',
    },
    async ({ db, actor, body, req }) => {
      const m = await companyFor(db, actor, TEAM_MANAGERS, app.clock());
      const current = await contactOf(db, m.companyId);
      if (body.mobile !== current.mobile) {
        if (!body.code) throw fail(SMS_MSG.codeRequired);
        await opts.verifyContactCode({ phone: body.mobile, purpose: 'contact', userId: actor.userId, code: body.code });
      }
      return saveContactAudited(db, req, m.companyId, body);
    },
  );

  staffMembersRoutes(app);
}
