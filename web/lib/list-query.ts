import { KEYWORD_MAX } from '@shared/constants';

/** How a list filter is read from the URL: a positive id (0 = all) or one of a fixed set of values. */
export type FilterSpec = Record<string, 'id' | readonly number[]>;

export type ListQuery<F extends FilterSpec> = { [K in keyof F]: number } & { keyword: string; page: number };
/** A list whose only filters are the keyword and the page. */
export type NoFilters = Record<never, never>;

const MAX_PAGE = 100_000;
const MAX_ID = 2_147_483_647;

/** A positive integer id, or null for anything else ('', '0', '1.5', 'abc', '-3', too large). */
export function positiveId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** The page number: a whole number from 1, else 1. */
export function readPage(sp: URLSearchParams): number {
  const n = Number(sp.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** The keyword, trimmed and cut to the API's limit. */
export function readKeyword(sp: URLSearchParams): string {
  return (sp.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
}

/**
 * A list page's URL filters (docs/spec-decisions.md "URL parameters"), read leniently: an unknown or malformed
 * value means "all" (0) or page 1 rather than a failed page. `type` is never a filter: it is the header search's.
 */
export function parseListQuery<F extends FilterSpec>(sp: URLSearchParams, spec: F): ListQuery<F> {
  const filters = {} as Record<string, number>;
  for (const [name, kind] of Object.entries(spec)) {
    const raw = sp.get(name);
    if (kind === 'id') filters[name] = positiveId(raw) ?? 0;
    else filters[name] = raw !== null && raw !== '' && kind.includes(Number(raw)) ? Number(raw) : 0;
  }
  return { ...filters, keyword: readKeyword(sp), page: readPage(sp) } as ListQuery<F>;
}

/** A category id from the URL kept only when the loaded categories have it, else 0 (全部). */
export function knownId(id: number, categories: readonly { id: number }[]): number {
  return id && categories.some((c) => c.id === id) ? id : 0;
}

/**
 * When a page past the end was asked for (the last row of the last page was just handled, or an old link), the last
 * page, to show instead; null when the page is fine. Nothing at all found is fine too: the empty state says so. The
 * page a list says 第 N 页不存在 on (components/ListBody.tsx), and a public list answers 404 for (publicListPage in
 * list-load.server.ts).
 */
export function pageBeyondEnd(page: number, total: number, shown: number, pageSize: number): number | null {
  if (shown > 0 || total === 0 || page <= 1) return null;
  const last = Math.max(1, Math.ceil(total / pageSize));
  return page > last ? last : null;
}

/** A list call's page of a query: the keyword only when there is one, the 1-based page and its size. */
export const pageBody = (q: { keyword: string; page: number }, pageSize: number) => ({
  ...(q.keyword ? { keyword: q.keyword } : {}),
  start: q.page,
  page_size: pageSize,
});
