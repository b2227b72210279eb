import type { ReactNode } from 'react';
import s from './DetailBanner.module.css';

/** The band under a detail page: the configured invitation text and an action (usually 我要咨询). */
export function DetailBanner({ text, action }: { text: string; action: ReactNode }) {
  return (
    <aside className={s.banner}>
      <p className={s.text}>{text}</p>
      {action}
    </aside>
  );
}
