import { spaceCardOf, type SpaceCardView } from '../space-card';
import { redirect, type AppLoadContext } from 'react-router';
import { parkToday } from '@shared/billing/rules';
import { BOOKING_PAGE_SIZE, parkMinuteOfDay } from '@shared/bookings/rules';
import * as bookingsCalls from '@shared/calls/bookings';
import type { BookingItem, RoomChargeMonth, RoomSlots, SpaceItem } from '@shared/contracts/bookings';
import { Code } from '@shared/envelope';
import { pageBeyondEnd } from '~/lib/list-query';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { firstOpenDate } from '../booking-view';
import { bookingHref, bookingListBody, parseBookingQuery, ROOM_CHARGES_PAGE_SIZE, type BookingQuery } from '../booking-query';

/** A space's day as loaded: its cells, or why they could not be had. */
export type DayLoad = { data: RoomSlots; error: null } | { data: null; error: string };

/**
 * What /room_booking renders: the query with its space and date settled (the first space, and its first open day
 * from today, when the URL names none, or a space that is not offered), the spaces, the chosen space's day and a page of the company's
 * bookings. A failed part is its own inline error, never a failed page.
 */
export type RoomBookingPage = {
  query: BookingQuery & { date: string };
  /** Today in park time: the day picker's first day. */
  today: string;
  spaces: ListPage<SpaceItem>;
  /** Null when there is no space to show. */
  day: DayLoad | null;
  bookings: ListPage<BookingItem>;
};

async function loadDay(context: AppLoadContext, spaceId: number, date: string): Promise<DayLoad> {
  const res = await context.api(bookingsCalls.roomSlots, { space_id: spaceId, date });
  return res.code === Code.OK ? { data: res.data, error: null } : { data: null, error: res.msg || 'Error' };
}

/**
 * room_spaces, then the chosen space's room_slots, beside room_bookings (which does not wait for the spaces); a page
 * of bookings past the end goes to the last one.
 */
export async function loadRoomBooking(context: AppLoadContext, sp: URLSearchParams, now = new Date()): Promise<RoomBookingPage> {
  const asked = parseBookingQuery(sp);
  const today = parkToday(now);
  const spacesAndDay = (async () => {
    const spaces = await loadList(context, bookingsCalls.roomSpaces, {});
    const space = spaces.items.find((s) => s.id === asked.space) ?? spaces.items[0] ?? null;
    const date = asked.date ?? (space ? firstOpenDate(space, today, parkMinuteOfDay(now)) : today);
    return { spaces, space, date, day: space ? await loadDay(context, space.id, date) : null };
  })();
  const [{ spaces, space, date, day }, bookings] = await Promise.all([
    spacesAndDay,
    loadList(context, bookingsCalls.roomBookings, bookingListBody(asked)),
  ]);
  const query = { ...asked, space: space?.id ?? asked.space, date };
  const last = pageBeyondEnd(asked.page, bookings.total, bookings.items.length, BOOKING_PAGE_SIZE);
  if (last) throw redirect(bookingHref({ ...query, page: last }));
  return { query, today, spaces, day, bookings };
}

/** 租赁服务's 共享会议室: the spaces open for booking, as cards' texts (space-card.ts); a failure leaves the section out rather than failing the page. */
export async function loadSpaceCards(context: AppLoadContext): Promise<SpaceCardView[]> {
  const res = await context.api(bookingsCalls.roomSpaces, {});
  return res.code === Code.OK ? res.data.map(spaceCardOf) : [];
}

export type RoomChargesPage = { page: number; list: ListPage<RoomChargeMonth> };

/** 服务费用's 会议室使用费: the company's charged months, newest first, 12 a page. */
export async function loadRoomCharges(context: AppLoadContext, page: number): Promise<RoomChargesPage> {
  const list = await loadList(context, bookingsCalls.roomCharges, { start: page, page_size: ROOM_CHARGES_PAGE_SIZE });
  return { page, list };
}
