import { useState, type ReactNode } from 'react';
import { PAGE_SIZE } from '@shared/constants';
import { DialogPager } from '~/components/DialogPager';
import { EmptyState } from '~/components/EmptyState';
import s from './TeamTable.module.css';

/** A column of a team's table: its heading, its width in pixels, and its cell drawn from the row. */
export type TeamColumn<T> = { key: string; title: string; width?: number; render: (row: T) => ReactNode; action?: boolean };

type Props<T> = { columns: readonly TeamColumn<T>[]; items: T[]; empty: string; label: string };

/**
 * A team's rows (50 at most) as a plain table, 8 a page in the browser with the pager under them and '共 N 条'; the
 * page kept in range as rows go; on phones a stack of cards, each value after its column's name (the cell's
 * data-label). antd's table in the portal's markup: the company area's /members loads no antd for it.
 */
export function TeamTable<T extends { id: number }>({ columns, items, empty, label }: Props<T>) {
  const [page, setPage] = useState(1);
  const last = Math.max(1, Math.ceil(items.length / PAGE_SIZE.admin));
  const current = Math.min(page, last);
  const rows = items.slice((current - 1) * PAGE_SIZE.admin, current * PAGE_SIZE.admin);
  const width = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  return (
    <div className={s.stack}>
      <div className={s.scroll} data-scroll-region="">
        <table className={s.table} style={{ minWidth: width || undefined }} aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" style={{ width: c.width }} className={c.action ? s.action : undefined}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className={s.emptyRow}>
                <td colSpan={columns.length}>
                  <EmptyState description={empty} />
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className={s.row}>
                  {columns.map((c) => (
                    <td key={c.key} data-label={c.title} className={c.action ? s.action : undefined}>
                      {c.action ? <div className={s.actions}>{c.render(row)}</div> : c.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {items.length > PAGE_SIZE.admin && (
        <div className={s.pager}>
          <span className={s.total}>共 {items.length} 条</span>
          <DialogPager page={current} pageSize={PAGE_SIZE.admin} total={items.length} onPage={setPage} label={`${label}分页`} />
        </div>
      )}
    </div>
  );
}
