import { addDays, formatYuan, yuanToFen } from '@shared/billing/rules';
import {
  BOOKING_STEP_MINUTES,
  WEEKDAY_NAMES,
  chargeFen,
  durationLabel,
  hoursOf,
  isoWeekday,
  minutesOf,
  type Slot,
  type SlotState,
} from '@shared/bookings/rules';
import type { BookingItem, SpaceItem } from '@shared/contracts/bookings';

/**
 * How 会议室预约 and 租赁服务's 共享会议室 say a space, a day's cells and a booking (issue 33). Pure and free of antd, so
 * the public cards use it too.
 */

// ---------------------------------------------------------------------------------------------------------
// A space

/** '50.00' → '50', '12.50' → '12.5'; anything unreadable as sent. */
export function yuanShort(yuan: string): string {
  const fen = yuanToFen(yuan);
  if (fen === null) return yuan;
  return (fen / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** '1234.50' → '1,234.50 元' (the billing pages' form); '' → '—'. */
export function yuanText(yuan: string): string {
  const fen = yuanToFen(yuan);
  return fen === null ? yuan || '—' : formatYuan(fen);
}

/** Whether a price is above nothing. */
export const isCharged = (yuan: string): boolean => (yuanToFen(yuan) ?? 0) > 0;

/** 每月免费 2 小时 / 不含免费时长. */
export function freeHoursText(freeHours: number): string {
  return freeHours > 0 ? `每月免费 ${freeHours} 小时` : '无免费时长';
}

/** 超出 ¥50/小时 (beyond the free hours), 按 ¥50/小时 计费 (no free hours), or 免费使用 when it costs nothing. */
export function priceText(space: Pick<SpaceItem, 'price' | 'free_hours'>): string {
  if (!isCharged(space.price)) return '免费使用';
  return space.free_hours > 0 ? `超出 ¥${yuanShort(space.price)}/小时` : `¥${yuanShort(space.price)}/小时`;
}

/** 'A座 3层', 'A座', '3层' or ''. */
export function placeText(space: Pick<SpaceItem, 'building' | 'floor'>): string {
  return [space.building, space.floor].filter((s) => s.trim()).join(' ');
}

/** 周一至周五, 周六、周日, 周一、周三: consecutive runs of three or more days joined with 至. */
function daysText(days: number[]): string {
  const runs: number[][] = [];
  for (const d of days) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === d - 1) run.push(d);
    else runs.push([d]);
  }
  return runs
    .map((r) => (r.length >= 3 ? `${WEEKDAY_NAMES[r[0]!]}至${WEEKDAY_NAMES[r[r.length - 1]!]}` : r.map((d) => WEEKDAY_NAMES[d]).join('、')))
    .join('、');
}

/**
 * A week's opening hours, days with the same hours together and closed days left out: ['周一至周五 08:30–18:00',
 * '周六 09:00–12:00']; none when closed every day.
 */
export function openingParts(hours: readonly { open: string; close: string }[]): string[] {
  const groups = new Map<string, number[]>();
  hours.slice(0, 7).forEach((h, i) => {
    if (!h.open || !h.close) return;
    const key = `${h.open}–${h.close}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  return [...groups].map(([time, days]) => `${daysText(days)} ${time}`);
}

/** The same in a line: '周一至周五 08:30–18:00；周六 09:00–12:00', or '暂不开放'. */
export function openingSummary(hours: readonly { open: string; close: string }[]): string {
  return openingParts(hours).join('；') || '暂不开放';
}

// ---------------------------------------------------------------------------------------------------------
// A day's cells

/** Each cell's state in words (never colour alone). */
export const SLOT_STATE_TEXT: Record<SlotState, string> = {
  free: '可预约',
  taken: '已被预约',
  mine: '本企业',
  past: '已过',
  closed: '不开放',
};

/** The cells from `start` ('HH:mm') on while they are free and follow one another, as their end times' minutes. */
function freeRunFrom(slots: readonly Slot[], start: string): number[] {
  const i = slots.findIndex((s) => s.start === start);
  if (i < 0) return [];
  const ends: number[] = [];
  let at = minutesOf(start);
  for (let j = i; j < slots.length; j++) {
    const s = slots[j]!;
    if (s.state !== 'free' || minutesOf(s.start) !== at) break;
    at = minutesOf(s.end);
    ends.push(at);
  }
  return ends;
}

export type Limits = { min_minutes: number; max_minutes: number };

/** The ends ('HH:mm') a booking from `start` may have: over free cells only, at least the space's shortest, at most its longest. */
export function endOptions(slots: readonly Slot[], start: string, limits: Limits): string[] {
  const from = minutesOf(start);
  return freeRunFrom(slots, start)
    .filter((end) => end - from >= limits.min_minutes && end - from <= limits.max_minutes)
    .map(hourText);
}

/** The starts a booking may have: free cells with enough free time after them for the shortest booking. */
export function startOptions(slots: readonly Slot[], limits: Limits): string[] {
  return slots.filter((s) => s.state === 'free' && endOptions(slots, s.start, limits).length > 0).map((s) => s.start);
}

function hourText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export type Selection = { start: string | null; end: string | null };
export const NO_SELECTION: Selection = { start: null, end: null };

/**
 * Clicking a cell: with nothing chosen it starts a booking there, as short as the space allows; a cell from the chosen
 * start on, reachable over free cells within the longest booking, moves the end to it (longer or shorter); clicking
 * the chosen single cell again clears the choice; any other free cell starts afresh there. Null when a booking cannot
 * start at that cell (not free, or too little free time after it for the shortest booking).
 */
export function pickCell(selection: Selection, slots: readonly Slot[], cell: Slot, limits: Limits): Selection | null {
  if (cell.state !== 'free') return null;
  const { start, end } = selection;
  if (start && end) {
    if (cell.start === start && minutesOf(end) - minutesOf(start) <= BOOKING_STEP_MINUTES) return NO_SELECTION;
    if (minutesOf(cell.start) >= minutesOf(start) && endOptions(slots, start, limits).includes(cell.end)) return { start, end: cell.end };
  }
  const ends = endOptions(slots, cell.start, limits);
  return ends.length ? { start: cell.start, end: ends[0]! } : null;
}

/** Whether a cell lies inside the chosen booking. */
export function isChosen(selection: Selection, cell: Slot): boolean {
  if (!selection.start || !selection.end) return false;
  const at = minutesOf(cell.start);
  return at >= minutesOf(selection.start) && at < minutesOf(selection.end);
}

/** How long the chosen booking is, in minutes (0 with none). */
export function selectionMinutes(selection: Selection): number {
  return selection.start && selection.end ? Math.max(0, minutesOf(selection.end) - minutesOf(selection.start)) : 0;
}

export type Estimate = { minutes: number; freeMinutes: number; chargedMinutes: number; chargeFen: number };

/**
 * What the chosen booking would cost this month: the company's free minutes left first, the rest at the space's
 * price. An estimate (the charge follows the month's bookings in start order); null when the free time is unknown.
 */
export function estimate(minutes: number, freeMinutesLeft: number | null, price: string): Estimate | null {
  if (freeMinutesLeft === null || minutes <= 0) return null;
  const freeMinutes = Math.min(Math.max(0, freeMinutesLeft), minutes);
  const chargedMinutes = minutes - freeMinutes;
  return { minutes, freeMinutes, chargedMinutes, chargeFen: chargeFen(chargedMinutes, yuanToFen(price) ?? 0) };
}

/** 本月剩余免费 1 小时 30 分钟 / 本月免费时长已用完. */
export function freeLeftText(minutes: number): string {
  return minutes > 0 ? `${durationLabel(minutes)}` : '已用完';
}

/** 1.5 小时. */
export const hoursText = (minutes: number): string => `${hoursOf(minutes)} 小时`;

// ---------------------------------------------------------------------------------------------------------
// A booking

/** '2026-06-10 09:00–10:30' (a booking starts and ends on the same day). */
export function bookingTimeText(b: Pick<BookingItem, 'start' | 'end'>): string {
  const endTime = b.end.slice(0, 10) === b.start.slice(0, 10) ? b.end.slice(11) : b.end;
  return `${b.start}–${endTime}`;
}

/** Whether a booking carries a charge worth saying. */
export const hasCharge = (b: Pick<BookingItem, 'charge'>): boolean => isCharged(b.charge);

// ---------------------------------------------------------------------------------------------------------
// The days

export type DayLink = { date: string; name: string; label: string };

/** '2026-06-12' → '6/12'. */
const shortDate = (date: string): string => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** A date's name beside today: 今天, 明天, else its weekday. */
export function dayName(date: string, today: string): string {
  if (date === today) return '今天';
  if (date === addDays(today, 1)) return '明天';
  return WEEKDAY_NAMES[isoWeekday(date) - 1]!;
}

/** '2026-06-12（周五）'. */
export const dateTitle = (date: string): string => `${date}（${WEEKDAY_NAMES[isoWeekday(date) - 1]}）`;

/** The next `count` days from today as the day picker's links, none past the last date a company may book. */
export function nextDays(today: string, count: number, lastDate: string | null): DayLink[] {
  const days: DayLink[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(today, i);
    if (lastDate && date > lastDate && i > 0) break;
    days.push({ date, name: dayName(date, today), label: shortDate(date) });
  }
  return days;
}

type OpeningRules = Pick<SpaceItem, 'opening_hours' | 'closed_dates' | 'advance_days' | 'min_minutes'>;

/**
 * The day a space's page opens on when the address names none: the first date from today the space is open, today
 * only while a booking can still start (`minuteNow`, park time, rounded up to the half hour, plus the shortest
 * booking, before closing), within the look-ahead; today when there is none.
 */
export function firstOpenDate(space: OpeningRules, today: string, minuteNow: number): string {
  const earliest = Math.ceil(minuteNow / BOOKING_STEP_MINUTES) * BOOKING_STEP_MINUTES;
  for (let i = 0; i <= space.advance_days; i++) {
    const date = addDays(today, i);
    const hours = space.opening_hours[isoWeekday(date) - 1];
    if (!hours?.open || !hours.close || space.closed_dates.includes(date)) continue;
    if (i === 0 && Math.max(earliest, minutesOf(hours.open)) + space.min_minutes > minutesOf(hours.close)) continue;
    return date;
  }
  return today;
}
