import type { ReactNode } from 'react';
import s from './DialogPager.module.css';
import { jumpLabel, pagerItems } from './pager-items';
import { LeftIcon, RightIcon } from './icons/arrows';

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void; disabled?: boolean; label?: string };

/**
 * ListPager's twin for lists inside a dialog (no address to link to): the same at most 7 buttons, hidden for a
 * single page, as buttons that call `onPage`.
 */
export function DialogPager({ page, pageSize, total, onPage, disabled, label = '分页' }: Props) {
  const totalPages = Math.ceil(total / pageSize);
  const items = pagerItems(page, totalPages);
  if (items.length === 0) return null;
  const button = (to: number, enabled: boolean, aria: string, content: ReactNode, extra = '') => (
    <button
      type="button"
      className={`ui-pager-item ${s.button}${extra}`}
      disabled={!enabled || disabled}
      aria-label={aria}
      onClick={() => onPage(to)}
    >
      {content}
    </button>
  );
  return (
    <nav aria-label={label} className="ui-pager">
      <ul>
        <li>{button(page - 1, page > 1, '上一页', <LeftIcon />)}</li>
        {items.map((it) => (
          <li key={it.kind === 'page' ? it.page : `jump-${it.dir}`}>
            {it.kind === 'jump' ? (
              button(it.to, true, jumpLabel(it.dir), '…', ` ui-pager-jump`)
            ) : it.page === page ? (
              <span className="ui-pager-item ui-pager-current" aria-current="page">
                {it.page}
              </span>
            ) : (
              button(it.page, true, `第 ${it.page} 页`, it.page)
            )}
          </li>
        ))}
        <li>{button(page + 1, page < totalPages, '下一页', <RightIcon />)}</li>
      </ul>
    </nav>
  );
}
