import type { StaffRoleValue } from '@shared/auth/staff-roles';
import * as staffCalls from '@shared/calls/staff';
import { api } from '~/lib/api';

// Calls made from the staff's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const staffApi = {
  create: (body: { username: string; nickname: string; roles: StaffRoleValue[] }) => api(staffCalls.staffCreate, body),
  update: (id: number, nickname: string) => api(staffCalls.staffUpdate, { id, nickname }),
  setStatus: (id: number, status: number) => api(staffCalls.staffStatus, { id, status }),
  resetPassword: (id: number) => api(staffCalls.staffResetPassword, { id }),
  /** The account's new password when the change gave or took a 三员 role (shown once), else null. */
  setRoles: (id: number, roles: StaffRoleValue[]) => api(staffCalls.staffRoles, { id, roles }),
  resetTotp: (id: number) => api(staffCalls.staffTotpReset, { id }),
  endSession: (id: number) => api(staffCalls.staffSessionEnd, { id }),
  clearLockout: (key: string) => api(staffCalls.lockoutClear, { key }),
};
