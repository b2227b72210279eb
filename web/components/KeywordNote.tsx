import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { keyword: string; total: number; error: string | null; clearHref: string; extra?: ReactNode };

/** Says which keyword filters the list, how many were found, and how to clear it. */
export function KeywordNote({ keyword, total, error, clearHref, extra }: Props) {
  if (!keyword) return null;
  return (
    <p role="status" style={{ margin: '8px 0 0', color: 'var(--care-text, #4f5866)' }}>
      “{keyword}”的搜索结果{error ? '' : `，共 ${total} 条`}。<Link to={clearHref}>清除关键词</Link>
      {extra}
    </p>
  );
}
