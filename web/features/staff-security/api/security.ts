import * as auth from '@shared/calls/auth';
import type { CallBody } from '@shared/calls/define';
import { api } from '~/lib/api';

/** Browser-side calls of the account-security page; failures are shown by the API client and rethrown. */
export const securityApi = {
  changePassword: (body: CallBody<typeof auth.changePassword>) => api(auth.changePassword, body),
  totpSetup: (password: string) => api(auth.totpSetup, { password }),
  totpEnable: (body: CallBody<typeof auth.totpEnable>) => api(auth.totpEnable, body),
  totpDisable: (body: CallBody<typeof auth.totpDisable>) => api(auth.totpDisable, body),
  endSession: (id: number) => api(auth.endSession, { id }),
};
