// @vitest-environment happy-dom
import { App } from 'antd';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as bookingsCalls from '@shared/calls/bookings';
import { expectContains } from '~/test/html';
import { SpaceForm } from './components/SpaceFormDrawer';
import { answeringFetch, button, click, closeRoot, openRoot, text, type, until } from '~/test/dom';
import { space } from './test-fixtures';

const render = (item = space({ closed_dates: ['2026-10-01', '2026-10-02'] })) =>
  renderToString(
    <App>
      <SpaceForm
        item={item}
        renderImage={({ id, label }) => <span data-image={id}>{label}</span>}
        onCancel={() => undefined}
        onSaved={() => undefined}
      />
    </App>,
  ).replace(/<!-- -->/g, '');

/** The markup of one weekday's row of 开放时间 (0 Monday … 6 Sunday). */
const dayRow = (page: string, i: number) => page.match(new RegExp(`<li[^>]*data-day="${i}".*?</li>`))?.[0] ?? '';

describe('the space form as drawn', () => {
  const page = render();

  it('has a row for each weekday: a 开放 switch and its hours, or 全天不开放', () => {
    const monday = dayRow(page, 0);
    expectContains(monday, [
      '周一',
      'aria-label="周一开放"',
      'aria-checked="true"',
      '08:30',
      '18:00',
      'aria-label="周一开门时间"',
      'aria-label="周一关门时间"',
    ]);
    const saturday = dayRow(page, 5);
    expectContains(saturday, ['周六', 'aria-checked="false"', '全天不开放']);
    expect(saturday).not.toContain('开门时间');
  });

  it('lists the closed dates, each with its own 移除, and the equipment ticked', () => {
    expectContains(page, ['2026-10-01', 'aria-label="移除 2026-10-01"', 'aria-label="移除 2026-10-02"']);
    expect(page).toMatch(/<input[^>]*type="checkbox"[^>]*value="投影"[^>]*checked|checked[^>]*value="投影"/);
    for (const e of ['视频会议', '白板', '音响', '麦克风', '电视屏幕', '茶水']) expect(page).toContain(e);
  });

  it('offers an image box for the next picture (the route’s upload control)', () => {
    expect(page).toContain('data-image="space-form_pics-0"');
  });
});

describe('the space form in the browser', () => {
  let root: Root;
  const { answers, fetchMock, sentTo, reset } = answeringFetch();
  const onSaved = vi.fn();

  beforeEach(async () => {
    reset();
    onSaved.mockClear();
    root = openRoot(fetchMock);
    await act(async () =>
      root.render(
        <App>
          <SpaceForm item={undefined} defaultFreeHours={3} renderImage={() => null} onCancel={() => undefined} onSaved={onSaved} />
        </App>,
      ),
    );
  });
  afterEach(() => closeRoot(root));

  it('checks with the contract first: a missing name is said under it and nothing is sent', async () => {
    await click('保存');
    await until(() => text().includes('请输入会议室名称'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens Saturday, sends the week’s hours, and shows the server’s refusal above the buttons', async () => {
    answers[bookingsCalls.spaceSave.path] = { code: 0, msg: '会议室名称已存在', data: null };
    await type(document.querySelector<HTMLInputElement>('#space-form_name')!, '二号会议室');
    await act(async () => document.querySelector<HTMLButtonElement>('[aria-label="周六开放"]')!.click());
    await until(() => document.querySelector('[aria-label="周六开门时间"]') !== null);
    await click('保存');
    await until(() => sentTo(bookingsCalls.spaceSave.path).length === 1);
    const [body] = sentTo(bookingsCalls.spaceSave.path);
    expect(body).toMatchObject({
      name: '二号会议室',
      free_hours: 3,
      capacity: 10,
      min_minutes: 30,
      max_minutes: 240,
      status: 1,
      need_approval: 0,
    });
    expect(body.opening_hours.map((d: { open: string; close: string }) => `${d.open}-${d.close}`)).toEqual([
      '08:30-18:00',
      '08:30-18:00',
      '08:30-18:00',
      '08:30-18:00',
      '08:30-18:00',
      '08:30-18:00',
      '-',
    ]);
    await until(() => [...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent?.includes('会议室名称已存在')));
    expect(onSaved).not.toHaveBeenCalled();
    expect(button('保存')).not.toBeNull();
  });

  it('says a weekday’s wrong hours on its own row', async () => {
    await type(document.querySelector<HTMLInputElement>('#space-form_name')!, '二号会议室');
    // 周三 closes at 08:00, before it opens.
    const close = document.querySelector<HTMLInputElement>('input[aria-label="周三关门时间"]')!;
    await act(async () => close.closest('.ant-select')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    await type(close, '08:00');
    await until(() => [...document.querySelectorAll('.ant-select-item-option')].some((o) => o.textContent === '08:00'));
    const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === '08:00')!;
    await act(async () => option.click());
    await click('保存');
    await until(() => (document.querySelector('[data-day="2"]')?.textContent ?? '').includes('周三：关门时间须晚于开门时间'));
    expect(document.querySelector('[data-day="1"] [role="alert"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves and says so', async () => {
    answers[bookingsCalls.spaceSave.path] = { code: 1, msg: '保存成功', data: { id: 4 } };
    await type(document.querySelector<HTMLInputElement>('#space-form_name')!, '二号会议室');
    await click('保存');
    await until(() => onSaved.mock.calls.length === 1);
  });
});
