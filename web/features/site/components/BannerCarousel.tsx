import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@shared/contracts/site';
import { LeftIcon, RightIcon } from '~/components/icons/arrows';
import { PauseIcon, PlayIcon } from '~/components/icons/carousel';
import s from './BannerCarousel.module.css';
import { localFileUrl } from '~/lib/file-url';

const INTERVAL_MS = 5000;

const isSitePage = (href: string) => href.startsWith('/');
const isExternal = (href: string) => /^https?:\/\//.test(href);

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  if (isSitePage(banner.href)) return <Link to={banner.href}>{children}</Link>;
  if (isExternal(banner.href)) {
    return (
      <a href={banner.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The banner carousel: a CSS scroll-snap strip (swipe works without JavaScript), dots and arrows to move, and
 * autoplay every 5 s that pauses on hover, on focus, on request, and never runs under reduced motion.
 */
export function BannerCarousel({ banners, label = '焦点图' }: { banners: Banner[]; label?: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const n = banners.length;

  const go = (i: number) => {
    const el = track.current;
    if (!el || n === 0) return;
    const idx = (i + n) % n;
    el.scrollTo({ left: idx * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    setCurrent(idx);
  };

  useEffect(() => {
    if (n < 2 || hovered || stopped || reducedMotion()) return;
    const timer = window.setTimeout(() => go(current + 1), INTERVAL_MS);
    return () => window.clearTimeout(timer);
    // Re-armed on every move, so a chosen slide gets its full 5 s.
  }, [current, hovered, stopped, n]);

  if (n === 0) return null;
  // Slides that lead nowhere leave nothing to focus in the strip: the strip itself takes the focus, so a keyboard
  // can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
  const focusableStrip = n > 1 && !banners.some((b) => isSitePage(b.href) || isExternal(b.href));
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <section
      className={s.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <ul
        ref={track}
        className={s.track}
        onScroll={onScroll}
        tabIndex={focusableStrip ? 0 : undefined}
        aria-label={focusableStrip ? `${label}，可左右滑动` : undefined}
      >
        {banners.map((b, i) => (
          <li key={b.id} className={s.slide} aria-roledescription="slide" aria-label={`${i + 1} / ${n}`}>
            <BannerLink banner={b}>
              <img
                src={localFileUrl(b.image)}
                alt={b.title}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            </BannerLink>
          </li>
        ))}
      </ul>
      {n > 1 && (
        <>
          <button type="button" className={`${s.arrow} ${s.prev}`} onClick={() => go(current - 1)} aria-label="上一张">
            <LeftIcon />
          </button>
          <button type="button" className={`${s.arrow} ${s.next}`} onClick={() => go(current + 1)} aria-label="下一张">
            <RightIcon />
          </button>
          <div className={s.controls}>
            <div className={s.dots}>
              {banners.map((b, i) => (
                <button
                  key={b.id}
                  type="button"
                  className={i === current ? `${s.dot} ${s.active}` : s.dot}
                  onClick={() => go(i)}
                  aria-label={`第 ${i + 1} 张：${b.title}`}
                  aria-current={i === current ? 'true' : undefined}
                />
              ))}
              <button
                type="button"
                className={s.toggle}
                onClick={() => setStopped((v) => !v)}
                aria-label={stopped ? '继续轮播' : '暂停轮播'}
              >
                {stopped ? <PlayIcon /> : <PauseIcon />}
              </button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
