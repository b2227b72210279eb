import type { ApplicationView } from '@shared/contracts/applications';
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

/** A settle-in application (shop_info's data): 星河科技's, under review, with only the contact filled in; `over` gives what a test is about. */
export const applicationView = (over: Partial<ApplicationView> = {}): ApplicationView => ({
  id: 7,
  shop_name: '星河科技',
  people_name: '张三',
  mobile: '13800138000',
  email: '',
  province: 1,
  city: 2,
  district: 3,
  region: '',
  address: '',
  add_detail: '',
  cat_id: '',
  cat_name: '',
  content: '',
  domain: '',
  see_number: 0,
  license: '',
  befor_pic: '',
  after_pic: '',
  shop_logo: '',
  status: 0,
  status_name: '',
  remark: '',
  createtime: '',
  reviewtime: '',
  id_photos_deleted: '',
  ...over,
});
