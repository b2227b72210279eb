import { fenToYuan } from '../../../shared/billing/rules';
import {
  bookingStatusName,
  formatParkDateTime,
  hourMinute,
  hoursOf,
  mayCancel,
  minutesOf,
  HOLDING_STATUSES,
} from '../../../shared/bookings/rules';
import type { BookingAdminItem, BookingItem, RoomChargeAdminItem, RoomChargeMonth, SpaceItem } from '../../../shared/contracts/bookings';
import { formatDateTime } from '../../lib/dates';
import type { BookingView } from './bookings.service';
import type { ChargeMonth } from './charges.service';
import type { SpaceRow } from './spaces.service';

/** A space as everyone sees it (its pictures site-relative; closed weekdays as '' open and close). */
export function presentSpace(s: SpaceRow): SpaceItem {
  return {
    id: s.id,
    name: s.name,
    building: s.building,
    floor: s.floor,
    capacity: s.capacity,
    equipment: s.equipment,
    pics: s.pics,
    description: s.description,
    opening_hours: s.openingHours.map((d) =>
      d ? { open: hourMinute(minutesOf(d.open)), close: hourMinute(minutesOf(d.close)) } : { open: '', close: '' },
    ),
    closed_dates: s.closedDates,
    min_minutes: s.minMinutes,
    max_minutes: s.maxMinutes,
    advance_days: s.advanceDays,
    need_approval: s.needApproval ? 1 : 0,
    price: fenToYuan(s.pricePerHour),
    free_hours: hoursOf(s.freeMinutes),
    status: s.enabled ? 1 : 0,
    sort: s.sort,
  };
}

/** A booking as its company sees it; `cancellable` by the park's deadline. */
export function presentBooking(b: BookingView, now: Date, cancelBeforeHours: number): BookingItem {
  const holdingNow = (HOLDING_STATUSES as readonly number[]).includes(b.status) && b.endAt > now;
  return {
    id: b.id,
    space_id: b.spaceId,
    space_name: b.spaceName,
    start: formatParkDateTime(b.startAt),
    end: formatParkDateTime(b.endAt),
    minutes: Math.round((b.endAt.getTime() - b.startAt.getTime()) / 60_000),
    subject: b.subject,
    people: b.people,
    status: b.status,
    status_name: bookingStatusName(b.status),
    charged_minutes: b.chargedMinutes,
    charge: fenToYuan(b.charge),
    remark: b.remark,
    cancellable: holdingNow && mayCancel(b.startAt, now, cancelBeforeHours),
    createtime: formatDateTime(b.createdAt),
  };
}

/** A booking as staff see it: whose, and who made it. */
export function presentBookingAdmin(b: BookingView, now: Date): BookingAdminItem {
  return {
    ...presentBooking(b, now, 0),
    kind: b.kind,
    company_id: b.companyId ?? 0,
    company_name: b.companyName,
    booked_by: b.bookedBy,
  };
}

export function presentChargeMonth(m: ChargeMonth, now: Date, cancelBeforeHours: number): RoomChargeMonth {
  return {
    month: m.month,
    charged_minutes: m.chargedMinutes,
    amount: fenToYuan(m.payment ? m.payment.amount : m.amount),
    paid: m.payment ? 1 : 0,
    pay_time: m.payment ? formatDateTime(m.payment.payTime) : '',
    pay_way: m.payment?.payWay ?? '',
    bookings: m.bookings.map((b) => presentBooking(b, now, cancelBeforeHours)),
  };
}

export function presentChargeAdmin(m: ChargeMonth, now: Date): RoomChargeAdminItem {
  return { ...presentChargeMonth(m, now, 0), company_id: m.companyId, company_name: m.companyName };
}
