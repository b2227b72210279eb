// @vitest-environment happy-dom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingStatus } from '@shared/bookings/rules';
import * as bookingsCalls from '@shared/calls/bookings';
import { expectContains } from '~/test/html';
import { answeringFetch, click, closeRoot, openRoot, text, type, until } from '~/test/dom';
import type { BookingsAdminLoad } from './api/bookings-admin.server';
import { booking, charge, SPACES } from './test-fixtures';
import { html, PATH, stubOf } from './test-page';

const revalidate = vi.fn();

const PENDING = [
  booking({ id: 12, space_id: 2, space_name: '培训室', status: BookingStatus.PENDING, status_name: '待审核', company_name: '蓝海生物' }),
  booking({
    id: 16,
    status: BookingStatus.PENDING,
    status_name: '待审核',
    start: '2026-06-11 14:00',
    end: '2026-06-11 15:00',
    minutes: 60,
  }),
];
const pendingLoad = (items = PENDING): BookingsAdminLoad => ({
  data: { kind: 'pending', page: { items, total: items.length, error: null }, spaces: SPACES },
  pending: PENDING.length,
});
const CHARGES = [
  charge(),
  charge({
    company_id: 8,
    company_name: '蓝海生物',
    paid: 1,
    pay_time: '2026-07-02 10:00',
    pay_way: '对公转账',
    amount: '240.00',
    charged_minutes: 120,
  }),
];
const chargesLoad = (): BookingsAdminLoad => ({ data: { kind: 'charges', page: { items: CHARGES, total: 2, error: null } }, pending: 0 });

describe('待审核 and 使用费 as served', () => {
  it('lists the pending bookings with 审核, the state filter on 待审核', () => {
    const page = html('tab=pending', pendingLoad());
    expectContains(page, ['培训室', '蓝海生物', '2026-06-11', '14:00–15:00（1 小时）', '待审核（2）']);
    expect(page).toMatch(/<a[^>]*aria-current="true"[^>]*>待审核<\/a>/);
    expect(page).toContain(`href="${PATH}?tab=pending&amp;status=-1"`);
    expect(page.match(/aria-label="审核：/g)).toHaveLength(2);
    expect(html('tab=pending', pendingLoad([]))).toContain('没有待审核的预约');
  });

  it('lists a month’s charges by company: hours, amount, paid or not, 登记缴费 on the unpaid only', () => {
    const page = html('tab=charges', chargesLoad());
    expectContains(page, [
      '星河科技有限公司',
      '2026-06',
      '1 小时',
      '50.00 元',
      '未缴费',
      '蓝海生物',
      '2 小时',
      '240.00 元',
      '已缴费',
      '2026-07-02 10:00 对公转账',
    ]);
    expect(page.match(/aria-label="登记缴费：/g)).toHaveLength(1);
    expect(page).toContain('aria-label="登记缴费：星河科技有限公司 2026-06"');
  });

  it('on a phone each company’s month is a card (Table’s stack): the company heads it, 展开行 beside it, 登记缴费 ends it', () => {
    const page = html('tab=charges', chargesLoad());
    expect(page).toMatch(/<td role="cell" data-card="head"[^>]*>星河科技有限公司<\/td>/);
    for (const label of ['月份', '计费时长', '金额', '缴费状态']) expect(page).toContain(`data-label="${label}"`);
    expect(page).toMatch(/<td role="cell" data-card="actions"[^>]*><div[^>]*><button[^>]*aria-label="登记缴费：星河科技有限公司 2026-06"/);
    expect(page.match(/<td role="cell" class="[^"]*expandCell[^"]*"><button[^>]*aria-label="展开行"/g)).toHaveLength(2);
  });
});

describe('待审核 and 使用费 in the browser', () => {
  let root: Root;
  const { answers, fetchMock, sentTo, reset } = answeringFetch();
  const dialog = () => [...document.querySelectorAll('.ant-modal-wrap .ant-modal')].at(-1) ?? null;

  const show = async (qs: string, load: BookingsAdminLoad) => {
    // In the browser the route's loader counts how often the page asks for fresh data.
    const Stub = stubOf(qs, load, () => {
      revalidate();
      return null;
    });
    await act(async () => root.render(<Stub initialEntries={[`${PATH}?${qs}`]} />));
    await until(() => revalidate.mock.calls.length > 0 && document.querySelector('[role=group][aria-label="会议室管理"]') !== null);
  };

  beforeEach(() => {
    reset();
    revalidate.mockClear();
    root = openRoot(fetchMock);
  });
  afterEach(() => closeRoot(root));

  it('审核 shows the booking and approves it with the remark, then the page reloads', async () => {
    answers[bookingsCalls.bookingReview.path] = { code: 1, msg: '已通过', data: { ...PENDING[0]!, status: 1, status_name: '已预约' } };
    await show('tab=pending', pendingLoad());
    const before = revalidate.mock.calls.length;
    await act(async () => document.querySelector<HTMLButtonElement>('button[aria-label^="审核：2026-06-10 09:00"]')!.click());
    await until(() => (dialog()?.textContent ?? '').includes('审核预约'));
    expectContains(dialog()!.textContent ?? '', ['培训室', '蓝海生物', '季度经营会', '待审核', '不通过', '通过']);
    await type(document.querySelector<HTMLTextAreaElement>('#booking-12-review')!, '请提前 10 分钟到场');
    await click('通过', dialog);
    await until(() => sentTo(bookingsCalls.bookingReview.path).length === 1);
    expect(sentTo(bookingsCalls.bookingReview.path)).toEqual([{ id: 12, pass: 1, remark: '请提前 10 分钟到场' }]);
    await until(() => revalidate.mock.calls.length > before);
  });

  it('a decision taken elsewhere is said (by the API client) and the list reloads', async () => {
    answers[bookingsCalls.bookingReview.path] = { code: 0, msg: '该预约已审核，请刷新后查看', data: null };
    await show('tab=pending', pendingLoad());
    const before = revalidate.mock.calls.length;
    await act(async () => document.querySelector<HTMLButtonElement>('button[aria-label^="审核：2026-06-11"]')!.click());
    await until(() => (dialog()?.textContent ?? '').includes('审核预约'));
    await click('不通过', dialog);
    await until(() => sentTo(bookingsCalls.bookingReview.path).length === 1);
    expect(sentTo(bookingsCalls.bookingReview.path)).toEqual([{ id: 16, pass: 0, remark: '' }]);
    await until(() => revalidate.mock.calls.length > before);
  });

  it('登记缴费 asks for the pay way first, then records the month’s payment', async () => {
    answers[bookingsCalls.roomChargePay.path] = {
      code: 1,
      msg: '已登记缴费',
      data: { ...CHARGES[0]!, paid: 1, pay_way: '微信支付', pay_time: '2026-07-01 09:00' },
    };
    await show('tab=charges', chargesLoad());
    await click('登记缴费');
    await until(() => (dialog()?.textContent ?? '').includes('星河科技有限公司，2026-06 会议室使用费'));
    await click('确认缴费', dialog);
    await until(() => text().includes('请选择缴费方式'));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => document.querySelector<HTMLInputElement>('input[type="radio"][value="微信支付"]')!.click());
    await type(document.querySelector<HTMLTextAreaElement>('#room-charge-pay_remark')!, '流水号 4200001');
    await click('确认缴费', dialog);
    await until(() => sentTo(bookingsCalls.roomChargePay.path).length === 1);
    expect(sentTo(bookingsCalls.roomChargePay.path)).toEqual([
      { company_id: 7, month: '2026-06', pay_way: '微信支付', remark: '流水号 4200001' },
    ]);
  });

  it('shows a month’s charged bookings under its row', async () => {
    await show('tab=charges', chargesLoad());
    const expand = document.querySelector<HTMLButtonElement>('button[aria-label="展开行"]')!;
    await act(async () => expand.click());
    await until(() => text().includes('计费时长') && text().includes('3 小时'));
    expectContains(text(), ['2026-06-10 09:00–12:00', '一号会议室', '季度经营会', '50.00 元']);
    // On a phone the bookings under the card read as label/value lines too: each cell carries its heading.
    const bookings = document.querySelector('tr[role="row"] > td[role="cell"] > table[data-stack]')!;
    expect(bookings.getAttribute('role')).toBe('table');
    const cells = [...bookings.querySelectorAll('tbody td')].map((td) => `${td.getAttribute('data-label')} ${td.textContent}`);
    expect(cells).toEqual(expect.arrayContaining(['时间 2026-06-10 09:00–12:00', '会议室 一号会议室', '主题 季度经营会', '费用 50.00 元']));
  });
});
