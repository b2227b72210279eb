import type { FeeAdminItem, LeaseAdminItem } from '@shared/contracts/billing';

// Listed contracts as the server presents them, for the helpers' tests.
const warn = { remind_time: 0 as const, days_left: 40, overdue: false, warn_text: '' };

export const lease: LeaseAdminItem = {
  id: 7,
  company_id: 3,
  company_name: '星河科技',
  room_id: 12,
  room_number: 'A座1205',
  office: 'A座',
  number: 'HT-2026-001',
  sign_time: '2026-01-20',
  lease_time: '12个月',
  lease_months: 12,
  start_time: '2026-02-01',
  end_time: '2027-01-31',
  expire_time: '2026-04-30',
  price: '12000.50',
  pay_way: '季付',
  cycle_months: 3,
  real_money: '36001.50',
  yajin: '24000.00',
  status: 1,
  ...warn,
};

export const fee: FeeAdminItem = {
  id: 9,
  company_id: 3,
  company_name: '星河科技',
  title: '物业费',
  number: 'FW-2026-001',
  sign_time: '2026-01-01',
  lease_time: '6个月',
  lease_months: 6,
  sign_expire: '2026-06-30',
  expire_time: '2026-01-31',
  price: '800.00',
  pay_way: '月付',
  cycle_months: 1,
  real_money: '800.00',
  status: 1,
  ...warn,
};
