import type { SessionRestriction, TotpEnableResult, TotpSetupResult } from '@shared/contracts/auth';
import { api } from '~/lib/api';

/** Browser-side calls of the account-security page; failures are shown by the API client and rethrown. */
export const securityApi = {
  changePassword: (body: { old_password: string; password: string; confirm: string }) =>
    api<{ restriction: SessionRestriction | null }>('/api/admin/change_password', body),
  totpSetup: (password: string) => api<TotpSetupResult>('/api/admin/totp_setup', { password }),
  totpEnable: (body: { password: string; code: string }) => api<TotpEnableResult>('/api/admin/totp_enable', body),
  totpDisable: (body: { password: string; code: string }) => api<{ restriction: SessionRestriction | null }>('/api/admin/totp_disable', body),
  endSession: (id: number) => api<null>('/api/admin/end_session', { id }),
};
