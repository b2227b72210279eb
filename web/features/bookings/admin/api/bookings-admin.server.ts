import type { AppLoadContext } from 'react-router';
import * as bookingsCalls from '@shared/calls/bookings';
import { BookingStatus, DEFAULT_CANCEL_BEFORE_HOURS, DEFAULT_FREE_HOURS } from '@shared/bookings/rules';
import type { BookingAdminItem, BookingCalendar, BookingSettings, RoomChargeAdminItem, SpaceItem } from '@shared/contracts/bookings';
import { Code } from '@shared/envelope';
import { loadList, loadOr, type ListPage } from '~/lib/list-load.server';
import { bookingListPayload, calendarPayload, chargeListPayload, type BookingsAdminQuery } from '../admin-query';

/** What the active tab of 会议室管理 shows; a failed load carries the server's message (spec §8). */
export type BookingsAdminData =
  | { kind: 'calendar'; calendar: BookingCalendar | null; error: string | null }
  | { kind: 'pending'; page: ListPage<BookingAdminItem>; spaces: SpaceItem[] }
  | { kind: 'spaces'; page: ListPage<SpaceItem>; /** A new space's free hours (the park's setting). */ defaultFreeHours: number }
  | { kind: 'charges'; page: ListPage<RoomChargeAdminItem> }
  | { kind: 'settings'; settings: BookingSettings | null; error: string | null };

export type BookingsAdminLoad = {
  data: BookingsAdminData;
  /** How many bookings wait for approval (the tab's count); null when unknown. */ pending: number | null;
};

async function loadTab(context: AppLoadContext, q: BookingsAdminQuery): Promise<BookingsAdminData> {
  switch (q.tab) {
    case 'calendar': {
      const res = await context.api(bookingsCalls.bookingCalendar, calendarPayload(q));
      return res.code === Code.OK
        ? { kind: 'calendar', calendar: res.data, error: null }
        : { kind: 'calendar', calendar: null, error: res.msg || 'Error' };
    }
    case 'pending': {
      const [page, spaces] = await Promise.all([
        loadList(context, bookingsCalls.bookingList, bookingListPayload(q)),
        loadList(context, bookingsCalls.spaceList, {}),
      ]);
      return { kind: 'pending', page, spaces: spaces.items };
    }
    case 'spaces': {
      const [page, settings] = await Promise.all([
        loadList(context, bookingsCalls.spaceList, {}),
        loadOr(
          context,
          bookingsCalls.bookingSettings,
          {},
          { cancel_before_hours: DEFAULT_CANCEL_BEFORE_HOURS, default_free_hours: DEFAULT_FREE_HOURS },
        ),
      ]);
      return { kind: 'spaces', page, defaultFreeHours: settings.default_free_hours };
    }
    case 'charges':
      return { kind: 'charges', page: await loadList(context, bookingsCalls.roomChargeList, chargeListPayload(q)) };
    case 'settings': {
      const res = await context.api(bookingsCalls.bookingSettings, {});
      return res.code === Code.OK
        ? { kind: 'settings', settings: res.data, error: null }
        : { kind: 'settings', settings: null, error: res.msg || 'Error' };
    }
  }
}

/** The active tab's data, and beside it the number of bookings waiting for approval (shown on the 待审核 tab). */
export async function loadBookingsAdmin(context: AppLoadContext, q: BookingsAdminQuery): Promise<BookingsAdminLoad> {
  const [data, waiting] = await Promise.all([
    loadTab(context, q),
    loadList(context, bookingsCalls.bookingList, { status: BookingStatus.PENDING, start: 1, page_size: 1 }),
  ]);
  return { data, pending: waiting.error ? null : waiting.total };
}
