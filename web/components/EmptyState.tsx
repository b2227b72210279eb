import { Empty } from 'antd';
import { MSG } from '@shared/messages';

/** Spec §2: every list says '暂无数据' when nothing is found. */
export function EmptyState({ description = MSG.empty }: { description?: string }) {
  return <Empty description={description} style={{ padding: '32px 0' }} />;
}
