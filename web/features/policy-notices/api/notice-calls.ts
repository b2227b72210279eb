import * as notices from '@shared/calls/policy-notices';
import { FOLLOWUP_PAGE_SIZE, type FollowupItem, type NoticeCompanyOption } from '@shared/contracts/policy-notices';
import type { CallBody } from '@shared/calls/define';
import { api } from '~/lib/api';

// Calls made from the staff's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const fetchNoticeCompanies = async (): Promise<NoticeCompanyOption[]> => (await api(notices.policyNoticeCompanies)).data;

export const addNotice = (payload: CallBody<typeof notices.policyNoticeAdd>) => api(notices.policyNoticeAdd, payload);

export const followNotice = (payload: CallBody<typeof notices.policyNoticeFollow>) => api(notices.policyNoticeFollow, payload);

export const deleteNotice = (id: number) => api(notices.policyNoticeDelete, { id });

export async function fetchFollowups(id: number, page: number): Promise<{ items: FollowupItem[]; total: number }> {
  const res = await api(notices.policyNoticeFollowups, { id, start: page, page_size: FOLLOWUP_PAGE_SIZE });
  return { items: res.data, total: res.count ?? res.data.length };
}
