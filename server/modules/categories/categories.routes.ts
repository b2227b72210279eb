import type { FastifyInstance } from 'fastify';
import * as categoriesCalls from '../../../shared/calls/categories';
import { CATEGORY_MSG, type CategoryKind } from '../../../shared/contracts/categories';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { CATEGORY_STAFF } from './categories.policy';
import { categoryAuditView, presentCategory } from './categories.presenter';
import { createCategory, deleteCategory, listCategories, renameCategory, sortCategories } from './categories.service';

const objectType = (kind: CategoryKind) => `${kind}_category`;

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
    async ({ db, body, req }) => {
      const after = await createCategory(db, body);
      await audit(db, req, {
        action: 'category.create',
        objectType: objectType(body.kind),
        objectId: after.id,
        detail: { before: null, after: categoryAuditView(after) },
      });
      return { msg: CATEGORY_MSG.created, data: { id: after.id } };
    },
  );

  defineCall(
    app,
    categoriesCalls.categoryRename,
    { access: 'admin', roles: CATEGORY_STAFF, summary: '分类改名（同级不可重名）' },
    async ({ db, body, req }) => {
      const r = await renameCategory(db, body);
      await audit(db, req, {
        action: 'category.rename',
        objectType: objectType(body.kind),
        objectId: body.id,
        detail: { before: categoryAuditView(r.before), after: categoryAuditView(r.after) },
      });
      return { msg: CATEGORY_MSG.renamed, data: { id: body.id } };
    },
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
    async ({ db, body, req }) => {
      const r = await deleteCategory(db, body.kind, body.id);
      await audit(db, req, {
        action: 'category.delete',
        objectType: objectType(body.kind),
        objectId: body.id,
        detail: { before: categoryAuditView(r.before), after: null },
      });
      return { msg: CATEGORY_MSG.deleted, data: { id: body.id } };
    },
  );
}
