/** The staff calls of the accounts and sessions pages (server/modules/staff). */
export const STAFF_CALLS = {
  list: '/api/admin/staff_list',
  create: '/api/admin/staff_create',
  update: '/api/admin/staff_update',
  status: '/api/admin/staff_status',
  resetPassword: '/api/admin/staff_reset_password',
  roles: '/api/admin/staff_roles',
  totpReset: '/api/admin/staff_totp_reset',
  sessions: '/api/admin/staff_sessions',
  endSession: '/api/admin/staff_session_end',
  lockouts: '/api/admin/lockouts',
  clearLockout: '/api/admin/lockout_clear',
} as const;
