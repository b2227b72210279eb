import { addDays } from '@shared/billing/rules';
import { BOOKING_MSG, hourMinute, minutesOf } from '@shared/bookings/rules';
import { bookingMoveBody, bookingSaveBody, type BookingAdminItem } from '@shared/contracts/bookings';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import { bookingSpan } from './calendar-view';

/** 企业's choice for staff's own hold of a space (company_id 0). */
export const BLOCK_COMPANY = 0;
export const BLOCK_LABEL = '占用（不属于企业）';

/** The 新建预约 form as plain values: date 'YYYY-MM-DD', times 'HH:mm' ('24:00' the day's end). */
export type BookingFormValues = {
  space_id: number | undefined;
  company_id: number | undefined;
  date: string;
  start: string;
  end: string;
  subject: string;
  people: number | null;
};

/** 调整: where and when the booking goes, and a note the company reads. */
export type MoveFormValues = { space_id: number | undefined; date: string; start: string; end: string; remark: string };

/** A park date and 'HH:mm' as the contract writes a time; '24:00' is the next day's 00:00. */
export function parkTime(date: string, hm: string): string {
  return hm === '24:00' ? `${addDays(date, 1)} 00:00` : `${date} ${hm}`;
}

/** Why the times cannot be right whatever the server says (end not after start), or null. */
function orderProblem(start: string, end: string): string | null {
  return start && end && minutesOf(end) <= minutesOf(start) ? BOOKING_MSG.order : null;
}

const SELECT_MESSAGES = {
  space_id: '请选择会议室',
  company_id: '请选择企业或“占用”',
  date: '请选择日期',
  start: '请选择开始时间',
  end: '请选择结束时间',
};

export type Checked = { ok: true; payload: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** Time fields' messages (the contract's start/end parse errors, the order) on the form's own fields. */
function timeErrors(errors: FieldErrors, v: { date: string; start: string; end: string }): FieldErrors {
  const out = { ...errors };
  if (!v.date) out.date = SELECT_MESSAGES.date;
  if (!v.start) out.start = SELECT_MESSAGES.start;
  if (!v.end) out.end = SELECT_MESSAGES.end;
  if (v.date && v.start && v.end) {
    delete out.start;
    delete out.end;
    const order = orderProblem(v.start, v.end);
    if (order) out.end = order;
  }
  return out;
}

/** booking_save's body from the form, checked with the server's contract (its messages under the fields). */
export function checkBooking(v: BookingFormValues): Checked {
  const payload: Record<string, unknown> = {
    space_id: v.space_id,
    company_id: v.company_id,
    start: v.date && v.start ? parkTime(v.date, v.start) : '',
    end: v.date && v.end ? parkTime(v.date, v.end) : '',
    subject: v.subject.trim(),
    people: v.people ?? 0,
  };
  const parsed = bookingSaveBody.safeParse(payload);
  let errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (v.space_id === undefined) errors.space_id = SELECT_MESSAGES.space_id;
  if (v.company_id === undefined) errors.company_id = SELECT_MESSAGES.company_id;
  errors = timeErrors(errors, v);
  return Object.values(errors).some(Boolean) ? { ok: false, errors } : { ok: true, payload };
}

/** booking_move's body, checked likewise. */
export function checkMove(id: number, v: MoveFormValues): Checked {
  const payload: Record<string, unknown> = {
    id,
    space_id: v.space_id,
    start: v.date && v.start ? parkTime(v.date, v.start) : '',
    end: v.date && v.end ? parkTime(v.date, v.end) : '',
    remark: v.remark.trim(),
  };
  const parsed = bookingMoveBody.safeParse(payload);
  let errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (v.space_id === undefined) errors.space_id = SELECT_MESSAGES.space_id;
  errors = timeErrors(errors, v);
  return Object.values(errors).some(Boolean) ? { ok: false, errors } : { ok: true, payload };
}

/** The move form filled with the booking as it is. */
export function moveValuesOf(b: BookingAdminItem): MoveFormValues {
  const { date, start, end } = bookingSpan(b);
  return { space_id: b.space_id, date, start: hourMinute(start), end: hourMinute(end), remark: '' };
}

/** Whether a booking is over (its end has passed, park time 'YYYY-MM-DD HH:mm' compared as text). */
export const hasEnded = (b: Pick<BookingAdminItem, 'end'>, now: string) => b.end <= now;
