import { Link } from 'react-router';
import { POLICY_CATEGORIES, QUARTERS } from '@shared/labels/articles';
import { paths } from '~/config/paths';
import type { InformationFilters } from '../information-query';
import s from './PolicyFilters.module.css';

/** Category and quarter filters as plain links: each keeps the other filter and the keyword, and goes to page 1. */
export function PolicyFilters({ filters }: { filters: InformationFilters }) {
  const rows = [
    { label: '政策分类', key: 'cat' as const, options: POLICY_CATEGORIES },
    { label: '发布季度', key: 'quarter' as const, options: QUARTERS },
  ];
  return (
    <div className={s.filters}>
      {rows.map((row) => (
        <div key={row.key} className={s.row} role="group" aria-label={row.label}>
          <span className={s.label}>{row.label}：</span>
          <ul className={s.options}>
            {row.options.map((o) => {
              const active = filters[row.key] === o.value;
              return (
                <li key={o.value}>
                  <Link
                    to={paths.information({ ...filters, [row.key]: o.value, page: 1 })}
                    className={active ? `${s.option} ${s.active}` : s.option}
                    aria-current={active ? 'true' : undefined}
                    preventScrollReset
                  >
                    {o.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
