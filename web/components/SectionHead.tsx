import type { ReactNode } from 'react';
import { Link } from 'react-router';
import s from './SectionHead.module.css';

type Props = { id: string; title: string; more?: { to: string; label?: string }; extra?: ReactNode };

/** A home or landing section's heading (h2, referenced by the section's aria-labelledby) and its 更多 link. */
export function SectionHead({ id, title, more, extra }: Props) {
  return (
    <div className={s.head}>
      <h2 id={id} className={s.title}>
        {title}
      </h2>
      {extra}
      {more && (
        <Link to={more.to} className={s.more} aria-label={`${more.label ?? '查看更多'}：${title}`}>
          {more.label ?? '查看更多'} ›
        </Link>
      )}
    </div>
  );
}
