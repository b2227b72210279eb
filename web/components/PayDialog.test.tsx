// @vitest-environment happy-dom
import { App } from 'antd';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRoot, json, openRoot } from '~/test/dom';
import { PayDialog } from './PayDialog';

let answer: unknown;
const fetchMock = vi.fn(async (_call: string, _init?: RequestInit) => json(answer));
const sent = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

let root: Root;
const onPaid = vi.fn();
const onRefused = vi.fn();

async function open(periods: boolean) {
  await act(async () =>
    root.render(
      <App>
        <PayDialog
          target={{ type: 1, id: 7, expire_time: '2026-04-30' }}
          title="记录缴费"
          formName="lease-pay"
          periodsPreview={periods ? (n) => `预览 ${n ?? '无'} 期` : undefined}
          onCancel={vi.fn()}
          onPaid={onPaid}
          onRefused={onRefused}
        >
          <p>星河科技</p>
        </PayDialog>
      </App>,
    ),
  );
}
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 5)));
  expect(check()).toBe(true);
};

beforeEach(() => {
  fetchMock.mockClear();
  onPaid.mockClear();
  onRefused.mockClear();
  root = openRoot(fetchMock);
});
afterEach(() => closeRoot(root));

describe('the pay dialog', () => {
  it('asks for the pay way under its field and sends nothing without one', async () => {
    await open(true);
    expect(document.body.textContent).toContain('星河科技');
    await until(() => document.body.textContent!.includes('预览 1 期'));
    await act(async () => button('确认缴费').click());
    await until(() => document.body.textContent!.includes('请选择缴费方式'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('records the periods chosen with the paid-through date seen, and reports the payment', async () => {
    answer = { code: 1, msg: '操作成功', data: { id: 7, expire_time: '2026-07-31', payment_id: 3 } };
    await open(true);
    await act(async () => document.querySelector<HTMLInputElement>('input[type="radio"][value="现金"]')!.click());
    await act(async () => button('确认缴费').click());
    await until(() => onPaid.mock.calls.length === 1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/pay_add');
    expect(sent()).toEqual({
      type: 1,
      id: 7,
      pay_way: '现金',
      periods: 1,
      remark: '',
      expire_time: '2026-04-30',
    });
  });

  it('sends no period count when it asks for none, and tells a refusal apart', async () => {
    answer = { code: 0, msg: '该记录已更新，请刷新后重试', data: null };
    await open(false);
    expect(document.body.textContent).not.toContain('缴费期数');
    await act(async () => document.querySelector<HTMLInputElement>('input[type="radio"][value="对公转账"]')!.click());
    await act(async () => button('确认缴费').click());
    await until(() => onRefused.mock.calls.length === 1);
    expect(sent()).not.toHaveProperty('periods');
    expect(onPaid).not.toHaveBeenCalled();
  });
});
