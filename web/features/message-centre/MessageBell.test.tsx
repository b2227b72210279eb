// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messageCentreCalls from '@shared/calls/message-centre';
// The bell loads its poll at the first one (import()); loaded here first, so the fake timers wait for no module loader.
import './api/poll-unread';
import { announceUnread } from './bell';
import { MessageBell } from './components/MessageBell';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const Stub = ({ unread }: { unread: number | null }) => {
  const Routes = createRoutesStub([{ path: '/', Component: () => <MessageBell to="/messages" unread={unread} /> }]);
  return <Routes initialEntries={['/']} />;
};

describe('the bell as served', () => {
  it('links to 消息中心, named with the number, the badge capped at 99+', () => {
    const three = renderToString(<Stub unread={3} />);
    expect(three).toContain('href="/messages"');
    expect(three).toContain('消息中心（3 条未读）');
    expect(three).toMatch(/aria-hidden="true">3<\/span>/);
    const many = renderToString(<Stub unread={120} />);
    expect(many).toContain('消息中心（120 条未读）');
    expect(many).toContain('>99+<');
  });

  it('shows no badge when nothing is unread or the count is unknown', () => {
    for (const unread of [0, null]) {
      const html = renderToString(<Stub unread={unread} />);
      expect(html).toContain('消息中心');
      expect(html).not.toContain('条未读');
      expect(html).not.toMatch(/aria-hidden="true">\d/);
    }
  });
});

describe('the bell in the browser', () => {
  let root: Root;
  let container: HTMLDivElement;
  let hidden = false;
  let answer: unknown = { code: 1, msg: '', data: { unread: 5 } };
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => json(answer));
  const polls = () => fetchMock.mock.calls.filter(([p]) => p === messageCentreCalls.messageCount.path).length;
  const badge = () => container.querySelector('[aria-hidden="true"]:not(svg)')?.textContent ?? '';
  const name = () => container.querySelector('.visually-hidden')?.textContent;
  const setHidden = (h: boolean) =>
    act(async () => {
      hidden = h;
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });

  beforeEach(async () => {
    vi.useFakeTimers();
    hidden = false;
    answer = { code: 1, msg: '', data: { unread: 5 } };
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<Stub unread={2} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts from the served count and asks again every 30 s, without a reload', async () => {
    expect(badge()).toBe('2');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(polls()).toBe(1);
    expect(badge()).toBe('5');
    expect(name()).toBe('消息中心（5 条未读）');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({});
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(polls()).toBe(3);
  });

  it('asks nothing while the tab is hidden, and once at once when it is shown again after longer', async () => {
    await setHidden(true);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(polls()).toBe(0);
    await setHidden(false);
    expect(polls()).toBe(1);
    expect(badge()).toBe('5');
    // Then the usual 30 s.
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(polls()).toBe(1);
  });

  it('waits out the rest of the period when shown again soon', async () => {
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await setHidden(true);
    await setHidden(false);
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(20_500));
    expect(polls()).toBe(1);
  });

  it('keeps the count through a failed poll, and stops for good once the session has ended', async () => {
    answer = { code: 0, msg: '服务器繁忙，请稍后再试', data: null };
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(badge()).toBe('2');
    answer = { code: 50014, msg: '登录已过期', data: null };
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(polls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(polls()).toBe(2);
    expect(badge()).toBe('2');
  });

  it('takes the count 消息中心 announces at once', async () => {
    act(() => announceUnread(0));
    expect(badge()).toBe('');
    expect(name()).toBe('消息中心');
    act(() => announceUnread(150));
    expect(badge()).toBe('99+');
  });
});
