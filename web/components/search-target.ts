import { paths } from '~/config/paths';

/** The header search box's categories and where each one searches (spec §2 table). */
export const SEARCH_CATEGORIES = [
  { value: 1, label: '政策资讯', path: '/information' },
  { value: 2, label: '科技服务', path: paths.technics },
  { value: 3, label: '创业服务', path: paths.startupList },
  { value: 4, label: '培训服务', path: paths.train },
  { value: 5, label: '孵化服务', path: paths.finance },
  { value: 6, label: '租赁服务', path: paths.rooms },
  { value: 7, label: '入驻企业', path: paths.companyList },
] as const;

export const DEFAULT_CATEGORY = 1;

export function categoryTarget(category: number): string {
  return (SEARCH_CATEGORIES.find((c) => c.value === category) ?? SEARCH_CATEGORIES[0]).path;
}

const pathOf = (href: string) => href.split('?')[0]!;
/** The pages of each category's section beyond its list: its landing page, its other lists and its details. */
const SECTION_PAGES: Record<number, string[]> = {
  1: [pathOf(paths.notices()), pathOf(paths.news()), pathOf(paths.policyDetail(0))],
  2: [pathOf(paths.techDetail(0))],
  3: [paths.startups, pathOf(paths.startupDetail(0))],
  4: [pathOf(paths.trainDetail(0))],
  5: [pathOf(paths.financeDetail(0))],
  6: [pathOf(paths.roomDetail(0))],
  7: [paths.company, pathOf(paths.companyDetail(0))],
};

/**
 * The category to preselect: the one whose section is open (its list, landing page or a detail), else the `type` the
 * search arrived with, else 政策资讯.
 */
export function categoryFor(pathname: string, search: string): number {
  const own = SEARCH_CATEGORIES.find((c) => c.path === pathname || SECTION_PAGES[c.value]?.includes(pathname));
  if (own) return own.value;
  const type = Number(new URLSearchParams(search).get('type'));
  return SEARCH_CATEGORIES.some((c) => c.value === type) ? type : DEFAULT_CATEGORY;
}

/**
 * Where a search goes. From another page: the category's list with `type` and `keyword`. On that list already:
 * the same path with the keyword replaced and `page` dropped (back to page 1), other filters kept.
 */
export function resolveSearchTarget(current: { pathname: string; search: string }, category: number, keyword: string): string {
  const known = SEARCH_CATEGORIES.some((c) => c.value === category) ? category : DEFAULT_CATEGORY;
  const target = categoryTarget(known);
  const kw = keyword.trim();
  const sp = target === current.pathname ? new URLSearchParams(current.search) : new URLSearchParams();
  sp.set('type', String(known));
  if (kw) sp.set('keyword', kw);
  else sp.delete('keyword');
  sp.delete('page');
  return `${target}?${sp.toString()}`;
}
