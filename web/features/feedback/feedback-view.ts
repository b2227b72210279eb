import type { CallBody } from '@shared/calls/define';
import type { feedbackInbox } from '@shared/calls/feedback';
import { PAGE_SIZE } from '@shared/constants';
import type { FeedbackItem } from '@shared/contracts/feedback';
import { FEEDBACK_AGE_FILTERS, FEEDBACK_AGE_LABEL, FeedbackStatus, type FeedbackAgeFilter } from '@shared/feedback/rules';
import type { FilterRow } from '~/components/FilterLinks';
import { filterRow, readStatus, scopeLine, statusBody, statusScope } from '~/components/inbox-query';
import type { Tone } from '~/components/inbox-state';
import { paths, queryString } from '~/config/paths';
import { pageBeyondEnd, pageBody, readKeyword, readPage } from '~/lib/list-query';

/** Spec §9: service records 10 a page on /service_list, 6 in the records dialog of /service ("feedback list 6"). */
export const SERVICE_LIST_PAGE_SIZE = PAGE_SIZE.serviceRecords;
export const RECORDS_DIALOG_PAGE_SIZE = PAGE_SIZE.feedback;

/** 待处理 / 已完成 (spec §3) as a tag's tone. */
export function statusTone(status: number): Tone {
  return status === FeedbackStatus.DONE ? 'done' : 'waiting';
}

/** What the company reads about the answer: the 平台反馈, or that none has come yet. */
export function replyLine(item: Pick<FeedbackItem, 'remark' | 'status'>): { answered: boolean; text: string } {
  if (item.remark) return { answered: true, text: item.remark };
  return {
    answered: false,
    text: item.status === FeedbackStatus.DONE ? '已完成，平台未填写反馈。' : '园区正在处理，答复后将在此显示平台反馈。',
  };
}

// ---------------------------------------------------------------------------------------------------------
// /service_list

export function parseServiceListPage(sp: URLSearchParams): number {
  return readPage(sp);
}

export function serviceListHref(page: number): string {
  return `${paths.personal.serviceList}${queryString({ page })}`;
}

/** The last page when a page past the end was asked for (an old link); null when the page is fine. */
export { pageBeyondEnd };

// ---------------------------------------------------------------------------------------------------------
// /system/feedback

/** `status` in the URL: open (待处理) or done (已完成); absent = both. */
export const STATUS_FILTERS = [
  { value: '', label: '全部', status: undefined },
  { value: 'open', label: '待处理', status: FeedbackStatus.PENDING },
  { value: 'done', label: '已完成', status: FeedbackStatus.DONE },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** The inbox's URL: `status` (open / done), `age` (overdue / critical), `keyword`, the 1-based `page`. */
export type InboxQuery = { status: StatusFilter; age: FeedbackAgeFilter; keyword: string; page: number };

/** Read leniently: unknown values mean all, a bad page means 1 (docs/spec-decisions.md "URL parameters"). */
export function parseInboxQuery(sp: URLSearchParams): InboxQuery {
  const status = readStatus(sp, STATUS_FILTERS);
  const age = FEEDBACK_AGE_FILTERS.find((a) => a !== 'all' && a === sp.get('age')) ?? 'all';
  return { status, age, keyword: readKeyword(sp), page: readPage(sp) };
}

/** A link to the inbox; defaults (all, page 1, no keyword) are left out. */
export function inboxHref(q: Partial<InboxQuery>): string {
  return `${paths.system.feedback}${queryString({
    status: q.status,
    age: q.age === 'all' ? undefined : q.age,
    keyword: q.keyword,
    page: q.page,
  })}`;
}

/** The feedback_inbox body for a query. */
export function inboxBody(q: InboxQuery): CallBody<typeof feedbackInbox> {
  return { ...statusBody(STATUS_FILTERS, q.status), ...(q.age === 'all' ? {} : { age: q.age }), ...pageBody(q, PAGE_SIZE.admin) };
}

/** The filter rows above the table; choosing one keeps the other and the keyword, and goes back to page 1. */
export function inboxFilterRows(q: InboxQuery): FilterRow[] {
  return [
    filterRow('处理状态', q, 'status', inboxHref, STATUS_FILTERS),
    filterRow(
      '答复时效',
      q,
      'age',
      inboxHref,
      FEEDBACK_AGE_FILTERS.map((a) => ({ value: a, label: FEEDBACK_AGE_LABEL[a] })),
    ),
  ];
}

/** What the list shows, in words, for the line above the table. */
export function inboxScope(q: InboxQuery, total: number): string {
  return scopeLine([statusScope(STATUS_FILTERS, q.status), q.age !== 'all' ? FEEDBACK_AGE_LABEL[q.age] : ''], q.keyword, total);
}
