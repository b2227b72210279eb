import type { StaffRoleValue } from '@shared/auth/staff-roles';
import type { GeneratedPassword, StaffRolesResult } from '@shared/contracts/staff';
import { api } from '~/lib/api';
import { STAFF_CALLS } from '../staff-calls';

// Calls made from the staff's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const staffApi = {
  create: (body: { username: string; nickname: string; roles: StaffRoleValue[] }) => api<GeneratedPassword>(STAFF_CALLS.create, body),
  update: (id: number, nickname: string) => api<{ id: number }>(STAFF_CALLS.update, { id, nickname }),
  setStatus: (id: number, status: number) => api<{ id: number }>(STAFF_CALLS.status, { id, status }),
  resetPassword: (id: number) => api<GeneratedPassword>(STAFF_CALLS.resetPassword, { id }),
  /** The account's new password when the change gave or took a 三员 role (shown once), else null. */
  setRoles: (id: number, roles: StaffRoleValue[]) => api<StaffRolesResult>(STAFF_CALLS.roles, { id, roles }),
  resetTotp: (id: number) => api<{ id: number }>(STAFF_CALLS.totpReset, { id }),
  endSession: (id: number) => api<null>(STAFF_CALLS.endSession, { id }),
  clearLockout: (key: string) => api<null>(STAFF_CALLS.clearLockout, { key }),
};
