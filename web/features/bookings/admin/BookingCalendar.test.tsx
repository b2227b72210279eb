// @vitest-environment happy-dom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MSG } from '@shared/bookings/rules';
import * as billingCalls from '@shared/calls/billing';
import * as bookingsCalls from '@shared/calls/bookings';
import { expectContains } from '~/test/html';
import { answeringFetch, button, click, closeRoot, openRoot, text, type, until } from '~/test/dom';
import type { BookingsAdminLoad } from './api/bookings-admin.server';
import { booking, DAY_BOOKINGS, SPACES } from './test-fixtures';
import { html, PATH, stubOf, TODAY } from './test-page';

const dayLoad = (from = TODAY, days = 1): BookingsAdminLoad => ({
  data: { kind: 'calendar', calendar: { from, days, spaces: SPACES, bookings: DAY_BOOKINGS }, error: null },
  pending: 1,
});
/** The opening tag of the booking's button. */
const blockTag = (page: string, id: number) => page.match(new RegExp(`<button[^>]*data-booking="${id}"[^>]*>`))?.[0] ?? '';
/** A booking button's whole markup. */
const blockHtml = (page: string, id: number) => page.match(new RegExp(`<button[^>]*data-booking="${id}"[^>]*>.*?</button>`))?.[0] ?? '';

describe('预约日历, the day view as served', () => {
  const page = html('', dayLoad());

  it('has a column for each space with its capacity and hours that day', () => {
    expectContains(page, ['一号会议室', '10 人 · 开放 08:30–18:00', '培训室', '30 人 · 开放 09:00–21:00', '路演厅', '当日不开放']);
    expectContains(page, ['2026-06-10 周三', '前一天', '后一天', '今天', '新建预约']);
  });

  it('draws each booking in its space’s column over its half hours (rows from 08:00, the heading first)', () => {
    // 一号会议室 is the 2nd grid column; 09:00 is the 3rd half hour from 08:00, so grid row 4; 90 minutes span 3.
    expect(blockTag(page, 11)).toContain('grid-column:2;grid-row:4 / span 3');
    // 培训室 14:00–16:00: column 3, row 2 + 12, span 4.
    expect(blockTag(page, 12)).toContain('grid-column:3;grid-row:14 / span 4');
    // Staff's hold in 一号会议室 16:00–17:00.
    expect(blockTag(page, 13)).toContain('grid-column:2;grid-row:18 / span 2');
  });

  it('shows time, company, subject; a pending booking highlighted and said 待审核; a hold said 占用', () => {
    expectContains(blockHtml(page, 11), ['09:00–10:30', '星河科技有限公司', '季度经营会']);
    expect(blockTag(page, 11)).toContain('data-state="booked"');
    expect(blockHtml(page, 11)).not.toContain('待审核');
    const pending = blockHtml(page, 12);
    expect(blockTag(page, 12)).toContain('data-state="pending"');
    expectContains(pending, ['14:00–16:00', '蓝海生物', '新员工培训', '待审核']);
    const hold = blockHtml(page, 13);
    expect(blockTag(page, 13)).toContain('data-state="hold"');
    expectContains(hold, ['16:00–17:00', '占用', '投影仪维修']);
    expect(blockTag(page, 13)).toContain('aria-label="查看一号会议室的预约：16:00–17:00 占用 投影仪维修 已预约"');
    expect(blockTag(page, 13)).toContain('title="一号会议室 16:00–17:00 占用 投影仪维修 已预约"');
  });

  it('names each block with its own words, together and in order (label in name), the space before them', () => {
    for (const id of [11, 12, 13]) {
      const shown = blockHtml(page, id)
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      const label = /aria-label="([^"]*)"/.exec(blockTag(page, id))?.[1] ?? '';
      expect(shown.split(' ').length, `block ${id}`).toBeGreaterThanOrEqual(3);
      expect(label, `block ${id}`).toContain(shown);
    }
  });

  it('leaves cancelled bookings off the calendar', () => {
    expect(blockTag(page, 14)).toBe('');
    expect(page).not.toContain('已取消的会');
  });

  it('counts the bookings waiting for approval on the 待审核 tab', () => {
    expect(page).toContain('待审核（1）');
  });

  it('links the days and views with the date in the address', () => {
    expect(page).toContain(`href="${PATH}?date=2026-06-09"`);
    expect(page).toContain(`href="${PATH}?date=2026-06-11"`);
    expect(page).toContain(`href="${PATH}?days=7"`);
  });

  it('says why the calendar failed to load', () => {
    const failed = html('', { data: { kind: 'calendar', calendar: null, error: '服务器繁忙，请稍后再试' }, pending: null });
    expectContains(failed, ['服务器繁忙，请稍后再试', '重试']);
    expect(failed).toContain('待审核<');
  });
});

describe('预约日历, the week view as served', () => {
  const page = html('date=2026-06-10&days=7', dayLoad('2026-06-08', 7));

  it('has a column for each day of the week and a row for each space, bookings in their cell', () => {
    expectContains(page, ['2026-06-08 至 2026-06-14', '周一 06-08', '周日 06-14', '前一周', '后一周', '本周']);
    const row = (space: number) => page.match(new RegExp(`<tr[^>]*data-space="${space}".*?</tr>`))?.[0] ?? '';
    const cell = (space: number, date: string) => row(space).match(new RegExp(`<td[^>]*data-date="${date}"[^>]*>.*?</td>`))?.[0] ?? '';
    expectContains(cell(1, '2026-06-10'), ['09:00–10:30', '星河科技有限公司', '16:00–17:00', '占用']);
    expect(cell(1, '2026-06-10').indexOf('09:00–10:30')).toBeLessThan(cell(1, '2026-06-10').indexOf('16:00–17:00'));
    expectContains(cell(2, '2026-06-10'), ['蓝海生物', '待审核']);
    expect(cell(1, '2026-06-09')).not.toContain('data-booking');
    expect(cell(1, '2026-06-13')).toContain('不开放');
    expect(cell(3, '2026-06-10')).toContain('不开放');
  });
});

describe('预约日历 in the browser', () => {
  let root: Root;
  const { answers, fetchMock, sentTo, reset } = answeringFetch();
  const drawer = () => [...document.querySelectorAll('.ant-drawer-open .ant-drawer-section')].at(-1) ?? null;

  beforeEach(async () => {
    reset();
    // The bookings are upcoming: the clock stands on the morning of 2026-06-10 in the park.
    vi.useFakeTimers({ now: new Date('2026-06-10T07:00:00+08:00'), toFake: ['Date'] });
    root = openRoot(fetchMock);
    const Stub = stubOf('', dayLoad());
    await act(async () => root.render(<Stub initialEntries={[PATH]} />));
  });
  afterEach(() => {
    closeRoot(root);
    vi.useRealTimers();
  });

  const openBooking = async (id: number) => {
    await act(async () => document.querySelector<HTMLButtonElement>(`button[data-booking="${id}"]`)!.click());
    await until(() => drawer() !== null && (drawer()!.textContent ?? '').includes('预约详情'));
  };

  it('opens a pending booking’s details, and refuses it with the remark the company reads', async () => {
    answers[bookingsCalls.bookingReview.path] = { code: 1, msg: '已拒绝', data: booking({ id: 12, status: 2, status_name: '未通过' }) };
    await openBooking(12);
    expectContains(drawer()!.textContent ?? '', [
      '培训室',
      '2026-06-10 14:00–16:00（2 小时）',
      '蓝海生物',
      '新员工培训',
      '待审核',
      '调整',
      '取消预约',
    ]);
    await type(document.querySelector<HTMLTextAreaElement>('#booking-12-review')!, '当天培训室另有安排');
    await click('不通过', drawer);
    await until(() => fetchMock.mock.calls.length > 0);
    expect(sentTo(bookingsCalls.bookingReview.path)).toEqual([{ id: 12, pass: 0, remark: '当天培训室另有安排' }]);
  });

  it('offers no decision on a confirmed booking; a move refused by the server says why and stays open', async () => {
    answers[bookingsCalls.bookingMove.path] = { code: 0, msg: BOOKING_MSG.taken, data: null };
    await openBooking(11);
    expect(button('通过', drawer()!)).toBeNull();
    await click('调整', drawer);
    await until(() => (drawer()!.textContent ?? '').includes('调整说明'));
    expect(text()).toContain('一号会议室 2026-06-10 开放时间：08:30–18:00');
    await type(document.querySelector<HTMLTextAreaElement>('#booking-move_remark')!, '改到下午');
    await click('确认调整', drawer);
    await until(() => fetchMock.mock.calls.length > 0);
    expect(sentTo(bookingsCalls.bookingMove.path)).toEqual([
      { id: 11, space_id: 1, start: '2026-06-10 09:00', end: '2026-06-10 10:30', remark: '改到下午' },
    ]);
    await until(() => (drawer()?.querySelector('[role="alert"]')?.textContent ?? '').includes(BOOKING_MSG.taken));
  });

  it('cancels a booking with its reason, behind the dialog', async () => {
    answers[bookingsCalls.bookingCancel.path] = { code: 1, msg: '已取消预约', data: booking({ status: 3, status_name: '已取消' }) };
    await openBooking(11);
    await click('取消预约', drawer);
    await until(() => document.querySelector('#booking-11-cancel') !== null);
    expect(fetchMock).not.toHaveBeenCalled();
    await type(document.querySelector<HTMLTextAreaElement>('#booking-11-cancel')!, '企业来电取消');
    await click('确定取消');
    await until(() => fetchMock.mock.calls.length > 0);
    expect(sentTo(bookingsCalls.bookingCancel.path)).toEqual([{ id: 11, remark: '企业来电取消' }]);
  });

  it('holds a space from an empty half hour (占用), asking the server with company 0', async () => {
    answers[billingCalls.contractOptions.path] = {
      code: 1,
      msg: 'ok',
      data: { companies: [{ id: 7, name: '星河科技有限公司' }], rooms: [] },
    };
    answers[bookingsCalls.bookingSave.path] = { code: 0, msg: BOOKING_MSG.taken, data: null };
    // The free half hour at 11:00 in 一号会议室 (the 7th row).
    const cells = [...document.querySelectorAll<HTMLElement>('[style*="grid-column:2"], [style*="grid-column: 2"]')].filter(
      (el) => !el.matches('button') && /grid-row:\s*8(;|$)/.test(el.getAttribute('style') ?? ''),
    );
    expect(cells).toHaveLength(1);
    await act(async () => cells[0]!.click());
    await until(() => (drawer()?.textContent ?? '').includes('新建预约'));
    await until(() => fetchMock.mock.calls.length > 0);
    // 企业: the first choice is 占用.
    const company = document.querySelector<HTMLInputElement>('#booking-new_company_id')!;
    await act(async () => {
      company.closest('.ant-select')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      company.closest('.ant-select')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await until(() => document.querySelector('.ant-select-item-option') !== null);
    const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent === '占用（不属于企业）',
    )!;
    await act(async () => option.click());
    await until(() => text().includes('占用原因'));
    await type(document.querySelector<HTMLInputElement>('#booking-new_subject')!, '设备维护');
    await click('预约', drawer);
    await until(() => sentTo(bookingsCalls.bookingSave.path).length > 0);
    expect(sentTo(bookingsCalls.bookingSave.path)).toEqual([
      { space_id: 1, company_id: 0, start: '2026-06-10 11:00', end: '2026-06-10 12:00', subject: '设备维护', people: 0 },
    ]);
    await until(() => (drawer()?.querySelector('[role="alert"]')?.textContent ?? '').includes(BOOKING_MSG.taken));
  });
});
