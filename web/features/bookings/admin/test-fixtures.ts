import { BookingKind, BookingStatus } from '@shared/bookings/rules';
import type { BookingAdminItem, RoomChargeAdminItem, SpaceItem } from '@shared/contracts/bookings';
import { booking as memberBooking, chargeMonth, space as memberSpace } from '../test-fixtures';

// Records as the server presents them, for the 会议室管理 tests: the member page's records, with 会议室管理's own
// names and times, and the company and booker staff see.

export const space = (over: Partial<SpaceItem> = {}): SpaceItem =>
  memberSpace({ name: '一号会议室', building: 'A 座', floor: '3 层', ...over });

export const SPACES = [
  space(),
  space({
    id: 2,
    name: '培训室',
    capacity: 30,
    need_approval: 1,
    price: '120.00',
    opening_hours: Array.from({ length: 7 }, () => ({ open: '09:00', close: '21:00' })),
  }),
  space({ id: 3, name: '路演厅', capacity: 80, closed_dates: ['2026-06-10'] }),
];

export const booking = (over: Partial<BookingAdminItem> = {}): BookingAdminItem => ({
  ...memberBooking({
    id: 11,
    space_name: '一号会议室',
    start: '2026-06-10 09:00',
    end: '2026-06-10 10:30',
    minutes: 90,
    subject: '季度经营会',
    people: 8,
    createtime: '2026-06-01 10:00',
  }),
  kind: BookingKind.COMPANY,
  company_id: 7,
  company_name: '星河科技有限公司',
  booked_by: '张三',
  ...over,
});

/** Wednesday 2026-06-10: a confirmed booking in room 1, a pending one in the training room, staff's hold in room 1. */
export const DAY_BOOKINGS = [
  booking(),
  booking({
    id: 12,
    space_id: 2,
    space_name: '培训室',
    start: '2026-06-10 14:00',
    end: '2026-06-10 16:00',
    minutes: 120,
    subject: '新员工培训',
    status: BookingStatus.PENDING,
    status_name: '待审核',
    company_id: 8,
    company_name: '蓝海生物',
  }),
  booking({
    id: 13,
    start: '2026-06-10 16:00',
    end: '2026-06-10 17:00',
    minutes: 60,
    subject: '投影仪维修',
    kind: BookingKind.BLOCK,
    company_id: 0,
    company_name: '',
    booked_by: '园区运营',
    people: 0,
  }),
  booking({
    id: 14,
    start: '2026-06-10 11:00',
    end: '2026-06-10 12:00',
    minutes: 60,
    status: BookingStatus.CANCELLED,
    status_name: '已取消',
    subject: '已取消的会',
  }),
];

export const charge = (over: Partial<RoomChargeAdminItem> = {}): RoomChargeAdminItem => ({
  company_id: 7,
  company_name: '星河科技有限公司',
  ...chargeMonth({ bookings: [booking({ id: 21, minutes: 180, end: '2026-06-10 12:00', charged_minutes: 60, charge: '50.00' })] }),
  ...over,
});
