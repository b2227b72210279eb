import * as policyNoticesCalls from '@shared/calls/policy-notices';
import type { FollowupItem, PolicyNoticeCompanyOption } from '@shared/contracts/policy-notices';
import { FOLLOWUP_PAGE_SIZE } from '@shared/policy-notices/rules';
import type { CallBody } from '@shared/calls/define';
import { api } from '~/lib/api';

// Calls made from the staff's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const fetchPolicyNoticeCompanies = async (): Promise<PolicyNoticeCompanyOption[]> =>
  (await api(policyNoticesCalls.policyNoticeCompanies)).data;

export const addPolicyNotice = (payload: CallBody<typeof policyNoticesCalls.policyNoticeAdd>) =>
  api(policyNoticesCalls.policyNoticeAdd, payload);

export const followPolicyNotice = (payload: CallBody<typeof policyNoticesCalls.policyNoticeFollow>) =>
  api(policyNoticesCalls.policyNoticeFollow, payload);

export const deletePolicyNotice = (id: number) => api(policyNoticesCalls.policyNoticeDelete, { id });

export async function fetchFollowups(id: number, page: number): Promise<{ items: FollowupItem[]; total: number }> {
  const res = await api(policyNoticesCalls.policyNoticeFollowups, { id, start: page, page_size: FOLLOWUP_PAGE_SIZE });
  return { items: res.data, total: res.count ?? res.data.length };
}
