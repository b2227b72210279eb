import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import s from './LoginTabs.module.css';

export type LoginTab<K extends string> = { key: K; label: string; href: string };

type Props<K extends string> = {
  tabs: readonly LoginTab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The active tab's panel (only it is drawn: a hidden QR code would go on polling). */
  children: ReactNode;
};

/**
 * The login page's ways in (扫码登录, 短信登录) as tabs. Each tab is a link to the page with that tab open, so the
 * tabs work without JavaScript too; with it, a click or the arrow keys switch in place.
 */
export function LoginTabs<K extends string>({ tabs, active, onChange, children }: Props<K>) {
  const id = useId();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === active),
  );
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    refs.current[next]?.focus();
  };
  const onClick = (e: MouseEvent, key: K) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onChange(key);
  };
  return (
    <>
      <div role="tablist" aria-label="登录方式" className={s.list} onKeyDown={onKey}>
        {tabs.map((t, i) => (
          <a
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            href={t.href}
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            className={i === index ? `${s.tab} ${s.active}` : s.tab}
            onClick={(e) => onClick(e, t.key)}
          >
            {t.label}
          </a>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tabs[index]?.key ?? ''}`} className={s.panel}>
        {children}
      </div>
    </>
  );
}
