import { ContractStatus, RecordType, formatYuan, yuanToFen, type RecordTypeValue } from '@shared/billing/rules';
import type { MyFeeItem, MyRoomItem } from '@shared/contracts/billing';
import { paths } from '~/config/paths';

/**
 * What differs between /room_price (leases) and /service_price (service-fee contracts): the address, and how one
 * contract becomes a card. Everything else (list, warning line, payment history, pager) is one component.
 */
export type BillingKind = 'lease' | 'fee';

export type ContractField = { label: string; value: string; strong?: boolean };

/** One contract as the page shows it, whatever its kind. */
export type ContractView = {
  id: number;
  title: string;
  subtitle: string;
  ended: boolean;
  /** Set when the server says the item is warned (remind_time 1). */
  warning: { text: string; overdue: boolean } | null;
  fields: ContractField[];
};

type FieldSpec<T> = {
  label: string;
  value: (item: T) => string;
  format?: 'money' | 'date';
  strong?: boolean;
};

type KindConfig<T> = {
  kind: BillingKind;
  path: string;
  recordType: RecordTypeValue;
  title: (item: T) => string;
  subtitle: (item: T) => string;
  fields: FieldSpec<T>[];
};

/** '12000.00' → '12,000.00 元'; '' → '—'; anything unreadable as sent. */
export function moneyText(yuan: string): string {
  if (!yuan) return '—';
  const fen = yuanToFen(yuan);
  return fen === null ? yuan : formatYuan(fen);
}

/** 'YYYY-MM-DD…' → 'YYYY-MM-DD'; '' → '—'. */
export function dateText(value: string): string {
  const m = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return m ? m[0] : value || '—';
}

const LEASE: KindConfig<MyRoomItem> = {
  kind: 'lease',
  path: paths.personal.roomPrice,
  recordType: RecordType.LEASE,
  title: (i) => i.room_number || '房屋',
  subtitle: (i) => [i.office, i.number && `合同编号 ${i.number}`].filter(Boolean).join(' · '),
  fields: [
    { label: '签约时间', value: (i) => i.sign_time, format: 'date' },
    { label: '租期', value: (i) => i.lease_time },
    { label: '到期时间', value: (i) => i.expire_time, format: 'date', strong: true },
    { label: '月租金', value: (i) => i.price, format: 'money' },
    { label: '付款方式', value: (i) => i.pay_way },
    { label: '每期应缴', value: (i) => i.real_money, format: 'money', strong: true },
  ],
};

const FEE: KindConfig<MyFeeItem> = {
  kind: 'fee',
  path: paths.personal.servicePrice,
  recordType: RecordType.FEE,
  title: (i) => i.title || '服务费用',
  subtitle: (i) => (i.number ? `合同编号 ${i.number}` : ''),
  fields: [
    { label: '签约时间', value: (i) => i.sign_time, format: 'date' },
    { label: '服务期限', value: (i) => i.lease_time },
    { label: '合同截止', value: (i) => i.sign_expire, format: 'date' },
    { label: '到期时间', value: (i) => i.expire_time, format: 'date', strong: true },
    { label: '月单价', value: (i) => i.price, format: 'money' },
    { label: '收费方式', value: (i) => i.pay_way },
    { label: '每期应缴', value: (i) => i.real_money, format: 'money', strong: true },
  ],
};

export const BILLING_KINDS = { lease: LEASE, fee: FEE } as const;

type Warnable = { id: number; status: number; remind_time: number; warn_text: string; overdue: boolean };

function toView<T extends Warnable>(config: KindConfig<T>, item: T): ContractView {
  const ended = item.status === ContractStatus.ENDED;
  return {
    id: item.id,
    title: config.title(item),
    subtitle: config.subtitle(item),
    ended,
    warning: !ended && item.remind_time === 1 && item.warn_text ? { text: item.warn_text, overdue: item.overdue } : null,
    fields: config.fields.map((f) => {
      const raw = f.value(item);
      const value = f.format === 'money' ? moneyText(raw) : f.format === 'date' ? dateText(raw) : raw || '—';
      return f.strong ? { label: f.label, value, strong: true } : { label: f.label, value };
    }),
  };
}

export const leaseView = (item: MyRoomItem) => toView(LEASE, item);
export const feeView = (item: MyFeeItem) => toView(FEE, item);
