import { ExclamationCircleFilled } from '@ant-design/icons';
import type { WarnItem } from '@shared/contracts/billing';
import { Table, type TableColumns } from '~/components/Table';
import { orDash, remaining, yuanText } from '../warnings-view';
import s from './Warnings.module.css';
import { RowButton } from '~/components/RowButton';

type Props = { items: WarnItem[]; titleLabel: string; onOpen: (item: WarnItem) => void };

/** How far the paid-through date is; overdue in the stronger red with an icon, not by colour alone. */
export function RemainingDays({ daysLeft }: { daysLeft: number }) {
  const r = remaining(daysLeft);
  return (
    <span className={s[r.tone]}>
      {r.tone === 'overdue' && <ExclamationCircleFilled aria-hidden style={{ marginRight: 4 }} />}
      {r.text}
    </span>
  );
}

/** Seven warned items a page (spec §9); the pager below is the list's own (links), so the table has none; cards on phones. */
export function WarnTable({ items, titleLabel, onOpen }: Props) {
  const columns: TableColumns<WarnItem> = [
    { title: '企业名称', dataIndex: 'company_name', key: 'company_name', width: 190 },
    { title: titleLabel, dataIndex: 'title', key: 'title', width: 110 },
    { title: '联系人', dataIndex: 'name', key: 'name', width: 90, render: orDash },
    { title: '联系电话', dataIndex: 'phone', key: 'phone', width: 120, render: orDash },
    { title: '已缴至', dataIndex: 'expire_time', key: 'expire_time', width: 110 },
    { title: '剩余天数', dataIndex: 'days_left', key: 'days_left', width: 120, render: (d: number) => <RemainingDays daysLeft={d} /> },
    {
      title: '每期应缴',
      dataIndex: 'real_pay',
      key: 'real_pay',
      width: 130,
      align: 'right',
      render: (v: string) => <span className={s.money}>{yuanText(v)}</span>,
    },
    {
      title: '操作',
      key: 'action',
      width: 70,
      fixed: 'right',
      render: (_: unknown, item: WarnItem) => (
        <RowButton onClick={() => onOpen(item)} aria-label={`查看详情：${item.company_name} ${item.title}`}>
          详情
        </RowButton>
      ),
    },
  ];
  // On phones each warned item is a card: 已缴至 and 剩余天数 in view, not behind a sideways scroll.
  return <Table<WarnItem> rowKey="id" columns={columns} dataSource={items} scroll={{ x: 900 }} pagination={false} stack />;
}
