import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LeftIcon, RightIcon } from './icons/arrows';
import { jumpLabel, pagerItems } from './pager-items';

type Props = { page: number; pageSize: number; total: number; hrefFor: (page: number) => string };

/**
 * The list pager (spec §2): at most 7 buttons, centred, hidden for a single page. Every button is a real link,
 * so paging works without JavaScript and can be bookmarked. Written here rather than antd's Pagination, which
 * brings its page-size Select along (about 35 KB gzip on a public page).
 */
export function ListPager({ page, pageSize, total, hrefFor }: Props) {
  const totalPages = Math.ceil(total / pageSize);
  const items = pagerItems(page, totalPages);
  if (items.length === 0) return null;
  const arrow = (to: number, enabled: boolean, label: string, icon: ReactNode) =>
    enabled ? (
      <Link to={hrefFor(to)} className="ui-pager-item" aria-label={label}>
        {icon}
      </Link>
    ) : (
      // A link that leads nowhere on the first or last page: named, and announced as unavailable.
      <span className="ui-pager-item ui-pager-disabled" role="link" aria-disabled="true" aria-label={label}>
        {icon}
      </span>
    );
  return (
    <nav aria-label="分页" className="ui-pager">
      <ul>
        <li>{arrow(page - 1, page > 1, '上一页', <LeftIcon />)}</li>
        {items.map((it) => (
          <li key={it.kind === 'page' ? it.page : `jump-${it.dir}`}>
            {it.kind === 'jump' ? (
              <Link to={hrefFor(it.to)} className="ui-pager-item ui-pager-jump" aria-label={jumpLabel(it.dir)}>
                …
              </Link>
            ) : it.page === page ? (
              <span className="ui-pager-item ui-pager-current" aria-current="page">
                {it.page}
              </span>
            ) : (
              <Link to={hrefFor(it.page)} className="ui-pager-item" aria-label={`第 ${it.page} 页`}>
                {it.page}
              </Link>
            )}
          </li>
        ))}
        <li>{arrow(page + 1, page < totalPages, '下一页', <RightIcon />)}</li>
      </ul>
    </nav>
  );
}
