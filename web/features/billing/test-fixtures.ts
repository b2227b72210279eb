import type { MyFeeItem, MyRoomItem, PaymentItem } from '@shared/contracts/billing';
import { paymentItem } from '~/test/fixtures';

// The company's contracts and payments as the server presents them, for this feature's tests.
const quiet = { remind_time: 0 as const, days_left: 95, overdue: false, warn_text: '' };

export const lease: MyRoomItem = {
  id: 4,
  room_number: 'A座-1601',
  office: 'A座16层',
  number: 'HT-2025-016',
  sign_time: '2025-03-20',
  lease_time: '36个月',
  lease_months: 36,
  start_time: '2025-04-01',
  end_time: '2028-03-31',
  expire_time: '2026-06-30',
  price: '12000',
  pay_way: '季付',
  cycle_months: 3,
  real_money: '36000.00',
  yajin: '24000.00',
  status: 1,
  ...quiet,
};

/** The lease `days` past its expiry unpaid, the server's warning on it; `over` for the rest. */
export const overdueLease = (days: number, over: Partial<MyRoomItem> = {}): MyRoomItem => ({
  ...lease,
  remind_time: 1,
  days_left: -days,
  overdue: true,
  warn_text: `已逾期 ${days} 天，请尽快续费`,
  ...over,
});

export const fee: MyFeeItem = {
  id: 9,
  title: '企业专线宽带服务费',
  number: 'FW-2025-009',
  sign_time: '2025-01-05',
  lease_time: '36个月',
  lease_months: 36,
  sign_expire: '2028-01-04',
  expire_time: '2026-01-04',
  price: '1200.00',
  pay_way: '年付',
  cycle_months: 12,
  real_money: '14400.00',
  status: 1,
  remind_time: 1,
  days_left: 8,
  overdue: false,
  warn_text: '即将到期（1个月内），请及时续费',
};

export const payment: PaymentItem = paymentItem(31);
