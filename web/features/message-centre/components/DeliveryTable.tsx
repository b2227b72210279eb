import type { MessageDeliveryItem } from '@shared/contracts/message-centre';
import { DELIVERY_PAGE_SIZE } from '@shared/message-centre/kinds';
import { AdminTable } from '~/components/AdminTable';
import { actionColumn, column, Lines } from '~/components/columns';
import { ToneTag } from '~/components/ToneTag';
import { mayResend, stateTone } from '../delivery-view';
import { DeliveryHistory } from './DeliveryHistory';
import s from './DeliveryLog.module.css';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from '~/components/Table';

type Props = {
  items: MessageDeliveryItem[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  onResend: (item: MessageDeliveryItem) => void;
};

const orDash = (text: string) => text || '—';

const columns = (onResend: Props['onResend']): TableColumns<MessageDeliveryItem> => [
  { title: '时间', dataIndex: 'createtime', key: 'createtime', width: 140 },
  column({ title: '消息', key: 'message', width: 220 }, (d: MessageDeliveryItem) => <Lines main={d.title} sub={d.kind_name} />),
  { title: '接收人', dataIndex: 'recipient', key: 'recipient', width: 160 },
  { title: '渠道', dataIndex: 'channel_name', key: 'channel_name', width: 90 },
  column({ title: '地址', key: 'address', width: 150 }, (d: MessageDeliveryItem) => orDash(d.address)),
  column({ title: '状态', key: 'status', width: 130 }, (d: MessageDeliveryItem) => (
    <>
      <ToneTag tone={stateTone(d.status)}>{d.status_name}</ToneTag>
      <DeliveryHistory item={d} />
    </>
  )),
  column({ title: '原因', key: 'error', width: 200 }, (d: MessageDeliveryItem) => <span className={s.reason}>{orDash(d.error)}</span>),
  column({ title: '下次尝试', key: 'next_try', width: 140 }, (d: MessageDeliveryItem) => orDash(d.next_try)),
  actionColumn(100, (d: MessageDeliveryItem) =>
    mayResend(d) ? (
      <RowButton onClick={() => onResend(d)} aria-label={`重新发送：${d.recipient}的${d.channel_name}“${d.title}”`}>
        重新发送
      </RowButton>
    ) : (
      '—'
    ),
  ),
];

/** 发送记录's rows, 10 a page, scrolling sideways in their own box on a phone; 重新发送 on a failed one only. */
export function DeliveryTable({ items, total, page, onPage, onResend }: Props) {
  return (
    <AdminTable<MessageDeliveryItem>
      columns={columns(onResend)}
      items={items}
      page={page}
      total={total}
      pageSize={DELIVERY_PAGE_SIZE}
      onPage={onPage}
      empty="暂无发送记录"
    />
  );
}
