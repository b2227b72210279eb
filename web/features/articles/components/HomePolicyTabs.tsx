import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ArticleType } from '@shared/labels/articles';
import { paths } from '~/config/paths';
import type { HomeFeatured, HomeTab } from '../api/home-policy.server';
import s from './HomePolicyTabs.module.css';
import { localFileUrl } from '~/lib/file-url';

/** Each tab's 更多: policies are listed on /information, announcements on /notice and news on /news (issue 29). */
const moreHref = (type: number) =>
  type === ArticleType.POLICY ? paths.information() : type === ArticleType.NEWS ? paths.news() : paths.notices();

/**
 * The home page's policy / announcement / news tabs (spec §1): each with its newest item featured and a list of
 * the next ones, linking to /policydetail?id&type. Keyboard: arrow keys move between the tabs.
 */
export function HomePolicyTabs({ tabs }: { tabs: HomeTab[] }) {
  const id = useId();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const tab = tabs[active];
  if (!tab) return null;
  const more = moreHref(tab.type);
  return (
    <div className={s.tabs}>
      <div className={s.bar}>
        <div role="tablist" aria-label="政策与动态" className={s.list} onKeyDown={onKey}>
          {tabs.map((t, i) => (
            <button
              key={t.type}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === active}
              aria-controls={`${id}-panel`}
              tabIndex={i === active ? 0 : -1}
              className={i === active ? `${s.tab} ${s.active}` : s.tab}
              onClick={() => setActive(i)}
            >
              {t.name}
            </button>
          ))}
        </div>
        {more && (
          <Link to={more} className={s.more}>
            更多 ›
          </Link>
        )}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className={s.panel}>
        {!tab.featured ? (
          <p className={s.none}>暂无数据</p>
        ) : (
          <>
            <Featured item={tab.featured} type={tab.type} />
            <ul className={s.items}>
              {tab.list.map((i) => (
                <li key={i.id} className={s.item}>
                  <Link to={paths.policyDetail(i.id, tab.type)} className={s.itemTitle}>
                    {i.title}
                  </Link>
                  <time className={s.date} dateTime={i.date}>
                    {i.date}
                  </time>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function Featured({ item, type }: { item: HomeFeatured; type: number }) {
  const { image } = item;
  const [year, month, day] = item.date.split('-');
  return (
    <article className={image ? `${s.featured} ${s.withImage}` : s.featured}>
      {image ? (
        <img src={localFileUrl(image)} alt={item.title} loading="lazy" className={s.image} />
      ) : (
        <time className={s.dateBlock} dateTime={item.date}>
          <span className={s.day}>{day}</span>
          <span>
            {year}-{month}
          </span>
        </time>
      )}
      <div className={s.featuredBody}>
        <h3 className={s.featuredTitle}>
          <Link to={paths.policyDetail(item.id, type)}>{item.title}</Link>
        </h3>
        {item.summary && <p className={s.summary}>{item.summary}</p>}
        {image && <p className={s.meta}>{item.release_time}</p>}
      </div>
    </article>
  );
}
