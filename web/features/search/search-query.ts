import { parseListQuery, type ListQuery } from '~/lib/list-query';
import { SEARCH_CATEGORIES } from '~/components/search-target';

export const SEARCH_FILTERS = { type: SEARCH_CATEGORIES.map((c) => c.value) } as const;
/** Hits per page of /search. */
export const SEARCH_PAGE_SIZE = 10;

export type SearchQuery = ListQuery<typeof SEARCH_FILTERS>;

/** /search?type&keyword&page: here `type` is the search category (1–7), 政策资讯 when absent or unknown. */
export function parseSearchQuery(sp: URLSearchParams): SearchQuery {
  const q = parseListQuery(sp, SEARCH_FILTERS);
  return { ...q, type: q.type || SEARCH_CATEGORIES[0].value };
}
