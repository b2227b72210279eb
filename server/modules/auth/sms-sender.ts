import type { Env } from '../../env';
import { sendAliyunSms, type AliyunSmsAccount } from '../notifications/notifications.public';
import { qrProvider } from './qr.service';

/**
 * How SMS codes go out (issue 30): through Alibaba Cloud when its AccessKey, signature and login template are set;
 * else, in 演示模式 (the QR demo's own condition, qr.service.ts qrProvider), to the log and the page, for demo
 * accounts only; else not at all (the 短信登录 tab is hidden, sms_code refuses).
 */
export type SmsMode = 'aliyun' | 'demo' | 'none';

export function smsMode(env: Env, dbKind: 'pglite' | 'postgres'): SmsMode {
  if (env.SMS_ALIYUN_ACCESS_KEY_ID && env.SMS_ALIYUN_ACCESS_KEY_SECRET && env.SMS_ALIYUN_SIGN_NAME && env.SMS_ALIYUN_LOGIN_TEMPLATE_CODE) {
    return 'aliyun';
  }
  return qrProvider(env, dbKind) === 'demo' ? 'demo' : 'none';
}

/** The Alibaba Cloud account and login template, when configured. */
export function smsLoginSender(env: Env): ((phone: string, code: string) => ReturnType<typeof sendAliyunSms>) | null {
  if (
    !env.SMS_ALIYUN_ACCESS_KEY_ID ||
    !env.SMS_ALIYUN_ACCESS_KEY_SECRET ||
    !env.SMS_ALIYUN_SIGN_NAME ||
    !env.SMS_ALIYUN_LOGIN_TEMPLATE_CODE
  ) {
    return null;
  }
  const account: AliyunSmsAccount = {
    accessKeyId: env.SMS_ALIYUN_ACCESS_KEY_ID,
    accessKeySecret: env.SMS_ALIYUN_ACCESS_KEY_SECRET,
    signName: env.SMS_ALIYUN_SIGN_NAME,
    endpoint: env.SMS_ALIYUN_ENDPOINT,
  };
  const template = env.SMS_ALIYUN_LOGIN_TEMPLATE_CODE;
  // The template's one variable is ${code}.
  return (phone, code) => sendAliyunSms(account, template, phone, { code });
}
