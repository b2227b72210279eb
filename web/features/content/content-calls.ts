/** The staff calls of /system/content (server/modules/content/content.routes.ts); the kind goes in the body. */
export const CONTENT_ADMIN_CALLS = {
  list: '/api/admin/content_list',
  trash: '/api/admin/content_trash',
  detail: '/api/admin/content_detail',
  options: '/api/admin/content_options',
  save: '/api/admin/content_save',
  publish: '/api/admin/content_publish',
  unpublish: '/api/admin/content_unpublish',
  remove: '/api/admin/content_delete',
  restore: '/api/admin/content_restore',
} as const;
