import { Tag } from 'antd';
import { SHOP_STATUS_LABEL } from '@shared/constants';
import { STATUS_COLOR } from '../review';

/** 审核中 / 已通过 / 已驳回, coloured. */
export function StatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{SHOP_STATUS_LABEL[status] ?? '未知'}</Tag>;
}
