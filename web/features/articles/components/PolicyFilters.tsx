import { Link } from 'react-router';
import { POLICY_CATEGORIES, QUARTERS } from '@shared/labels/articles';
import { paths } from '~/config/paths';
import type { InformationFilters } from '../information-query';
import { yearOptions } from '../year-options';
import s from './PolicyFilters.module.css';

/**
 * Category, year and quarter filters as plain links: each keeps the others and the keyword, and goes to page 1.
 * The quarter applies within the chosen year (every year's when 全部年份).
 */
export function PolicyFilters({ filters, years }: { filters: InformationFilters; years: number[] }) {
  const rows = [
    { label: '政策分类', key: 'cat' as const, options: POLICY_CATEGORIES },
    { label: '发布年份', key: 'year' as const, options: yearOptions(years, filters.year) },
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
