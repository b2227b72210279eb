import { MSG } from '@shared/messages';

/** Spec §2: every list says '暂无数据' when nothing is found, over antd's Empty picture (a static file, MIT). */
export function EmptyState({ description = MSG.empty }: { description?: string }) {
  return (
    <div className="ui-empty">
      <img src="/images/empty.svg" alt="" width={184} height={152} className="ui-empty-image" />
      <p className="ui-empty-description">{description}</p>
    </div>
  );
}
