import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PORTAL_NAV } from '~/config/portal-nav';
import { SearchBox } from './SearchBox';
import { PageHeader, type Crumb } from './PageHeader';
import { ResultState } from './ResultState';
import { Titled } from './Titled';
import s from './NotFoundHelp.module.css';

type Props = {
  /** The page's h1: 页面不存在, or the section of a detail page whose item is missing. */
  heading: string;
  crumbs: Crumb[];
  title: string;
  subTitle: string;
  /** The way back (a section's list, or the home page). */
  extra?: ReactNode;
};

/**
 * What an address that leads nowhere shows (HTTP 404: an unknown path, a missing policy, article, room, service or
 * company): the way back, the site's search and the main sections, inside the public shell.
 */
export function NotFoundHelp({ heading, crumbs, title, subTitle, extra }: Props) {
  return (
    <div className="container">
      <PageHeader title={heading} crumbs={crumbs} />
      <div className="panel">
        <ResultState status="404" title={title} subTitle={subTitle} extra={extra} />
        <div className={s.help}>
          <Titled id="not-found-search" title="搜索本站" className={s.block} headingClassName={s.heading}>
            <div className={s.search}>
              <SearchBox label="站内搜索" />
            </div>
          </Titled>
          <Titled as="nav" id="not-found-sections" title="主要栏目" className={s.block} headingClassName={s.heading}>
            <ul className={s.sections}>
              {PORTAL_NAV.map((item) => (
                <li key={item.key}>
                  <Link to={item.path} className={s.section}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Titled>
        </div>
      </div>
    </div>
  );
}
