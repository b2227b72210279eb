import { BOOKING_MSG, HOLDING_STATUSES, bookingProblem, mayCancel, type SpaceRules } from '../../../shared/bookings/rules';
import { fail, notFound } from '../../lib/errors';

/** Who may make this module's staff calls (会议室管理): said once in shared/, with the staff menu. */
export { BOOKING_STAFF } from '../../../shared/auth/module-roles';
export { BOOKING_MEMBERS } from '../../../shared/auth/member-roles';

/** A space that exists (staff) or is open for booking (everyone else). */
export function requireSpace<T extends { enabled: boolean }>(space: T | undefined, staff = false): T {
  if (!space || (!staff && !space.enabled)) throw notFound(BOOKING_MSG.spaceMissing);
  return space;
}

/** A booking of the caller's own company; another company's answers exactly as an unknown id (whose it is is never said). */
export function requireOwnBooking<T extends { companyId: number | null }>(row: T | undefined, companyId: number): T {
  if (!row || row.companyId !== companyId) throw notFound(BOOKING_MSG.missing);
  return row;
}

export function requireBooking<T>(row: T | undefined): T {
  if (!row) throw notFound(BOOKING_MSG.missing);
  return row;
}

/** The booking keeps the space's rules (a company's) or staff's few (order, the grid, not past, one day). */
export function requireBookable(rules: SpaceRules, start: Date, end: Date, now: Date, by: 'company' | 'staff'): void {
  const problem = bookingProblem(rules, start, end, now, by);
  if (problem) throw fail(problem);
}

export function requirePeopleFit(people: number, capacity: number): void {
  if (people > capacity) throw fail(BOOKING_MSG.people(capacity));
}

/** Still holding its time (pending or confirmed) and not yet over. */
export function requireHolding<T extends { status: number; endAt: Date }>(row: T, now: Date): T {
  if (!(HOLDING_STATUSES as readonly number[]).includes(row.status) || row.endAt <= now) throw fail(BOOKING_MSG.notCancellable);
  return row;
}

/** A company cancels until the park's deadline before the start. */
export function requireCancelInTime(start: Date, now: Date, cancelBeforeHours: number): void {
  if (!mayCancel(start, now, cancelBeforeHours)) throw fail(BOOKING_MSG.cancelLate(cancelBeforeHours));
}

export function requirePending<T extends { status: number }>(row: T, pending: number): T {
  if (row.status !== pending) throw fail(BOOKING_MSG.notPending);
  return row;
}

/** True when the error (or one it wraps) is the database refusing an overlapping booking (bookings_no_overlap). */
export function isOverlap(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23P01') return true;
  }
  return false;
}

/** The space's time taken: the database's refusal as the person reads it. */
export const taken = () => fail(BOOKING_MSG.taken);
