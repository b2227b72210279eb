import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { StaffRole } from '../../../shared/auth/staff-roles';
import {
  contentAdminDetail, contentAdminItem, contentListBody, contentOptions, contentPublishBody, contentRefBody, contentSaveBody, contentTrashBody,
} from '../../../shared/contracts/content-admin';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { formatDateTime } from '../../lib/dates';
import { kindLabel } from './content.kinds';
import { presentContentDetail, presentContentItem } from './content.presenter';
import {
  adminContent, categoryNames, contentAuditView, contentById, contentOptions as loadOptions, deleteContent, publishContent, restoreContent,
  saveContent, trashedContent, unpublishContent, type ContentChange,
} from './content.service';

const CONTENT = [StaffRole.CONTENT];
const saved = z.object({ id: z.number().int() });

/** The audit line of a change: the action `content.<verb>`, the object `content.<kind>`, before → after. */
const auditOf = (verb: string, r: ContentChange) => ({
  action: `content.${verb}`,
  objectType: `content.${r.kind}`,
  objectId: r.after.id,
  detail: { kind: kindLabel(r.kind), before: contentAuditView(r.kind, r.before), after: contentAuditView(r.kind, r.after) },
});

/**
 * Staff (内容编辑): notices, news, technical, start-up and incubation services, training and rooms — list, trash,
 * detail, create or edit, publish now or at a future time, unpublish, delete (recoverable for
 * CONTENT_RECOVERY_DAYS) and restore; one set of calls, the kind in the body. Every change is audited with
 * before → after; a successful change empties the public caches (lib/call.ts), so the public pages show it at once.
 */
export function contentRoutes(app: FastifyInstance) {
  defineCall(
    app,
    '/api/admin/content_list',
    { body: contentListBody, access: 'admin', roles: CONTENT, invalidates: false, result: z.array(contentAdminItem), summary: '内容管理列表（按类型；全部状态，按关键词、状态筛选）' },
    async ({ db, body }) => {
      const [{ rows, total }, names] = await Promise.all([adminContent(db, body), categoryNames(db, body.kind)]);
      return { data: rows.map((r) => presentContentItem(body.kind, r, names)), count: total };
    },
  );

  defineCall(
    app,
    '/api/admin/content_trash',
    { body: contentTrashBody, access: 'admin', roles: CONTENT, invalidates: false, result: z.array(contentAdminItem), summary: '内容回收站（删除 30 天内可恢复）' },
    async ({ db, body }) => {
      const [{ rows, total }, names] = await Promise.all([trashedContent(db, body, app.clock()), categoryNames(db, body.kind)]);
      return { data: rows.map((r) => presentContentItem(body.kind, r, names)), count: total };
    },
  );

  defineCall(
    app,
    '/api/admin/content_detail',
    { body: contentRefBody, access: 'admin', roles: CONTENT, invalidates: false, result: contentAdminDetail, summary: '内容详情（编辑用，任何状态）' },
    async ({ db, body }) => {
      const [row, names] = await Promise.all([contentById(db, body.kind, body.id), categoryNames(db, body.kind)]);
      return { data: presentContentDetail(body.kind, row, names) };
    },
  );

  defineCall(
    app,
    '/api/admin/content_options',
    { body: z.object({}), access: 'admin', roles: CONTENT, invalidates: false, result: contentOptions, summary: '内容表单的分类选项（技术服务两级分类、培训分类）' },
    async ({ db }) => ({ data: await loadOptions(db) }),
  );

  defineCall(
    app,
    '/api/admin/content_save',
    { body: contentSaveBody, access: 'admin', roles: CONTENT, result: saved, summary: '新建（草稿）或修改内容；正文在服务器端清洗' },
    async ({ db, env, body, req }) => {
      const r = await saveContent(db, env.publicUrl, body, app.clock());
      await audit(db, req, auditOf(r.before ? 'update' : 'create', r));
      return { msg: r.before ? '已保存' : '草稿已创建', data: { id: r.after.id } };
    },
  );

  defineCall(
    app,
    '/api/admin/content_publish',
    { body: contentPublishBody, access: 'admin', roles: CONTENT, result: saved, summary: '立即发布，或定时发布（publish_at 只能是将来的时间）' },
    async ({ db, body, req }) => {
      const r = await publishContent(db, body.kind, body.id, body.publish_at, app.clock());
      const scheduled = r.after.publishAt !== null;
      await audit(db, req, auditOf(scheduled ? 'schedule' : 'publish', r));
      return { msg: scheduled ? `已定时发布：${formatDateTime(r.after.publishAt)}` : '已发布', data: { id: body.id } };
    },
  );

  // The three changes of state that take only {kind, id}: one shape, the service call and words differ.
  for (const [verb, run, summary, msg] of [
    ['unpublish', unpublishContent, '下线内容（或取消定时发布）', '已下线'],
    ['delete', deleteContent, '删除内容（移入回收站，30 天内可恢复）', '已删除，30 天内可在回收站恢复'],
    ['restore', restoreContent, '从回收站恢复内容（恢复为草稿）', '已恢复为草稿'],
  ] as const) {
    defineCall(app, `/api/admin/content_${verb}`, { body: contentRefBody, access: 'admin', roles: CONTENT, result: saved, summary }, async ({ db, body, req }) => {
      const r = await run(db, body.kind, body.id, app.clock());
      await audit(db, req, auditOf(verb, r));
      return { msg, data: { id: body.id } };
    });
  }
}
