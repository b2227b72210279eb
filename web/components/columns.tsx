import type { ReactNode } from 'react';
import admin from './AdminPage.module.css';
import type { TableColumn } from './Table';

/** Where a column stands: its heading, key and width (and, for the first or last, the side it is fixed to). */
type Place = { title: ReactNode; key: string; width: number; fixed?: 'left' | 'right' };

/** A column whose cell is drawn from the row alone (a render without the cell's value). */
export const column = <T,>(place: Place, cell: (row: T) => ReactNode): TableColumn<T> => ({ ...place, render: (_, r) => cell(r) });

/** 操作: the row's buttons in the back office's action row, fixed on the right. */
export const actionColumn = <T,>(width: number, buttons: (row: T) => ReactNode, key = 'action'): TableColumn<T> =>
  column({ title: '操作', key, width, fixed: 'right' }, (r) => <div className={admin.actions}>{buttons(r)}</div>);

type LinesProps = {
  main: ReactNode;
  /** The smaller line under it; none when null, undefined or false. */
  sub?: ReactNode;
  /** The second line's class: the back office's `sub` unless the page has its own. */
  className?: string;
};

/** A cell's value with a smaller second line under it (a time's clock, a name's role, a title's address). */
export function Lines({ main, sub, className = admin.sub }: LinesProps) {
  return (
    <>
      {main}
      {sub !== null && sub !== undefined && sub !== false && <span className={className}>{sub}</span>}
    </>
  );
}
