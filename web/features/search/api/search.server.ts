import type { AppLoadContext } from 'react-router';
import * as searchCalls from '@shared/calls/search';
import type { SearchHit } from '@shared/contracts/services';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { parseSearchQuery, SEARCH_PAGE_SIZE, type SearchQuery } from '../search-query';

/** /search: one category's hits for the keyword; no keyword, no call (the page asks for one). */
export async function loadSearchPage(context: AppLoadContext, sp: URLSearchParams): Promise<{ query: SearchQuery } & ListPage<SearchHit>> {
  const query = parseSearchQuery(sp);
  if (!query.keyword) return { query, items: [], total: 0, error: null };
  const list = await loadList(context, searchCalls.searchList, {
    type: query.type,
    keyword: query.keyword,
    start: query.page,
    page_size: SEARCH_PAGE_SIZE,
  });
  return { query, ...list };
}
