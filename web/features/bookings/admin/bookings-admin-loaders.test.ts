import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as bookingsCalls from '@shared/calls/bookings';
import { checkAnswer, MALFORMED_ANSWER_MSG, type ApiCall } from '@shared/calls/define';
import type { Envelope } from '@shared/envelope';
import { contextAnswering, drifted } from '~/lib/answering-context';
import { parseBookingsAdminQuery } from './admin-query';
import { loadBookingsAdmin } from './api/bookings-admin.server';
import { booking, SPACES } from './test-fixtures';

const query = (qs: string) => parseBookingsAdminQuery(new URLSearchParams(qs), '2026-06-10');

/** A context answering each call by its path, recording the bodies asked. */
function contextBy(answers: Record<string, Envelope<unknown>>) {
  const asked: [string, unknown][] = [];
  const api = async (c: ApiCall, body: unknown) => {
    asked.push([c.path, body]);
    return checkAnswer(c, answers[c.path] ?? { code: 0, msg: '未知调用', data: null });
  };
  return { context: { api } as unknown as AppLoadContext, asked };
}

describe('the 会议室管理 loader', () => {
  it('asks for the week from its Monday, and counts the pending bookings beside it', async () => {
    const { context, asked } = contextBy({
      [bookingsCalls.bookingCalendar.path]: {
        code: 1,
        msg: 'ok',
        data: { from: '2026-06-08', days: 7, spaces: SPACES, bookings: [booking()] },
      },
      [bookingsCalls.bookingList.path]: { code: 1, msg: 'ok', data: [booking({ status: 0 })], count: 3 },
    });
    const load = await loadBookingsAdmin(context, query('date=2026-06-10&days=7'));
    expect(asked).toEqual([
      [bookingsCalls.bookingCalendar.path, { date: '2026-06-08', days: 7 }],
      [bookingsCalls.bookingList.path, { status: 0, start: 1, page_size: 1 }],
    ]);
    expect(load.pending).toBe(3);
    expect(load.data.kind === 'calendar' && load.data.calendar?.bookings).toHaveLength(1);
  });

  it('takes a new space’s free hours from the park’s setting', async () => {
    const { context } = contextBy({
      [bookingsCalls.spaceList.path]: { code: 1, msg: 'ok', data: SPACES, count: 3 },
      [bookingsCalls.bookingSettings.path]: { code: 1, msg: 'ok', data: { cancel_before_hours: 2, default_free_hours: 5 } },
      [bookingsCalls.bookingList.path]: { code: 1, msg: 'ok', data: [], count: 0 },
    });
    const load = await loadBookingsAdmin(context, query('tab=spaces'));
    expect(load.data).toMatchObject({ kind: 'spaces', defaultFreeHours: 5, page: { total: 3, error: null } });
  });

  it('a drifting answer is a failure said on the page, not a broken page', async () => {
    const { context } = contextAnswering(drifted);
    const load = await loadBookingsAdmin(context, query(''));
    expect(load).toEqual({ data: { kind: 'calendar', calendar: null, error: MALFORMED_ANSWER_MSG }, pending: null });
    const charges = await loadBookingsAdmin(contextAnswering(drifted).context, query('tab=charges'));
    expect(charges.data).toEqual({ kind: 'charges', page: { items: [], total: 0, error: MALFORMED_ANSWER_MSG } });
  });
});
