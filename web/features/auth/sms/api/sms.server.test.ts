import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SMS_MSG, SMS_RESEND_SECONDS } from '@shared/auth/sms-code';
import * as authCalls from '@shared/calls/auth';
import type { ApiCall } from '@shared/calls/define';
import { MSG } from '@shared/messages';
import { SMS_INTENT } from '../sms-form';
import { freshCaptcha, loadSmsStatus, postedByScript, readSmsSubmit, sendSmsCode } from './sms.server';

type Answer = { code: number; msg: string; data: unknown };

/** A load context whose in-process API answers each call from `answers` (by path) and records what was asked. */
function contextWith(answers: Record<string, Answer | Answer[]>) {
  const asked: { path: string; body: unknown }[] = [];
  const api = vi.fn(async (call: ApiCall, body?: unknown) => {
    asked.push({ path: call.path, body });
    const a = answers[call.path];
    const next = Array.isArray(a) ? a.shift() : a;
    if (!next) throw new Error(`unexpected call ${call.path}`);
    return next;
  });
  return { context: { api } as unknown as AppLoadContext, asked };
}

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const ok = (data: unknown): Answer => ({ code: 1, msg: 'ok', data });
const no = (msg: string, data: unknown = null): Answer => ({ code: 0, msg, data });
const CAPTCHA = ok({ id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expires_in: 300 });

describe('sendSmsCode', () => {
  it('checks the phone before asking the server', async () => {
    const { context, asked } = contextWith({});
    expect(await sendSmsCode(context, form({ phone: '' }), 'login')).toMatchObject({ errors: { phone: MSG.phoneRequired } });
    expect(await sendSmsCode(context, form({ phone: '123' }), 'login')).toMatchObject({ errors: { phone: MSG.phoneInvalid } });
    expect(asked).toEqual([]);
  });

  it('sends with the purpose and answers the countdown and the demo code', async () => {
    const { context, asked } = contextWith({ [authCalls.smsCode.path]: ok({ expires_in: 300, resend_in: 60, demo_code: '123456' }) });
    const answer = await sendSmsCode(context, form({ phone: ' 13800138000 ' }), 'bind');
    expect(asked).toEqual([{ path: authCalls.smsCode.path, body: { phone: '13800138000', purpose: 'bind' } }]);
    expect(answer).toEqual({ intent: SMS_INTENT.send, phone: '13800138000', errors: {}, sent: { resendIn: 60, demoCode: '123456' } });
  });

  it('counts down the rule’s seconds when the server gives none, and shows no demo code outside the demo', async () => {
    const { context } = contextWith({ [authCalls.smsCode.path]: ok({ expires_in: 300, resend_in: 0 }) });
    expect((await sendSmsCode(context, form({ phone: '13800138000' }), 'login')).sent).toEqual({ resendIn: SMS_RESEND_SECONDS });
  });

  it('brings a picture check when the address must pass one, and sends its answer the next time', async () => {
    const { context, asked } = contextWith({
      [authCalls.smsCode.path]: [no(SMS_MSG.captchaRequired, { captcha_required: true }), no(SMS_MSG.captchaWrong)],
      [authCalls.captcha.path]: [CAPTCHA, ok({ id: 'c2', image: 'data:x', expires_in: 300 })],
    });
    const first = await sendSmsCode(context, form({ phone: '13800138000' }), 'login');
    // The first time, nothing was wrong yet: the field's hint says why it is there.
    expect(first).toEqual({ intent: SMS_INTENT.send, phone: '13800138000', errors: {}, captcha: { id: 'c1', image: expect.any(String) } });
    const second = await sendSmsCode(context, form({ phone: '13800138000', captcha_id: 'c1', captcha: 'ab12' }), 'login');
    expect(asked[2]).toEqual({
      path: authCalls.smsCode.path,
      body: { phone: '13800138000', purpose: 'login', captcha_id: 'c1', captcha: 'ab12' },
    });
    // A picture check is used once, right or wrong: a fresh one comes with the refusal.
    expect(second).toMatchObject({ errors: { captcha: SMS_MSG.captchaWrong }, captcha: { id: 'c2' } });
  });

  it('says 发送过于频繁 under the phone, and a closed SMS above the form', async () => {
    const { context } = contextWith({ [authCalls.smsCode.path]: [no(SMS_MSG.tooFrequent), no(SMS_MSG.closed)] });
    expect(await sendSmsCode(context, form({ phone: '13800138000' }), 'login')).toMatchObject({
      errors: { phone: SMS_MSG.tooFrequent },
    });
    const closed = await sendSmsCode(context, form({ phone: '13800138000' }), 'login');
    expect(closed).toMatchObject({ errors: {}, formError: SMS_MSG.closed });
    expect(closed.captcha).toBeUndefined();
  });
});

describe('the other parts of the SMS action', () => {
  it('a fresh picture check for 换一张', async () => {
    const { context } = contextWith({ [authCalls.captcha.path]: CAPTCHA });
    expect(await freshCaptcha(context, form({ phone: '13800138000' }))).toEqual({
      intent: SMS_INTENT.captcha,
      phone: '13800138000',
      errors: {},
      captcha: { id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
    });
  });

  it('reads the submit, or says what is missing', () => {
    expect(readSmsSubmit(form({ phone: '13800138000', code: ' 123456 ' }), 'sms')).toEqual({ phone: '13800138000', code: '123456' });
    expect(readSmsSubmit(form({ phone: '', code: '' }), 'sms')).toMatchObject({
      intent: 'sms',
      errors: { phone: MSG.phoneRequired, code: SMS_MSG.codeRequired },
    });
    expect(readSmsSubmit(form({ phone: '13800138000', code: '12' }), 'bind')).toMatchObject({ errors: { code: SMS_MSG.codeWrong } });
  });

  it('offers no SMS tab when sms_status fails, and knows a scripted post', async () => {
    expect(await loadSmsStatus(contextWith({ [authCalls.smsStatus.path]: ok({ enabled: true, demo: true }) }).context)).toEqual({
      enabled: true,
      demo: true,
    });
    expect(await loadSmsStatus(contextWith({ [authCalls.smsStatus.path]: no(MSG.serverError) }).context)).toEqual({
      enabled: false,
      demo: false,
    });
    expect(postedByScript(form({ js: '1' }))).toBe(true);
    expect(postedByScript(form({}))).toBe(false);
  });
});
