import { addDays, parkToday } from '@shared/billing/rules';
import {
  BOOKING_STEP_MINUTES,
  BookingKind,
  BookingStatus,
  HOLDING_STATUSES,
  WEEKDAY_NAMES,
  hourMinute,
  isoWeekday,
  minutesOf,
  openingOn,
  type OpeningHours,
} from '@shared/bookings/rules';
import type { BookingAdminItem, SpaceItem } from '@shared/contracts/bookings';

/** The day view's hours when no space opens that day and nothing is booked. */
export const DEFAULT_DAY = { from: 8 * 60, to: 18 * 60 } as const;

/** A space's opening hours as the rules take them: a weekday with no hours ('' and '') is closed. */
export function openingHoursOf(space: Pick<SpaceItem, 'opening_hours'>): OpeningHours {
  return space.opening_hours.map((d) => (d.open && d.close ? { open: d.open, close: d.close } : null));
}

/** When a space opens on a date, in minutes of the day; null when it is closed that date. */
export function spaceOpeningOn(space: Pick<SpaceItem, 'opening_hours' | 'closed_dates'>, date: string) {
  return openingOn({ openingHours: openingHoursOf(space), closedDates: space.closed_dates }, date);
}

/** '08:30–18:00', or 不开放. */
export function openingText(space: Pick<SpaceItem, 'opening_hours' | 'closed_dates'>, date: string): string {
  const o = spaceOpeningOn(space, date);
  return o ? `${hourMinute(o.open)}–${hourMinute(o.close)}` : '不开放';
}

/** Whether the calendar draws a booking: the ones that hold the space's time (pending and confirmed). */
export const isHolding = (b: Pick<BookingAdminItem, 'status'>) => (HOLDING_STATUSES as readonly number[]).includes(b.status);
export const isPending = (b: Pick<BookingAdminItem, 'status'>) => b.status === BookingStatus.PENDING;
export const isBlock = (b: Pick<BookingAdminItem, 'kind'>) => b.kind === BookingKind.BLOCK;

/** Whose booking it is, as the calendar says it: the company, or 占用 for staff's own hold. */
export const holderName = (b: Pick<BookingAdminItem, 'kind' | 'company_name'>) => (isBlock(b) ? '占用' : b.company_name || '—');

/** A booking's park date and its minutes of the day (the end may be 1440: midnight closing the day). */
export function bookingSpan(b: Pick<BookingAdminItem, 'start' | 'minutes'>): { date: string; start: number; end: number } {
  const start = minutesOf(b.start.slice(11, 16));
  return { date: b.start.slice(0, 10), start, end: start + b.minutes };
}

/** '09:00–10:30'. */
export function timeRange(b: Pick<BookingAdminItem, 'start' | 'minutes'>): string {
  const { start, end } = bookingSpan(b);
  return `${hourMinute(start)}–${hourMinute(end)}`;
}

/** The state a booking's block shows in words: 待审核 on a pending one (other states are not drawn). */
export const shownState = (b: BookingAdminItem): string | null => (isPending(b) ? b.status_name || '待审核' : null);

/**
 * A booking in one line: (date,) time, whose, subject, state — the block's own words in the block's order, then the
 * state it does not draw.
 */
export function bookingLine(b: BookingAdminItem, withDate = false): string {
  const date = withDate ? b.start.slice(0, 10) : '';
  return [date, timeRange(b), holderName(b), b.subject, shownState(b) ?? b.status_name].filter(Boolean).join(' ');
}

/**
 * What a booking's button says to assistive technology: 查看<space>的预约：and the line. The words the block shows
 * come in the name together and in order (WCAG 2.5.3, label in name: a person who says what they see to speech
 * control reaches the button), so the space is named before them, not between.
 */
export function bookingLabel(b: BookingAdminItem, withDate = false): string {
  return `查看${b.space_name ? `${b.space_name}的` : ''}预约：${bookingLine(b, withDate)}`;
}

export type DayBlock = { booking: BookingAdminItem; /** 0-based half-hour row. */ row: number; span: number };
export type DayColumn = {
  space: SpaceItem;
  /** The opening hours that day (minutes), null when closed. */
  opening: { open: number; close: number } | null;
  /** For each half-hour row: outside the opening hours (shaded, still bookable by staff). */
  closed: boolean[];
  blocks: DayBlock[];
};
export type DayLayout = { date: string; from: number; to: number; rows: string[]; columns: DayColumn[] };

const floorTo = (m: number, step: number) => Math.floor(m / step) * step;
const ceilTo = (m: number, step: number) => Math.ceil(m / step) * step;

/**
 * The day view: spaces as columns, half hours as rows from the earliest opening (or booking) to the latest closing
 * (or booking end), whole hours at both ends; each holding booking a block on its space's column.
 */
export function dayLayout(date: string, spaces: readonly SpaceItem[], bookings: readonly BookingAdminItem[]): DayLayout {
  const shown = bookings.filter((b) => isHolding(b) && bookingSpan(b).date === date);
  const openings = spaces.map((s) => spaceOpeningOn(s, date));
  const starts = [...openings.flatMap((o) => (o ? [o.open] : [])), ...shown.map((b) => bookingSpan(b).start)];
  const ends = [...openings.flatMap((o) => (o ? [o.close] : [])), ...shown.map((b) => bookingSpan(b).end)];
  const from = starts.length ? floorTo(Math.min(...starts), 60) : DEFAULT_DAY.from;
  const to = ends.length ? Math.min(24 * 60, ceilTo(Math.max(...ends), 60)) : DEFAULT_DAY.to;
  const rows: string[] = [];
  for (let m = from; m < to; m += BOOKING_STEP_MINUTES) rows.push(hourMinute(m));
  const columns = spaces.map((space, i) => {
    const opening = openings[i] ?? null;
    const closed = rows.map((_, r) => {
      const m = from + r * BOOKING_STEP_MINUTES;
      return !opening || m < opening.open || m >= opening.close;
    });
    const blocks = shown
      .filter((b) => b.space_id === space.id)
      .map((booking) => {
        const { start, end } = bookingSpan(booking);
        const row = Math.max(0, Math.floor((start - from) / BOOKING_STEP_MINUTES));
        const last = Math.min(rows.length, Math.ceil((end - from) / BOOKING_STEP_MINUTES));
        return { booking, row, span: Math.max(1, last - row) };
      })
      .sort((a, b) => a.row - b.row);
    return { space, opening, closed, blocks };
  });
  return { date, from, to, rows, columns };
}

/** The half hour a row of the day view starts at, and the hour after it: a click on a free cell books that hour. */
export function cellSlot(layout: Pick<DayLayout, 'from' | 'to'>, row: number): { start: string; end: string } {
  const start = layout.from + row * BOOKING_STEP_MINUTES;
  return { start: hourMinute(start), end: hourMinute(Math.min(start + 60, 24 * 60)) };
}

export type WeekDay = { date: string; weekday: string; /** 'MM-DD'. */ short: string; today: boolean };
export type WeekRow = { space: SpaceItem; cells: { date: string; closed: boolean; bookings: BookingAdminItem[] }[] };

/** The week view: a row for each space, a cell for each of the days, its holding bookings in time order. */
export function weekLayout(
  from: string,
  days: number,
  spaces: readonly SpaceItem[],
  bookings: readonly BookingAdminItem[],
  today = parkToday(),
): { days: WeekDay[]; rows: WeekRow[] } {
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const held = bookings.filter(isHolding).sort((a, b) => a.start.localeCompare(b.start));
  return {
    days: dates.map((date) => ({ date, weekday: WEEKDAY_NAMES[isoWeekday(date) - 1]!, short: date.slice(5), today: date === today })),
    rows: spaces.map((space) => ({
      space,
      cells: dates.map((date) => ({
        date,
        closed: spaceOpeningOn(space, date) === null,
        bookings: held.filter((b) => b.space_id === space.id && b.start.startsWith(date)),
      })),
    })),
  };
}

/** The calendar's heading: '2026-06-10 周三', or '2026-06-08 至 2026-06-14'. */
export function calendarTitle(from: string, days: number): string {
  return days === 1 ? `${from} ${WEEKDAY_NAMES[isoWeekday(from) - 1]}` : `${from} 至 ${addDays(from, days - 1)}`;
}

/** 'HH:mm' choices every half hour: starts from 00:00 to 23:30, ends from 00:30 to 24:00. */
export const START_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => hourMinute(i * BOOKING_STEP_MINUTES));
export const END_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => hourMinute((i + 1) * BOOKING_STEP_MINUTES));
