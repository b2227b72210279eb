import type { FilterRow } from '~/components/FilterLinks';
import { paths } from '~/config/paths';
import { SEARCH_CATEGORIES } from '~/components/search-target';

/** The seven categories of the navigation search as /search tabs; the keyword is kept, the page reset. */
export function searchTabRows(type: number, keyword: string): FilterRow[] {
  return [
    {
      label: '搜索范围',
      options: SEARCH_CATEGORIES.map((c) => ({
        key: c.value,
        label: c.label,
        href: paths.lists.search({ type: c.value, keyword }),
        active: c.value === type,
      })),
    },
  ];
}
