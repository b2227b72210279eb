import { ContractStatus } from '@shared/billing/rules';
import { AdminTable, type RowsPage } from '~/components/AdminTable';
import { ToneTag } from '~/components/ToneTag';
import { isLeaseItem, yuanText, type ContractItem } from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import s from './Contracts.module.css';
import admin from '~/components/AdminPage.module.css';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from '~/components/Table';

export type RowAction = 'edit' | 'pay' | 'expire' | 'records' | 'end';

type Props = RowsPage<ContractItem> & {
  kind: ContractKind;
  /** Each row shows its status only when the list mixes live and ended contracts. */
  showStatus: boolean;
  onAction: (action: RowAction, item: ContractItem) => void;
};

const money = (v: string) => <span className={s.money}>{yuanText(v)}</span>;

/** Paid-through date with the warning line under it when warned (overdue in red). */
function PaidThrough({ item }: { item: ContractItem }) {
  const live = item.status === ContractStatus.LIVE;
  return (
    <>
      {item.expire_time}
      {live && item.warn_text && <span className={item.overdue ? s.overdue : s.warn}>{item.warn_text}</span>}
    </>
  );
}

/** 在租 / 生效中 or 已终止, shown in the first column when the list mixes both. */
function StatusTag({ kind, status }: { kind: ContractKind; status: number }) {
  const live = status === ContractStatus.LIVE;
  return (
    <ToneTag tone={live ? 'ok' : 'plain'} className={s.statusLine}>
      {live ? kind.liveLabel : '已终止'}
    </ToneTag>
  );
}

function columnsOf(kind: ContractKind, showStatus: boolean, onAction: Props['onAction']): TableColumns<ContractItem> {
  const lease = kind.key === 'lease';
  const term = (item: ContractItem) => {
    const [from, to] = isLeaseItem(item) ? [item.start_time, item.end_time] : [item.sign_time, item.sign_expire];
    return (
      <>
        <span className={s.nowrap}>{from}</span> 至 <span className={s.nowrap}>{to}</span>
        <span className={admin.sub}>{item.lease_time}</span>
      </>
    );
  };
  // Two-line cells keep the table within a 1280 px screen: the second line is the related detail.
  return [
    {
      title: lease ? '合同编号' : '费用名称',
      key: 'name',
      width: 140,
      fixed: 'left',
      render: (_, i) => (
        <>
          {isLeaseItem(i) ? i.number : i.title}
          {!isLeaseItem(i) && i.number && <span className={admin.sub}>合同编号 {i.number}</span>}
          <span className={admin.sub}>签约 {i.sign_time}</span>
          {showStatus && <StatusTag kind={kind} status={i.status} />}
        </>
      ),
    },
    {
      title: lease ? '企业 / 房间' : '企业',
      key: 'company',
      width: 170,
      render: (_, i) => (
        <>
          {i.company_name}
          {isLeaseItem(i) && <span className={admin.sub}>房间 {i.room_number}</span>}
        </>
      ),
    },
    { title: lease ? '租期' : '期限', key: 'term', width: 180, render: (_, i) => term(i) },
    { title: '已缴至', key: 'expire_time', width: 150, render: (_, i) => <PaidThrough item={i} /> },
    {
      title: `${lease ? '月租金' : '月单价'} / 每期应缴`,
      key: 'money',
      width: 165,
      render: (_, i) => (
        <>
          {money(i.price)}
          <span className={admin.sub}>
            {i.pay_way}，每期 {money(i.real_money)}
          </span>
        </>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 160,
      fixed: 'right',
      render: (_, item) => {
        const live = item.status === ContractStatus.LIVE;
        return (
          <div className={admin.actions}>
            {live && <RowButton onClick={() => onAction('edit', item)}>编辑</RowButton>}
            {live && <RowButton onClick={() => onAction('pay', item)}>记录缴费</RowButton>}
            {live && <RowButton onClick={() => onAction('expire', item)}>修改到期时间</RowButton>}
            <RowButton onClick={() => onAction('records', item)}>缴费记录</RowButton>
            {live && (
              <RowButton danger onClick={() => onAction('end', item)}>
                {kind.endLabel}
              </RowButton>
            )}
          </div>
        );
      },
    },
  ];
}

/** Leases or fee contracts, 8 a page; the table scrolls in its own box on narrow screens (first and last columns stay). */
export function ContractTable({ kind, showStatus, items, total, page, onPage, onAction }: Props) {
  const columns = columnsOf(kind, showStatus, onAction);
  return <AdminTable<ContractItem> columns={columns} items={items} page={page} total={total} onPage={onPage} />;
}
