import type { Category } from '@shared/contracts/services';
import type { FilterRow } from '~/components/FilterLinks';
import { categoryOptions } from '~/components/filter-options';
import { paths } from '~/config/paths';
import { parseListQuery, type ListQuery } from '~/lib/list-query';

export const COMPANY_FILTERS = { cat: 'id' } as const;
export type CompanyQuery = ListQuery<typeof COMPANY_FILTERS>;

export const parseCompanyQuery = (sp: URLSearchParams): CompanyQuery => parseListQuery(sp, COMPANY_FILTERS);

/** /company_list's tabs: the server's company categories with 全部 prepended (spec §2). */
export function companyFilterRows(q: CompanyQuery, categories: readonly Category[]): FilterRow[] {
  return [
    { label: '企业分类', options: categoryOptions(categories, q.cat, (cat) => paths.lists.companyList({ cat, keyword: q.keyword })) },
  ];
}
