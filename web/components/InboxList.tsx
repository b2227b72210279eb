import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@shared/constants';
import type { ReplyStateValue } from '@shared/inbox/rules';
import { AdminSearch } from './AdminSearch';
import { FilterLinks, type FilterRow } from './FilterLinks';
import { ListPager } from './ListPager';
import { LoadError } from './LoadError';
import { Table, type TableColumns } from './Table';
import s from './InboxList.module.css';

/** What every inbox row has: the consultations' and the service requests' inbox calls. */
export type InboxRow = {
  id: number;
  status: number;
  createtime: string;
  reply_state: ReplyStateValue;
  reply_state_name: string;
};

type Search = {
  /** The form's accessible name (搜索咨询). */
  label: string;
  /** The keyword field's id. */
  id: string;
  placeholder: string;
  keyword: string;
  /** The inbox without a query (the form's action). */
  action: string;
  /** The other filters, kept as hidden fields; an undefined one is left out. */
  keep: Record<string, string | number | undefined>;
  /** The same list without the keyword (清除关键词). */
  clearHref: string;
};

type Props<T extends InboxRow> = {
  filters: FilterRow[];
  search: Search;
  /** The list's failed load, shown instead of the scope line. */
  error: string | null;
  /** What the list shows (共 N 条) and how it is ordered. */
  scope: string;
  order: string;
  columns: TableColumns<T>;
  items: T[];
  scrollX: number | 'max-content';
  page: number;
  total: number;
  hrefFor: (page: number) => string;
  /** Phones: the rows as a named list of cards instead of the table. */
  cards?: { label: string; render: (item: T) => ReactNode };
  /** The detail dialog. */
  children: ReactNode;
};

/**
 * A staff inbox: filter links, a GET keyword search (so it works without JavaScript), the scope line, the table
 * (or, on phones, cards), a pager of links (8 a page) and the item's dialog. The feature gives its columns.
 */
export function InboxList<T extends InboxRow>({
  filters,
  search,
  error,
  scope,
  order,
  columns,
  items,
  scrollX,
  page,
  total,
  hrefFor,
  cards,
  children,
}: Props<T>) {
  return (
    <>
      <FilterLinks rows={filters} />
      <AdminSearch
        path={search.action}
        id={search.id}
        keyword={search.keyword}
        placeholder={search.placeholder}
        keep={search.keep}
        clearHref={search.clearHref}
        clearLabel="清除关键词"
        className={s.search}
        inputClassName={s.searchInput}
        label={search.label}
        preventScrollReset
      />
      {error ? (
        <div className={s.alert}>
          <LoadError msg={error} />
        </div>
      ) : (
        <div className={s.scope}>
          <p>{scope}</p>
          <p>{order}</p>
        </div>
      )}
      <div className={cards ? s.withCards : undefined}>
        <Table<T> rowKey="id" columns={columns} dataSource={items} scroll={{ x: scrollX }} pagination={false} />
      </div>
      {cards && (
        <ul className={s.cardView} aria-label={cards.label}>
          {items.map(cards.render)}
        </ul>
      )}
      <div className={s.pager}>
        <ListPager page={page} pageSize={PAGE_SIZE.admin} total={total} hrefFor={hrefFor} />
      </div>
      {children}
    </>
  );
}
