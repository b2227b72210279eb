import { Link } from 'react-router';
import s from './FilterLinks.module.css';

export type FilterOption = { key: string | number; label: string; href: string; active: boolean };
export type FilterRow = { label: string; options: FilterOption[] };

/**
 * Category tabs as plain links (one row per level), so filtering works without JavaScript and can be
 * bookmarked; the row keeps its place on the page when one is chosen.
 */
export function FilterLinks({ rows }: { rows: FilterRow[] }) {
  return (
    <div className={s.filters}>
      {rows.map((row) => (
        <div key={row.label} className={s.row} role="group" aria-label={row.label}>
          <span className={s.label}>{row.label}：</span>
          <OptionLinks options={row.options} className={s.options} option={s.option} active={s.active} />
        </div>
      ))}
    </div>
  );
}

type OptionProps = { options: FilterOption[]; className?: string; option?: string; active?: string; current?: 'true' | 'page' };

/** Options as a list of links: the chosen one marked (aria-current) in its `active` class; the page keeps its scroll. */
export function OptionLinks({ options, className, option, active, current = 'true' }: OptionProps) {
  return (
    <ul className={className}>
      {options.map((o) => (
        <li key={o.key}>
          <Link
            to={o.href}
            className={o.active ? `${option} ${active}` : option}
            aria-current={o.active ? current : undefined}
            preventScrollReset
          >
            {o.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
