import { SwapOutlined } from '@ant-design/icons';
import { Fragment, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useDisplayMode } from '~/lib/display-mode';
import { DialogPager } from './DialogPager';
import { EmptyState } from './EmptyState';
import s from './Table.module.css';
import { columnsFor, scrollFor } from './table-widths';

/**
 * A column of a table: its heading, its key, its width, and its cell — `render(value, row, index)`, the value being
 * `row[dataIndex]` (the value itself when there is no `render`). The first or last column may be fixed to its side
 * (it stays in view while the rest scrolls sideways), a column may show only from the tablet width up
 * (`responsive: ['md']`), keep to one line cut with an ellipsis, or align its text to the right (amounts).
 */
export type TableColumn<T> = {
  title: ReactNode;
  key?: string;
  dataIndex?: string;
  /** Pixels, or a CSS width (the 适老化 mode's `min(…px, 60vw)`, table-widths.ts). */
  width?: number | string;
  minWidth?: number;
  // The cell's value is the row's field of that name: any type, as the column says.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render?: (value: any, row: T, index: number) => ReactNode;
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  ellipsis?: boolean;
  /** Shown only from this width up: 'md' is 768 px. */
  responsive?: readonly 'md'[];
  /**
   * Its place in a card on a phone (the table's `stack`) when it is not fixed to a side: 'head' heads the card (a
   * name) and 'actions' ends it (操作), as a column fixed to the left or the right does without asking.
   */
  card?: 'head' | 'actions';
};
export type TableColumns<T> = TableColumn<T>[];

/**
 * The table's pager: `pageSize` rows a page with '共 N 条' beside the buttons, hidden when there is one page. With a
 * `page` (and the `total` of all rows) the rows given are that page and `onPage` fetches another; without one the
 * table pages through the rows it was given itself.
 */
export type TablePagination = {
  pageSize: number;
  page?: number;
  total?: number;
  onPage?: (page: number) => void;
  /** The line beside the pager: '共 N 条' unless told ('共 N 个会话'). */
  showTotal?: (total: number) => string;
};

export type TableProps<T> = {
  columns: TableColumns<T>;
  dataSource: readonly T[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** The width past which the table scrolls sideways in its own box (pixels, or a CSS width). */
  scroll?: { x?: number | string };
  /** The rows' padding: 'middle' (the back office's), 'large' (16 px, two-line rows) or 'small'. */
  size?: 'small' | 'middle' | 'large';
  /** What an empty table says: '暂无数据' unless told. */
  empty?: ReactNode;
  pagination?: TablePagination | false;
  /**
   * Rows that open: `expandedRowRender` draws a row's details under it (a 展开行 button first in the row), and rows
   * with `children` (a tree: categories under their parents) open to show them (the button in the first cell).
   */
  expandable?: { expandedRowRender?: (row: T) => ReactNode; rowExpandable?: (row: T) => boolean; defaultExpandAllRows?: boolean };
  rowClassName?: (row: T) => string;
  /** The table's name for screen readers, when the page's heading does not give it. */
  label?: string;
  /**
   * Phones (under 640 px): each row a card of label/value lines instead of a table scrolling sideways, as
   * PaymentTable's: every column shows, labelled by its heading; a column fixed to the left (or `card: 'head'`, or a
   * tree's first) heads the card and one fixed to the right (or `card: 'actions'`: 操作) ends it, without a label.
   * Rows that open keep their 展开行 button, at the head's start; a row's details show under its card, and a table in
   * them marked `data-stack` whose cells carry `data-label` (ChargeList's bookings) stacks the same way. A tree's
   * cards are indented by their depth. Buttons and links of the 操作 line and 展开行 are 44 px tap targets there. Off
   * unless asked (AdminTable asks).
   */
  stack?: boolean;
};

/** A tree row's children, when the row has any. */
const childrenOf = <T,>(row: T): T[] | undefined => {
  const c = (row as { children?: T[] }).children;
  return Array.isArray(c) && c.length > 0 ? c : undefined;
};

/** A row as drawn: its depth in the tree (0 at the top) and whether it has rows under it. */
type Drawn<T> = { row: T; key: Key; depth: number; parent: boolean };

/** The rows in the order they show: a tree's children under their parent while it is open. */
function visibleRows<T>(rows: readonly T[], keyOf: (r: T) => Key, open: ReadonlySet<Key>, depth = 0): Drawn<T>[] {
  return rows.flatMap((row) => {
    const key = keyOf(row);
    const children = childrenOf(row);
    const self = { row, key, depth, parent: !!children };
    return children && open.has(key) ? [self, ...visibleRows(children, keyOf, open, depth + 1)] : [self];
  });
}

/** Every key in a tree, parents and children alike. */
const allKeys = <T,>(rows: readonly T[], keyOf: (r: T) => Key): Key[] =>
  rows.flatMap((r) => [keyOf(r), ...allKeys(childrenOf(r) ?? [], keyOf)]);

/** The left or right offset of each fixed column: the widths of the fixed columns before it on its side. */
function stickyOffsets<T>(columns: TableColumns<T>): (string | undefined)[] {
  const width = (c: TableColumn<T>) => (typeof c.width === 'number' ? `${c.width}px` : (c.width ?? '0px'));
  const offset = (ws: string[]) => (ws.length === 0 ? '0px' : `calc(${ws.join(' + ')})`);
  return columns.map((c, i) => {
    if (c.fixed === 'left')
      return offset(
        columns
          .slice(0, i)
          .filter((b) => b.fixed === 'left')
          .map(width),
      );
    if (c.fixed === 'right')
      return offset(
        columns
          .slice(i + 1)
          .filter((a) => a.fixed === 'right')
          .map(width),
      );
    return undefined;
  });
}

/**
 * Whether the scroll box hides columns on either side (so a fixed column casts its shadow over them) and whether it
 * is wider inside than it shows; kept up to date as the window, the rows or the scroll position change. False
 * until measured (the server's HTML has neither).
 */
function useScrollEdges(box: React.RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const left = el.scrollLeft > 0;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [box]);
  return edges;
}

/**
 * Every table of the back office (and the company area's in it): antd's table look in plain markup, so a list page
 * loads no antd table (issue 34; it was some 120 KB of a page's first-load JavaScript). One `<table>` with real
 * headings (`th scope="col"`), in its own scroll box when wider than the page (named and focusable by
 * useScrollableRegions), a fixed first or last column kept in view with a shadow over what scrolls under it, the
 * pager under it, and '暂无数据' (or the page's words) when there are no rows.
 *
 * Column widths and the scroll width follow the display mode (table-widths.ts): in the 适老化 mode they grow with the
 * text, so long Chinese names keep to a line or two, and a table wider than its box says so above it
 * (可左右滑动查看更多, for the eyes: a screen reader reads every column anyway).
 */
export function Table<T extends object>(props: TableProps<T>) {
  const { dataSource, rowKey, size = 'middle', empty, pagination, expandable, rowClassName, label, stack = false } = props;
  const { mode } = useDisplayMode();
  const columns = useMemo(() => columnsFor(props.columns, mode) ?? [], [props.columns, mode]);
  const scroll = useMemo(() => scrollFor(props.scroll, mode, props.columns), [props.scroll, mode, props.columns]);
  const box = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(box);
  const keyOf = useMemo(() => (typeof rowKey === 'function' ? rowKey : (r: T) => r[rowKey] as Key), [rowKey]);

  const [localPage, setLocalPage] = useState(1);
  const remote = pagination && pagination.page !== undefined;
  const total = pagination ? (remote ? (pagination.total ?? dataSource.length) : dataSource.length) : dataSource.length;
  const lastPage = pagination ? Math.max(1, Math.ceil(total / pagination.pageSize)) : 1;
  const page = pagination ? (remote ? pagination.page! : Math.min(localPage, lastPage)) : 1;
  const rows = pagination && !remote ? dataSource.slice((page - 1) * pagination.pageSize, page * pagination.pageSize) : dataSource;

  const detail = expandable?.expandedRowRender;
  const isTree = useMemo(() => dataSource.some((r) => childrenOf(r)), [dataSource]);
  const [open, setOpen] = useState<Set<Key>>(() =>
    expandable?.defaultExpandAllRows ? new Set(isTree ? allKeys(dataSource, keyOf) : dataSource.map(keyOf)) : new Set(),
  );
  const toggle = (key: Key) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const toggleButton = (key: Key) => (
    <button
      type="button"
      className={`${s.expand} ${open.has(key) ? s.expanded : ''}`}
      aria-label={open.has(key) ? '关闭行' : '展开行'}
      aria-expanded={open.has(key)}
      onClick={() => toggle(key)}
    />
  );

  const offsets = stickyOffsets(columns);
  const lastLeft = columns.map((c) => c.fixed === 'left').lastIndexOf(true);
  const firstRight = columns.findIndex((c) => c.fixed === 'right');
  const cellClass = (c: TableColumn<T>, i: number) =>
    [
      c.fixed && s.fixed,
      i === lastLeft && s.fixLeftLast,
      i === firstRight && s.fixRightFirst,
      c.responsive?.includes('md') && s.fromMd,
      c.ellipsis && s.ellipsis,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const cellStyle = (c: TableColumn<T>, i: number): React.CSSProperties | undefined => {
    const side = c.fixed && offsets[i];
    const align = c.align && c.align !== 'left' ? c.align : undefined;
    return side || align ? { ...(side ? { [c.fixed!]: side } : {}), ...(align ? { textAlign: align } : {}) } : undefined;
  };
  const span = columns.length + (detail ? 1 : 0);
  const drawn = visibleRows(rows, keyOf, isTree ? open : new Set(), 0);
  const x = scroll?.x;

  const tableClass = [
    s.table,
    s[size],
    x !== undefined && s.fixedLayout,
    edges.left && s.pingLeft,
    edges.right && s.pingRight,
    stack && s.stack,
    'ui-table',
  ]
    .filter(Boolean)
    .join(' ');
  // A stacked table's parts keep their table roles when a phone's CSS draws them as blocks (cards).
  const role = (r: string) => (stack ? { role: r } : {});
  /**
   * A cell's place in a card: its heading as the label, or the card's head (fixed left, `card: 'head'`, a tree's
   * first column, which holds the tree's button) or its actions (fixed right, `card: 'actions'`).
   */
  const cardCell = (c: TableColumn<T>, i: number) =>
    !stack
      ? {}
      : c.card === 'head' || (!c.card && c.fixed === 'left') || (i === 0 && isTree)
        ? { 'data-card': 'head' }
        : c.card === 'actions' || (!c.card && c.fixed === 'right')
          ? { 'data-card': 'actions' }
          : { 'data-label': typeof c.title === 'string' ? c.title : '' };

  return (
    <div className={`${s.wrapper} ui-table-wrapper`}>
      {mode === 'care' && x !== undefined && (edges.left || edges.right) && (
        <p className={s.scrollHint} aria-hidden="true" data-scroll-hint="">
          <SwapOutlined />
          可左右滑动查看更多
        </p>
      )}
      <div className={s.scroll} ref={box} data-scroll-region="">
        <table
          {...role('table')}
          className={tableClass}
          style={x !== undefined ? { width: typeof x === 'number' ? `${x}px` : x } : undefined}
          aria-label={label}
        >
          <colgroup>
            {detail && <col className={s.expandCol} />}
            {columns.map((c, i) => (
              <col
                key={c.key ?? c.dataIndex ?? i}
                className={c.responsive?.includes('md') ? s.fromMd : undefined}
                style={c.width !== undefined || c.minWidth !== undefined ? { width: c.width, minWidth: c.minWidth } : undefined}
              />
            ))}
          </colgroup>
          <thead {...role('rowgroup')}>
            <tr {...role('row')}>
              {detail && <th {...role('columnheader')} className={s.expandCell} aria-label="展开" />}
              {columns.map((c, i) => (
                <th
                  key={c.key ?? c.dataIndex ?? i}
                  {...role('columnheader')}
                  scope="col"
                  className={cellClass(c, i)}
                  style={cellStyle(c, i)}
                >
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody {...role('rowgroup')}>
            {drawn.length === 0 ? (
              <tr {...role('row')} className={s.emptyRow}>
                <td {...role('cell')} colSpan={span}>
                  {typeof empty === 'string' || !empty ? <EmptyState description={empty} /> : empty}
                </td>
              </tr>
            ) : (
              drawn.map(({ row, key, depth, parent }, index) => {
                const opens = !!detail && (expandable?.rowExpandable?.(row) ?? true);
                return (
                  <Fragment key={key}>
                    <tr
                      {...role('row')}
                      className={[
                        s.row,
                        'ui-table-row',
                        stack && detail && s.hasDetail,
                        stack && opens && open.has(key) && s.opened,
                        rowClassName?.(row),
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      data-row-key={String(key)}
                      style={stack && isTree ? ({ '--tree-depth': depth } as React.CSSProperties) : undefined}
                    >
                      {detail && (
                        <td {...role('cell')} className={s.expandCell}>
                          {opens && toggleButton(key)}
                        </td>
                      )}
                      {columns.map((c, i) => {
                        const value = c.dataIndex ? (row as Record<string, unknown>)[c.dataIndex] : undefined;
                        const content = c.render ? c.render(value, row, index) : (value as ReactNode);
                        return (
                          <td
                            key={c.key ?? c.dataIndex ?? i}
                            {...role('cell')}
                            {...cardCell(c, i)}
                            className={cellClass(c, i)}
                            style={cellStyle(c, i)}
                            title={c.ellipsis && typeof content === 'string' ? content : undefined}
                          >
                            {i === 0 && isTree ? (
                              <span className={s.treeCell} style={{ paddingInlineStart: `${depth * 16}px` }}>
                                {parent ? toggleButton(key) : <span className={s.expandSpace} />}
                                <span>{content}</span>
                              </span>
                            ) : c.ellipsis ? (
                              <span className={s.ellipsisText}>{content}</span>
                            ) : (
                              content
                            )}
                          </td>
                        );
                      })}
                    </tr>
                    {opens && open.has(key) && (
                      <tr {...role('row')} className={s.detailRow}>
                        <td {...role('cell')} colSpan={span}>
                          {detail!(row)}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {pagination && total > pagination.pageSize && (
        <div className={s.pager}>
          <span className={s.total}>{(pagination.showTotal ?? ((n) => `共 ${n} 条`))(total)}</span>
          <DialogPager
            page={page}
            pageSize={pagination.pageSize}
            total={total}
            onPage={(p) => (remote ? pagination.onPage?.(p) : setLocalPage(p))}
            label={label ? `${label}分页` : '分页'}
          />
        </div>
      )}
    </div>
  );
}
