// @vitest-environment happy-dom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MSG } from '@shared/bookings/rules';
import * as bookingsCalls from '@shared/calls/bookings';
import { MSG } from '@shared/messages';
import { NotifyHost } from '~/components/NotifyHost';
import { answeringFetch, button, closeRoot, field, openRoot, text, type, until } from '~/test/dom';
import { expectContains } from '~/test/html';
import type { RoomBookingPage as PageData } from './api/bookings.server';
import { RoomBookingPage } from './components/RoomBookingPage';
import { booking, day, spaces } from './test-fixtures';

const ok = <T,>(items: T[], total = items.length) => ({ items, total, error: null });
const pageOf = (over: Partial<PageData> = {}): PageData => ({
  query: { space: 1, date: '2026-06-10', tab: 0, page: 1 },
  today: '2026-06-10',
  spaces: ok(spaces),
  day: { data: day(), error: null },
  bookings: ok([booking(), booking({ id: 8, cancellable: false, start: '2026-06-10 16:00', end: '2026-06-10 18:00', minutes: 120 })]),
  ...over,
});

const stubOf = (data: PageData, onChanged = vi.fn()) =>
  createRoutesStub([
    {
      path: '/room_booking',
      Component: () => (
        <>
          <RoomBookingPage data={data} onChanged={onChanged} />
          <NotifyHost />
        </>
      ),
    },
  ]);
const html = (data: PageData) => {
  const Stub = stubOf(data);
  return renderToString(<Stub initialEntries={['/room_booking']} />).replace(/<!-- -->/g, '');
};
const count = (page: string, re: RegExp) => page.match(re)?.length ?? 0;

describe('会议室预约 as served', () => {
  it('offers the spaces as links, the chosen one marked, with its facts and this month’s free time left', () => {
    const page = html(pageOf());
    expect(page).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/room_booking\?space=1&amp;date=2026-06-10"[^>]*>第一会议室<\/a>/);
    expectContains(page, ['href="/room_booking?space=2&amp;date=2026-06-10"', '>培训室<', '>路演厅<']);
    expectContains(page, ['A座 3层', '10 人', '投影', '白板', '周一至周五 08:30–18:00', '30 分钟 至 4 小时', '最多提前 30 天']);
    expectContains(page, ['每月免费 2 小时', '超出 ¥50/小时', '6月剩余免费时长', '1 小时 30 分钟']);
  });

  it('draws the day’s half hours with their state in words; only free cells are buttons', () => {
    const page = html(pageOf());
    expectContains(page, ['2026-06-10（周三）', '开放 08:30–18:00', 'aria-label="2026-06-10 各时段"']);
    expect(count(page, /data-state="past"/g)).toBe(2);
    expect(count(page, /data-state="taken"/g)).toBe(2);
    expect(count(page, /data-state="mine"/g)).toBe(1);
    expect(count(page, /data-state="free"/g)).toBe(14);
    expect(count(page, /aria-pressed="false"/g)).toBe(14);
    expectContains(page, ['10:00<span class="visually-hidden">–10:30</span>', '已被预约', '本企业', '已过', '可预约']);
    // The next seven days as links, today marked, and a GET form for any other date.
    expect(page).toMatch(/<a[^>]*aria-current="date"[^>]*href="\/room_booking\?space=1&amp;date=2026-06-10"/);
    expectContains(page, ['href="/room_booking?space=1&amp;date=2026-06-16"', '明天', 'type="date"', 'max="2026-07-10"', '其他日期']);
    expectContains(page, ['开始时间', '结束时间', '会议主题', '参会人数', '最多 10 人']);
  });

  it('says when staff approve a space’s bookings, and offers 提交预约 instead of 预约', () => {
    const hall = spaces[2]!;
    const page = html(
      pageOf({ query: { space: 3, date: '2026-06-10', tab: 0, page: 1 }, day: { data: day({ space: hall }), error: null } }),
    );
    expectContains(page, ['路演厅', '需园区审核', '该会议室的预约需园区审核。', '>提交预约<', '免费使用']);
  });

  it('says when a day is closed, past the look-ahead or already gone, without the form', () => {
    const closed = html(pageOf({ day: { data: day({ open: '', close: '', slots: [] }), error: null } }));
    expect(closed).toContain('该日期会议室不开放，请选择其他日期。');
    expect(closed).not.toContain('id="room-book_subject"');
    const far = html(
      pageOf({ query: { space: 1, date: '2026-07-20', tab: 0, page: 1 }, day: { data: day({ date: '2026-07-20' }), error: null } }),
    );
    expect(far).toContain('最多可提前 30 天预约（至 2026-07-10），请选择更早的日期。');
    expect(far).not.toContain('id="room-book_subject"');
    expect(far).not.toContain('aria-pressed');
    const full = html(pageOf({ day: { data: day({ slots: day().slots.map((x) => ({ ...x, state: 'taken' as const })) }), error: null } }));
    expect(full).toContain('当天已无可预约的时段，请选择其他日期。');
  });

  it('gives a company that is not settled the server’s message and the way to settle, nothing else', () => {
    const page = html(pageOf({ bookings: { items: [], total: 0, error: MSG.settleFirst } }));
    expectContains(page, [MSG.settleFirst, '申请入驻', 'href="/companyinfo"']);
    expect(page).not.toContain('我的预约');
    expect(page).not.toContain('各时段');
  });

  it('says a failed load inline with 重试, and no spaces as such', () => {
    const failed = html(pageOf({ spaces: { items: [], total: 0, error: '服务器繁忙，请稍后再试' }, day: null }));
    expectContains(failed, ['服务器繁忙，请稍后再试', '重试', '我的预约']);
    expect(html(pageOf({ spaces: ok([]), day: null }))).toContain('暂无可预约的会议室');
    const noDay = html(pageOf({ day: { data: null, error: '会议室不存在' } }));
    expectContains(noDay, ['会议室不存在', '重试']);
  });

  it('lists 我的预约 under its tabs: time, subject, people, the charge and remark when there are, 取消预约 when allowed', () => {
    const charged = booking({ id: 9, charged_minutes: 60, charge: '50.00', remark: '已调整到上午', status: 0, status_name: '待审核' });
    const page = html(pageOf({ bookings: ok([booking(), charged]) }));
    expect(page).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/room_booking\?space=1&amp;date=2026-06-10"[^>]*>即将开始<\/a>/);
    expectContains(page, ['href="/room_booking?space=1&amp;date=2026-06-10&amp;tab=1"', '已结束', '已取消']);
    expectContains(page, ['2026-06-10 14:00–15:00（1 小时）', '季度经营分析会', '6 人', '已预约', '待审核']);
    expectContains(page, ['使用费', '50.00 元（计费 1 小时）', '园区备注', '已调整到上午']);
    expect(count(page, /使用费/g)).toBe(1);
    expect(count(page, /aria-label="取消预约：/g)).toBe(2);
    const fixed = html(pageOf({ bookings: ok([booking({ cancellable: false })]) }));
    expect(fixed).not.toContain('取消预约');
  });

  it('says what an empty tab holds, and pages 10 at a time keeping the space and date', () => {
    expect(html(pageOf({ bookings: ok([]), query: { space: 1, date: '2026-06-10', tab: 2, page: 1 } }))).toContain('暂无已取消的预约');
    const many = Array.from({ length: 10 }, (_, i) => booking({ id: i + 1 }));
    const page = html(pageOf({ bookings: ok(many, 25) }));
    expectContains(page, ['aria-label="分页"', 'href="/room_booking?space=1&amp;date=2026-06-10&amp;page=3"']);
  });
});

// The page running in a browser: choosing cells, the form's checks, the answer and a refusal, cancelling.
const { answers, fetchMock, sentTo, reset } = answeringFetch({ code: 0, msg: '未知调用', data: null });
const onChanged = vi.fn();
let root: Root;

const cell = (start: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].find((b) => b.textContent?.startsWith(start)) ?? null;
const click = async (el: HTMLElement | null) => {
  expect(el).not.toBeNull();
  await act(async () => el!.click());
};

function mount(data: PageData) {
  const Stub = stubOf(data, onChanged);
  act(() => root.render(<Stub initialEntries={['/room_booking']} />));
}

beforeEach(() => {
  reset();
  onChanged.mockClear();
  root = openRoot(fetchMock);
});
afterEach(() => closeRoot(root));

describe('会议室预约 in the browser', () => {
  it('chooses cells by clicking: a start, then an end, shown as chosen and in the form with the estimate', async () => {
    mount(pageOf());
    await click(cell('11:00'));
    expect(cell('11:00')!.getAttribute('aria-pressed')).toBe('true');
    await click(cell('12:30'));
    expect(['11:00', '11:30', '12:00', '12:30'].map((t) => cell(t)!.getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(cell('13:00')!.getAttribute('aria-pressed')).toBe('false');
    expectContains(text(), ['本次预约 2 小时，使用免费时长 1.5 小时，计费 0.5 小时，预计费用 25.00 元。']);
    expect([...document.querySelectorAll('select')].map((x) => x.value)).toEqual(['11:00', '13:00']);
    // Clicking a cell past a taken one starts afresh there.
    await click(cell('09:30'));
    await click(cell('11:00'));
    expect(cell('09:30')!.getAttribute('aria-pressed')).toBe('false');
    expect(cell('11:00')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('checks the form with the contract before sending: the messages under the fields, nothing sent', async () => {
    mount(pageOf());
    await click(button('预约'));
    await until(() => text().includes('请输入会议主题'));
    expectContains(text(), ['请选择开始时间', '请选择结束时间', '请输入会议主题', '请输入参会人数']);
    await click(cell('15:00'));
    await type(field('room-book_subject'), '产品评审');
    await type(field('room-book_people'), '12');
    await click(button('预约'));
    await until(() => text().includes('参会人数不能超过会议室容纳人数（10 人）'));
    // The fields now filled in lose their messages.
    await until(() => !text().includes('请输入会议主题') && !text().includes('请选择开始时间'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('books the chosen time, says the answer’s message and reads the page again', async () => {
    answers[bookingsCalls.roomBook.path] = {
      code: 1,
      msg: BOOKING_MSG.bookedPending,
      data: booking({ id: 20, status: 0, status_name: '待审核' }),
    };
    mount(pageOf());
    await click(cell('15:00'));
    await click(cell('15:30'));
    await type(field('room-book_subject'), ' 产品评审 ');
    await type(field('room-book_people'), '8');
    await click(button('预约'));
    await until(() => text().includes(BOOKING_MSG.bookedPending));
    expect(sentTo(bookingsCalls.roomBook.path)).toEqual([
      { space_id: 1, start: '2026-06-10 15:00', end: '2026-06-10 16:00', subject: '产品评审', people: 8 },
    ]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(field('room-book_subject').value).toBe('');
    expect(cell('15:00')!.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a refusal as the page’s error, and reads the day again when the time was taken meanwhile', async () => {
    answers[bookingsCalls.roomBook.path] = { code: 0, msg: BOOKING_MSG.taken, data: null };
    mount(pageOf());
    await click(cell('16:00'));
    await type(field('room-book_subject'), '客户来访');
    await type(field('room-book_people'), '3');
    await click(button('预约'));
    await until(() => document.querySelector('[role="alert"]')?.textContent?.includes(BOOKING_MSG.taken) ?? false);
    expect(onChanged).toHaveBeenCalledTimes(1);
    // Another refusal keeps the choice and does not read the page again.
    answers[bookingsCalls.roomBook.path] = { code: 0, msg: BOOKING_MSG.tooLong(240), data: null };
    await click(cell('16:00'));
    await click(button('预约'));
    await until(() => document.querySelector('[role="alert"]')?.textContent?.includes('预约时长不能超过 4 小时') ?? false);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(cell('16:00')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('cancels a booking after the confirmation, then reads the page again', async () => {
    answers[bookingsCalls.roomCancel.path] = {
      code: 1,
      msg: BOOKING_MSG.cancelled,
      data: booking({ status: 3, status_name: '已取消', cancellable: false }),
    };
    mount(pageOf());
    await click(document.querySelector<HTMLButtonElement>('button[aria-label^="取消预约："]'));
    await until(() => text().includes('确定取消这次预约？'));
    expect(fetchMock).not.toHaveBeenCalled();
    const confirm = [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => b.textContent?.includes('取消预约'));
    await click(confirm ?? null);
    await until(() => onChanged.mock.calls.length === 1);
    expect(sentTo(bookingsCalls.roomCancel.path)).toEqual([{ id: 7 }]);
  });
});
