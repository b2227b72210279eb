/**
 * The park's answer-on-time rules for its two inboxes (issue 10): consultations from the public pages and the
 * companies' service requests. Said once here; the server filters with them and the pages label with them.
 *
 * Working days are Monday to Friday in park time. China's public holidays and their make-up working days move
 * every year (国务院办公厅 publishes them each autumn) and are not modelled: a request that arrives before a
 * holiday may be flagged a few days early, never late.
 */
import { addDays, addMonths, daysBetween, parkToday } from '../billing/rules';

/** Default reply limit: an item unanswered longer than this many working days is overdue (setting REPLY_LIMIT_WORKING_DAYS). */
export const REPLY_LIMIT_WORKING_DAYS = 3;

/**
 * The government-website inspection line: a public message left unanswered for three months fails the yearly
 * inspection (政府网站与政务新媒体检查指标). Items are flagged critical this many days before they reach it.
 */
export const INSPECTION_LINE_MONTHS = 3;
export const INSPECTION_WARNING_DAYS = 14;

export const ReplyState = { ANSWERED: 'answered', WAITING: 'waiting', OVERDUE: 'overdue', CRITICAL: 'critical' } as const;
export type ReplyStateValue = (typeof ReplyState)[keyof typeof ReplyState];
export const REPLY_STATE_LABEL: Record<ReplyStateValue, string> = {
  answered: '已答复',
  waiting: '待答复',
  overdue: '超时未答复',
  critical: '临近三个月未答复',
};

/** An inbox's backlog on a day: unanswered items, past the limit (critical included), close to the line, oldest age in days. */
export type Backlog = { open: number; overdue: number; critical: number; oldestDays: number };

/** Saturday and Sunday are not working days (date 'YYYY-MM-DD', park time). */
export function isWorkingDay(ymd: string): boolean {
  const weekday = new Date(`${ymd}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The last day a reply is on time: `limit` working days after the day the item arrived (it arrives Monday,
 * limit 3 → due Thursday; it arrives Saturday → due Wednesday).
 */
export function replyDueDate(receivedDay: string, limit: number = REPLY_LIMIT_WORKING_DAYS): string {
  let day = receivedDay;
  for (let counted = 0; counted < limit;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) counted += 1;
  }
  return day;
}

/** The day the inspection line falls on for an item that arrived on `receivedDay`. */
export function inspectionLine(receivedDay: string): string {
  return addMonths(receivedDay, INSPECTION_LINE_MONTHS);
}

/** Where an item stands: answered, still on time, overdue, or close to the three-month line. */
export function replyState(
  receivedDay: string,
  answered: boolean,
  today: string,
  limit: number = REPLY_LIMIT_WORKING_DAYS,
): ReplyStateValue {
  if (answered) return ReplyState.ANSWERED;
  if (today >= addDays(inspectionLine(receivedDay), -INSPECTION_WARNING_DAYS)) return ReplyState.CRITICAL;
  if (today > replyDueDate(receivedDay, limit)) return ReplyState.OVERDUE;
  return ReplyState.WAITING;
}

/**
 * For SQL filters: unanswered items that arrived on or before this day are overdue today (the latest arrival
 * day whose due date is already past).
 */
export function overdueCutoff(today: string, limit: number = REPLY_LIMIT_WORKING_DAYS): string {
  let day = addDays(today, -1);
  while (replyDueDate(day, limit) >= today) day = addDays(day, -1);
  return day;
}

/** For SQL filters: unanswered items that arrived on or before this day are critical today. */
export function criticalCutoff(today: string): string {
  // The latest arrival day whose line, less the warning, is today or earlier. Month ends clamp, so step back.
  let day = addMonths(addDays(today, INSPECTION_WARNING_DAYS), -INSPECTION_LINE_MONTHS);
  while (addDays(inspectionLine(day), -INSPECTION_WARNING_DAYS) > today) day = addDays(day, -1);
  while (addDays(inspectionLine(addDays(day, 1)), -INSPECTION_WARNING_DAYS) <= today) day = addDays(day, 1);
  return day;
}

/** The park day an instant falls on. */
export function receivedDayOf(at: Date): string {
  return parkToday(at);
}

/** An item's age for the inbox: '今天', '1 天', '12 天' (calendar days in park time). */
export function ageLabel(receivedAt: Date, now: Date): string {
  const days = daysBetween(parkToday(receivedAt), parkToday(now));
  return days <= 0 ? '今天' : `${days} 天`;
}

export function ageDays(receivedAt: Date, now: Date): number {
  return Math.max(0, daysBetween(parkToday(receivedAt), parkToday(now)));
}

/**
 * The arrival days whose reply falls due on `today` (a run of days, oldest first; none on a weekend): unanswered items
 * that arrived then must be answered today, and staff are told so once (issue 32).
 */
export function arrivalDaysDueOn(today: string, limit: number = REPLY_LIMIT_WORKING_DAYS): string[] {
  const days: string[] = [];
  // `limit` working days span at most limit + 2 × (limit / 5 + 1) calendar days; a week more is plenty.
  for (let back = limit * 2 + 7; back >= 1; back--) {
    const day = addDays(today, -back);
    if (replyDueDate(day, limit) === today) days.push(day);
  }
  return days;
}
