import { Link } from 'react-router';
import type { PolicyCard } from '@shared/contracts/articles';
import { Marked, useListKeyword } from '~/components/Marked';
import { paths } from '~/config/paths';
import s from './PolicyList.module.css';

/** What a card shows: a policy card, or an announcement's / news item's (no subtitle or category, a source instead). */
type ListCard = Pick<PolicyCard, 'id' | 'title' | 'summary' | 'day' | 'year' | 'month'> &
  Partial<Pick<PolicyCard, 'small_title' | 'type_name' | 'excerpt'>> & { source?: string };

/**
 * Information cards in the spec's order: the date block (day, year-month), title, summary, subtitle. /notice and
 * /news show theirs the same way, with their type for the detail link (/policydetail?type=1|2) and the source.
 */
export function PolicyList({ items, type = 0 }: { items: ListCard[]; type?: number }) {
  // A list searched by keyword marks it, and shows the words of the body around it for a match in the body.
  const keyword = useListKeyword();
  return (
    <ul className={s.list}>
      {items.map((p) => (
        <li key={p.id} className={s.item}>
          <time className={s.date} dateTime={`${p.year}-${p.month}-${p.day}`}>
            <span className={s.day}>{p.day}</span>
            <span className={s.ym}>
              {p.year}-{p.month}
            </span>
          </time>
          <div className={s.body}>
            <h2 className={s.title}>
              <Link to={paths.policyDetail(p.id, type)}>
                <Marked text={p.title} keyword={keyword} />
              </Link>
            </h2>
            {p.summary && (
              <p className={s.summary}>
                <Marked text={p.summary} keyword={keyword} />
              </p>
            )}
            {p.excerpt && (
              <p className={s.summary}>
                正文：
                <Marked text={p.excerpt} keyword={keyword} />
              </p>
            )}
            {(p.small_title || p.type_name) && (
              <p className={s.meta}>
                {p.type_name && <span className={s.tag}>{p.type_name}</span>}
                {p.small_title}
              </p>
            )}
            {p.source && <p className={s.meta}>来源：{p.source}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
