import type { ReactNode } from 'react';
import { pageBeyondEnd } from '~/lib/list-query';
import { EmptyState } from './EmptyState';
import { LinkButton } from './LinkButton';
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
  /** What an empty list says instead of '暂无数据' (a search that found nothing: what was searched, what to try). */
  empty?: ReactNode;
  children: ReactNode;
};

/** A page past the end: it does not exist, how many there are, and the way to the last one (no pager: no page is current). */
function PastEnd({ page, last, href }: { page: number; last: number; href: string }) {
  return (
    <EmptyState description={`第 ${page} 页不存在，共 ${last} 页。`}>
      <div style={{ marginTop: 16 }}>
        <LinkButton variant="primary" to={href}>
          前往最后一页（第 {last} 页）
        </LinkButton>
      </div>
    </EmptyState>
  );
}

/**
 * A list's states (spec §2, §8): the error with 重试, '暂无数据' (or `empty`), the items, and the pager below; a page
 * past the end says so with the way to the last page (docs/spec-decisions.md).
 */
export function ListBody({ error, count, total, page, pageSize, hrefFor, empty, children }: Props) {
  const last = error ? null : pageBeyondEnd(page, total, count, pageSize);
  if (last !== null) return <PastEnd page={page} last={last} href={hrefFor(last)} />;
  return (
    <>
      {error && (
        <div style={{ margin: '16px 0' }}>
          <LoadError msg={error} />
        </div>
      )}
      {count > 0 ? children : !error && (empty ?? <EmptyState />)}
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
