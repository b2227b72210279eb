import type { FastifyInstance } from 'fastify';
import * as contentCalls from '../../../shared/calls/content';
import type { ContentKind, ContentRefBody } from '../../../shared/contracts/content-admin';
import type { Db } from '../../db/client';
import { auditedChange } from '../../lib/audited-change';
import { defineCall } from '../../lib/call';
import { kindLabel, type LifecycleRow } from './content.kinds';
import { publication } from './lifecycle';
import { CONTENT_STAFF } from './content.policy';
import { presentContentDetail, presentContentItem } from './content.presenter';
import {
  adminContent,
  categoryNames,
  contentAuditView,
  contentById,
  contentOptions as loadOptions,
  deleteContent,
  publishContent,
  restoreContent,
  saveContent,
  trashedContent,
  unpublishContent,
  type ContentChange,
} from './content.service';

/** A page of the list or the trash, as the back office shows it: the kind's rows with their categories' names. */
async function listed(db: Db, kind: ContentKind, page: Promise<{ rows: LifecycleRow[]; total: number }>) {
  const [{ rows, total }, names] = await Promise.all([page, categoryNames(db, kind)]);
  return { data: rows.map((r) => presentContentItem(kind, r, names)), count: total };
}

/** A change of state that takes only {kind, id} (unpublish, delete, restore): its service call. */
type StateChange = (db: Db, kind: ContentRefBody['kind'], id: number, now: Date) => Promise<ContentChange>;

/** The audit line of a change: the action `content.<verb>`, the object `content.<kind>`, before → after. */
const auditOf = (verb: string, r: ContentChange) => ({
  action: `content.${verb}`,
  objectType: `content.${r.kind}`,
  objectId: r.after.id,
  detail: { kind: kindLabel(r.kind), before: contentAuditView(r.kind, r.before), after: contentAuditView(r.kind, r.after) },
});

/**
 * Staff (内容编辑): announcements, news, technical, start-up and incubation services, training and rooms — list, trash,
 * detail, create or edit, publish now or at a future time, unpublish, delete (recoverable for
 * CONTENT_RECOVERY_DAYS) and restore; one set of calls, the kind in the body. Every change is audited with
 * before → after; a successful change empties the public caches (lib/call.ts), so the public pages show it at once.
 */
export function contentRoutes(app: FastifyInstance) {
  defineCall(
    app,
    contentCalls.contentList,
    { access: 'admin', roles: CONTENT_STAFF, invalidates: false, summary: '内容管理列表（按类型；全部状态，按关键词、状态筛选）' },
    async ({ db, body }) => listed(db, body.kind, adminContent(db, body)),
  );

  defineCall(
    app,
    contentCalls.contentTrash,
    { access: 'admin', roles: CONTENT_STAFF, invalidates: false, summary: '内容回收站（删除 30 天内可恢复）' },
    async ({ db, body }) => listed(db, body.kind, trashedContent(db, body, app.clock())),
  );

  defineCall(
    app,
    contentCalls.contentDetail,
    { access: 'admin', roles: CONTENT_STAFF, invalidates: false, summary: '内容详情（编辑用，任何状态）' },
    async ({ db, body }) => {
      const [row, names] = await Promise.all([contentById(db, body.kind, body.id), categoryNames(db, body.kind)]);
      return { data: presentContentDetail(body.kind, row, names) };
    },
  );

  defineCall(
    app,
    contentCalls.contentOptions,
    { access: 'admin', roles: CONTENT_STAFF, invalidates: false, summary: '内容表单的分类选项（科技服务两级分类、培训分类）' },
    async ({ db }) => ({ data: await loadOptions(db) }),
  );

  defineCall(
    app,
    contentCalls.contentSave,
    { access: 'admin', roles: CONTENT_STAFF, summary: '新建（草稿）或修改内容；正文在服务器端清洗' },
    auditedChange(app, {
      run: (db, body, now) => saveContent(db, app.env.publicUrl, body, now),
      audit: (r) => auditOf(r.before ? 'update' : 'create', r),
      msg: (r) => (r.before ? '已保存' : '草稿已创建'),
    }),
  );

  defineCall(
    app,
    contentCalls.contentPublish,
    { access: 'admin', roles: CONTENT_STAFF, summary: '立即发布，或定时发布（publish_at 只能是将来的时间）' },
    auditedChange(app, {
      run: (db, body, now) => publishContent(db, body.kind, body.id, body.publish_at, now),
      audit: (r) => auditOf(publication(r.after).verb, r),
      msg: (r) => publication(r.after).msg,
    }),
  );

  // The three changes of state that take only {kind, id}: one shape, the service call and words differ.
  const change = (verb: string, run: StateChange, msg: string) =>
    auditedChange(app, { run: (db, body: ContentRefBody, now) => run(db, body.kind, body.id, now), audit: (r) => auditOf(verb, r), msg });
  defineCall(
    app,
    contentCalls.contentUnpublish,
    { access: 'admin', roles: CONTENT_STAFF, summary: '下线内容（或取消定时发布）' },
    change('unpublish', unpublishContent, '已下线'),
  );
  defineCall(
    app,
    contentCalls.contentDelete,
    { access: 'admin', roles: CONTENT_STAFF, summary: '删除内容（移入回收站，30 天内可恢复）' },
    change('delete', deleteContent, '已删除，30 天内可在回收站恢复'),
  );
  defineCall(
    app,
    contentCalls.contentRestore,
    { access: 'admin', roles: CONTENT_STAFF, summary: '从回收站恢复内容（恢复为草稿）' },
    change('restore', restoreContent, '已恢复为草稿'),
  );
}
