import { addDays, isCalendarDate } from '@shared/billing/rules';
import { BOOKING_ADMIN_PAGE_SIZE, BookingStatus, isoWeekday } from '@shared/bookings/rules';
import { readKeyword, readPage } from '~/lib/list-query';

/** The tabs of /system/bookings (会议室管理, issue 33), in order. */
export type AdminTab = 'calendar' | 'pending' | 'spaces' | 'charges' | 'settings';
export const ADMIN_TABS: readonly { key: AdminTab; label: string }[] = [
  { key: 'calendar', label: '预约日历' },
  { key: 'pending', label: '待审核' },
  { key: 'spaces', label: '会议室' },
  { key: 'charges', label: '使用费' },
  { key: 'settings', label: '预约规则' },
];

/** The booking list's state filter: -1 every state, else a BookingStatus (待审核 by default). */
export const ALL_STATES = -1;
export const STATUS_FILTERS: readonly { value: number; label: string }[] = [
  { value: BookingStatus.PENDING, label: '待审核' },
  { value: ALL_STATES, label: '全部' },
  { value: BookingStatus.CONFIRMED, label: '已预约' },
  { value: BookingStatus.REFUSED, label: '未通过' },
  { value: BookingStatus.CANCELLED, label: '已取消' },
];

export type CalendarDays = 1 | 7;

/**
 * URL parameters of /system/bookings: `tab`; the calendar's `date` (YYYY-MM-DD, today when left out) and `days`
 * (1 or 7); the list's `status`, `keyword` and `page`; the charges' `month` (YYYY-MM, this month when left out),
 * `keyword` and `page`. Read leniently: anything malformed is the default.
 */
export type BookingsAdminQuery = {
  tab: AdminTab;
  date: string;
  days: CalendarDays;
  status: number;
  keyword: string;
  page: number;
  month: string;
};

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function parseBookingsAdminQuery(sp: URLSearchParams, today: string): BookingsAdminQuery {
  const rawTab = sp.get('tab');
  const tab = ADMIN_TABS.find((t) => t.key === rawTab)?.key ?? 'calendar';
  const date = sp.get('date') ?? '';
  const month = sp.get('month') ?? '';
  const status = Number(sp.get('status') ?? BookingStatus.PENDING);
  return {
    tab,
    date: isCalendarDate(date) ? date : today,
    days: sp.get('days') === '7' ? 7 : 1,
    status: STATUS_FILTERS.some((f) => f.value === status) && sp.get('status') !== '' ? status : BookingStatus.PENDING,
    keyword: readKeyword(sp),
    page: readPage(sp),
    month: MONTH_PATTERN.test(month) ? month : today.slice(0, 7),
  };
}

/**
 * A link within the page: the tab and the parameters that tab reads, defaults (today, this month, one day, 待审核,
 * page 1) left out when `today` says what they are.
 */
export function bookingsAdminHref(path: string, q: Partial<BookingsAdminQuery> & { tab: AdminTab }, today = ''): string {
  const sp = new URLSearchParams();
  if (q.tab !== 'calendar') sp.set('tab', q.tab);
  if (q.tab === 'calendar') {
    if (q.date && q.date !== today) sp.set('date', q.date);
    if (q.days === 7) sp.set('days', '7');
  }
  if (q.tab === 'pending' && q.status !== undefined && q.status !== BookingStatus.PENDING) sp.set('status', String(q.status));
  if (q.tab === 'charges' && q.month && q.month !== today.slice(0, 7)) sp.set('month', q.month);
  if ((q.tab === 'pending' || q.tab === 'charges') && q.keyword) sp.set('keyword', q.keyword);
  if ((q.tab === 'pending' || q.tab === 'charges') && q.page && q.page > 1) sp.set('page', String(q.page));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/** The Monday of a date's week: the week view starts there. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The first day the calendar shows: the date itself, or its week's Monday. */
export const calendarFrom = (q: Pick<BookingsAdminQuery, 'date' | 'days'>): string => (q.days === 7 ? mondayOf(q.date) : q.date);

/** The dates of 前一天 / 后一天 (前一周 / 后一周). */
export function calendarStep(q: Pick<BookingsAdminQuery, 'date' | 'days'>, direction: 1 | -1): string {
  return addDays(calendarFrom(q), direction * q.days);
}

/** booking_calendar's body. */
export const calendarPayload = (q: BookingsAdminQuery) => ({ date: calendarFrom(q), days: q.days });

/** booking_list's body: the state, the keyword when there is one, the page (20 a page). */
export const bookingListPayload = (q: BookingsAdminQuery) => ({
  status: q.status,
  ...(q.keyword ? { keyword: q.keyword } : {}),
  start: q.page,
  page_size: BOOKING_ADMIN_PAGE_SIZE,
});

/** room_charge_list's body. */
export const chargeListPayload = (q: BookingsAdminQuery) => ({
  month: q.month,
  ...(q.keyword ? { keyword: q.keyword } : {}),
  start: q.page,
  page_size: BOOKING_ADMIN_PAGE_SIZE,
});
