import type { ReactNode } from 'react';
import { FilterLinks, type FilterRow } from './FilterLinks';
import { KeywordNote } from './KeywordNote';
import { ListBody } from './ListBody';
import { ListKeyword } from './Marked';
import { PageHeader, type Crumb } from './PageHeader';

/** The address's part of a list: the keyword, the page and the list's own filters. */
export type ListQuery = { keyword: string; page: number };

/** What a list route says about its list: the h1, the breadcrumb after 首页 (the title alone by default), its page size and address. */
export type ListKind<Q extends ListQuery> = { title: string; crumbs?: Crumb[]; pageSize: number; href: (query: Q) => string };

export type PublicListProps<Q extends ListQuery> = {
  kind: ListKind<Q>;
  /** The loaded page and the query it is for. */
  data: { query: Q; items: unknown[]; total: number; atLeast?: boolean; error: string | null };
  /** Above the page: the column's banners (ColumnHeader), when it has them. */
  banner?: ReactNode;
  /** The section's own words (a site setting) above the list, when set. */
  intro?: string;
  filters?: FilterRow[];
  /** The items, as cards. */
  children: ReactNode;
};

/**
 * One public list page (科技服务, 培训服务, 孵化服务, 租赁服务, 创业服务列表, 入驻企业列表): the breadcrumb and h1, the
 * filter links, what the keyword found, then the items with their states and the pager.
 */
export function PublicList<Q extends ListQuery>({ kind, data, banner, intro, filters, children }: PublicListProps<Q>) {
  const { query, items, total, atLeast, error } = data;
  const { title, crumbs = [{ label: title }], href } = kind;
  return (
    <>
      {banner}
      <div className="container">
        <PageHeader title={title} crumbs={crumbs} />
        <div className="panel">
          {intro && <p style={{ margin: '0 0 8px', color: 'var(--care-text, #4f5866)' }}>{intro}</p>}
          {filters && <FilterLinks rows={filters} />}
          <KeywordNote
            keyword={query.keyword}
            total={total}
            atLeast={atLeast}
            error={error}
            clearHref={href({ ...query, keyword: '', page: 1 })}
          />
          <ListBody
            error={error}
            count={items.length}
            total={total}
            page={query.page}
            pageSize={kind.pageSize}
            hrefFor={(page) => href({ ...query, page })}
          >
            <ListKeyword value={query.keyword}>{children}</ListKeyword>
          </ListBody>
        </div>
      </div>
    </>
  );
}
