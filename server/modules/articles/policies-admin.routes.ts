import type { FastifyInstance } from 'fastify';
import * as articlesCalls from '../../../shared/calls/articles';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { formatDateTime } from '../../lib/dates';
import { POLICY_STAFF } from './articles.policy';
import { presentPolicyAdminDetail, presentPolicyAdminItem } from './policies-admin.presenter';
import {
  adminPolicies,
  deletePolicy,
  policyAuditView,
  policyById,
  publishPolicy,
  restorePolicy,
  savePolicy,
  trashedPolicies,
  unpublishPolicy,
  type PolicyRow,
} from './policies-admin.service';

const diff = (r: { before: PolicyRow | null; after: PolicyRow }) => ({
  before: policyAuditView(r.before),
  after: policyAuditView(r.after),
});

/**
 * Staff (内容编辑): policy items — list, detail, create or edit, publish now or at a future time, unpublish, delete
 * (recoverable for POLICY_RECOVERY_DAYS) and restore. Every change is audited with before → after; a successful
 * change empties the public caches (lib/call.ts), so the public lists show it at once.
 */
export function policiesAdminRoutes(app: FastifyInstance) {
  defineCall(
    app,
    articlesCalls.policyList,
    { access: 'admin', roles: POLICY_STAFF, invalidates: false, summary: '政策资讯管理列表（全部状态，按关键词、分类、状态筛选）' },
    async ({ db, body }) => {
      const { rows, total } = await adminPolicies(db, body);
      return { data: rows.map(presentPolicyAdminItem), count: total };
    },
  );

  defineCall(
    app,
    articlesCalls.policyTrash,
    { access: 'admin', roles: POLICY_STAFF, invalidates: false, summary: '政策回收站（删除 30 天内可恢复）' },
    async ({ db, body }) => {
      const { rows, total } = await trashedPolicies(db, body, app.clock());
      return { data: rows.map(presentPolicyAdminItem), count: total };
    },
  );

  defineCall(
    app,
    articlesCalls.policyDetail,
    { access: 'admin', roles: POLICY_STAFF, invalidates: false, summary: '政策详情（编辑用，任何状态）' },
    async ({ db, body }) => ({ data: presentPolicyAdminDetail(await policyById(db, body.id)) }),
  );

  defineCall(
    app,
    articlesCalls.policySave,
    { access: 'admin', roles: POLICY_STAFF, summary: '新建（草稿）或修改政策；正文在服务器端清洗' },
    async ({ db, env, body, req }) => {
      const r = await savePolicy(db, env.publicUrl, body, app.clock());
      await audit(db, req, {
        action: r.before ? 'policy.update' : 'policy.create',
        objectType: 'policy',
        objectId: r.after.id,
        detail: diff(r),
      });
      return { msg: r.before ? '政策已保存' : '草稿已创建', data: { id: r.after.id } };
    },
  );

  defineCall(
    app,
    articlesCalls.policyPublish,
    { access: 'admin', roles: POLICY_STAFF, summary: '立即发布，或定时发布（publish_at 只能是将来的时间）' },
    async ({ db, body, req }) => {
      const r = await publishPolicy(db, body.id, body.publish_at, app.clock());
      const scheduled = r.after.publishAt !== null;
      await audit(db, req, {
        action: scheduled ? 'policy.schedule' : 'policy.publish',
        objectType: 'policy',
        objectId: body.id,
        detail: diff(r),
      });
      return { msg: scheduled ? `已定时发布：${formatDateTime(r.after.publishAt)}` : '已发布', data: { id: body.id } };
    },
  );

  defineCall(
    app,
    articlesCalls.policyUnpublish,
    { access: 'admin', roles: POLICY_STAFF, summary: '下线政策（或取消定时发布）' },
    async ({ db, body, req }) => {
      const r = await unpublishPolicy(db, body.id, app.clock());
      await audit(db, req, { action: 'policy.unpublish', objectType: 'policy', objectId: body.id, detail: diff(r) });
      return { msg: '已下线', data: { id: body.id } };
    },
  );

  defineCall(
    app,
    articlesCalls.policyDelete,
    { access: 'admin', roles: POLICY_STAFF, summary: '删除政策（移入回收站，30 天内可恢复）' },
    async ({ db, body, req }) => {
      const r = await deletePolicy(db, body.id, app.clock());
      await audit(db, req, { action: 'policy.delete', objectType: 'policy', objectId: body.id, detail: diff(r) });
      return { msg: '已删除，30 天内可在回收站恢复', data: { id: body.id } };
    },
  );

  defineCall(
    app,
    articlesCalls.policyRestore,
    { access: 'admin', roles: POLICY_STAFF, summary: '从回收站恢复政策（恢复为草稿）' },
    async ({ db, body, req }) => {
      const r = await restorePolicy(db, body.id, app.clock());
      await audit(db, req, { action: 'policy.restore', objectType: 'policy', objectId: body.id, detail: diff(r) });
      return { msg: '已恢复为草稿', data: { id: body.id } };
    },
  );
}
