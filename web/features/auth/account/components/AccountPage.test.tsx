// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_MSG } from '@shared/auth/sms-code';
import * as authCalls from '@shared/calls/auth';
import type { AccountLinks } from '@shared/contracts/sms';
import { expectContains } from '~/test/html';
import { WECHAT_BIND_POLL_MS, WECHAT_BIND_TEXT } from '../wechat-bind';
import { AccountPage, WECHAT_UNAVAILABLE } from './AccountPage';
import { WechatBind } from './WechatBind';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const links = (over: Partial<AccountLinks> = {}): AccountLinks => ({ phone: '', wechat: false, wechat_available: true, ...over });
const FORM = <form aria-label="绑定手机号">短信表单</form>;
const render = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>).replace(/<!-- -->/g, '');

describe('账号绑定', () => {
  it('shows the bound mobile masked, and WeChat linked, without forms', () => {
    const html = render(
      <AccountPage data={{ links: links({ phone: '138****8000', wechat: true }), error: null }} phoneForm={FORM} onWechatBound={vi.fn()} />,
    );
    expectContains(html, ['手机号', '已绑定', '138****8000', '微信']);
    expect(html.match(/已绑定/g)?.length).toBe(2);
    expect(html).not.toContain('短信表单');
    expect(html).not.toContain('扫码绑定微信');
  });

  it('offers the SMS form and 扫码绑定微信 when neither is bound', () => {
    const html = render(<AccountPage data={{ links: links(), error: null }} phoneForm={FORM} onWechatBound={vi.fn()} />);
    expectContains(html, ['未绑定', '短信表单', '扫码绑定微信']);
    expect(html).not.toContain(WECHAT_UNAVAILABLE);
  });

  it('says so where the park has no WeChat sign-in', () => {
    const html = render(
      <AccountPage data={{ links: links({ wechat_available: false }), error: null }} phoneForm={FORM} onWechatBound={vi.fn()} />,
    );
    expect(html).toContain(WECHAT_UNAVAILABLE);
    expect(html).not.toContain('扫码绑定微信');
    // Nor does the page's introduction promise a sign-in by WeChat.
    expect(html).not.toContain('微信扫码都会登录');
  });

  it('shows a failed load with 重试', () => {
    const html = render(<AccountPage data={{ links: null, error: '服务器繁忙，请稍后再试' }} phoneForm={FORM} onWechatBound={vi.fn()} />);
    expectContains(html, ['服务器繁忙，请稍后再试', '重试']);
  });
});

describe('扫码绑定微信', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  let statuses: { status: number; msg: string }[];
  const fetchMock = vi.fn(async (call: string, _init?: RequestInit) => {
    if (call === authCalls.wechatBind.path)
      return json({
        code: 1,
        msg: '',
        data: { sign: 'b'.repeat(32), path: 'data:image/png;base64,AA', url: 'http://x/m/scan', expires_in: 300 },
      });
    if (call === authCalls.wechatBindStatus.path) return json({ code: 1, msg: '', data: statuses.shift() ?? { status: 0, msg: '' } });
    return json({ code: 0, msg: 'unexpected', data: null });
  });
  const polls = () => fetchMock.mock.calls.filter(([c]) => c === authCalls.wechatBindStatus.path);
  let root: Root;
  let host: HTMLElement;
  const onBound = vi.fn();

  // The calls load at the first click (useWechatBind): loaded here first, so the fake clock alone decides the timing.
  beforeAll(async () => {
    await import('../api/wechat-bind');
  });
  beforeEach(async () => {
    vi.useFakeTimers();
    statuses = [];
    fetchMock.mockClear();
    onBound.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root.render(<WechatBind onBound={onBound} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const start = async () => {
    await act(async () => [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('扫码绑定微信'))!.click());
    await act(() => vi.advanceTimersByTimeAsync(0));
  };
  const status = () => host.querySelector('[role="status"]')!.textContent;

  it('shows the code and asks at most every 2 s until linked', async () => {
    statuses = [
      { status: 0, msg: '' },
      { status: 0, msg: '' },
      { status: 1, msg: '' },
    ];
    await start();
    expect(host.querySelector('img')!.getAttribute('alt')).toBe('绑定微信二维码');
    expect(status()).toBe(WECHAT_BIND_TEXT.waiting);
    expect(polls().length).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(WECHAT_BIND_POLL_MS - 1));
    expect(polls().length).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls().length).toBe(1);
    expect(JSON.parse(String(polls()[0]![1]!.body))).toEqual({ sign: 'b'.repeat(32) });
    await act(() => vi.advanceTimersByTimeAsync(WECHAT_BIND_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(WECHAT_BIND_POLL_MS));
    expect(polls().length).toBe(3);
    expect(status()).toBe(SMS_MSG.wechatBound);
    expect(onBound).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(WECHAT_BIND_POLL_MS * 3));
    expect(polls().length).toBe(3);
  });

  it('shows the refusal on -1 and offers a fresh code', async () => {
    statuses = [{ status: -1, msg: SMS_MSG.wechatTaken }];
    await start();
    await act(() => vi.advanceTimersByTimeAsync(WECHAT_BIND_POLL_MS));
    expect(status()).toBe(SMS_MSG.wechatTaken);
    expect(host.querySelector('img')).toBeNull();
    expect(onBound).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(WECHAT_BIND_POLL_MS * 3));
    expect(polls().length).toBe(1);
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toContain('重新获取二维码');
  });
});
