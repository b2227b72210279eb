import { Link } from 'react-router';
import type { PolicyCard } from '@shared/contracts/articles';
import { paths } from '~/config/paths';
import s from './PolicyHeadlines.module.css';

/** A compact list of policy titles with their dates right-aligned, for overview pages. */
export function PolicyHeadlines({ items }: { items: PolicyCard[] }) {
  return (
    <ul className={s.list}>
      {items.map((p) => (
        <li key={p.id} className={s.item}>
          <Link to={paths.policyDetail(p.id, 0)} className={s.title}>
            {p.type_name && <span className={s.tag}>{p.type_name}</span>}
            {p.title}
          </Link>
          <time className={s.date} dateTime={`${p.year}-${p.month}-${p.day}`}>
            {p.year}-{p.month}-{p.day}
          </time>
        </li>
      ))}
    </ul>
  );
}
