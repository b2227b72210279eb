import { z } from 'zod';
import * as c from '../contracts/categories';
import { call, query } from './define';

/** 分类管理 (内容编辑, issue 13): technical services' and training categories (server/modules/categories, web/features/categories). */

const saved = z.object({ id: z.number().int() });

export const categoryList = query('/api/admin/category_list', c.categoryListBody, z.array(c.categoryAdminItem));
export const categoryCreate = call('/api/admin/category_create', c.categoryCreateBody, saved);
export const categoryRename = call('/api/admin/category_rename', c.categoryRenameBody, saved);
export const categorySort = call('/api/admin/category_sort', c.categorySortBody, z.object({ parent_id: z.number().int() }));
export const categoryDelete = call('/api/admin/category_delete', c.categoryIdBody, saved);
