import { KEYWORD_MAX, PAGE_SIZE } from '@shared/constants';
import { MY_POLICY_NOTICES_PAGE_SIZE } from '@shared/policy-notices/rules';

/** URL parameters of /system/account (`keyword`, 1-based `page`) and of /policy_notice (`page`). */
export type PolicyNoticeQuery = { keyword: string; page: number };

function readPage(sp: URLSearchParams): number {
  const raw = sp.get('page') ?? '';
  return /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

/** Malformed values fall back to page 1 and no keyword; keywords are trimmed and cut to the API's 50. */
export function parsePolicyNoticeQuery(sp: URLSearchParams): PolicyNoticeQuery {
  return { keyword: (sp.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX), page: readPage(sp) };
}

/** A list link; defaults (no keyword, page 1) are left out. */
export function policyNoticeListHref(path: string, q: Partial<PolicyNoticeQuery>): string {
  const sp = new URLSearchParams();
  if (q.keyword) sp.set('keyword', q.keyword);
  if (q.page && q.page > 1) sp.set('page', String(q.page));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/** policy_notice_list payload: 8 a page (spec §9 admin lists). */
export function adminListPayload(q: PolicyNoticeQuery): Record<string, unknown> {
  return { ...(q.keyword ? { keyword: q.keyword } : {}), start: q.page, page_size: PAGE_SIZE.admin };
}

/** my_notice payload. */
export function myListPayload(page: number): Record<string, unknown> {
  return { start: page, page_size: MY_POLICY_NOTICES_PAGE_SIZE };
}
