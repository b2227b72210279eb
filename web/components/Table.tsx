import { SwapOutlined } from '@ant-design/icons';
import { Table as AntTable, type TableProps, type TableRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDisplayMode } from '~/lib/display-mode';
import s from './Table.module.css';
import { columnsFor, scrollFor } from './table-widths';

/**
 * Whether the table's scroll box is wider inside than it shows (its rightmost columns are out of view), kept up to
 * date as the window, the columns or the rows change. False until measured (the server's HTML never has the hint).
 */
function useOverflowing(table: React.RefObject<TableRef | null>, enabled: boolean): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const root = table.current?.nativeElement;
    if (!enabled || !root || typeof ResizeObserver === 'undefined') {
      setOverflowing(false);
      return;
    }
    const measure = () => {
      const box = root.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
      setOverflowing(!!box && box.scrollWidth > box.clientWidth + 1);
    };
    const observer = new ResizeObserver(measure);
    const watchAll = () => {
      observer.disconnect();
      observer.observe(root);
      for (const el of root.querySelectorAll('.ant-table-body, .ant-table-content, .ant-table-body > table, .ant-table-content > table'))
        observer.observe(el);
      measure();
    };
    // antd swaps its scroll box when it switches between one table and a fixed header (and rows come and go).
    const mutations = new MutationObserver(watchAll);
    mutations.observe(root, { childList: true, subtree: true });
    watchAll();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [table, enabled]);
  return overflowing;
}

/**
 * antd's Table for every table of the back office and the company area, the same props, its column widths and
 * scroll width following the display mode (table-widths.ts): in the 适老化 mode they grow with the text, so long
 * Chinese names keep to a line or two and a wide table scrolls inside its own region.
 *
 * In that mode a table wider than its box also says so: a line above it (可左右滑动查看更多, while it overflows). The
 * hint is for the eyes: a screen reader reads every column anyway. antd's sticky mode (a scrollbar kept at the
 * bottom of the window, the header row at the top) was tried and left out: it splits the header and the body into
 * two HTML tables, so a screen reader no longer ties a cell to its column's header, in the mode meant for
 * accessibility.
 */
export function Table<T extends object>(props: TableProps<T>) {
  const { mode } = useDisplayMode();
  const ref = useRef<TableRef>(null);
  const columns = useMemo(() => columnsFor(props.columns, mode), [props.columns, mode]);
  const scroll = useMemo(() => scrollFor(props.scroll, mode, props.columns), [props.scroll, mode, props.columns]);
  const scrollsSideways = mode === 'care' && scroll?.x !== undefined;
  const overflowing = useOverflowing(ref, scrollsSideways);
  return (
    <>
      {overflowing && (
        <p className={s.scrollHint} aria-hidden="true" data-scroll-hint="">
          <SwapOutlined />
          可左右滑动查看更多
        </p>
      )}
      <AntTable<T> {...props} ref={ref} columns={columns} scroll={scroll} />
    </>
  );
}
