import { POLICY_CATEGORIES, QUARTERS } from '@shared/labels/articles';
import { FilterLinks, type FilterRow } from '~/components/FilterLinks';
import { paths } from '~/config/paths';
import type { InformationFilters } from '../information-query';
import { yearOptions } from '../year-options';

/**
 * Category, year and quarter filters as plain links: each keeps the others and the keyword, and goes to page 1.
 * The quarter applies within the chosen year (every year's when 全部年份).
 */
export function PolicyFilters({ filters, years }: { filters: InformationFilters; years: number[] }) {
  const levels = [
    { label: '政策分类', key: 'cat' as const, options: POLICY_CATEGORIES },
    { label: '发布年份', key: 'year' as const, options: yearOptions(years, filters.year) },
    { label: '发布季度', key: 'quarter' as const, options: QUARTERS },
  ];
  const rows: FilterRow[] = levels.map((level) => ({
    label: level.label,
    options: level.options.map((o) => ({
      key: o.value,
      label: o.label,
      href: paths.information({ ...filters, [level.key]: o.value, page: 1 }),
      active: filters[level.key] === o.value,
    })),
  }));
  return <FilterLinks rows={rows} />;
}
