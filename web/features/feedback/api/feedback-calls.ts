import type { FeedbackAdminItem, FeedbackItem } from '@shared/contracts/feedback';
import { api } from '~/lib/api';
import type { ListPage } from '~/lib/list-load.server';

export const FEEDBACK_CALL = '/api/demo/feedback';
export const FEEDBACK_LIST_CALL = '/api/demo/feedback_list';
export const FEEDBACK_INBOX_CALL = '/api/admin/feedback_inbox';
export const FEEDBACK_DETAIL_CALL = '/api/admin/feedback_detail';
export const FEEDBACK_REPLY_CALL = '/api/admin/feedback_reply';

/** Raises a request; resolves with the server's message ('提交成功'). Failures are shown by the client (spec §8). */
export async function submitFeedback(payload: { title: string; content: string; file: string }): Promise<string> {
  return (await api<{ id: number }>(FEEDBACK_CALL, payload)).msg;
}

/** One page of the company's own requests, from the browser (the records dialog); a failure is an empty page with its message. */
export async function fetchMyFeedback(page: number, pageSize: number): Promise<ListPage<FeedbackItem>> {
  try {
    const res = await api<FeedbackItem[]>(FEEDBACK_LIST_CALL, { start: page, page_size: pageSize });
    return { items: res.data ?? [], total: res.count ?? 0, error: null };
  } catch (err) {
    return { items: [], total: 0, error: (err as Error).message || 'Error' };
  }
}

/** feedback_detail when staff open a request (each open is a fresh read, so photos are viewed under audit). */
export async function fetchFeedbackDetail(id: number): Promise<FeedbackAdminItem> {
  return (await api<FeedbackAdminItem>(FEEDBACK_DETAIL_CALL, { id })).data;
}

/** feedback_reply: the 平台反馈, and `done` to mark it 已完成; resolves with the message ('已答复' / '已答复并办结'). */
export async function replyFeedback(body: { id: number; remark: string; done: boolean }): Promise<string> {
  return (await api<FeedbackAdminItem>(FEEDBACK_REPLY_CALL, body)).msg;
}
