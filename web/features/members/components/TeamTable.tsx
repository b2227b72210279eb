import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { PAGE_SIZE } from '@shared/constants';
import { AdminTable } from '~/components/AdminTable';
import s from './Members.module.css';

type Props<T> = { columns: TableColumnsType<T>; items: T[]; empty: string };

/**
 * A team's rows (50 at most), 8 a page in the browser, '共 N 条' under them; the page kept in range as rows go; a
 * stack of cards on phones (the columns' data-label, member-columns.tsx).
 */
export function TeamTable<T extends { id: number }>({ columns, items, empty }: Props<T>) {
  const [page, setPage] = useState(1);
  const last = Math.max(1, Math.ceil(items.length / PAGE_SIZE.admin));
  return (
    <div className={s.stack}>
      <AdminTable<T> columns={columns} items={items} total={items.length} page={Math.min(page, last)} onPage={setPage} empty={empty} />
    </div>
  );
}
