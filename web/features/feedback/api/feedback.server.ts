import type { AppLoadContext } from 'react-router';
import * as feedbackCalls from '@shared/calls/feedback';
import type { FeedbackAdminItem, FeedbackItem } from '@shared/contracts/feedback';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { inboxBody, RECORDS_DIALOG_PAGE_SIZE, SERVICE_LIST_PAGE_SIZE, type InboxQuery } from '../feedback-view';

/** /service_list: one page (10) of the company's own requests; a failed load is an empty list with the message. */
export function loadServiceList(context: AppLoadContext, page: number): Promise<ListPage<FeedbackItem>> {
  return loadList(context, feedbackCalls.feedbackList, { start: page, page_size: SERVICE_LIST_PAGE_SIZE });
}

/**
 * /service: the records dialog's first page (6), loaded with the page; its error also says when the company is
 * not settled ('请先入驻企业'), so the form is not offered then.
 */
export function loadRecordsFirstPage(context: AppLoadContext): Promise<ListPage<FeedbackItem>> {
  return loadList(context, feedbackCalls.feedbackList, { start: 1, page_size: RECORDS_DIALOG_PAGE_SIZE });
}

/** /system/feedback: one page (8) of the inbox for the URL's filters. */
export function loadFeedbackInbox(context: AppLoadContext, q: InboxQuery): Promise<ListPage<FeedbackAdminItem>> {
  return loadList(context, feedbackCalls.feedbackInbox, inboxBody(q));
}
