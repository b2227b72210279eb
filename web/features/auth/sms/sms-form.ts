import { SMS_CODE_LENGTH, SMS_MSG } from '@shared/auth/sms-code';
import { PHONE_PATTERN } from '@shared/constants';
import { MSG } from '@shared/messages';

/**
 * The SMS code form's state (issue 30), shared by the login page (sign in) and 账号绑定 (bind a mobile): what the
 * route's action answered, merged in the browser. No zod here: the login page's first load stays small, and the
 * server checks the same rules again (shared/contracts/sms.ts).
 */

/** The form's intents besides the page's own submit (sign in, bind): ask for a code, a fresh picture check. */
export const SMS_INTENT = { send: 'sms_code', captcha: 'captcha' } as const;

/** The form's fields as posted. */
export const SMS_FIELDS = { phone: 'phone', code: 'code', captchaId: 'captcha_id', captcha: 'captcha', js: 'js' } as const;

export type SmsField = 'phone' | 'code' | 'captcha';
export type SmsFieldErrors = Partial<Record<SmsField, string>>;

export type SmsCaptcha = { id: string; image: string };

/** One answer of the action for the SMS form. */
export type SmsAnswer = {
  /** The intent it answers (SMS_INTENT's, or the page's submit intent). */
  intent: string;
  phone: string;
  errors: SmsFieldErrors;
  /** A refusal that concerns no one field (SMS closed, the network). */
  formError?: string;
  /** A code was sent: seconds before the same phone may ask again, and in 演示模式 the code itself. */
  sent?: { resendIn: number; demoCode?: string };
  /** The picture check to pass before the next code is sent. */
  captcha?: SmsCaptcha;
  /** The page's submit went through (signed in, bound). */
  done?: boolean;
};

/** 请输入手机号 / 手机号码错误！ (the spec's own), or nothing. */
export function checkPhone(value: string): string | undefined {
  const phone = value.trim();
  if (!phone) return MSG.phoneRequired;
  return PHONE_PATTERN.test(phone) ? undefined : MSG.phoneInvalid;
}

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** 请输入验证码 / 验证码错误或已过期 (not SMS_CODE_LENGTH digits), or nothing. */
export function checkCode(value: string): string | undefined {
  const code = value.trim();
  if (!code) return SMS_MSG.codeRequired;
  return CODE_PATTERN.test(code) ? undefined : SMS_MSG.codeWrong;
}

/** Which field a server's refusal belongs under; null: the form's own (a callout above it). */
export function fieldOf(msg: string): SmsField | null {
  switch (msg) {
    case MSG.phoneRequired:
    case MSG.phoneInvalid:
    case SMS_MSG.tooFrequent:
    case SMS_MSG.phoneTaken:
    case SMS_MSG.demoOnly:
      return 'phone';
    case SMS_MSG.codeRequired:
    case SMS_MSG.codeWrong:
      return 'code';
    case SMS_MSG.captchaRequired:
    case SMS_MSG.captchaWrong:
      return 'captcha';
    default:
      return null;
  }
}

/** A refusal of the server as the form shows it. */
export function refusal(intent: string, phone: string, msg: string, extra: Partial<SmsAnswer> = {}): SmsAnswer {
  const text = msg || MSG.serverError;
  const field = fieldOf(text);
  return { intent, phone, errors: field ? { [field]: text } : {}, ...(field ? {} : { formError: text }), ...extra };
}

/** What the form shows: the last answer, with a code sent earlier (its demo code, its countdown) kept until the next send. */
export type SmsView = {
  errors: SmsFieldErrors;
  formError?: string;
  sent?: SmsAnswer['sent'];
  captcha?: SmsCaptcha;
  done: boolean;
};

export const EMPTY_SMS_VIEW: SmsView = { errors: {}, done: false };

/** The view after an answer: a send replaces the sent code and the picture check; other answers keep them. */
export function mergeAnswer(view: SmsView, answer: SmsAnswer): SmsView {
  const isSend = answer.intent === SMS_INTENT.send;
  return {
    errors: answer.errors,
    formError: answer.formError,
    sent: isSend ? (answer.sent ?? view.sent) : view.sent,
    // A sent code ends the picture check (the next send asks again if it must); a refusal may bring a fresh one.
    captcha: answer.captcha ?? (isSend && answer.sent ? undefined : view.captcha),
    done: Boolean(answer.done),
  };
}

/** The view the server draws for an answer (a form posted without JavaScript). */
export const viewOf = (answer: SmsAnswer | undefined): SmsView => (answer ? mergeAnswer(EMPTY_SMS_VIEW, answer) : EMPTY_SMS_VIEW);

/** Whether an action's answer is the SMS form's (the login action also answers the QR hand-over). */
export function isSmsAnswer(value: unknown): value is SmsAnswer {
  return typeof value === 'object' && value !== null && 'intent' in value && 'errors' in value;
}

/** The send button's words: a countdown while the phone may not ask again, then 重新获取. */
export function sendLabel(secondsLeft: number, sentBefore: boolean): string {
  if (secondsLeft > 0) return `${secondsLeft} 秒后重新获取`;
  return sentBefore ? '重新获取' : '获取验证码';
}

/** 演示模式's line under the ribbon: the code the SMS would have carried. */
export const demoCodeText = (code: string) => `演示模式：验证码 ${code}（正式环境将发送短信）`;
