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

/** A loaded page of a list (its error, items and total), as ListBody's. */
type Loaded<T> = { error: string | null; items: T[]; total: number };
type PageProps<T> = Omit<Props, 'error' | 'count' | 'total'> & { list: Loaded<T> };

/** ListBody for a loaded page: its error, its count and its total from the page. */
export function PageBody<T>({ list, ...rest }: PageProps<T>) {
  return <ListBody error={list.error} count={list.items.length} total={list.total} {...rest} />;
}

type ListProps<T> = Omit<PageProps<T>, 'children'> & {
  className?: string;
  /** The list's accessible name. */
  label?: string;
  render: (item: T) => ReactNode;
};

/** A loaded page's items as a list (an `li` each) with the list's states and the pager. */
export function PageList<T extends { id: number }>({ className, label, render, ...rest }: ListProps<T>) {
  return (
    <PageBody {...rest}>
      <ul className={className} aria-label={label}>
        {rest.list.items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    </PageBody>
  );
}
