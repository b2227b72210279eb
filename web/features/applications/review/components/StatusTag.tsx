import { SHOP_STATUS_LABEL, ShopStatus } from '@shared/constants';
import { ToneTag, type TagTone } from '~/components/ToneTag';

/** The tone of each status: under review, passed, rejected. */
const STATUS_TONE: Record<number, TagTone> = {
  [ShopStatus.REVIEWING]: 'info',
  [ShopStatus.PASSED]: 'ok',
  [ShopStatus.REJECTED]: 'bad',
};

/** 审核中 / 已通过 / 已驳回, in words and tone. */
export function StatusTag({ status }: { status: number }) {
  return <ToneTag tone={STATUS_TONE[status] ?? 'plain'}>{SHOP_STATUS_LABEL[status] ?? '未知'}</ToneTag>;
}
