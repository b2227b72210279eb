import * as authCalls from '@shared/calls/auth';
import type { CallBody } from '@shared/calls/define';
import { api } from '~/lib/api';

/** Browser-side calls of the account-security page; failures are shown by the API client and rethrown. */
export const securityApi = {
  changePassword: (body: CallBody<typeof authCalls.changePassword>) => api(authCalls.changePassword, body),
  totpSetup: (password: string) => api(authCalls.totpSetup, { password }),
  totpEnable: (body: CallBody<typeof authCalls.totpEnable>) => api(authCalls.totpEnable, body),
  totpDisable: (body: CallBody<typeof authCalls.totpDisable>) => api(authCalls.totpDisable, body),
  endSession: (id: number) => api(authCalls.endSession, { id }),
};
