/**
 * Meeting-room booking's rules, said once (issue 33; server/modules/bookings, web/features/bookings): what a space
 * allows, the park-time arithmetic, the free hours and the charge. Pure functions on park time (Asia/Shanghai); no
 * zod, no I/O, so the server, the pages and the tests share them. Times are written 'YYYY-MM-DD HH:mm' in park time
 * at the contract edge and stored as instants.
 */
import { addDays, isCalendarDate, parkToday } from '../billing/rules';

/** A booking's state. Pending and confirmed bookings hold their time (the database's exclusion constraint). */
export const BookingStatus = { PENDING: 0, CONFIRMED: 1, REFUSED: 2, CANCELLED: 3 } as const;
export type BookingStatusValue = (typeof BookingStatus)[keyof typeof BookingStatus];
export const BOOKING_STATUS_NAME: Record<BookingStatusValue, string> = {
  [BookingStatus.PENDING]: '待审核',
  [BookingStatus.CONFIRMED]: '已预约',
  [BookingStatus.REFUSED]: '未通过',
  [BookingStatus.CANCELLED]: '已取消',
};
export function bookingStatusName(status: number): string {
  return BOOKING_STATUS_NAME[status as BookingStatusValue] ?? '';
}
/** The states that hold a space's time. */
export const HOLDING_STATUSES: readonly BookingStatusValue[] = [BookingStatus.PENDING, BookingStatus.CONFIRMED];

/** A company's booking, or staff holding the space for themselves (maintenance, a park event): 占用. */
export const BookingKind = { COMPANY: 1, BLOCK: 2 } as const;
export type BookingKindValue = (typeof BookingKind)[keyof typeof BookingKind];

/** The company's list (room_bookings type): 0 upcoming (not yet ended), 1 past, 2 cancelled or refused. */
export const BookingListType = { UPCOMING: 0, PAST: 1, CANCELLED: 2 } as const;
export const BOOKING_LIST_TABS = [
  { value: BookingListType.UPCOMING, label: '即将开始' },
  { value: BookingListType.PAST, label: '已结束' },
  { value: BookingListType.CANCELLED, label: '已取消' },
] as const;

/** Bookings start and end on the half hour: the calendar's cell. */
export const BOOKING_STEP_MINUTES = 30;
/** The reminder goes out this long before a booking starts. */
export const BOOKING_REMINDER_MINUTES = 60;
/** Park settings' defaults (site setting 'booking_rules'): cancel until 2 hours before; new spaces' free hours. */
export const DEFAULT_CANCEL_BEFORE_HOURS = 2;
export const DEFAULT_FREE_HOURS = 2;
/** A space's limits' defaults and bounds, as a new space's form offers them. */
export const SPACE_DEFAULTS = { minMinutes: 30, maxMinutes: 240, advanceDays: 30 } as const;
export const SPACE_BOUNDS = { maxMinutes: 24 * 60, advanceDays: 365, capacity: 2000, freeHours: 744, cancelBeforeHours: 168 } as const;
/** What a space may be equipped with (staff tick from these). */
export const SPACE_EQUIPMENT = ['投影', '视频会议', '白板', '音响', '麦克风', '电视屏幕', '茶水'] as const;
/** Page sizes of the company's list and staff's list. */
export const BOOKING_PAGE_SIZE = 10;
export const BOOKING_ADMIN_PAGE_SIZE = 20;
/** The staff calendar shows one day or one week. */
export const CALENDAR_DAYS = [1, 7] as const;

/** Refusals, as the person reads them. */
export const BOOKING_MSG = {
  taken: '该时段已被预约，请选择其他时间',
  spaceMissing: '会议室不存在',
  missing: '预约不存在',
  order: '结束时间须晚于开始时间',
  sameDay: '预约须在同一天内开始和结束',
  step: `预约时间须为整点或半点`,
  past: '不能预约已经过去的时间',
  closedDate: '该日期会议室不开放',
  closedHours: '预约时间不在会议室开放时间内',
  tooShort: (minutes: number) => `预约时长不能少于 ${durationLabel(minutes)}`,
  tooLong: (minutes: number) => `预约时长不能超过 ${durationLabel(minutes)}`,
  tooFar: (days: number) => `最多可提前 ${days} 天预约`,
  people: (capacity: number) => `参会人数不能超过会议室容纳人数（${capacity} 人）`,
  cancelLate: (hours: number) => `开始前 ${hours} 小时内不能取消，如需取消请联系园区`,
  notCancellable: '该预约已结束或已取消',
  notPending: '该预约已审核，请刷新后查看',
  booked: '预约成功',
  bookedPending: '已提交预约，等待园区审核',
  cancelled: '已取消预约',
} as const;

export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h && m) return `${h} 小时 ${m} 分钟`;
  return h ? `${h} 小时` : `${m} 分钟`;
}

// ---------------------------------------------------------------------------------------------------------
// Park time

const PARK_OFFSET_MS = 8 * 3_600_000;
const MINUTE_MS = 60_000;
export const PARK_DATETIME_PATTERN = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;
export const HOUR_MINUTE_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** 'YYYY-MM-DD HH:mm' park time → the instant; null when it is not a real date and time. */
export function parseParkDateTime(s: string): Date | null {
  const m = PARK_DATETIME_PATTERN.exec(s);
  if (!m || !isCalendarDate(m[1]!) || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  return new Date(`${m[1]}T${m[2]}:${m[3]}:00+08:00`);
}

/** The instant at `minutes` after the park day's midnight (1440 is the next midnight). */
export function parkInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00+08:00`) + minutes * MINUTE_MS);
}

/** An instant as 'YYYY-MM-DD HH:mm' park time. */
export function formatParkDateTime(d: Date): string {
  return new Date(d.getTime() + PARK_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The park date an instant falls on. */
export function parkDateOf(d: Date): string {
  return parkToday(d);
}

/** The park month ('YYYY-MM') an instant falls in: a booking's charge belongs to the month it starts in. */
export function parkMonthOf(d: Date): string {
  return parkToday(d).slice(0, 7);
}

/** Minutes since the park day's midnight. */
export function parkMinuteOfDay(d: Date): number {
  const shifted = new Date(d.getTime() + PARK_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** 'HH:mm' ⇄ minutes of the day ('24:00' is 1440, the day's end). */
export function minutesOf(hm: string): number {
  const [h, m] = hm.split(':').map(Number);
  return h! * 60 + m!;
}
export function hourMinute(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** ISO weekday of a park date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}
export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** The first and the last instant of a park month 'YYYY-MM' (the second is the next month's first). */
export function parkMonthRange(month: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [new Date(`${month}-01T00:00:00+08:00`), new Date(`${next}-01T00:00:00+08:00`)];
}

// ---------------------------------------------------------------------------------------------------------
// What a space allows

/** A weekday's opening hours, 'HH:mm'; null: closed that day. Index 0 is Monday. */
export type OpeningHours = ({ open: string; close: string } | null)[];

export const DEFAULT_OPENING_HOURS: OpeningHours = [
  { open: '08:30', close: '18:00' },
  { open: '08:30', close: '18:00' },
  { open: '08:30', close: '18:00' },
  { open: '08:30', close: '18:00' },
  { open: '08:30', close: '18:00' },
  null,
  null,
];

export type SpaceRules = {
  openingHours: OpeningHours;
  /** Park dates 'YYYY-MM-DD' the space is closed (holidays, maintenance). */
  closedDates: readonly string[];
  minMinutes: number;
  maxMinutes: number;
  /** How many days ahead (from today, park time) a company may book: the last day is today + advanceDays. */
  advanceDays: number;
  capacity: number;
};

/** The opening hours of a date, in minutes of the day; null when the space is closed that date. */
export function openingOn(rules: Pick<SpaceRules, 'openingHours' | 'closedDates'>, date: string): { open: number; close: number } | null {
  if (rules.closedDates.includes(date)) return null;
  const day = rules.openingHours[isoWeekday(date) - 1];
  if (!day) return null;
  return { open: minutesOf(day.open), close: minutesOf(day.close) };
}

/**
 * Why a booking from `start` to `end` cannot be made, or null when it can. A company's booking keeps every rule; staff
 * (booking for a company, or holding the space) keep only order, the half-hour grid, not in the past and the same day:
 * the opening hours and limits are theirs to set aside.
 */
export function bookingProblem(rules: SpaceRules, start: Date, end: Date, now: Date, by: 'company' | 'staff' = 'company'): string | null {
  if (end.getTime() <= start.getTime()) return BOOKING_MSG.order;
  const date = parkDateOf(start);
  const startMinute = parkMinuteOfDay(start);
  const minutes = Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
  const endMinute = startMinute + minutes;
  if (endMinute > 24 * 60) return BOOKING_MSG.sameDay;
  if (startMinute % BOOKING_STEP_MINUTES !== 0 || endMinute % BOOKING_STEP_MINUTES !== 0) return BOOKING_MSG.step;
  if (start.getTime() < now.getTime()) return BOOKING_MSG.past;
  if (by === 'staff') return null;
  const opening = openingOn(rules, date);
  if (!opening) return BOOKING_MSG.closedDate;
  if (startMinute < opening.open || endMinute > opening.close) return BOOKING_MSG.closedHours;
  if (minutes < rules.minMinutes) return BOOKING_MSG.tooShort(rules.minMinutes);
  if (minutes > rules.maxMinutes) return BOOKING_MSG.tooLong(rules.maxMinutes);
  if (date > addDays(parkToday(now), rules.advanceDays)) return BOOKING_MSG.tooFar(rules.advanceDays);
  return null;
}

/** Whether a company may still cancel a booking starting at `start`: until `cancelBeforeHours` before it. */
export function mayCancel(start: Date, now: Date, cancelBeforeHours: number): boolean {
  return now.getTime() <= start.getTime() - cancelBeforeHours * 3_600_000;
}

/** One half-hour cell of a day's calendar. */
export type SlotState = 'free' | 'taken' | 'mine' | 'past' | 'closed';
export type Slot = { start: string; end: string; state: SlotState };

/**
 * A space's day as half-hour cells from opening to closing: free, taken (someone's booking or staff's hold), the
 * caller's own company's, or past. Nothing when the space is closed that date.
 */
export function daySlots(
  rules: Pick<SpaceRules, 'openingHours' | 'closedDates'>,
  date: string,
  held: readonly { start: Date; end: Date; mine: boolean }[],
  now: Date,
): Slot[] {
  const opening = openingOn(rules, date);
  if (!opening) return [];
  const slots: Slot[] = [];
  for (let m = opening.open; m + BOOKING_STEP_MINUTES <= opening.close; m += BOOKING_STEP_MINUTES) {
    const from = parkInstant(date, m);
    const to = parkInstant(date, m + BOOKING_STEP_MINUTES);
    const hit = held.find((h) => h.start < to && h.end > from);
    const state: SlotState = hit ? (hit.mine ? 'mine' : 'taken') : from < now ? 'past' : 'free';
    slots.push({ start: hourMinute(m), end: hourMinute(m + BOOKING_STEP_MINUTES), state });
  }
  return slots;
}

// ---------------------------------------------------------------------------------------------------------
// Free hours and the charge

/**
 * How a company's month in one space is charged: its bookings in start order use the free minutes first, the rest is
 * charged. Recomputed whenever one of them is made, moved or cancelled, so an early cancellation frees hours for the
 * later bookings. Returns each booking's charged minutes, in the order given.
 */
export function allocateCharges(bookings: readonly { minutes: number }[], freeMinutes: number): number[] {
  let left = Math.max(0, freeMinutes);
  return bookings.map((b) => {
    const free = Math.min(left, b.minutes);
    left -= free;
    return b.minutes - free;
  });
}

/** The charge in fen of `minutes` at `pricePerHour` fen an hour (rounded to the fen). */
export function chargeFen(minutes: number, pricePerHour: number): number {
  return Math.round((minutes * pricePerHour) / 60);
}

/** Hours for people: 1.5 for 90 minutes. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}
