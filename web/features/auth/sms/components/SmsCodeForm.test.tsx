// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createRoutesStub, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_MSG } from '@shared/auth/sms-code';
import { MSG } from '@shared/messages';
import { SMS_INTENT, type SmsAnswer } from '../sms-form';
import { CAPTCHA_HINT, DEMO_HINT, SmsCodeForm } from './SmsCodeForm';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** What the route's action answers next, by intent; the posted fields are recorded. */
let answers: Record<string, (fields: Record<string, string>) => SmsAnswer>;
const posted: Record<string, string>[] = [];
const onDone = vi.fn();

let root: Root;
let host: HTMLElement;

async function mount(demo = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        action: async ({ request }) => {
          const fields = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
          posted.push(fields);
          return answers[fields.intent!]!(fields);
        },
        Component: () => <SmsCodeForm action="/login" submitIntent="sms" submitLabel="登录" demo={demo} onDone={onDone} label="短信登录" />,
      },
    ],
    { initialEntries: ['/login'] },
  );
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<RouterProvider router={router} />));
}

const input = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const button = (text: string | RegExp) =>
  [...host.querySelectorAll('button')].find((b) => (typeof text === 'string' ? b.textContent === text : text.test(b.textContent ?? '')))!;
const text = () => host.textContent ?? '';
async function type(name: string, value: string) {
  await act(async () => {
    input(name).value = value;
  });
}
async function click(el: HTMLElement) {
  await act(async () => el.click());
  // The fetcher's action and the answer's merge.
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  posted.length = 0;
  onDone.mockClear();
  answers = {
    [SMS_INTENT.send]: (f) => ({ intent: SMS_INTENT.send, phone: f.phone!, errors: {}, sent: { resendIn: 60, demoCode: '123456' } }),
    sms: (f) =>
      f.code === '123456'
        ? { intent: 'sms', phone: f.phone!, errors: {}, done: true }
        : { intent: 'sms', phone: f.phone!, errors: { code: SMS_MSG.codeWrong } },
  };
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('SmsCodeForm in the browser', () => {
  it("checks the phone with the spec's messages before anything is sent", async () => {
    await mount();
    await click(button('获取验证码'));
    expect(text()).toContain(MSG.phoneRequired);
    expect(input('phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('phone'));
    await type('phone', '1380013800');
    await click(button('获取验证码'));
    expect(text()).toContain(MSG.phoneInvalid);
    expect(posted).toEqual([]);
  });

  it('sends, shows the demo code and counts down, then signs in with the right code', async () => {
    await mount();
    await type('phone', '13800138000');
    await click(button('获取验证码'));
    expect(posted[0]).toMatchObject({ intent: SMS_INTENT.send, phone: '13800138000', js: '1' });
    expect(text()).toContain('演示模式：验证码 123456（正式环境将发送短信）');
    expect(host.querySelector('[role="status"]')?.textContent).toContain('123456');
    const send = button(/秒后重新获取$/);
    expect(send.textContent).toBe('60 秒后重新获取');
    expect(send.disabled).toBe(true);
    expect(document.activeElement).toBe(input('code'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(send.textContent).toBe('59 秒后重新获取');

    await click(button('登录'));
    expect(text()).toContain(SMS_MSG.codeRequired);
    await type('code', '111111');
    await click(button('登录'));
    expect(text()).toContain(SMS_MSG.codeWrong);
    // The demo code stays in sight after a wrong try.
    expect(text()).toContain('验证码 123456');
    expect(onDone).not.toHaveBeenCalled();

    await type('code', '123456');
    await click(button('登录'));
    expect(posted.at(-1)).toMatchObject({ intent: 'sms', phone: '13800138000', code: '123456' });
    expect(onDone).toHaveBeenCalledWith('13800138000');

    // One redraw a second (each act lets the next second's timer be set).
    for (let i = 0; i < 59; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button('重新获取').disabled).toBe(false);
  });

  it('shows the picture check the server asks for, refreshes it, and sends its answer', async () => {
    let round = 0;
    answers[SMS_INTENT.send] = (f) =>
      f.captcha_id
        ? { intent: SMS_INTENT.send, phone: f.phone!, errors: {}, sent: { resendIn: 60 } }
        : {
            intent: SMS_INTENT.send,
            phone: f.phone!,
            errors: {},
            captcha: { id: 'c1', image: 'data:image/svg+xml,1' },
          };
    answers[SMS_INTENT.captcha] = (f) => ({
      intent: SMS_INTENT.captcha,
      phone: f.phone!,
      errors: {},
      captcha: { id: `c${(round += 2)}`, image: 'data:image/svg+xml,2' },
    });
    await mount(false);
    await type('phone', '13800138000');
    await click(button('获取验证码'));
    const picture = host.querySelector('img')!;
    expect(picture.getAttribute('alt')).toContain('图形验证码');
    // Why it is there, in the field's hint (read out with it, as focus moves there); nothing in red yet.
    expect(text()).toContain(CAPTCHA_HINT);
    expect(input('captcha').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(input('captcha'));

    // Sending again without the answer is stopped here.
    await click(button('获取验证码'));
    expect(posted.length).toBe(1);
    expect(text()).toContain(SMS_MSG.captchaRequired);
    expect(input('captcha').getAttribute('aria-invalid')).toBe('true');

    await click(button('换一张'));
    expect(input('captcha_id').value).toBe('c2');
    expect(host.querySelector('img')!.getAttribute('src')).toBe('data:image/svg+xml,2');

    await type('captcha', 'ab12');
    await click(button('获取验证码'));
    expect(posted.at(-1)).toMatchObject({ intent: SMS_INTENT.send, captcha_id: 'c2', captcha: 'ab12' });
    expect(host.querySelector('img')).toBeNull();
    expect(text()).toContain(SMS_MSG.sent);
    expect(text()).not.toContain('演示模式');
  });

  it('says an answer it does not know above the form', async () => {
    answers[SMS_INTENT.send] = () => ({ qr: 'refused' }) as unknown as SmsAnswer;
    await mount();
    await type('phone', '13800138000');
    await click(button('获取验证码'));
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('请求未完成');
  });
});

describe('SmsCodeForm as the server draws it (no JavaScript)', () => {
  /** The server's HTML, read back as a document fragment. */
  const render = (initial?: SmsAnswer) => {
    const Stub = createRoutesStub([
      {
        path: '/login',
        Component: () => (
          <SmsCodeForm action="/login?tab=sms" submitIntent="sms" submitLabel="登录" demo initial={initial} label="短信登录" />
        ),
      },
    ]);
    const dom = document.createElement('div');
    dom.innerHTML = renderToString(<Stub initialEntries={['/login']} />);
    return dom;
  };
  const intents = (dom: HTMLElement) =>
    [...dom.querySelectorAll<HTMLButtonElement>('button[type="submit"][name="intent"]')].map((b) => `${b.value}:${b.textContent}`);

  it('posts to the action, each button with its intent; labels tied to the fields', () => {
    const dom = render();
    const form = dom.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/login?tab=sms');
    expect(intents(dom)).toEqual(['sms_code:获取验证码', 'sms:登录']);
    const code = dom.querySelector<HTMLInputElement>('input[name="code"]')!;
    expect([code.getAttribute('inputmode'), code.getAttribute('autocomplete'), code.getAttribute('maxlength')]).toEqual([
      'numeric',
      'one-time-code',
      '6',
    ]);
    for (const label of dom.querySelectorAll('label')) expect(dom.querySelector(`#${CSS.escape(label.htmlFor)}`)?.tagName).toBe('INPUT');
    expect(dom.querySelectorAll('label').length).toBe(2);
    expect(dom.textContent).toContain(DEMO_HINT);
    expect(dom.querySelector('input[name="js"]')).toBeNull();
  });

  it("draws a plain post's answer: the phone kept, the demo code, the messages and the picture check", () => {
    const dom = render({
      intent: SMS_INTENT.send,
      phone: '13800138000',
      errors: { captcha: SMS_MSG.captchaWrong },
      sent: { resendIn: 60, demoCode: '654321' },
      captcha: { id: 'c9', image: 'data:image/svg+xml,9' },
    });
    expect(dom.querySelector<HTMLInputElement>('input[name="phone"]')!.getAttribute('value')).toBe('13800138000');
    expect(dom.textContent).toContain('演示模式：验证码 654321（正式环境将发送短信）');
    expect(dom.textContent).toContain(SMS_MSG.captchaWrong);
    // Once a code is sent the demo code says it all.
    expect(dom.textContent).not.toContain(DEMO_HINT);
    expect(dom.querySelector<HTMLInputElement>('input[name="captcha_id"]')!.getAttribute('value')).toBe('c9');
    expect(intents(dom)).toEqual(['sms_code:重新获取', 'captcha:换一张', 'sms:登录']);
  });
});
