import type { questionList } from '@shared/calls/consultations';
import type { CallBody } from '@shared/calls/define';
import { PAGE_SIZE } from '@shared/constants';
import {
  CONSULTATION_AGES,
  CONSULTATION_TYPES,
  ConsultationAge,
  ConsultationStatus,
  ConsultationType,
  type ConsultationAgeValue,
} from '@shared/labels/consultations';
import type { FilterRow } from '~/components/FilterLinks';
import { filterRow, readStatus, scopeLine, statusBody, statusScope } from '~/components/inbox-query';
import { replyStateTone, type Tone } from '~/components/inbox-state';
import { paths, queryString } from '~/config/paths';
import { pageBeyondEnd, pageBody, readKeyword, readPage } from '~/lib/list-query';

// ---------------------------------------------------------------------------------------------------------
// The item a consultation is about

/** Each consultation type's public detail page. */
const ITEM_PAGES: Record<number, (id: number) => string> = {
  [ConsultationType.TECH]: paths.techDetail,
  [ConsultationType.STARTUP]: paths.startupDetail,
  [ConsultationType.LEASING]: paths.roomDetail,
  [ConsultationType.TRAINING]: paths.trainDetail,
  [ConsultationType.INCUBATION]: paths.financeDetail,
  [ConsultationType.COMPANY]: paths.companyDetail,
};

/** The public page of the item asked about, by consultation type; null when there is none. */
export function itemHref(type: number, id: number): string | null {
  return id ? (ITEM_PAGES[type]?.(id) ?? null) : null;
}

export type ItemLink = { text: string; href: string | null };

/**
 * How the item is named: its title linking to its page; a withdrawn item by its number without a link; none
 * (the home form, a policy page) as a plain sentence.
 */
export function itemLink(item: { type: number; question_id: number; item_title: string }): ItemLink {
  if (!item.question_id) return { text: '未指定具体项目（首页或政策页的咨询）', href: null };
  if (!item.item_title) return { text: `编号 ${item.question_id}（已下线）`, href: null };
  return { text: item.item_title, href: itemHref(item.type, item.question_id) };
}

// ---------------------------------------------------------------------------------------------------------
// Tags

/** The person's status tag (spec §4: 未处理 / 已处理). */
export function statusTone(status: number): Tone {
  return status === ConsultationStatus.ANSWERED ? 'done' : 'waiting';
}

export { replyStateTone, type Tone };

/** The age cell: how long it has waited and when an answer is due, or when it was answered. */
export function ageText(item: { age_label: string; status: number; due_date: string; reply_time: string }): { age: string; due: string } {
  if (item.status === ConsultationStatus.ANSWERED) {
    return {
      age: item.age_label === '今天' ? '今天提交' : `${item.age_label}前提交`,
      due: item.reply_time ? `${item.reply_time.slice(0, 10)} 已答复` : '已答复',
    };
  }
  return { age: item.age_label === '今天' ? '今天提交' : `已等待 ${item.age_label}`, due: `应于 ${item.due_date} 前答复` };
}

// ---------------------------------------------------------------------------------------------------------
// /my_question

export const MY_CONSULTATIONS_PAGE_SIZE = PAGE_SIZE.serviceRecords;

export function parseMyConsultationsPage(sp: URLSearchParams): number {
  return readPage(sp);
}

export function myConsultationsHref(page: number): string {
  return `${paths.personal.myConsultations}${queryString({ page })}`;
}

/** Where one can consult, for the empty state: sections whose detail pages carry 我要咨询. */
export const CONSULTATION_PLACES = [
  { label: '科技服务', to: paths.technics },
  { label: '创业服务', to: paths.startups },
  { label: '租赁服务', to: paths.rooms },
  { label: '入驻企业', to: paths.company },
] as const;

// ---------------------------------------------------------------------------------------------------------
// /system/questions

/** `status` in the URL: open (未处理) or done (已处理); absent = both. */
export const STATUS_FILTERS = [
  { value: '', label: '全部', status: undefined },
  { value: 'open', label: '未处理', status: ConsultationStatus.OPEN },
  { value: 'done', label: '已处理', status: ConsultationStatus.ANSWERED },
] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/**
 * The inbox's URL: `cat` (consultation type 1–6; `type` is the header search's, docs/spec-decisions.md), `status`
 * (open / done), `age` (overdue / critical), `keyword`, the 1-based `page`. Read leniently: unknown values mean all.
 */
export type InboxQuery = { cat: number; status: StatusFilter; age: ConsultationAgeValue; keyword: string; page: number };

export function parseInboxQuery(sp: URLSearchParams): InboxQuery {
  const cat = Number(sp.get('cat'));
  const status = readStatus(sp, STATUS_FILTERS);
  const age = CONSULTATION_AGES.find((a) => a.value !== ConsultationAge.ALL && a.value === sp.get('age'))?.value ?? ConsultationAge.ALL;
  return {
    cat: CONSULTATION_TYPES.some((t) => t.value === cat) ? cat : 0,
    status,
    age,
    keyword: readKeyword(sp),
    page: readPage(sp),
  };
}

/** A link to the inbox; defaults (all, page 1, no keyword) are left out. */
export function inboxHref(q: Partial<InboxQuery>): string {
  return `${paths.system.consultations}${queryString({
    cat: q.cat,
    status: q.status,
    age: q.age === ConsultationAge.ALL ? undefined : q.age,
    keyword: q.keyword,
    page: q.page,
  })}`;
}

/** question_list's payload: 8 a page (spec §9 admin lists). */
export function inboxPayload(q: InboxQuery): CallBody<typeof questionList> {
  return {
    ...(q.cat ? { type: q.cat } : {}),
    ...statusBody(STATUS_FILTERS, q.status),
    ...(q.age !== ConsultationAge.ALL ? { age: q.age } : {}),
    ...pageBody(q, PAGE_SIZE.admin),
  };
}

/** The filter rows above the table; choosing one keeps the others and the keyword, and goes back to page 1. */
export function inboxFilterRows(q: InboxQuery): FilterRow[] {
  return [
    filterRow('咨询类型', q, 'cat', inboxHref, [{ value: 0, label: '全部' }, ...CONSULTATION_TYPES]),
    filterRow('处理状态', q, 'status', inboxHref, STATUS_FILTERS),
    filterRow('答复时效', q, 'age', inboxHref, CONSULTATION_AGES),
  ];
}

/** What the list shows, in words, for the line above the table (共 N 条). */
export function inboxScope(q: InboxQuery, total: number): string {
  return scopeLine(
    [
      q.cat ? CONSULTATION_TYPES.find((t) => t.value === q.cat)?.label : '',
      statusScope(STATUS_FILTERS, q.status),
      q.age !== ConsultationAge.ALL ? CONSULTATION_AGES.find((a) => a.value === q.age)?.label : '',
    ],
    q.keyword,
    total,
  );
}

/**
 * When a page past the end was asked for (the last row of the last page was just answered away from a filtered
 * list, or an old link), the page to show instead; null when the page is fine.
 */
export const inboxPageBeyondEnd = (page: number, total: number, shown: number): number | null =>
  pageBeyondEnd(page, total, shown, PAGE_SIZE.admin);
