// @vitest-environment happy-dom
import { App } from 'antd';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messageCentreCalls from '@shared/calls/message-centre';
import type { MessageSettings } from '@shared/contracts/message-centre';
import { closeRoot, json, openRoot } from '~/test/dom';
import { expectContains } from '~/test/html';
import type { MessageSettingsLoad } from './api/channel-settings.server';
import { MessageSettingsPage } from './components/MessageSettingsPage';

type Channels = MessageSettings['channels'];
const channels = (over: Partial<Record<'sms' | 'email' | 'wechat', Partial<Channels[number]>>> = {}): Channels => [
  { channel: 'sms', name: '短信', configured: 1, address: '138****5678', ...over.sms },
  { channel: 'email', name: '电子邮件', configured: 1, address: '', ...over.email },
  { channel: 'wechat', name: '微信通知', configured: 0, address: '', ...over.wechat },
];
const topic = (label: string, sms: number, required = 0): MessageSettings['topics'][number] => ({
  label,
  kinds: [],
  channels: [
    { channel: 'sms', enabled: sms, required },
    { channel: 'email', enabled: 1, required: 0 },
    { channel: 'wechat', enabled: 1, required: 0 },
  ],
});
const settings = (over: Partial<MessageSettings> = {}): MessageSettings => ({
  topics: [topic('入驻审核', 1), topic('缴费登记', 1, 1), topic('服务诉求', 0)],
  channels: channels(),
  ...over,
});

const stubOf = (data: MessageSettingsLoad) =>
  createRoutesStub([
    {
      path: '/message_settings',
      Component: () => (
        <App>
          <MessageSettingsPage data={data} />
        </App>
      ),
    },
  ]);
const html = (data: MessageSettingsLoad) => {
  const Stub = stubOf(data);
  return renderToString(<Stub initialEntries={['/message_settings']} />).replace(/<!-- -->/g, '');
};
/** A switch's opening tag by its accessible name (there must be one). */
function switchTag(page: string, name: string): string {
  const tag = page.match(new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`))?.[0];
  expect(tag, name).toBeDefined();
  return tag ?? '';
}

describe('通知设置 as served', () => {
  const page = html({ settings: settings(), error: null });

  it('says calmly that 消息中心 gets everything, and where each channel reaches the person', () => {
    expectContains(page, ['消息中心始终会收到全部消息', '短信：', '138****5678', '电子邮件：', '无电子邮箱', '微信通知：', '园区未开通']);
    expect(html({ settings: settings({ channels: channels({ sms: { address: '' } }) }), error: null })).toMatch(
      /未绑定手机号<\/span><a[^>]*href="\/account"[^>]*>去绑定<\/a>/,
    );
  });

  it('draws one switch per topic and channel, named for both, with the person’s choice', () => {
    expect(page.match(/role="switch"/g)).toHaveLength(9);
    expect(switchTag(page, '“入驻审核”的短信通知')).toContain('aria-checked="true"');
    expect(switchTag(page, '“入驻审核”的短信通知')).not.toContain('disabled');
    expect(switchTag(page, '“服务诉求”的短信通知')).toContain('aria-checked="false"');
    expect(switchTag(page, '“入驻审核”的电子邮件通知')).not.toContain('disabled');
  });

  it('shows a switch the park requires on and disabled, with the line that says why', () => {
    const required = switchTag(page, '“缴费登记”的短信通知');
    expect(required).toContain('aria-checked="true"');
    expect(required).toContain('disabled');
    expect(required).toContain('message-settings-required');
    expect(page).toContain('园区要求必须送达');
    expect(html({ settings: settings({ topics: [topic('入驻审核', 1)] }), error: null })).not.toContain('园区要求必须送达');
  });

  it('disables a channel the park has not opened, off, for every topic', () => {
    for (const label of ['入驻审核', '缴费登记', '服务诉求']) {
      const tag = switchTag(page, `“${label}”的微信通知`);
      expect(tag).toContain('disabled');
      expect(tag).toContain('aria-checked="false"');
    }
  });

  it('says why the settings failed to load, with 重试', () => {
    expectContains(html({ settings: null, error: '服务器繁忙，请稍后再试' }), ['服务器繁忙，请稍后再试', '重试']);
  });
});

describe('通知设置 in the browser', () => {
  let root: Root;
  // The answer is the whole settings: here 入驻审核's SMS off, and 服务诉求's turned on elsewhere meanwhile.
  const saved = settings({ topics: [topic('入驻审核', 0), topic('缴费登记', 1, 1), topic('服务诉求', 1)] });
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => json({ code: 1, msg: '已保存', data: saved }));
  const checked = (name: string) => document.querySelector(`[aria-label="${name}"]`)?.getAttribute('aria-checked');

  beforeEach(async () => {
    fetchMock.mockClear();
    root = openRoot(fetchMock);
    const Stub = stubOf({ settings: settings(), error: null });
    await act(async () => root.render(<Stub initialEntries={['/message_settings']} />));
  });
  afterEach(() => closeRoot(root));

  it('saves one topic’s channel and shows the settings the server answered', async () => {
    await act(async () => document.querySelector<HTMLButtonElement>('[aria-label="“入驻审核”的短信通知"]')!.click());
    // The call's module loads at the first press.
    await vi.waitFor(() => expect(checked('“入驻审核”的短信通知')).toBe('false'));
    const asked = fetchMock.mock.calls.map(([p, init]) => [p, JSON.parse(String(init?.body))]);
    expect(asked).toEqual([[messageCentreCalls.messageSettingSave.path, { label: '入驻审核', channel: 'sms', enabled: 0 }]]);
    expect(checked('“服务诉求”的短信通知')).toBe('true');
  });

  it('keeps a required switch and an unopened channel from being pressed', async () => {
    await act(async () => document.querySelector<HTMLButtonElement>('[aria-label="“缴费登记”的短信通知"]')!.click());
    await act(async () => document.querySelector<HTMLButtonElement>('[aria-label="“入驻审核”的微信通知"]')!.click());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
