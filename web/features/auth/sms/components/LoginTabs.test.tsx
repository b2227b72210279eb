// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginTabs, type LoginTab } from './LoginTabs';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const TABS: LoginTab<'qr' | 'sms'>[] = [
  { key: 'qr', label: '扫码登录', href: '/login' },
  { key: 'sms', label: '短信登录', href: '/login?tab=sms' },
];

function Page({ start }: { start: 'qr' | 'sms' }) {
  const [active, setActive] = useState(start);
  return (
    <LoginTabs tabs={TABS} active={active} onChange={setActive}>
      <p>{active === 'qr' ? '二维码' : '短信表单'}</p>
    </LoginTabs>
  );
}

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const tabs = () => [...host.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
const panel = () => host.querySelector('[role="tabpanel"]')!;

describe('LoginTabs', () => {
  it('are links to the page with that tab open, the open one selected and the only Tab stop', () => {
    act(() => root.render(<Page start="sms" />));
    expect(tabs().map((t) => [t.textContent, t.getAttribute('href'), t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['扫码登录', '/login', 'false', -1],
      ['短信登录', '/login?tab=sms', 'true', 0],
    ]);
    expect(host.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe('登录方式');
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs()[1]!.id);
    expect(panel().textContent).toBe('短信表单');
  });

  it('switch in place on a click and with the arrow keys', () => {
    act(() => root.render(<Page start="qr" />));
    act(() => tabs()[1]!.click());
    expect(panel().textContent).toBe('短信表单');
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    act(() => {
      tabs()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(panel().textContent).toBe('二维码');
    expect(document.activeElement).toBe(tabs()[0]);
    act(() => {
      tabs()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(panel().textContent).toBe('短信表单');
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs()[1]!.id);
  });
});
