import type { Category } from '@shared/contracts/services';
import { STARTUP_TYPES } from '@shared/labels/services';
import type { FilterRow } from '~/components/FilterLinks';
import { categoryOptions, linkOptions } from '~/components/filter-options';
import { paths } from '~/config/paths';
import { parseListQuery, type ListQuery, type NoFilters } from '~/lib/list-query';

export const TECH_FILTERS = { first: 'id', second: 'id' } as const;
export const STARTUP_FILTERS = { tab: STARTUP_TYPES.map((t) => t.value) } as const;
export const TRAIN_FILTERS = { cat: 'id' } as const;

export type TechQuery = ListQuery<typeof TECH_FILTERS>;
export type StartupQuery = ListQuery<typeof STARTUP_FILTERS>;
export type TrainQuery = ListQuery<typeof TRAIN_FILTERS>;
export type FinanceQuery = ListQuery<NoFilters>;

export const parseTechQuery = (sp: URLSearchParams): TechQuery => parseListQuery(sp, TECH_FILTERS);
export const parseStartupQuery = (sp: URLSearchParams): StartupQuery => parseListQuery(sp, STARTUP_FILTERS);
export const parseTrainQuery = (sp: URLSearchParams): TrainQuery => parseListQuery(sp, TRAIN_FILTERS);
export const parseFinanceQuery = (sp: URLSearchParams): FinanceQuery => parseListQuery(sp, {});

/**
 * /technics's two levels of tabs: the first level always (with 全部); the second only once a first-level
 * category is chosen. Choosing a first-level category clears the second.
 */
export function techFilterRows(q: TechQuery, firsts: readonly Category[], seconds: readonly Category[]): FilterRow[] {
  const rows: FilterRow[] = [
    { label: '服务分类', options: categoryOptions(firsts, q.first, (first) => paths.lists.technics({ first, keyword: q.keyword })) },
  ];
  if (q.first && seconds.length > 0) {
    rows.push({
      label: '细分类别',
      options: categoryOptions(seconds, q.second, (second) => paths.lists.technics({ first: q.first, second, keyword: q.keyword })),
    });
  }
  return rows;
}

/** /risklist's tabs: 全部, 工商注册与财税, 知识产权, 政策服务 (spec §2). */
export function startupFilterRows(q: StartupQuery): FilterRow[] {
  return [{ label: '服务类型', options: linkOptions(STARTUP_TYPES, q.tab, (tab) => paths.lists.startupList({ tab, keyword: q.keyword })) }];
}

/** /train's tabs: the server's categories with 全部 prepended (spec §2). */
export function trainFilterRows(q: TrainQuery, categories: readonly Category[]): FilterRow[] {
  return [{ label: '培训分类', options: categoryOptions(categories, q.cat, (cat) => paths.lists.train({ cat, keyword: q.keyword })) }];
}
