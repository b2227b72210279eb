import { describe, expect, it } from 'vitest';
import { paramsOf, sp } from '~/test/query';
import {
  bookingHref,
  bookingListBody,
  bookingsEmptyText,
  bookingTabLinks,
  chargesHref,
  loginToBookHref,
  parseBookingQuery,
  readChargesPage,
} from './booking-query';

describe('会议室预约’s URL', () => {
  it('reads the space, date, tab and page leniently', () => {
    expect(parseBookingQuery(sp(''))).toEqual({ space: null, date: null, tab: 0, page: 1 });
    expect(parseBookingQuery(sp('space=3&date=2026-06-12&tab=2&page=4'))).toEqual({ space: 3, date: '2026-06-12', tab: 2, page: 4 });
    expect(parseBookingQuery(sp('space=abc&date=2026-02-30&tab=9&page=-1'))).toEqual({ space: null, date: null, tab: 0, page: 1 });
    expect(parseBookingQuery(sp('space=0&date=20260612&tab=1.0')).tab).toBe(0);
  });

  it('leaves the defaults out of links, and a link reads back as its query', () => {
    expect(bookingHref({})).toBe('/room_booking');
    const href = bookingHref({ space: 2, date: '2026-06-12', tab: 1, page: 3 });
    expect(href).toBe('/room_booking?space=2&date=2026-06-12&tab=1&page=3');
    expect(parseBookingQuery(paramsOf(href))).toEqual({ space: 2, date: '2026-06-12', tab: 1, page: 3 });
    expect(bookingHref({ space: 2, tab: 0, page: 1 })).toBe('/room_booking?space=2');
  });

  it('draws the three tabs keeping the space and date, back to page 1', () => {
    const tabs = bookingTabLinks({ space: 2, date: '2026-06-12', tab: 2, page: 3 });
    expect(tabs.map((t) => [t.label, t.href, t.active])).toEqual([
      ['即将开始', '/room_booking?space=2&date=2026-06-12', false],
      ['已结束', '/room_booking?space=2&date=2026-06-12&tab=1', false],
      ['已取消', '/room_booking?space=2&date=2026-06-12&tab=2', true],
    ]);
    expect(bookingsEmptyText(0)).toBe('暂无即将开始的预约');
    expect(bookingsEmptyText(2)).toBe('暂无已取消的预约');
  });

  it('asks room_bookings for 10 a page of the tab', () => {
    expect(bookingListBody({ space: null, date: null, tab: 1, page: 2 })).toEqual({ start: 2, page_size: 10, type: 1 });
  });

  it('sends a visitor to sign in, asked to come back to the space’s day', () => {
    const href = loginToBookHref(3);
    expect(href).toBe('/login?redirect=%2Froom_booking%3Fspace%3D3');
    expect(paramsOf(href).get('redirect')).toBe('/room_booking?space=3');
  });

  it('pages 服务费用’s 会议室使用费 in cpage, keeping the contracts’ page', () => {
    expect(readChargesPage(sp('cpage=3'))).toBe(3);
    expect(readChargesPage(sp('cpage=x'))).toBe(1);
    expect(readChargesPage(sp('page=5'))).toBe(1);
    expect(chargesHref('/service_price', 2, 3)).toBe('/service_price?page=2&cpage=3');
    expect(chargesHref('/service_price', 1, 1)).toBe('/service_price');
  });
});
