import { isCalendarDate } from '@shared/billing/rules';
import { BOOKING_LIST_TABS, BOOKING_PAGE_SIZE, BookingListType } from '@shared/bookings/rules';
import type { RoomBookingsBody } from '@shared/contracts/bookings';
import { paths, queryString } from '~/config/paths';
import { positiveId, readPage } from '~/lib/list-query';

export type BookingListTypeValue = (typeof BookingListType)[keyof typeof BookingListType];

/**
 * The address of /room_booking (会议室预约): the space and the date whose cells are drawn (`?space=ID&date=YYYY-MM-DD`),
 * and the tab and page of 我的预约 (`?tab=1&page=2`). All in the URL so the day is server-rendered and linkable.
 */
export type BookingQuery = { space: number | null; date: string | null; tab: BookingListTypeValue; page: number };

const TABS: readonly number[] = BOOKING_LIST_TABS.map((t) => t.value);

/** Read leniently: an unknown space or a malformed date is the default (the first space, today), a bad tab 即将开始. */
export function parseBookingQuery(sp: URLSearchParams): BookingQuery {
  const rawDate = sp.get('date')?.trim() ?? '';
  const rawTab = sp.get('tab');
  const tab = rawTab !== null && /^\d$/.test(rawTab) && TABS.includes(Number(rawTab)) ? (Number(rawTab) as BookingListTypeValue) : 0;
  return {
    space: positiveId(sp.get('space')),
    date: isCalendarDate(rawDate) ? rawDate : null,
    tab,
    page: readPage(sp),
  };
}

/** A link within the page; the defaults (no space or date chosen, 即将开始, page 1) are left out. */
export function bookingHref(q: Partial<BookingQuery>): string {
  return `${paths.personal.roomBooking}${queryString({
    space: q.space ?? undefined,
    date: q.date ?? undefined,
    tab: q.tab,
    page: q.page,
  })}`;
}

/** A space's day, linked from outside the page (租赁服务's cards): the space alone, today by default. */
export const bookSpaceHref = (spaceId: number): string => bookingHref({ space: spaceId });

/** room_bookings' body for a query: 10 a page of the tab. */
export const bookingListBody = (q: BookingQuery): RoomBookingsBody => ({ start: q.page, page_size: BOOKING_PAGE_SIZE, type: q.tab });

export type BookingTabLink = { key: number; label: string; href: string; active: boolean };

/** 即将开始 / 已结束 / 已取消 as links, keeping the space and date; switching goes back to page 1. */
export function bookingTabLinks(q: BookingQuery): BookingTabLink[] {
  return BOOKING_LIST_TABS.map((t) => ({
    key: t.value,
    label: t.label,
    href: bookingHref({ space: q.space, date: q.date, tab: t.value }),
    active: q.tab === t.value,
  }));
}

/** What an empty tab says. */
export function bookingsEmptyText(tab: number): string {
  if (tab === BookingListType.PAST) return '暂无已结束的预约';
  if (tab === BookingListType.CANCELLED) return '暂无已取消的预约';
  return '暂无即将开始的预约';
}

/** 12 months a page of 服务费用's 会议室使用费. */
export const ROOM_CHARGES_PAGE_SIZE = 12;

/** 服务费用's 会议室使用费 page (`?cpage=`), beside the contracts' `page`: a whole number from 1, else 1. */
export function readChargesPage(sp: URLSearchParams): number {
  const raw = sp.get('cpage');
  return readPage(new URLSearchParams(raw ? { page: raw } : {}));
}

/** A page of 会议室使用费 on 服务费用, keeping the contracts' page. */
export function chargesHref(path: string, contractsPage: number, chargesPage: number): string {
  return `${path}${queryString({ page: contractsPage, cpage: chargesPage > 1 ? chargesPage : undefined })}`;
}

/**
 * Where a visitor's 登录后预约 goes: the sign-in page, asked to come back to the space's day (`redirect`, a path of this
 * site). The sign-in page honours it once it reads the parameter; until then it goes home as from any other link.
 */
export const loginToBookHref = (spaceId: number): string =>
  `${paths.login}?${new URLSearchParams({ redirect: bookSpaceHref(spaceId) }).toString()}`;
