import type { PaymentMethod } from '../../../../shared/billing/rules';

/**
 * A lease or service-fee contract, described relative to the day of seeding so rent warnings stay meaningful:
 * `paid` is how many days from today rent is paid up to (negative: overdue), `periods` how many instalments
 * of `cycle` months have been paid, and `months` the contract length.
 */
export type TermSeed = {
  company: string;
  months: number;
  cycle: 1 | 3 | 6 | 12;
  periods: number;
  paid: number;
};

export type LeaseSeed = TermSeed & { room: string; ended?: boolean };
export type FeeSeed = TermSeed & { title: string; /** fen per month */ price: number };

/** How seeded payments were made: values of PAYMENT_METHODS (shared/billing/rules.ts). */
export const PAY_WAYS = ['对公转账', '微信支付', '支付宝'] as const satisfies readonly PaymentMethod[];

export const LEASES: LeaseSeed[] = [
  { company: 'hanxin', room: 'B座-0305', months: 24, cycle: 3, periods: 8, paid: -420, ended: true },
  { company: 'hanxin', room: 'A座-1601', months: 36, cycle: 3, periods: 5, paid: 95 },
  { company: 'hanxin', room: 'A座-1602', months: 36, cycle: 3, periods: 8, paid: 3 },
  { company: 'yuntu', room: 'A座-0905', months: 24, cycle: 3, periods: 6, paid: 16 },
  { company: 'shenlan', room: 'C座-0102', months: 36, cycle: 6, periods: 4, paid: 150 },
  { company: 'shuheng', room: 'A座-1102', months: 24, cycle: 1, periods: 14, paid: -4 },
  { company: 'anheng', room: 'B座-0308', months: 12, cycle: 3, periods: 3, paid: 6 },
  { company: 'zhizao', room: 'D座-0102', months: 36, cycle: 3, periods: 9, paid: -12 },
  { company: 'guangnian', room: 'B座-0410', months: 24, cycle: 1, periods: 20, paid: 10 },
  { company: 'jice', room: 'B座-0702', months: 24, cycle: 3, periods: 5, paid: 60 },
  { company: 'hemu', room: 'C座-0306', months: 24, cycle: 6, periods: 2, paid: 27 },
  { company: 'yunfan', room: 'A座-1305', months: 36, cycle: 3, periods: 10, paid: -25 },
  { company: 'xinglian', room: 'B座-0805', months: 24, cycle: 3, periods: 4, paid: 1 },
  { company: 'lvneng', room: 'C座-0701', months: 36, cycle: 12, periods: 3, paid: 230 },
  { company: 'zhixing', room: 'B座-0509', months: 24, cycle: 3, periods: 2, paid: 40 },
];

export const FEES: FeeSeed[] = [
  { company: 'hanxin', title: 'A座1601室物业服务费', price: 160_200, months: 36, cycle: 3, periods: 5, paid: 95 },
  { company: 'hanxin', title: '企业专线宽带服务费', price: 120_000, months: 36, cycle: 12, periods: 2, paid: 8 },
  { company: 'hanxin', title: '地下车位停车服务费', price: 45_000, months: 12, cycle: 1, periods: 9, paid: 5 },
  { company: 'yuntu', title: '物业服务费', price: 75_600, months: 24, cycle: 3, periods: 6, paid: 16 },
  { company: 'shenlan', title: '物业服务费', price: 189_000, months: 36, cycle: 6, periods: 4, paid: 150 },
  { company: 'shenlan', title: '实验室危废处置服务费', price: 80_000, months: 36, cycle: 12, periods: 2, paid: -9 },
  { company: 'shuheng', title: '物业服务费', price: 92_300, months: 24, cycle: 1, periods: 14, paid: -4 },
  { company: 'anheng', title: '企业专线宽带服务费', price: 60_000, months: 12, cycle: 12, periods: 1, paid: 200 },
  { company: 'zhizao', title: '物业服务费', price: 432_000, months: 36, cycle: 3, periods: 9, paid: -12 },
  { company: 'zhizao', title: '公共能耗费', price: 260_000, months: 12, cycle: 1, periods: 10, paid: 2 },
  { company: 'guangnian', title: '地下车位停车服务费', price: 45_000, months: 12, cycle: 3, periods: 2, paid: 25 },
  { company: 'jice', title: '物业服务费', price: 99_000, months: 24, cycle: 3, periods: 5, paid: 60 },
  { company: 'hemu', title: '物业服务费', price: 117_000, months: 24, cycle: 6, periods: 2, paid: 27 },
  { company: 'xinglian', title: '企业专线宽带服务费', price: 60_000, months: 24, cycle: 12, periods: 1, paid: 120 },
];
