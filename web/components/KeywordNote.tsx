import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { keyword: string; total: number; atLeast?: boolean; error: string | null; clearHref: string; extra?: ReactNode };

/** How many a list found: “N 条”, or “N 条以上” when the count is a lower bound (ListPage.atLeast). */
export const countText = (total: number, atLeast?: boolean) => `${total} 条${atLeast ? '以上' : ''}`;

/** Says which keyword filters the list, how many were found, and how to clear it. */
export function KeywordNote({ keyword, total, atLeast, error, clearHref, extra }: Props) {
  if (!keyword) return null;
  return (
    <p role="status" style={{ margin: '8px 0 0', color: 'var(--care-text, #4f5866)' }}>
      “{keyword}”的搜索结果{error ? '' : `，共 ${countText(total, atLeast)}`}。<Link to={clearHref}>清除关键词</Link>
      {extra}
    </p>
  );
}
