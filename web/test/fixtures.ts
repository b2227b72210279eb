import type { PaymentItem } from '@shared/contracts/billing';

// Records as the server presents them, shared by the web tests of more than one feature or component.

/** One payment of a lease (the fifth quarter's rent, by transfer). */
export const paymentItem = (id: number): PaymentItem => ({
  id,
  pay_time: '2026-03-28 10:15',
  expire_time: '2026-06-30',
  previous_expire_time: '2026-03-31',
  pay_way: '对公转账',
  money: '36000.00',
  remark: '第五期',
  recorder: '张会计',
});
