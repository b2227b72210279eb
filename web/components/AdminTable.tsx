import { PAGE_SIZE } from '@shared/constants';
import { Table, type TableColumns, type TablePagination } from './Table';

type Paging = {
  page: number;
  total: number;
  onPage: (page: number) => void;
  /** PAGE_SIZE.admin (8) unless the list has its own (the audit trail's). */
  pageSize?: number;
};

/** One page of a back-office list's rows, as its table takes them: the rows, the total, the page and the pager's call. */
export type RowsPage<T> = { items: T[]; total: number; page: number; onPage: (page: number) => void };

/** A back-office table's pager for one page of the rows, fetched by `onPage`: hidden on a single page, '共 N 条'. */
export function adminPagination({ page, total, onPage, pageSize = PAGE_SIZE.admin }: Paging): TablePagination {
  return { page, pageSize, total, onPage };
}

/** The sum of the columns' widths: the scroll width that keeps each column at its width. */
export const columnsWidth = <T,>(columns: TableColumns<T>): number => columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);

type Props<T> = Paging & {
  columns: TableColumns<T>;
  items: T[];
  /** The scroll width; the columns' widths added up unless given. */
  scrollX?: number;
  /** '暂无数据' unless told (回收站是空的). */
  empty?: string;
  /** 'middle', the back office's rows; 'large' (antd's default) for the review list's two-line rows. */
  size?: 'middle' | 'large';
  /** On phones each row is a card (Table's `stack`) unless told otherwise. */
  stack?: boolean;
};

/**
 * One page of a back-office list (8 a page): rows keyed by id, the table scrolling in its own box on narrow
 * screens and each row a card of label/value lines on phones (nothing hidden behind a sideways scroll, no fixed
 * 操作 column taking half the width), '暂无数据' when empty and the pager under them.
 */
export function AdminTable<T extends { id: number }>({
  columns,
  items,
  scrollX,
  empty,
  size = 'middle',
  stack = true,
  ...paging
}: Props<T>) {
  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={items}
      scroll={{ x: scrollX ?? columnsWidth(columns) }}
      size={size}
      empty={empty}
      stack={stack}
      pagination={adminPagination(paging)}
    />
  );
}
