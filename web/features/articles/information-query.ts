import { POLICY_CATEGORIES, QUARTERS } from '@shared/labels/articles';
import { KEYWORD_MAX } from '@shared/constants';

/** /information's filters as they live in the URL: cat, quarter, keyword, page (see docs/web-notes.md). */
export type InformationFilters = { cat: number; quarter: number; keyword: string; page: number };

const MAX_PAGE = 100_000;

function oneOf(raw: string | null, allowed: readonly { value: number }[]): number {
  const n = Number(raw);
  return allowed.some((a) => a.value === n) ? n : 0;
}

/** Reads the filters leniently: anything unknown falls back to "all" or page 1 instead of failing the page. */
export function parseInformationQuery(sp: URLSearchParams): InformationFilters {
  const page = Number(sp.get('page'));
  return {
    cat: oneOf(sp.get('cat'), POLICY_CATEGORIES),
    quarter: oneOf(sp.get('quarter'), QUARTERS),
    keyword: (sp.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}
