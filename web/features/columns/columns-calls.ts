/** The staff calls of /system/columns (server/modules/columns/columns.routes.ts). */
export const COLUMNS_CALLS = {
  overview: '/api/admin/columns_overview',
  saveLimits: '/api/admin/columns_limits_save',
} as const;
