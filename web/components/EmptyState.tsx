import type { ReactNode } from 'react';
import { MSG } from '@shared/messages';

type Props = {
  description?: ReactNode;
  /** Below the words: where to go instead (a list of links, a button). */
  children?: ReactNode;
};

/** Spec §2: every list says '暂无数据' when nothing is found, over antd's Empty picture (a static file, MIT). */
export function EmptyState({ description = MSG.empty, children }: Props) {
  return (
    <div className="ui-empty">
      <img src="/images/empty.svg" alt="" width={184} height={152} className="ui-empty-image" />
      <p className="ui-empty-description">{description}</p>
      {children}
    </div>
  );
}
