import { describe, expect, it } from 'vitest';
import { BOOKING_MSG, BookingStatus } from '@shared/bookings/rules';
import { checkBooking, checkMove, hasEnded, moveValuesOf, parkTime, type BookingFormValues } from './booking-form';
import { booking } from './test-fixtures';

const values = (over: Partial<BookingFormValues> = {}): BookingFormValues => ({
  space_id: 1,
  company_id: 7,
  date: '2026-06-10',
  start: '09:00',
  end: '10:30',
  subject: ' 季度经营会 ',
  people: 8,
  ...over,
});

describe('新建预约', () => {
  it('sends park times and the company (0 for 占用)', () => {
    expect(checkBooking(values())).toEqual({
      ok: true,
      payload: { space_id: 1, company_id: 7, start: '2026-06-10 09:00', end: '2026-06-10 10:30', subject: '季度经营会', people: 8 },
    });
    const hold = checkBooking(values({ company_id: 0, people: null, subject: '投影仪维修' }));
    expect(hold.ok && hold.payload).toMatchObject({ company_id: 0, people: 0 });
  });

  it('ends at 24:00 as the next day’s 00:00', () => {
    expect(parkTime('2026-06-10', '24:00')).toBe('2026-06-11 00:00');
    const late = checkBooking(values({ start: '22:00', end: '24:00' }));
    expect(late.ok && late.payload.end).toBe('2026-06-11 00:00');
  });

  it('says what is missing or wrong under the fields', () => {
    const checked = checkBooking(values({ space_id: undefined, company_id: undefined, start: '', subject: '' }));
    expect(checked.ok ? null : checked.errors).toEqual({
      space_id: '请选择会议室',
      company_id: '请选择企业或“占用”',
      start: '请选择开始时间',
      subject: '请输入主题',
    });
    const backwards = checkBooking(values({ start: '11:00', end: '10:00' }));
    expect(backwards.ok ? null : backwards.errors).toEqual({ end: BOOKING_MSG.order });
  });
});

describe('调整', () => {
  it('starts from the booking as it is and sends the new place, time and note', () => {
    const b = booking();
    expect(moveValuesOf(b)).toEqual({ space_id: 1, date: '2026-06-10', start: '09:00', end: '10:30', remark: '' });
    expect(checkMove(b.id, { ...moveValuesOf(b), space_id: 2, start: '14:00', end: '15:30', remark: '设备维修' })).toEqual({
      ok: true,
      payload: { id: 11, space_id: 2, start: '2026-06-10 14:00', end: '2026-06-10 15:30', remark: '设备维修' },
    });
  });

  it('knows a booking that has ended', () => {
    const b = booking({ status: BookingStatus.CONFIRMED });
    expect(hasEnded(b, '2026-06-10 10:29')).toBe(false);
    expect(hasEnded(b, '2026-06-10 10:30')).toBe(true);
  });
});
