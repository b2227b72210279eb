import { PAGE_SIZE } from '@shared/constants';
import type { ArticleCard } from '@shared/contracts/articles';
import { ARTICLE_TYPES, ArticleType } from '@shared/labels/articles';
import { FilterLinks } from '~/components/FilterLinks';
import { ListBody } from '~/components/ListBody';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import type { ArticleListFilters } from '../article-list-query';
import { yearOptions } from '../year-options';
import { PolicyList } from './PolicyList';

/** The list address of 通知公告 (type 1) and 新闻动态 (type 2). */
export const articleListPath = (type: number) => (type === ArticleType.NEWS ? paths.news : paths.notices);

export type ArticleListData = {
  filters: ArticleListFilters;
  items: ArticleCard[];
  total: number;
  error: string | null;
  years: number[];
};

const COLUMNS = ARTICLE_TYPES.filter((t) => t.value !== ArticleType.POLICY);

/**
 * /notice and /news (issue 29), under the route's column header: /information's page with the column (通知公告 / 新闻动态: the articles' only
 * category) and the release year as filters, 10 a page, the spec's pager; each item opens /policydetail?type=1|2.
 */
export function ArticleListPage({ type, data }: { type: number; data: ArticleListData }) {
  const { filters, items, total, error, years } = data;
  const name = ARTICLE_TYPES.find((t) => t.value === type)?.label ?? '';
  const path = articleListPath(type);
  const rows = [
    {
      label: '栏目',
      options: COLUMNS.map((c) => ({
        key: c.value,
        label: c.label,
        // Another column's years differ: its list starts over at every year.
        href: c.value === type ? path({ year: filters.year }) : articleListPath(c.value)(),
        active: c.value === type,
      })),
    },
    {
      label: '发布年份',
      options: yearOptions(years, filters.year).map((y) => ({
        key: y.value,
        label: y.label,
        href: path({ year: y.value }),
        active: y.value === filters.year,
      })),
    },
  ];
  return (
    <div className="container">
      <PageHeader title={name} crumbs={[{ label: '政策资讯', to: paths.information() }, { label: name }]} />
      <div className="panel">
        <FilterLinks rows={rows} />
        <ListBody
          error={error}
          count={items.length}
          total={total}
          page={filters.page}
          pageSize={PAGE_SIZE.information}
          hrefFor={(page) => path({ ...filters, page })}
        >
          <PolicyList items={items} type={type} />
        </ListBody>
      </div>
    </div>
  );
}
