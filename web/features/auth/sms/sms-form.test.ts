import { describe, expect, it } from 'vitest';
import { SMS_MSG } from '@shared/auth/sms-code';
import { MSG } from '@shared/messages';
import {
  checkCode,
  checkPhone,
  demoCodeText,
  EMPTY_SMS_VIEW,
  fieldOf,
  isSmsAnswer,
  mergeAnswer,
  refusal,
  sendLabel,
  SMS_INTENT,
  viewOf,
  type SmsAnswer,
} from './sms-form';

const answer = (over: Partial<SmsAnswer>): SmsAnswer => ({ intent: SMS_INTENT.send, phone: '13800138000', errors: {}, ...over });

describe('the SMS form checks', () => {
  it("say the spec's phone messages", () => {
    expect(checkPhone('')).toBe(MSG.phoneRequired);
    expect(checkPhone('   ')).toBe(MSG.phoneRequired);
    expect(checkPhone('1380013800')).toBe(MSG.phoneInvalid);
    expect(checkPhone('12800138000')).toBe(MSG.phoneInvalid);
    expect(checkPhone('1380013800a')).toBe(MSG.phoneInvalid);
    expect(checkPhone(' 13800138000 ')).toBeUndefined();
  });

  it('want six digits for a code', () => {
    expect(checkCode('')).toBe(SMS_MSG.codeRequired);
    expect(checkCode('12345')).toBe(SMS_MSG.codeWrong);
    expect(checkCode('1234567')).toBe(SMS_MSG.codeWrong);
    expect(checkCode('12a456')).toBe(SMS_MSG.codeWrong);
    expect(checkCode(' 123456 ')).toBeUndefined();
  });

  it('put each refusal under its field, the rest above the form', () => {
    expect(fieldOf(SMS_MSG.tooFrequent)).toBe('phone');
    expect(fieldOf(SMS_MSG.phoneTaken)).toBe('phone');
    expect(fieldOf(SMS_MSG.codeWrong)).toBe('code');
    expect(fieldOf(SMS_MSG.captchaWrong)).toBe('captcha');
    expect(fieldOf(SMS_MSG.closed)).toBeNull();
    expect(refusal('sms', '13800138000', SMS_MSG.codeWrong)).toEqual({
      intent: 'sms',
      phone: '13800138000',
      errors: { code: SMS_MSG.codeWrong },
    });
    expect(refusal('sms', '', SMS_MSG.closed)).toMatchObject({ errors: {}, formError: SMS_MSG.closed });
    expect(refusal('sms', '', '')).toMatchObject({ formError: MSG.serverError });
  });
});

describe('the SMS form view', () => {
  it('keeps a sent code (and its demo code) across a refused sign-in, until the next send', () => {
    const sent = mergeAnswer(EMPTY_SMS_VIEW, answer({ sent: { resendIn: 60, demoCode: '123456' } }));
    expect(sent.sent).toEqual({ resendIn: 60, demoCode: '123456' });
    const wrong = mergeAnswer(sent, answer({ intent: 'sms', errors: { code: SMS_MSG.codeWrong } }));
    expect(wrong).toMatchObject({ sent: { demoCode: '123456' }, errors: { code: SMS_MSG.codeWrong }, done: false });
    const again = mergeAnswer(wrong, answer({ sent: { resendIn: 60, demoCode: '654321' } }));
    expect(again).toMatchObject({ sent: { demoCode: '654321' }, errors: {} });
  });

  it('shows a picture check until a code is sent, and a fresh one replaces it', () => {
    const first = mergeAnswer(
      EMPTY_SMS_VIEW,
      answer({ errors: { captcha: SMS_MSG.captchaRequired }, captcha: { id: 'a', image: 'data:a' } }),
    );
    expect(first.captcha?.id).toBe('a');
    const refreshed = mergeAnswer(first, answer({ intent: SMS_INTENT.captcha, captcha: { id: 'b', image: 'data:b' } }));
    expect(refreshed).toMatchObject({ captcha: { id: 'b' }, errors: {} });
    const wrongCode = mergeAnswer(refreshed, answer({ intent: 'sms', errors: { code: SMS_MSG.codeWrong } }));
    expect(wrongCode.captcha?.id).toBe('b');
    expect(mergeAnswer(refreshed, answer({ sent: { resendIn: 60 } })).captcha).toBeUndefined();
  });

  it('draws the answer of a plain post, and tells its answers from others', () => {
    expect(viewOf(undefined)).toEqual(EMPTY_SMS_VIEW);
    expect(viewOf(answer({ intent: 'sms', done: true })).done).toBe(true);
    expect(isSmsAnswer(answer({}))).toBe(true);
    expect(isSmsAnswer({ qr: 'refused' })).toBe(false);
    expect(isSmsAnswer(null)).toBe(false);
  });

  it('words the send button and the demo line', () => {
    expect(sendLabel(0, false)).toBe('获取验证码');
    expect(sendLabel(59, true)).toBe('59 秒后重新获取');
    expect(sendLabel(0, true)).toBe('重新获取');
    expect(demoCodeText('123456')).toBe('演示模式：验证码 123456（正式环境将发送短信）');
  });
});
