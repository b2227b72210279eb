import { Tag } from 'antd';
import type { ReactNode } from 'react';
import s from './Staff.module.css';

export type TagTone = 'ok' | 'bad' | 'plain' | 'info' | 'warn';

/** A small state in words (never colour alone), with AA-contrast colours. */
export function ToneTag({ tone, children }: { tone: TagTone; children: ReactNode }) {
  return (
    <span className={s.tagWrap}>
      <Tag className={`${s.tag} ${s[tone]}`}>{children}</Tag>
    </span>
  );
}
