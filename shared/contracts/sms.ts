import { z } from 'zod';
import { SMS_CODE_LENGTH, SMS_MSG, SMS_PURPOSES } from '../auth/sms-code';
import { PHONE_PATTERN } from '../constants';
import { MSG } from '../messages';

/** Sign-in and verification by SMS code (issue 30): server/modules/auth/sms*.ts, web/features/auth/sms. */

/** The spec's own phone messages (§5): empty → 请输入手机号, not 1[3-9] and 11 digits → 手机号码错误！ */
export const phoneField = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, { error: MSG.phoneRequired })
  .regex(PHONE_PATTERN, { error: MSG.phoneInvalid });

export const smsCodeField = z
  .string({ error: SMS_MSG.codeRequired })
  .trim()
  .min(1, { error: SMS_MSG.codeRequired })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { error: SMS_MSG.codeWrong });

/** A picture check's answer, with the id captcha gave it; both or neither. */
const captchaFields = {
  captcha_id: z.string({ error: SMS_MSG.captchaWrong }).trim().max(100, { error: SMS_MSG.captchaWrong }).optional(),
  captcha: z.string({ error: SMS_MSG.captchaWrong }).trim().max(10, { error: SMS_MSG.captchaWrong }).optional(),
};

/** /api/indexnew/sms_code: `purpose` login (default, no session), bind (the caller's own account), contact (负责人). */
export const smsCodeBody = z.object({
  phone: phoneField,
  purpose: z.enum(SMS_PURPOSES, { error: '验证码用途错误' }).default('login'),
  ...captchaFields,
});
export type SmsCodeBody = z.input<typeof smsCodeBody>;

export const smsCodeData = z.object({
  /** Seconds the code lives. */
  expires_in: z.number().int(),
  /** Seconds before the same phone may ask again (the page's countdown). */
  resend_in: z.number().int(),
  /** 演示模式 only (no SMS settings, a demo account): the code itself, shown under the ribbon. */
  demo_code: z.string().optional(),
});
export type SmsCodeData = z.infer<typeof smsCodeData>;

/** The refusal data of sms_code when this address must first pass the picture check (code 0, msg 请输入图形验证码). */
export const captchaRequiredData = z.object({ captcha_required: z.literal(true) });

/** /api/indexnew/captcha: a fresh picture check. */
export const captchaData = z.object({
  id: z.string(),
  /** An SVG picture as a data: URL. */
  image: z.string(),
  expires_in: z.number().int(),
});
export type CaptchaData = z.infer<typeof captchaData>;

export const smsLoginBody = z.object({ phone: phoneField, code: smsCodeField });
export type SmsLoginBody = z.input<typeof smsLoginBody>;

/** /api/index/bind_phone: the signed-in personal user's own mobile, verified by a code sent with purpose bind. */
export const bindPhoneBody = smsLoginBody;

/** /api/indexnew/sms_status: whether the login page offers the 短信登录 tab, and whether it is the demonstration. */
export const smsStatusData = z.object({ enabled: z.boolean(), demo: z.boolean() });
export type SmsStatusData = z.infer<typeof smsStatusData>;

/** /api/index/account_links: how the signed-in personal user can sign in (the 账号绑定 card). */
export const accountLinks = z.object({
  /** The bound mobile, masked (138****5678); '' when none. */
  phone: z.string(),
  wechat: z.boolean(),
  /** Whether linking WeChat by scanning is possible here (the park has a WeChat official account configured). */
  wechat_available: z.boolean(),
});
export type AccountLinks = z.infer<typeof accountLinks>;

/** /api/index/wechat_bind: a QR code the user scans with WeChat to link it to this account. */
export const wechatBindData = z.object({ sign: z.string(), path: z.string(), url: z.string(), expires_in: z.number().int() });
export type WechatBindData = z.infer<typeof wechatBindData>;

/** /api/index/wechat_bind_status: 0 waiting, 1 linked, -1 expired; msg carries a refusal (该微信已绑定其他账号). */
export const wechatBindStatus = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(-1)]), msg: z.string() });
