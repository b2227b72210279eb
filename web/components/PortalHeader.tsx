import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { navKeyFor, PORTAL_NAV } from '~/config/portal-nav';
import { paths } from '~/config/paths';
import { DisplaySwitch } from './DisplaySwitch';
import s from './PortalHeader.module.css';

type Props = { siteName: string; search: ReactNode; account: ReactNode };

/**
 * Park name, the search box, the 适老化模式 switch with the account area, and the eight-item navigation (spec §2
 * "Top navigation").
 */
export function PortalHeader({ siteName, search, account }: Props) {
  const { pathname } = useLocation();
  const active = navKeyFor(pathname);
  return (
    <header className={s.header}>
      <a href="#main" className="skip-link">
        跳到主要内容
      </a>
      <div className={`container ${s.top}`}>
        <Link to={paths.home} className={s.brand}>
          <img src="/favicon.svg" alt="" width={40} height={40} className={s.logo} />
          <span className={s.name}>{siteName}</span>
        </Link>
        <div className={s.search}>{search}</div>
        <div className={s.account}>
          <DisplaySwitch />
          {account}
        </div>
      </div>
      <nav aria-label="主导航" className={s.nav}>
        <ul className={`container ${s.navList}`}>
          {PORTAL_NAV.map((item) => (
            <li key={item.key}>
              <Link
                to={item.path}
                className={item.key === active ? `${s.navLink} ${s.active}` : s.navLink}
                aria-current={item.key === active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
