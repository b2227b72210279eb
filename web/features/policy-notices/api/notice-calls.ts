import { FOLLOWUP_PAGE_SIZE, type FollowupItem, type NoticeCompanyOption } from '@shared/contracts/policy-notices';
import { api } from '~/lib/api';
import { NOTICE_ADD_CALL, NOTICE_COMPANIES_CALL, NOTICE_DELETE_CALL, NOTICE_FOLLOW_CALL, NOTICE_FOLLOWUPS_CALL } from './calls';

// Calls made from the staff's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const fetchNoticeCompanies = async (): Promise<NoticeCompanyOption[]> =>
  (await api<NoticeCompanyOption[]>(NOTICE_COMPANIES_CALL)).data ?? [];

export const addNotice = (payload: Record<string, unknown>) => api<{ id: number }>(NOTICE_ADD_CALL, payload);

export const followNotice = (payload: Record<string, unknown>) =>
  api<{ id: number; status: number; followup: FollowupItem }>(NOTICE_FOLLOW_CALL, payload);

export const deleteNotice = (id: number) => api<{ id: number }>(NOTICE_DELETE_CALL, { id });

export async function fetchFollowups(id: number, page: number): Promise<{ items: FollowupItem[]; total: number }> {
  const res = await api<FollowupItem[]>(NOTICE_FOLLOWUPS_CALL, { id, start: page, page_size: FOLLOWUP_PAGE_SIZE });
  return { items: res.data ?? [], total: res.count ?? res.data?.length ?? 0 };
}
