import type { ReactNode } from 'react';
import { Link } from 'react-router';
import s from './ServiceTiles.module.css';

export type ServiceTile = {
  key: string;
  title: string;
  href: string;
  icon: ReactNode;
  text: string;
  links: { label: string; href: string }[];
};

/** The home page's service tiles (spec §1): each links its section and lists a few of its categories or items. */
export function ServiceTiles({ tiles }: { tiles: ServiceTile[] }) {
  return (
    <ul className={s.tiles}>
      {tiles.map((t) => (
        <li key={t.key} className={s.tile}>
          <div className={s.head}>
            <span className={s.icon} aria-hidden>
              {t.icon}
            </span>
            <div className={s.heading}>
              <h3 className={s.title}>
                <Link to={t.href}>{t.title}</Link>
              </h3>
              <p className={s.text}>{t.text}</p>
            </div>
          </div>
          {t.links.length > 0 && (
            <ul className={s.links} aria-label={`${t.title}分类`}>
              {t.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
