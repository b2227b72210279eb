import type { FastifyInstance } from 'fastify';
import * as membersCalls from '../../../shared/calls/members';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { MEMBER_STAFF } from './members.policy';
import { saveContactAudited } from './contact-save';
import { memberAuditView, presentContact, presentInvitation, presentMember } from './members.presenter';
import { contactOf, setOwner, teamOf } from './members.service';

/**
 * Staff (园区运营, the 企业列表's roles) and a company's team (issue 30): its members, invitations and contacts on its
 * detail page; the contacts corrected, and a new 负责人 on the company's written request. Both changes audited old → new.
 */
export function staffMembersRoutes(app: FastifyInstance) {
  defineCall(
    app,
    membersCalls.shopMembers,
    { access: 'admin', roles: MEMBER_STAFF, invalidates: false, count: false, summary: '企业的成员、待接受的邀请与联系人' },
    async ({ db, body, req }) => {
      const contact = await contactOf(db, body.shop_id);
      const team = await teamOf(db, body.shop_id, app.clock());
      // Who is in a company and its contact mobile: a read of personal data, audited as the application lists are.
      await audit(db, req, {
        action: 'company.members.view',
        objectType: 'company',
        objectId: body.shop_id,
        detail: { members: team.members.length, invitations: team.invitations.length },
      });
      return {
        data: {
          members: team.members.map((r) => presentMember(r, null)),
          invitations: team.invitations.map(presentInvitation),
          contact: presentContact(contact),
        },
      };
    },
  );

  defineCall(
    app,
    membersCalls.shopContactSave,
    { access: 'admin', roles: MEMBER_STAFF, summary: '修改企业的联系人、联系手机与邮箱（园区运营，无需验证码；记录修改前后）' },
    async ({ db, body, req }) => {
      return saveContactAudited(db, req, body.shop_id, body);
    },
  );

  defineCall(
    app,
    membersCalls.shopOwnerSet,
    { access: 'admin', roles: MEMBER_STAFF, summary: '按企业书面申请更换负责人：指定成员成为负责人，原负责人改为经办人（记录修改前后）' },
    async ({ db, body, req }) => {
      const { before, after } = await setOwner(db, body.shop_id, body.id);
      await audit(db, req, {
        action: 'company.owner',
        objectType: 'company',
        objectId: body.shop_id,
        detail: { before: { owners: before.map(memberAuditView) }, after: { owners: after.map(memberAuditView) } },
      });
      return { msg: '负责人已更换', data: null };
    },
  );
}
