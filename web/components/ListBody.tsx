import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ListPager } from './ListPager';
import { LoadError } from './LoadError';

type Props = {
  error: string | null;
  /** Items on this page; none and no error means '暂无数据'. */
  count: number;
  total: number;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  children: ReactNode;
};

/** A list's states (spec §2, §8): the error with 重试, '暂无数据', the items, and the pager below. */
export function ListBody({ error, count, total, page, pageSize, hrefFor, children }: Props) {
  return (
    <>
      {error && (
        <div style={{ margin: '16px 0' }}>
          <LoadError msg={error} />
        </div>
      )}
      {count > 0 ? children : !error && <EmptyState />}
      <ListPager page={page} pageSize={pageSize} total={total} hrefFor={hrefFor} />
    </>
  );
}
