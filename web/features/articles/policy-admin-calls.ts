/** The staff calls of /system/policies (server/modules/articles/policies-admin.routes.ts). */
export const POLICY_ADMIN_CALLS = {
  list: '/api/admin/policy_list',
  trash: '/api/admin/policy_trash',
  detail: '/api/admin/policy_detail',
  save: '/api/admin/policy_save',
  publish: '/api/admin/policy_publish',
  unpublish: '/api/admin/policy_unpublish',
  remove: '/api/admin/policy_delete',
  restore: '/api/admin/policy_restore',
  /** Multipart (not JSON): one attachment. */
  upload: '/api/admin/policy_file_upload',
} as const;
