import { describe, expect, it } from 'vitest';
import {
  bookingListPayload,
  bookingsAdminHref,
  calendarFrom,
  calendarPayload,
  calendarStep,
  chargeListPayload,
  mondayOf,
  parseBookingsAdminQuery,
} from './admin-query';

const TODAY = '2026-06-10';
const parse = (qs: string) => parseBookingsAdminQuery(new URLSearchParams(qs), TODAY);
const PATH = '/system/bookings';

describe('/system/bookings query', () => {
  it('defaults to today’s day view, 待审核, this month', () => {
    expect(parse('')).toEqual({ tab: 'calendar', date: TODAY, days: 1, status: 0, keyword: '', page: 1, month: '2026-06' });
  });

  it('reads the tab, the date and the week, leniently', () => {
    expect(parse('tab=spaces').tab).toBe('spaces');
    expect(parse('tab=nope').tab).toBe('calendar');
    expect(parse('date=2026-07-01&days=7')).toMatchObject({ date: '2026-07-01', days: 7 });
    expect(parse('date=2026-02-30&days=3')).toMatchObject({ date: TODAY, days: 1 });
  });

  it('reads the list’s state (全部 is -1) and the charges’ month', () => {
    expect(parse('tab=pending&status=-1').status).toBe(-1);
    expect(parse('tab=pending&status=3').status).toBe(3);
    expect(parse('tab=pending&status=9').status).toBe(0);
    expect(parse('tab=pending&status=').status).toBe(0);
    expect(parse('tab=charges&month=2026-05').month).toBe('2026-05');
    expect(parse('tab=charges&month=2026-13').month).toBe('2026-06');
  });

  it('writes links with the tab’s own parameters, defaults left out', () => {
    expect(bookingsAdminHref(PATH, { tab: 'calendar', date: TODAY, days: 1 }, TODAY)).toBe(PATH);
    expect(bookingsAdminHref(PATH, { tab: 'calendar', date: '2026-06-11', days: 7 }, TODAY)).toBe(`${PATH}?date=2026-06-11&days=7`);
    expect(bookingsAdminHref(PATH, { tab: 'pending', status: 0, page: 1 })).toBe(`${PATH}?tab=pending`);
    expect(bookingsAdminHref(PATH, { tab: 'pending', status: -1, keyword: '星河', page: 2 })).toBe(
      `${PATH}?tab=pending&status=-1&keyword=%E6%98%9F%E6%B2%B3&page=2`,
    );
    expect(bookingsAdminHref(PATH, { tab: 'charges', month: '2026-05', date: '2026-01-01' }, TODAY)).toBe(
      `${PATH}?tab=charges&month=2026-05`,
    );
  });

  it('starts a week on its Monday and steps by the view’s length', () => {
    expect(mondayOf('2026-06-10')).toBe('2026-06-08');
    expect(mondayOf('2026-06-14')).toBe('2026-06-08');
    expect(mondayOf('2026-06-08')).toBe('2026-06-08');
    expect(calendarFrom({ date: '2026-06-10', days: 7 })).toBe('2026-06-08');
    expect(calendarStep({ date: '2026-06-10', days: 1 }, -1)).toBe('2026-06-09');
    expect(calendarStep({ date: '2026-06-10', days: 7 }, 1)).toBe('2026-06-15');
  });

  it('asks the server with the contract’s bodies', () => {
    expect(calendarPayload(parse('date=2026-06-10&days=7'))).toEqual({ date: '2026-06-08', days: 7 });
    expect(bookingListPayload(parse('tab=pending&status=-1&keyword=%20路演%20&page=2'))).toEqual({
      status: -1,
      keyword: '路演',
      start: 2,
      page_size: 20,
    });
    expect(chargeListPayload(parse('tab=charges'))).toEqual({ month: '2026-06', start: 1, page_size: 20 });
  });
});
