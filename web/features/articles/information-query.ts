import { POLICY_CATEGORIES, QUARTERS } from '@shared/labels/articles';
import { KEYWORD_MAX } from '@shared/constants';
import { YEAR_MAX, YEAR_MIN } from '@shared/labels/articles';

/** /information's filters as they live in the URL: cat, year, quarter, keyword, page (see docs/web-notes.md). */
export type InformationFilters = { cat: number; year: number; quarter: number; keyword: string; page: number };

const MAX_PAGE = 100_000;

function oneOf(raw: string | null, allowed: readonly { value: number }[]): number {
  const n = Number(raw);
  return allowed.some((a) => a.value === n) ? n : 0;
}

/** A release year the API accepts (YEAR_MIN…YEAR_MAX), else 0: every year. Shared with /notice and /news. */
export function parseYear(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= YEAR_MIN && n <= YEAR_MAX ? n : 0;
}

/** A 1-based page number, else 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Reads the filters leniently: anything unknown falls back to "all" or page 1 instead of failing the page. */
export function parseInformationQuery(sp: URLSearchParams): InformationFilters {
  return {
    cat: oneOf(sp.get('cat'), POLICY_CATEGORIES),
    year: parseYear(sp.get('year')),
    quarter: oneOf(sp.get('quarter'), QUARTERS),
    keyword: (sp.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    page: parsePage(sp.get('page')),
  };
}
