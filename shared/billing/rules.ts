/**
 * The park's money rules, said once (issue 9): pay cycles, paid-through arithmetic, warnings, yuan ⇄ fen.
 * Pure functions on 'YYYY-MM-DD' strings in park time (Asia/Shanghai); no zod, no I/O, so the server, the
 * pages and the tests share them.
 */

/** Pay cycles in months, with the label staff and companies see (spec "pay_way" of a lease or fee). */
export const PAY_CYCLES = [
  { months: 1, label: '月付' },
  { months: 3, label: '季付' },
  { months: 6, label: '半年付' },
  { months: 12, label: '年付' },
] as const;
export type CycleMonths = (typeof PAY_CYCLES)[number]['months'];
export const CYCLE_MONTHS: readonly number[] = PAY_CYCLES.map((c) => c.months);

export function cycleLabel(months: number): string {
  return PAY_CYCLES.find((c) => c.months === months)?.label ?? `${months}个月一付`;
}

/** How a payment was made (a payment record's pay_way). */
export const PAYMENT_METHODS = ['对公转账', '微信支付', '支付宝', '现金', 'POS刷卡', '其他'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Record types of my_record / update_time / payments: 1 a room lease, 2 a service-fee contract. */
export const RecordType = { LEASE: 1, FEE: 2 } as const;
export type RecordTypeValue = (typeof RecordType)[keyof typeof RecordType];

/** Contract status: 1 live, 2 ended (ended contracts never warn). */
export const ContractStatus = { LIVE: 1, ENDED: 2 } as const;

// ---------------------------------------------------------------------------------------------------------
// Dates

const DAY_MS = 86_400_000;
const PARK_OFFSET_MS = 8 * 3_600_000;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in park time (Asia/Shanghai), as 'YYYY-MM-DD'. */
export function parkToday(now: Date = new Date()): string {
  return new Date(now.getTime() + PARK_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDate(s: string): boolean {
  if (!DATE_PATTERN.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

function parts(ymd: string): [number, number, number] {
  return ymd.split('-').map(Number) as [number, number, number];
}

function ymdOf(year: number, month0: number, day: number): string {
  const first = new Date(Date.UTC(year, month0, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(Math.min(day, daysInMonth(y, m))).padStart(2, '0')}`;
}

/** Calendar months later on the given day of month, clamped to the month's end (day 31 in February → 28/29). */
export function addMonthsOnDay(ymd: string, months: number, day: number): string {
  const [y, m] = parts(ymd);
  return ymdOf(y, m - 1 + months, day);
}

/** Calendar months later; a day past the month's end falls back to its last day (01-31 + 1 month = 02-28). */
export function addMonths(ymd: string, months: number): string {
  return addMonthsOnDay(ymd, months, parts(ymd)[2]);
}

/**
 * The day of the month on which a contract's periods end: the day before its start day. A contract starting
 * on the 1st ends its periods on the last day of a month (31, clamped), one starting on the 15th on the 14th.
 */
export function periodEndDay(startDate: string): number {
  const [, , d] = parts(startDate);
  return d === 1 ? 31 : d - 1;
}

/**
 * The paid-through date after paying `months` more, on the contract's own grid, so month ends never drift:
 * paid through 01-31 (a contract starting on the 1st), one month more → 02-28 (02-29 in a leap year) → 03-31.
 * A date staff corrected off the grid keeps its own day of month from then on.
 */
export function advancePaidThrough(paidThrough: string, months: number, startDate: string): string {
  const gridDay = periodEndDay(startDate);
  const [y, m, d] = parts(paidThrough);
  const onGrid = d === Math.min(gridDay, daysInMonth(y, m - 1));
  return addMonthsOnDay(paidThrough, months, onGrid ? gridDay : d);
}

/** The last day of a contract of `months` months starting on `startDate` (a 12-month contract from 01-01 ends 12-31). */
export function contractEnd(startDate: string, months: number): string {
  return advancePaidThrough(addDays(startDate, -1), months, startDate);
}

// ---------------------------------------------------------------------------------------------------------
// Warnings: derived from the paid-through date at query time, never stored.

/** Spec §9: an item is warned when its paid-through date is within a month (or already past). */
export const WARN_WINDOW_MONTHS = 1;
/** The admin tab "within a week" (overdue included). */
export const URGENT_WINDOW_DAYS = 7;

/**
 * Admin warning tabs (spec §4): 0 every warned item, 2 due within a week, 1 due within a month, overdue included in
 * both, so they nest (week ⊆ month ⊆ all) and "within a month" never hides the most urgent items.
 */
export const WarnTab = { ALL: 0, MONTH: 1, WEEK: 2 } as const;
export type WarnTabValue = (typeof WarnTab)[keyof typeof WarnTab];
export const WARN_TABS = [
  { value: WarnTab.ALL, label: '全部预警' },
  { value: WarnTab.WEEK, label: '一周内到期' },
  { value: WarnTab.MONTH, label: '一个月内到期' },
] as const;

/** The last paid-through date that is warned today: one month from today. */
export function warnLimit(today: string): string {
  return addMonths(today, WARN_WINDOW_MONTHS);
}

/** The last paid-through date that counts as "within a week". */
export function urgentLimit(today: string): string {
  return addDays(today, URGENT_WINDOW_DAYS);
}

/**
 * Paid-through bounds of a tab: paid_through ≤ `until`, overdue included. The warning window is itself one
 * calendar month, so tab 1 holds every warned item, as tab 0 does.
 */
export function tabBounds(tab: number, today: string): { until: string } {
  if (tab === WarnTab.WEEK) return { until: urgentLimit(today) };
  return { until: warnLimit(today) };
}

export function isWarned(paidThrough: string, today: string): boolean {
  return paidThrough <= warnLimit(today);
}

export function isOverdue(paidThrough: string, today: string): boolean {
  return paidThrough < today;
}

/** What a company or staff member reads beside a warned item; '' when not warned. */
export function warningText(paidThrough: string, today: string): string {
  if (!isWarned(paidThrough, today)) return '';
  const days = daysBetween(today, paidThrough);
  if (days < 0) return `已逾期 ${-days} 天，请尽快续费`;
  if (days === 0) return '今日到期，请及时续费';
  return '即将到期（1个月内），请及时续费';
}

/**
 * Reminders to the company: 30, 7 and 1 days before the paid-through date, and 0 on the day it lapses.
 * Only the most urgent threshold reached is sent, once per contract, paid-through date and threshold.
 */
export const REMINDER_THRESHOLDS = [30, 7, 1, 0] as const;
export const REMINDER_LABEL: Record<number, string> = { 30: '到期前 30 天', 7: '到期前 7 天', 1: '到期前 1 天', 0: '到期当日' };

/** The threshold a contract has reached today, or null when it is more than 30 days from its paid-through date. */
export function reminderThreshold(paidThrough: string, today: string): number | null {
  const days = daysBetween(today, paidThrough);
  let reached: number | null = null;
  for (const t of REMINDER_THRESHOLDS) if (days <= t) reached = t;
  return reached;
}

// ---------------------------------------------------------------------------------------------------------
// Money: integer fen inside, yuan with two decimals at the edges.

/** The largest amount accepted anywhere: 100 million yuan. */
export const MAX_MONEY_FEN = 10_000_000_000;

/** 1234567 fen → '12345.67'. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '12345.6' or 12345.6 → 1234560 fen; null when not a non-negative amount with at most two decimals. */
export function yuanToFen(v: string | number): number | null {
  const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** '12,345.67 元' for people. */
export function formatYuan(fen: number): string {
  const [int, dec] = fenToYuan(fen).split('.');
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec} 元`;
}
