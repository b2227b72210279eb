import * as feedbackCalls from '@shared/calls/feedback';
import type { FeedbackAdminItem, FeedbackItem } from '@shared/contracts/feedback';
import { api } from '~/lib/api';
import type { ListPage } from '~/lib/list-load.server';

/** Raises a request; resolves with the server's message ('提交成功'). Failures are shown by the client (spec §8). */
export async function submitFeedback(payload: { title: string; content: string; file: string }): Promise<string> {
  return (await api(feedbackCalls.feedback, payload)).msg;
}

/** One page of the company's own requests, from the browser (the records dialog); a failure is an empty page with its message. */
export async function fetchMyFeedback(page: number, pageSize: number): Promise<ListPage<FeedbackItem>> {
  try {
    const res = await api(feedbackCalls.feedbackList, { start: page, page_size: pageSize });
    return { items: res.data ?? [], total: res.count ?? 0, error: null };
  } catch (err) {
    return { items: [], total: 0, error: (err as Error).message || 'Error' };
  }
}

/** feedback_detail when staff open a request (each open is a fresh read, so photos are viewed under audit). */
export async function fetchFeedbackDetail(id: number): Promise<FeedbackAdminItem> {
  return (await api(feedbackCalls.feedbackDetail, { id })).data;
}

/** feedback_reply: the 平台反馈, and `done` to mark it 已完成; resolves with the message ('已答复' / '已答复并办结'). */
export async function replyFeedback(body: { id: number; remark: string; done: boolean }): Promise<string> {
  return (await api(feedbackCalls.feedbackReply, body)).msg;
}
