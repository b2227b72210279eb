import { KEYWORD_MAX, PAGE_SIZE } from '@shared/constants';
import { ContractStatus } from '@shared/billing/rules';
import { PAYMENT_RANGE_MSG, type PaymentKindValue } from '@shared/contracts/billing';
import * as billingCalls from '@shared/calls/billing';

/** The list filter: 0 all, 1 live (the default, as the server's), 2 ended. */
export const StatusFilter = { ALL: 0, LIVE: ContractStatus.LIVE, ENDED: ContractStatus.ENDED } as const;
export type StatusFilterValue = (typeof StatusFilter)[keyof typeof StatusFilter];

/** URL parameters of /system/leases and /system/fees: `status` (left out when live), `keyword`, 1-based `page`. */
export type ContractQuery = { status: StatusFilterValue; keyword: string; page: number };
/** URL parameters of /system/reminders. */
export type ReminderQuery = { keyword: string; page: number };

function readKeyword(sp: URLSearchParams): string {
  return (sp.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
}

function readPage(sp: URLSearchParams): number {
  const raw = sp.get('page') ?? '';
  return /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

export function parseContractQuery(sp: URLSearchParams): ContractQuery {
  const raw = sp.get('status');
  const status: StatusFilterValue = raw === '0' ? StatusFilter.ALL : raw === '2' ? StatusFilter.ENDED : StatusFilter.LIVE;
  return { status, keyword: readKeyword(sp), page: readPage(sp) };
}

export function parseReminderQuery(sp: URLSearchParams): ReminderQuery {
  return { keyword: readKeyword(sp), page: readPage(sp) };
}

function href(path: string, entries: [string, string | number | undefined][]): string {
  const sp = new URLSearchParams();
  for (const [k, v] of entries) if (v !== undefined && v !== '') sp.set(k, String(v));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/** A list link; defaults (live, no keyword, page 1) are left out. */
export function contractListHref(path: string, q: Partial<ContractQuery>): string {
  return href(path, [
    ['status', q.status === undefined || q.status === StatusFilter.LIVE ? undefined : q.status],
    ['keyword', q.keyword],
    ['page', q.page && q.page > 1 ? q.page : undefined],
  ]);
}

export function reminderListHref(path: string, q: Partial<ReminderQuery>): string {
  return href(path, [
    ['keyword', q.keyword],
    ['page', q.page && q.page > 1 ? q.page : undefined],
  ]);
}

/** lease_list / fee_list payload (contractListBody): 8 a page (spec §9). */
export function contractListPayload(q: ContractQuery): Record<string, unknown> {
  return { ...(q.keyword ? { keyword: q.keyword } : {}), status: q.status, start: q.page, page_size: PAGE_SIZE.admin };
}

/** reminder_list payload (reminderListBody). */
export function reminderListPayload(q: ReminderQuery): Record<string, unknown> {
  return { ...(q.keyword ? { keyword: q.keyword } : {}), start: q.page, page_size: PAGE_SIZE.admin };
}

/** The Excel export of a contract list with its status and keyword (/api/admin/lease_export or fee_export, issue 13). */
export function contractExportHref(exportPath: string, q: Pick<ContractQuery, 'status' | 'keyword'>): string {
  const sp = new URLSearchParams({ status: String(q.status) });
  if (q.keyword) sp.set('keyword', q.keyword);
  return `${exportPath}?${sp.toString()}`;
}

/** The park-wide payments export's choices: which payments, and the park days they were paid on ('' = open). */
export type ParkPaymentExport = { type: PaymentKindValue; from: string; to: string };

/** Why the chosen range cannot be exported, or null (the server says the same: parkPaymentExportQuery). */
export function parkPaymentRangeError(q: Pick<ParkPaymentExport, 'from' | 'to'>): string | null {
  return q.from && q.to && q.from > q.to ? PAYMENT_RANGE_MSG : null;
}

/** The whole park's payments as Excel (/api/admin/park_payment_export, issue 13); open bounds are left out. */
export function parkPaymentExportHref(q: ParkPaymentExport): string {
  const sp = new URLSearchParams({ type: String(q.type) });
  if (q.from) sp.set('from', q.from);
  if (q.to) sp.set('to', q.to);
  return `${billingCalls.parkPaymentExport.path}?${sp.toString()}`;
}

/** The Excel export of one contract's payments (/api/admin/payment_export, issue 13). */
export function paymentExportHref(recordType: number, id: number): string {
  return `${billingCalls.paymentExport.path}?type=${recordType}&id=${id}`;
}
