import { PAGE_SIZE } from '@shared/constants';
import { WARN_TABS, WarnTab, type WarnTabValue } from '@shared/billing/rules';
import { queryString } from '~/config/paths';
import { pageBeyondEnd as pageAfterEnd, parseListQuery } from '~/lib/list-query';
import * as billingCalls from '@shared/calls/billing';

/** URL of a warnings list: `tab` (0 all, 2 within a week, 1 within a month), `keyword`, the 1-based `page`. */
export type WarnQuery = { tab: WarnTabValue; keyword: string; page: number };

const TAB_VALUES: readonly number[] = WARN_TABS.map((t) => t.value);

/** Read leniently: an unknown tab means 全部预警, a bad page means page 1. */
export function parseWarnQuery(sp: URLSearchParams): WarnQuery {
  const q = parseListQuery(sp, { tab: TAB_VALUES });
  return { tab: q.tab as WarnTabValue, keyword: q.keyword, page: q.page };
}

/** A link to the list; defaults (tab 0, page 1, no keyword) are left out. */
export function warnHref(path: string, q: Partial<WarnQuery>): string {
  return `${path}${queryString({ tab: q.tab, keyword: q.keyword, page: q.page })}`;
}

/** The spec's warn_list / ortherwarn_list payload for a query. */
export function warnListPayload(q: WarnQuery): { keyword?: string; type: number; start: number; page_size: number } {
  return { ...(q.keyword ? { keyword: q.keyword } : {}), type: q.tab, start: q.page, page_size: PAGE_SIZE.warnings };
}

export type WarnTabLink = { value: WarnTabValue; label: string; href: string; active: boolean };

/** The three tabs in the spec's order (全部预警, 一周内到期, 一个月内到期); switching keeps the keyword, resets the page. */
export function warnTabLinks(path: string, q: WarnQuery): WarnTabLink[] {
  return WARN_TABS.map((t) => ({
    value: t.value,
    label: t.label,
    href: warnHref(path, { tab: t.value, keyword: q.keyword }),
    active: t.value === q.tab,
  }));
}

export function warnTabLabel(tab: number): string {
  return WARN_TABS.find((t) => t.value === tab)?.label ?? WARN_TABS[0].label;
}

/** Export kinds of /api/admin/warn_export: 1 rooms (leases), 2 service fees. */
export const ExportKind = { ROOMS: 1, FEES: 2 } as const;
export type ExportKindValue = (typeof ExportKind)[keyof typeof ExportKind];

/** The Excel download of the current filter (every page, not only the one shown). */
export function warnExportHref(kind: ExportKindValue, q: Pick<WarnQuery, 'tab' | 'keyword'>): string {
  const sp = new URLSearchParams({ kind: String(kind), type: String(q.tab) });
  if (q.keyword) sp.set('keyword', q.keyword);
  return `${billingCalls.warnExport.path}?${sp.toString()}`;
}

/**
 * When a page past the end was asked for (the last row of the last page was just paid, or an old link), the page
 * to show instead; null when the page is fine. Nothing at all found is fine too: the empty state says so.
 */
export const pageBeyondEnd = (page: number, total: number, shown: number): number | null =>
  pageAfterEnd(page, total, shown, PAGE_SIZE.warnings);

export { WarnTab };
