// @vitest-environment happy-dom
import { App } from 'antd';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messageCentreCalls from '@shared/calls/message-centre';
import type { MessageDeliveryItem } from '@shared/contracts/message-centre';
import { ADDRESS_PURGED } from '@shared/message-centre/kinds';
import { button, closeRoot, json, openRoot, until } from '~/test/dom';
import { expectContains } from '~/test/html';
import { DeliveryLog } from './components/DeliveryLog';
import type { DeliveryQuery } from './delivery-query';

const PATH = '/system/message-deliveries';
const delivery = (over: Partial<MessageDeliveryItem> = {}): MessageDeliveryItem => ({
  id: 1,
  message_id: 10,
  kind_name: '入驻审核',
  title: '入驻申请已通过',
  recipient: '张三（星河科技）',
  channel: 'sms',
  channel_name: '短信',
  address: '138****5678',
  status: 'sent',
  status_name: '已发送',
  attempts: 1,
  error: '',
  next_try: '',
  sent_at: '2026-06-10 10:01',
  createtime: '2026-06-10 10:00',
  history: [{ at: '2026-06-10 10:01', status: 'sent', error: '' }],
  ...over,
});
const ROWS = [
  delivery(),
  delivery({
    id: 2,
    status: 'failed',
    status_name: '发送失败',
    attempts: 2,
    error: '号码已停机',
    history: [
      { at: '2026-06-10 10:01', status: 'failed', error: '网关超时' },
      { at: '2026-06-10 10:03', status: 'failed', error: '号码已停机' },
    ],
  }),
  delivery({
    id: 3,
    channel: 'email',
    channel_name: '电子邮件',
    address: '',
    status: 'skipped',
    status_name: '未发送',
    error: '未填写电子邮箱',
    attempts: 0,
    history: [],
  }),
  delivery({
    id: 4,
    channel: 'wechat',
    channel_name: '微信通知',
    status: 'pending',
    status_name: '待发送',
    next_try: '2026-06-10 10:05',
    history: [],
  }),
];

const query = (over: Partial<DeliveryQuery> = {}): DeliveryQuery => ({ status: null, channel: null, keyword: '', page: 1, ...over });
const stubOf = (items: MessageDeliveryItem[], q = query(), error: string | null = null) =>
  createRoutesStub([
    {
      path: PATH,
      Component: () => (
        <App>
          <DeliveryLog path={PATH} query={q} page={{ items, total: items.length, error }} />
        </App>
      ),
    },
  ]);
const html = (items: MessageDeliveryItem[], q = query(), error: string | null = null) => {
  const Stub = stubOf(items, q, error);
  return renderToString(<Stub initialEntries={[PATH]} />).replace(/<!-- -->/g, '');
};
const resendButtons = (page: string) => page.match(/<button[^>]*aria-label="重新发送：[^"]*"/g) ?? [];

describe('发送记录 as served', () => {
  it('shows each send: time, message, recipient, channel, address, state with its tries, reason and next try', () => {
    const page = html(ROWS);
    expectContains(page, ['2026-06-10 10:00', '入驻申请已通过', '入驻审核', '张三（星河科技）', '短信', '138****5678']);
    expectContains(page, ['已发送', '发送失败', '未发送', '待发送', '号码已停机', '未填写电子邮箱', '2026-06-10 10:05']);
    expectContains(page, ['<summary', '尝试 2 次', '网关超时', '尝试 0 次']);
  });

  it('offers 重新发送 on a failed send only', () => {
    const buttons = resendButtons(html(ROWS));
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain('张三（星河科技）的短信“入驻申请已通过”');
    expect(resendButtons(html(ROWS.filter((d) => d.status !== 'failed')))).toHaveLength(0);
  });

  it('shows a purged address as such, and offers no 重新发送 for it (there is nowhere to send it)', () => {
    const purged = ROWS.map((d) => (d.status === 'failed' ? { ...d, address: ADDRESS_PURGED } : d));
    const page = html(purged);
    expect(page).toContain(ADDRESS_PURGED);
    expect(resendButtons(page)).toHaveLength(0);
  });

  it('filters by state and channel with links that keep the other filter and the keyword', () => {
    const page = html(ROWS, query({ status: 'failed', keyword: '入驻' }));
    expect(page).toMatch(/<a[^>]*aria-current="true"[^>]*>发送失败<\/a>/);
    expect(page).toContain(`href="${PATH}?status=failed&amp;channel=email&amp;keyword=%E5%85%A5%E9%A9%BB"`);
    expect(page).toContain(`href="${PATH}?keyword=%E5%85%A5%E9%A9%BB"`);
    expect(page).toMatch(/<input[^>]*type="hidden"[^>]*name="status"[^>]*value="failed"/);
  });

  it('says 暂无发送记录 when nothing is found, and why a load failed', () => {
    expect(html([])).toContain('暂无发送记录');
    expectContains(html([], query(), '服务器繁忙，请稍后再试'), ['服务器繁忙，请稍后再试', '重试']);
  });
});

describe('发送记录 in the browser', () => {
  let root: Root;
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) =>
    json({ code: 1, msg: '已重新加入发送队列', data: delivery({ id: 2, status: 'pending', status_name: '待发送' }) }),
  );

  beforeEach(async () => {
    fetchMock.mockClear();
    root = openRoot(fetchMock);
    const Stub = stubOf(ROWS);
    await act(async () => root.render(<Stub initialEntries={[PATH]} />));
  });
  afterEach(() => closeRoot(root));

  it('asks first, then resends the failed send by its id', async () => {
    await act(async () => button('重新发送')!.click());
    await until(() => document.querySelector('.ant-modal-confirm') !== null);
    expect(document.querySelector('.ant-modal-confirm')!.textContent).toContain('将立即通过短信再次向 张三（星河科技）（138****5678）发送');
    expect(fetchMock).not.toHaveBeenCalled();
    const ok = () =>
      [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm button')].find((b) => b.textContent === '重新发送');
    await act(async () => ok()!.click());
    await until(() => fetchMock.mock.calls.length > 0);
    const asked = fetchMock.mock.calls.map(([p, init]) => [p, JSON.parse(String(init?.body))]);
    expect(asked).toEqual([[messageCentreCalls.messageDeliveryResend.path, { id: 2 }]]);
  });
});
