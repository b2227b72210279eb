import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sp } from '~/test/query';
import * as bookingsCalls from '@shared/calls/bookings';
import { checkAnswer, type ApiCall } from '@shared/calls/define';
import type { Envelope } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { booking, day, spaces } from '../test-fixtures';
import { loadRoomBooking, loadRoomCharges, loadSpaceCards } from './bookings.server';

type Answer = Envelope<unknown> | ((body: Record<string, unknown>) => Envelope<unknown>);

/** A context answering each call by its path (checked as the server's context.api checks it), recording what was asked. */
function contextWith(answers: Record<string, Answer>) {
  const asked: [string, Record<string, unknown>][] = [];
  const api = async (c: ApiCall, body: Record<string, unknown> = {}) => {
    asked.push([c.path, body]);
    const a = answers[c.path] ?? { code: 0, msg: '未知调用', data: null };
    return checkAnswer(c, typeof a === 'function' ? a(body) : a);
  };
  return { context: { api } as unknown as AppLoadContext, asked };
}

const okList = (data: unknown[], count = data.length) => ({ code: 1, msg: '', data, count });
const now = new Date('2026-06-10T02:00:00Z'); // 10:00 park time

describe('/room_booking’s loader', () => {
  it('defaults to the first space and today (park time), and asks for that day and the upcoming bookings', async () => {
    const { context, asked } = contextWith({
      [bookingsCalls.roomSpaces.path]: okList(spaces),
      [bookingsCalls.roomSlots.path]: { code: 1, msg: '', data: day() },
      [bookingsCalls.roomBookings.path]: okList([booking()], 1),
    });
    const page = await loadRoomBooking(context, sp(''), now);
    expect(page.query).toEqual({ space: 1, date: '2026-06-10', tab: 0, page: 1 });
    expect(page.today).toBe('2026-06-10');
    expect(page.day?.data?.slots).toHaveLength(19);
    expect(page.bookings.items).toHaveLength(1);
    expect(asked).toContainEqual([bookingsCalls.roomSlots.path, { space_id: 1, date: '2026-06-10' }]);
    expect(asked).toContainEqual([bookingsCalls.roomBookings.path, { start: 1, page_size: 10, type: 0 }]);
  });

  it('takes the space and date of the URL, and falls back to the first space for one not offered', async () => {
    const answers = {
      [bookingsCalls.roomSpaces.path]: okList(spaces),
      [bookingsCalls.roomSlots.path]: (b: Record<string, unknown>) => ({ code: 1, msg: '', data: day({ date: String(b.date) }) }),
      [bookingsCalls.roomBookings.path]: okList([]),
    };
    const chosen = contextWith(answers);
    const page = await loadRoomBooking(chosen.context, sp('space=3&date=2026-06-12&tab=2'), now);
    expect(page.query).toMatchObject({ space: 3, date: '2026-06-12', tab: 2 });
    expect(chosen.asked).toContainEqual([bookingsCalls.roomSlots.path, { space_id: 3, date: '2026-06-12' }]);
    const unknown = contextWith(answers);
    expect((await loadRoomBooking(unknown.context, sp('space=99'), now)).query.space).toBe(1);
    expect(unknown.asked.filter(([p]) => p === bookingsCalls.roomSlots.path)).toEqual([
      [bookingsCalls.roomSlots.path, { space_id: 1, date: '2026-06-10' }],
    ]);
  });

  it('keeps each failure to its own part: the day’s, the list’s (请先入驻企业), no spaces at all', async () => {
    const { context } = contextWith({
      [bookingsCalls.roomSpaces.path]: okList(spaces),
      [bookingsCalls.roomSlots.path]: { code: 0, msg: '会议室不存在', data: null },
      [bookingsCalls.roomBookings.path]: { code: 0, msg: MSG.settleFirst, data: null },
    });
    const page = await loadRoomBooking(context, sp(''), now);
    expect(page.day).toEqual({ data: null, error: '会议室不存在' });
    expect(page.bookings.error).toBe(MSG.settleFirst);
    const none = contextWith({ [bookingsCalls.roomSpaces.path]: okList([]), [bookingsCalls.roomBookings.path]: okList([]) });
    const empty = await loadRoomBooking(none.context, sp('date=2026-06-11'), now);
    expect(empty.day).toBeNull();
    expect(empty.query).toMatchObject({ space: null, date: '2026-06-11' });
    expect(none.asked.map(([p]) => p)).not.toContain(bookingsCalls.roomSlots.path);
  });

  it('sends a page past the end of 我的预约 to the last one, keeping the rest of the address', async () => {
    const { context } = contextWith({
      [bookingsCalls.roomSpaces.path]: okList(spaces),
      [bookingsCalls.roomSlots.path]: { code: 1, msg: '', data: day() },
      [bookingsCalls.roomBookings.path]: okList([], 12),
    });
    const thrown = await loadRoomBooking(context, sp('space=2&date=2026-06-10&tab=1&page=5'), now).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/room_booking?space=2&date=2026-06-10&tab=1&page=2');
  });
});

describe('the other pages’ loads', () => {
  it('gives 租赁服务 the spaces, or none when they cannot be had', async () => {
    expect(await loadSpaceCards(contextWith({ [bookingsCalls.roomSpaces.path]: okList(spaces) }).context)).toHaveLength(3);
    expect(await loadSpaceCards(contextWith({}).context)).toEqual([]);
  });

  it('asks room_charges for 12 months a page', async () => {
    const { context, asked } = contextWith({ [bookingsCalls.roomCharges.path]: okList([], 0) });
    expect(await loadRoomCharges(context, 2)).toEqual({ page: 2, list: { items: [], total: 0, error: null } });
    expect(asked).toEqual([[bookingsCalls.roomCharges.path, { start: 2, page_size: 12 }]]);
  });
});
