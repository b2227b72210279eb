import type { FastifyInstance } from 'fastify';
import * as articlesCalls from '../../../shared/calls/articles';
import type { Db } from '../../db/client';
import { auditedChange } from '../../lib/audited-change';
import { defineCall } from '../../lib/call';
import { publication } from '../content/content.public';
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

type PolicyChange = { before: PolicyRow | null; after: PolicyRow };

/** The audit line of a change: the action `policy.<verb>`, before → after. */
const auditOf = (verb: string, r: PolicyChange) => ({
  action: `policy.${verb}`,
  objectType: 'policy',
  objectId: r.after.id,
  detail: { before: policyAuditView(r.before), after: policyAuditView(r.after) },
});

/** A page of the list or the trash, as the back office shows it. */
const listed = ({ rows, total }: { rows: PolicyRow[]; total: number }) => ({ data: rows.map(presentPolicyAdminItem), count: total });

/** A change of state that takes only {id} (unpublish, delete, restore): its service call. */
type StateChange = (db: Db, id: number, now: Date) => Promise<PolicyChange>;

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
    async ({ db, body }) => listed(await adminPolicies(db, body)),
  );

  defineCall(
    app,
    articlesCalls.policyTrash,
    { access: 'admin', roles: POLICY_STAFF, invalidates: false, summary: '政策回收站（删除 30 天内可恢复）' },
    async ({ db, body }) => listed(await trashedPolicies(db, body, app.clock())),
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
    auditedChange(app, {
      run: (db, body, now) => savePolicy(db, app.env.publicUrl, body, now),
      audit: (r) => auditOf(r.before ? 'update' : 'create', r),
      msg: (r) => (r.before ? '政策已保存' : '草稿已创建'),
    }),
  );

  defineCall(
    app,
    articlesCalls.policyPublish,
    { access: 'admin', roles: POLICY_STAFF, summary: '立即发布，或定时发布（publish_at 只能是将来的时间）' },
    auditedChange(app, {
      run: (db, body, now) => publishPolicy(db, body.id, body.publish_at, now),
      audit: (r) => auditOf(publication(r.after).verb, r),
      msg: (r) => publication(r.after).msg,
    }),
  );

  // The three changes of state that take only {id}: one shape, the service call and words differ.
  const change = (verb: string, run: StateChange, msg: string) =>
    auditedChange(app, { run: (db, body: { id: number }, now) => run(db, body.id, now), audit: (r) => auditOf(verb, r), msg });
  defineCall(
    app,
    articlesCalls.policyUnpublish,
    { access: 'admin', roles: POLICY_STAFF, summary: '下线政策（或取消定时发布）' },
    change('unpublish', unpublishPolicy, '已下线'),
  );
  defineCall(
    app,
    articlesCalls.policyDelete,
    { access: 'admin', roles: POLICY_STAFF, summary: '删除政策（移入回收站，30 天内可恢复）' },
    change('delete', deletePolicy, '已删除，30 天内可在回收站恢复'),
  );
  defineCall(
    app,
    articlesCalls.policyRestore,
    { access: 'admin', roles: POLICY_STAFF, summary: '从回收站恢复政策（恢复为草稿）' },
    change('restore', restorePolicy, '已恢复为草稿'),
  );
}
