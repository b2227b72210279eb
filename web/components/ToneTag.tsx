import { Tag } from 'antd';
import type { ReactNode } from 'react';
import s from './ToneTag.module.css';

export type TagTone = 'ok' | 'bad' | 'plain' | 'info' | 'warn';

/** A small state in words (never colour alone), with AA-contrast colours; className goes on the wrapper. */
export function ToneTag({ tone, children, className }: { tone: TagTone; children: ReactNode; className?: string }) {
  return (
    <span className={className ? `${s.tagWrap} ${className}` : s.tagWrap}>
      <Tag className={`${s.tag} ${s[tone]}`}>{children}</Tag>
    </span>
  );
}
