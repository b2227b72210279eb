// @vitest-environment happy-dom
import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messageCentreCalls from '@shared/calls/message-centre';
import type { MessageItem } from '@shared/contracts/message-centre';
import { expectContains } from '~/test/html';
import type { MessageCentrePage } from './api/messages.server';
import { onUnread } from './bell';
import { MessageCentre } from './components/MessageCentre';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const message = (over: Partial<MessageItem> = {}): MessageItem => ({
  id: 1,
  kind: 'consultation_answered',
  kind_name: '咨询答复',
  title: '您的咨询已答复',
  content: '园区已答复您关于 A-1203 租金的咨询。',
  link: '/my_question',
  is_read: 0,
  createtime: '2026-06-10 10:00',
  ...over,
});

const pageOf = (
  over: Partial<MessageCentrePage> & { items?: MessageItem[]; total?: number; error?: string | null } = {},
): MessageCentrePage => {
  const items = over.items ?? [message(), message({ id: 2, kind_name: '入驻审核', title: '入驻申请已通过', is_read: 1, link: '' })];
  return {
    query: over.query ?? { tab: 'all', page: 1 },
    page: { items, total: over.total ?? items.length, error: over.error ?? null },
    unread: over.unread === undefined ? 1 : over.unread,
  };
};

function Where() {
  const { pathname } = useLocation();
  return <p>opened {pathname}</p>;
}

const stubOf = (data: MessageCentrePage, settingsHref?: string) =>
  createRoutesStub([
    {
      path: '/messages',
      Component: () => (
        <App>
          <MessageCentre path="/messages" settingsHref={settingsHref} {...data} />
        </App>
      ),
    },
    { path: '/my_question', Component: Where },
  ]);

const html = (data: MessageCentrePage, settingsHref?: string) => {
  const Stub = stubOf(data, settingsHref);
  return renderToString(<Stub initialEntries={['/messages']} />).replace(/<!-- -->/g, '');
};

describe('消息中心 as served', () => {
  it('lists each message with its kind, title, text and time; the unread one marked in words and in bold', () => {
    const page = html(pageOf());
    expectContains(page, ['咨询答复', '入驻审核', '您的咨询已答复', '入驻申请已通过', '园区已答复您关于 A-1203 租金的咨询。']);
    expectContains(page, ['<time', 'dateTime="2026-06-10 10:00"', '（未读）', 'href="/my_question"']);
    expect(page.match(/（未读）/g)).toHaveLength(1);
    expect(page.match(/<article class="[^"]*_unread_/g)).toHaveLength(1);
    // The read message without a link has no link and no 标为已读.
    expect(page).not.toContain('>标为已读<');
    expect(page).toContain('aria-label="全部消息"');
  });

  it('draws the tabs as links, the current one marked, with the unread count', () => {
    const page = html(pageOf({ query: { tab: 'unread', page: 1 }, unread: 3 }));
    expect(page).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/messages\?tab=unread"[^>]*>未读（3）<\/a>|<a[^>]*href="\/messages\?tab=unread"[^>]*aria-current="page"[^>]*>未读（3）<\/a>/,
    );
    expect(page).toMatch(/href="\/messages"[^>]*>全部<\/a>/);
    expect(page).toContain('aria-label="未读消息"');
  });

  it('offers 标为已读 for an unread message that opens no page', () => {
    expect(html(pageOf({ items: [message({ link: '' })] }))).toContain('>标为已读<');
  });

  it('says 暂无消息 or 没有未读消息 when a tab is empty, and disables 全部标为已读 with nothing unread', () => {
    const all = html(pageOf({ items: [], unread: 0 }));
    expect(all).toContain('暂无消息');
    expect(all).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*全部标为已读/);
    expect(html(pageOf({ items: [], unread: 0, query: { tab: 'unread', page: 1 } }))).toContain('没有未读消息');
  });

  it('says why a page failed to load, with 重试, and no empty state', () => {
    const page = html(pageOf({ items: [], error: '服务器繁忙，请稍后再试', unread: null }));
    expectContains(page, ['服务器繁忙，请稍后再试', '重试']);
    expect(page).not.toContain('暂无消息');
  });

  it('links 通知设置 where the area has it (the company area), and not elsewhere', () => {
    expect(html(pageOf(), '/message_settings')).toMatch(/<a[^>]*href="\/message_settings"[^>]*>通知设置<\/a>/);
    expect(html(pageOf())).not.toContain('通知设置');
  });

  it('pages 7 at a time with the list pager, keeping the tab', () => {
    const items = Array.from({ length: 7 }, (_, i) => message({ id: i + 1 }));
    const page = html(pageOf({ items, total: 15, query: { tab: 'unread', page: 1 } }));
    expectContains(page, ['aria-label="分页"', 'href="/messages?tab=unread&amp;page=3"']);
    expect(page).not.toContain('page=4');
  });
});

describe('消息中心 in the browser', () => {
  let root: Root;
  let container: HTMLDivElement;
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => json({ code: 1, msg: '已标记为已读', data: { unread: 0 } }));
  const bodies = () => fetchMock.mock.calls.map(([p, init]) => [p, JSON.parse(String(init?.body))]);
  const heard: number[] = [];
  let stopListening = () => {};

  beforeEach(async () => {
    fetchMock.mockClear();
    heard.length = 0;
    stopListening = onUnread((n) => heard.push(n));
    vi.stubGlobal('fetch', fetchMock);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const Stub = stubOf(pageOf({ items: [message({ id: 9 }), message({ id: 10, link: '', title: '无链接的消息' })], unread: 2 }));
    await act(async () => root.render(<Stub initialEntries={['/messages']} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    stopListening();
    vi.unstubAllGlobals();
  });

  it('marks a message read when it is opened, tells the bell, and opens its page', async () => {
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === '您的咨询已答复')!;
    await act(async () => link.click());
    // The click loads the calls first (a chunk of their own in the browser).
    await vi.waitFor(() => expect(container.textContent).toContain('opened /my_question'));
    expect(bodies()).toEqual([[messageCentreCalls.messageRead.path, { id: 9 }]]);
    expect(heard).toEqual([0]);
  });

  it('marks every message read with 全部标为已读 and tells the bell', async () => {
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '全部标为已读')!;
    await act(async () => button.click());
    await vi.waitFor(() => expect(heard).toEqual([0]));
    expect(bodies()).toEqual([[messageCentreCalls.messageRead.path, { all: 1 }]]);
  });

  it('marks one read with 标为已读 when it opens no page, and stays', async () => {
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '标为已读')!;
    await act(async () => button.click());
    await vi.waitFor(() => expect(bodies()).toEqual([[messageCentreCalls.messageRead.path, { id: 10 }]]));
    expect(container.textContent).not.toContain('opened');
  });
});
