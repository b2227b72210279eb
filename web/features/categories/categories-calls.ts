/** The staff calls of /system/categories (server/modules/categories/categories.routes.ts). */
export const CATEGORY_CALLS = {
  list: '/api/admin/category_list',
  create: '/api/admin/category_create',
  rename: '/api/admin/category_rename',
  sort: '/api/admin/category_sort',
  remove: '/api/admin/category_delete',
} as const;
