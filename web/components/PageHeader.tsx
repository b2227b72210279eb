import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';

export type Crumb = { label: string; to?: string };

type Props = { title?: string; crumbs?: Crumb[]; extra?: ReactNode };

/** Breadcrumb (always from 首页) and the page's one h1; detail pages, whose article is the h1, pass no title. */
export function PageHeader({ title, crumbs = [], extra }: Props) {
  const trail: Crumb[] = [{ label: '首页', to: paths.home }, ...crumbs];
  return (
    <div className="ui-page-header">
      <nav aria-label="当前位置" className="ui-crumbs">
        <ol>
          {trail.map((c, i) => (
            <li key={`${c.label}-${i}`}>
              {c.to && i < trail.length - 1 ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
            </li>
          ))}
        </ol>
      </nav>
      {title && (
        <div className="ui-page-row">
          <h1 className="ui-page-title">{title}</h1>
          {extra}
        </div>
      )}
    </div>
  );
}
