import type { FastifyInstance } from 'fastify';
import { REQUEST_MEMBERS } from '../../../shared/auth/member-roles';
import { parkToday } from '../../../shared/billing/rules';
import * as policyNoticesCalls from '../../../shared/calls/policy-notices';
import { PolicyNoticeStatus } from '../../../shared/policy-notices/rules';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { companyFor } from '../members/members.public';
import { POLICY_NOTICE_STAFF } from './policy-notices.policy';
import { presentAdminPolicyNotice, presentFollowup, presentMyPolicyNotice } from './policy-notices.presenter';
import {
  addPolicyNotice,
  adminPolicyNotices,
  companyPolicyNotices,
  companyOptions,
  deletePolicyNotice,
  followPolicyNotice,
  followupSummaries,
  listPolicyNoticeFollowups,
  systemType,
} from './policy-notices.service';

/**
 * Policy notices (政策通知, issue 10). The spec's paths for these calls are "not shown": staff calls live under
 * /api/admin/, the company's under /api/index/ beside my_room, for its 负责人 and 经办人 (REQUEST_MEMBERS, issue 30).
 * Every change is audited.
 */
export async function policyNoticesRoutes(app: FastifyInstance) {
  defineCall(
    app,
    policyNoticesCalls.systemInfo,
    {
      access: 'admin',
      roles: POLICY_NOTICE_STAFF,
      invalidates: false,
      summary: '系统信息：system_type（2 或 3 时政策通知可按企业发布，列表显示企业列）',
    },
    async ({ db }) => ({ data: { system_type: await systemType(db) } }),
  );

  defineCall(
    app,
    policyNoticesCalls.policyNoticeList,
    {
      access: 'admin',
      roles: POLICY_NOTICE_STAFF,
      invalidates: false,
      summary: '政策通知列表（关键词搜索标题与企业名称，新发布在前，含跟进情况）',
    },
    async ({ db, body }) => {
      const today = parkToday(app.clock());
      const { rows, total } = await adminPolicyNotices(db, body);
      const followups = await followupSummaries(
        db,
        rows.map((r) => r.policyNotice.id),
      );
      return { data: rows.map((r) => presentAdminPolicyNotice(r, followups.get(r.policyNotice.id), today)), count: total };
    },
  );

  defineCall(
    app,
    policyNoticesCalls.policyNoticeCompanies,
    { access: 'admin', roles: POLICY_NOTICE_STAFF, invalidates: false, summary: '可接收政策通知的企业（已入驻企业，按名称）' },
    async ({ db }) => {
      const rows = await companyOptions(db);
      return { data: rows, count: rows.length };
    },
  );

  defineCall(
    app,
    policyNoticesCalls.policyNoticeAdd,
    { access: 'admin', roles: POLICY_NOTICE_STAFF, summary: '发布政策通知（company_id 为 0 或不传表示全部已入驻企业）' },
    async ({ db, body, actor, req }) => {
      const { policyNotice } = await addPolicyNotice(db, body, actor.userId, app.clock());
      await audit(db, req, {
        action: 'policy_notice.create',
        objectType: 'policy_notice',
        objectId: policyNotice.id,
        detail: { company_id: body.company_id, title: body.title, start_time: body.start_time, end_time: body.end_time, link: body.link },
      });
      return { msg: '通知已发布', data: { id: policyNotice.id } };
    },
  );

  defineCall(
    app,
    policyNoticesCalls.policyNoticeFollow,
    { access: 'admin', roles: POLICY_NOTICE_STAFF, summary: '记录一次跟进（跟进内容、跟进人、时间），通知标记为已跟进' },
    async ({ db, body, actor, req }) => {
      const { policyNotice, followup } = await followPolicyNotice(db, body.id, body.note, actor.userId, app.clock());
      await audit(db, req, {
        action: 'policy_notice.follow',
        objectType: 'policy_notice',
        objectId: body.id,
        detail: { followup_id: followup.id, note: body.note, status_before: policyNotice.status },
      });
      return { msg: '已记录跟进', data: { id: body.id, status: PolicyNoticeStatus.FOLLOWED, followup: presentFollowup(followup) } };
    },
  );

  defineCall(
    app,
    policyNoticesCalls.policyNoticeFollowups,
    { access: 'admin', roles: POLICY_NOTICE_STAFF, invalidates: false, summary: '某一政策通知的跟进记录（新的在前）' },
    async ({ db, body }) => {
      const { rows, total } = await listPolicyNoticeFollowups(db, body.id, body);
      return { data: rows.map(presentFollowup), count: total };
    },
  );

  defineCall(
    app,
    policyNoticesCalls.policyNoticeDelete,
    { access: 'admin', roles: POLICY_NOTICE_STAFF, summary: '删除政策通知（企业端随即不再显示）' },
    async ({ db, body, req }) => {
      const policyNotice = await deletePolicyNotice(db, body.id, app.clock());
      await audit(db, req, {
        action: 'policy_notice.delete',
        objectType: 'policy_notice',
        objectId: body.id,
        detail: { company_id: policyNotice.companyId ?? 0, title: policyNotice.title },
      });
      return { msg: '已删除', data: { id: body.id } };
    },
  );

  defineCall(
    app,
    policyNoticesCalls.myNotice,
    { access: 'personal', invalidates: false, summary: '本企业的政策通知（发给本企业或全部企业的；进行中在前，已结束的标明）' },
    async ({ db, actor, body }) => {
      const { company } = await companyFor(db, actor, REQUEST_MEMBERS, app.clock());
      const today = parkToday(app.clock());
      const { rows, total } = await companyPolicyNotices(db, company.id, body, today);
      return { data: rows.map((r) => presentMyPolicyNotice(r, today)), count: total };
    },
  );
}
