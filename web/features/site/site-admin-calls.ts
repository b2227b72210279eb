/** The staff calls of /system/site (server/modules/site/site-admin.routes.ts). */
export const SITE_ADMIN_CALLS = {
  settings: '/api/admin/site_settings',
  settingsSave: '/api/admin/site_settings_save',
  columns: '/api/admin/site_columns',
  columnsSave: '/api/admin/site_columns_save',
  list: '/api/admin/site_item_list',
  save: '/api/admin/site_item_save',
  toggle: '/api/admin/site_item_toggle',
  remove: '/api/admin/site_item_delete',
  restore: '/api/admin/site_item_restore',
} as const;
