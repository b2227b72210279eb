import { z } from 'zod';
import { idField, intField } from './common';

/**
 * Categories the content editor manages (issue 13): the technical services' two levels (tech_categories,
 * parent_id 0 = first level) and the training categories (train_categories, one level).
 */
export const CATEGORY_KINDS = ['tech', 'train'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const CATEGORY_KIND_LABEL: Record<CategoryKind, string> = { tech: '科技服务分类', train: '培训分类' };

export const CATEGORY_NAME_MAX = 50;

export const CATEGORY_MSG = {
  kind: '分类类型错误',
  nameRequired: '请填写分类名称',
  nameTooLong: `分类名称不能超过 ${CATEGORY_NAME_MAX} 个字`,
  duplicate: '同级已有同名分类',
  notFound: '分类不存在',
  parent: '上级分类只能是一级分类',
  noParent: '培训分类只有一级',
  order: '排序须列出同级的全部分类，且只列一次',
  inUseItems: (n: number) => `该分类下还有 ${n} 条内容（含草稿、已下线与回收站中的内容），请先移走或删除后再删除分类`,
  inUseChildren: (n: number) => `该分类下还有 ${n} 个二级分类，请先删除二级分类`,
  created: '分类已新增',
  renamed: '分类已改名',
  sorted: '排序已保存',
  deleted: '分类已删除',
} as const;

const kindField = z.enum(CATEGORY_KINDS, { error: CATEGORY_MSG.kind });

const nameField = z
  .string({ error: CATEGORY_MSG.nameRequired })
  .trim()
  .min(1, { error: CATEGORY_MSG.nameRequired })
  .max(CATEGORY_NAME_MAX, { error: CATEGORY_MSG.nameTooLong });

export const categoryListBody = z.object({ kind: kindField });
export type CategoryListBody = z.infer<typeof categoryListBody>;

/** parent_id: tech only, 0 (first level, the default) or a first-level category's id. */
export const categoryCreateBody = z.object({
  kind: kindField,
  parent_id: intField('上级分类')
    .pipe(z.number().min(0, { error: CATEGORY_MSG.parent }).max(2_147_483_647, { error: CATEGORY_MSG.parent }))
    .default(0),
  name: nameField,
});
export type CategoryCreateBody = z.infer<typeof categoryCreateBody>;

export const categoryRenameBody = z.object({ kind: kindField, id: idField, name: nameField });
export type CategoryRenameBody = z.infer<typeof categoryRenameBody>;

/** The new order of one level's categories: every sibling's id, once, first shown first. */
export const categorySortBody = z.object({
  kind: kindField,
  ids: z.array(idField, { error: CATEGORY_MSG.order }).min(1, { error: CATEGORY_MSG.order }).max(500, { error: CATEGORY_MSG.order }),
});
export type CategorySortBody = z.infer<typeof categorySortBody>;

export const categoryIdBody = z.object({ kind: kindField, id: idField });
export type CategoryIdBody = z.infer<typeof categoryIdBody>;

/** A category in the back office, with what uses it. */
export const categoryAdminItem = z.object({
  id: z.number().int(),
  /** 0 for a first-level (and every training) category. */
  parent_id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  /** Items filed under it, in any state (drafts, unpublished and deleted ones included). */
  item_count: z.number().int(),
  /** Second-level categories under it (tech first level only). */
  child_count: z.number().int(),
});
export type CategoryAdminItem = z.infer<typeof categoryAdminItem>;
