import type { AppLoadContext } from 'react-router';
import { SMS_MSG, SMS_RESEND_SECONDS, type SmsPurpose } from '@shared/auth/sms-code';
import * as authCalls from '@shared/calls/auth';
import type { SmsStatusData } from '@shared/contracts/sms';
import { Code } from '@shared/envelope';
import { checkCode, checkPhone, fieldOf, refusal, SMS_FIELDS, SMS_INTENT, type SmsAnswer } from '../sms-form';

/** The form's text field, trimmed ('' when absent). */
export const formText = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** Whether the login page offers 短信登录, and whether it is the demonstration; closed when the call fails. */
export async function loadSmsStatus(context: AppLoadContext): Promise<SmsStatusData> {
  const res = await context.api(authCalls.smsStatus);
  return res.code === Code.OK ? res.data : { enabled: false, demo: false };
}

/** A fresh picture check, or the answer without one when even that failed (the next send asks again). */
async function withCaptcha(context: AppLoadContext, answer: SmsAnswer): Promise<SmsAnswer> {
  const res = await context.api(authCalls.captcha);
  return res.code === Code.OK ? { ...answer, captcha: { id: res.data.id, image: res.data.image } } : answer;
}

/**
 * 获取验证码 (intent sms_code) through the action, in process with the visitor's address and session: the code for
 * `purpose`, or the refusal under its field; when this address must first pass the picture check (or failed it),
 * a fresh one comes with the answer (a picture check is used once, right or wrong).
 */
export async function sendSmsCode(context: AppLoadContext, form: FormData, purpose: SmsPurpose): Promise<SmsAnswer> {
  const intent = SMS_INTENT.send;
  const phone = formText(form, SMS_FIELDS.phone);
  const phoneError = checkPhone(phone);
  if (phoneError) return { intent, phone, errors: { phone: phoneError } };
  const captchaId = formText(form, SMS_FIELDS.captchaId);
  const captcha = formText(form, SMS_FIELDS.captcha);
  const res = await context.api(authCalls.smsCode, {
    phone,
    purpose,
    ...(captchaId ? { captcha_id: captchaId, captcha } : {}),
  });
  if (res.code === Code.OK && 'expires_in' in res.data) {
    const { resend_in: resendIn, demo_code: demoCode } = res.data;
    return {
      intent,
      phone,
      errors: {},
      sent: { resendIn: resendIn > 0 ? resendIn : SMS_RESEND_SECONDS, ...(demoCode ? { demoCode } : {}) },
    };
  }
  const needsCheck = Boolean(res.data && typeof res.data === 'object' && 'captcha_required' in res.data) || fieldOf(res.msg) === 'captcha';
  if (!needsCheck) return refusal(intent, phone, res.msg);
  // The first time the check is asked for, the field's own hint says why (no message in red: nothing was wrong yet).
  const first = res.msg === SMS_MSG.captchaRequired && !captchaId;
  return withCaptcha(context, first ? { intent, phone, errors: {} } : refusal(intent, phone, res.msg));
}

/** 换一张 (intent captcha): a fresh picture check for the form. */
export function freshCaptcha(context: AppLoadContext, form: FormData): Promise<SmsAnswer> {
  return withCaptcha(context, { intent: SMS_INTENT.captcha, phone: formText(form, SMS_FIELDS.phone), errors: {} });
}

/** The page's submit (sign in, bind): the phone and code, or the answer that says what is wrong with them. */
export function readSmsSubmit(form: FormData, intent: string): { phone: string; code: string } | SmsAnswer {
  const phone = formText(form, SMS_FIELDS.phone);
  const code = formText(form, SMS_FIELDS.code);
  const errors = { phone: checkPhone(phone), code: checkCode(code) };
  return errors.phone || errors.code ? { intent, phone, errors } : { phone, code };
}

/** Whether the form was sent by the page's script (a plain form post, without JavaScript, lacks the field). */
export const postedByScript = (form: FormData) => form.get(SMS_FIELDS.js) === '1';
