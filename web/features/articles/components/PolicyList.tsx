import { Link } from 'react-router';
import type { PolicyCard } from '@shared/contracts/articles';
import { paths } from '~/config/paths';
import s from './PolicyList.module.css';

/** Information cards in the spec's order: the date block (day, year-month), title, summary, subtitle. */
export function PolicyList({ items }: { items: PolicyCard[] }) {
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
              <Link to={paths.policyDetail(p.id, 0)}>{p.title}</Link>
            </h2>
            {p.summary && <p className={s.summary}>{p.summary}</p>}
            {(p.small_title || p.type_name) && (
              <p className={s.meta}>
                {p.type_name && <span className={s.tag}>{p.type_name}</span>}
                {p.small_title}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
