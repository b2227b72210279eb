import type { FastifyInstance } from 'fastify';
import * as categoriesCalls from '../../../shared/calls/categories';
import { CATEGORY_MSG, type CategoryKind } from '../../../shared/contracts/categories';
import { audit } from '../../lib/audit';
import { auditedChange } from '../../lib/audited-change';
import { defineCall } from '../../lib/call';
import { CATEGORY_STAFF } from './categories.policy';
import { categoryAuditView, presentCategory } from './categories.presenter';
import { createCategory, deleteCategory, listCategories, renameCategory, sortCategories, type CategoryRow } from './categories.service';

const objectType = (kind: CategoryKind) => `${kind}_category`;

/** The audit line of a change to one category: `category.<verb>` on its kind's categories, before → after. */
const auditOf = (verb: string, kind: CategoryKind, id: number, before: CategoryRow | null, after: CategoryRow | null) => ({
  action: `category.${verb}`,
  objectType: objectType(kind),
  objectId: id,
  detail: { before: categoryAuditView(before), after: categoryAuditView(after) },
});

/**
 * 分类管理 (内容编辑, issue 13): technical services' two-level categories and the training categories — list, create,
 * rename, re-sort, delete (refused while items or child categories use it). Every change is audited with before →
 * after and empties the public caches (lib/call.ts), so tech_category and train_category show it at once.
 */
export function categoriesRoutes(app: FastifyInstance) {
  defineCall(
    app,
    categoriesCalls.categoryList,
    {
      access: 'admin',
      roles: CATEGORY_STAFF,
      invalidates: false,
      summary: '分类列表（科技服务两级分类按一级、其下二级的顺序；培训分类），含使用数',
    },
    async ({ db, body }) => {
      const rows = await listCategories(db, body.kind);
      return { data: rows.map(presentCategory), count: rows.length };
    },
  );

  defineCall(
    app,
    categoriesCalls.categoryCreate,
    { access: 'admin', roles: CATEGORY_STAFF, summary: '新增分类（排在同级最后；科技服务可指定一级分类作为上级）' },
    auditedChange(app, {
      run: (db, body) => createCategory(db, body),
      audit: (after, body) => auditOf('create', body.kind, after.id, null, after),
      msg: CATEGORY_MSG.created,
    }),
  );

  defineCall(
    app,
    categoriesCalls.categoryRename,
    { access: 'admin', roles: CATEGORY_STAFF, summary: '分类改名（同级不可重名）' },
    auditedChange(app, {
      run: (db, body) => renameCategory(db, body),
      audit: (r, body) => auditOf('rename', body.kind, body.id, r.before, r.after),
      msg: CATEGORY_MSG.renamed,
    }),
  );

  defineCall(
    app,
    categoriesCalls.categorySort,
    { access: 'admin', roles: CATEGORY_STAFF, summary: '同级分类排序（按给出的顺序）' },
    async ({ db, body, req }) => {
      const r = await sortCategories(db, body);
      await audit(db, req, {
        action: 'category.sort',
        objectType: objectType(body.kind),
        objectId: r.parentId,
        detail: { parent_id: r.parentId, before: r.before, after: r.after },
      });
      return { msg: CATEGORY_MSG.sorted, data: { parent_id: r.parentId } };
    },
  );

  defineCall(
    app,
    categoriesCalls.categoryDelete,
    { access: 'admin', roles: CATEGORY_STAFF, summary: '删除分类（仍有内容或二级分类使用时拒绝）' },
    auditedChange(app, {
      run: (db, body) => deleteCategory(db, body.kind, body.id),
      audit: (r, body) => auditOf('delete', body.kind, body.id, r.before, null),
      msg: CATEGORY_MSG.deleted,
    }),
  );
}
