import { parsePage, parseYear } from './information-query';

/** /notice's and /news's filters as they live in the URL: year (0 every year) and page (issue 29). */
export type ArticleListFilters = { year: number; page: number };

/** Read leniently as /information's: an unknown year is every year, a bad page is page 1. */
export function parseArticleListQuery(sp: URLSearchParams): ArticleListFilters {
  return { year: parseYear(sp.get('year')), page: parsePage(sp.get('page')) };
}
