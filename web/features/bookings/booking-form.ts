import { BOOKING_MSG } from '@shared/bookings/rules';
import { roomBookBody, type SpaceItem } from '@shared/contracts/bookings';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';

/** 预约's fields as the form holds them: the chosen cells' times ('HH:mm'), the subject and the number of people. */
export type BookingValues = { start: string | null; end: string | null; subject: string; people: number | null };
export const BOOKING_FIELDS = ['start', 'end', 'subject', 'people'] as const;

export type RoomBookRequest = { space_id: number; start: string; end: string; subject: string; people: number };
export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/**
 * The booking as room_book takes it ('YYYY-MM-DD HH:mm' park time), checked with the server's own contract and the
 * space's capacity, so the person reads the server's messages under the fields before anything is sent.
 */
export function bookingBody(space: Pick<SpaceItem, 'id' | 'capacity'>, date: string, v: BookingValues): Checked<RoomBookRequest> {
  const start = v.start ? `${date} ${v.start}` : '';
  const end = v.end ? `${date} ${v.end}` : '';
  const raw = { space_id: space.id, start, end, subject: v.subject ?? '', people: v.people ?? undefined };
  const checked = roomBookBody.safeParse(raw);
  const errors: FieldErrors = checked.success ? {} : fieldErrors(checked.error);
  if (v.people === null || v.people === undefined) errors.people = '请输入参会人数';
  else if (!errors.people && v.people > space.capacity) errors.people = BOOKING_MSG.people(space.capacity);
  if (!checked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { space_id: space.id, start, end, subject: checked.data.subject, people: checked.data.people } };
}
