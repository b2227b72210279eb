import * as authCalls from '@shared/calls/auth';
import type { CallBody } from '@shared/calls/define';
import * as membersCalls from '@shared/calls/members';
import { api } from '~/lib/api';

/** The company side's calls from the browser (server/modules/members): a refusal is shown by the client and rejects. */
export const membersApi = {
  invite: (body: CallBody<typeof membersCalls.memberInvite>) => api(membersCalls.memberInvite, body),
  cancelInvitation: (id: number) => api(membersCalls.invitationCancel, { id }),
  remove: (id: number) => api(membersCalls.memberRemove, { id }),
  setRole: (id: number, role: number) => api(membersCalls.memberRole, { id, role }),
  transfer: (id: number) => api(membersCalls.ownerTransfer, { id }),
  leave: () => api(membersCalls.memberLeave, {}),
  saveContact: (body: CallBody<typeof membersCalls.companyContactSave>) => api(membersCalls.companyContactSave, body),
  /** A code to the company's new contact mobile (purpose contact; the 负责人's own session), with the picture check when asked. */
  contactCode: (phone: string, check?: { captcha_id: string; captcha: string }) =>
    api(authCalls.smsCode, { phone, purpose: 'contact', ...check }),
  /** A fresh picture check (the 4th code an address asks for in an hour needs one). */
  captcha: () => api(authCalls.captcha, {}),
};
