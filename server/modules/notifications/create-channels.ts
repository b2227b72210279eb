import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import { aliyunSmsNotificationChannel } from './aliyun-sms';
import { logNotificationChannel, type NotificationChannel } from './channels';
import { emailNotificationChannel } from './email';
import { NotificationKind } from './kinds';

/**
 * The approved SMS template of each notification kind. Expiry reminders use SMS_ALIYUN_TEMPLATE_CODE, a completed
 * service request SMS_ALIYUN_FEEDBACK_TEMPLATE_CODE; a kind without a template has its SMS skipped (recorded as
 * such) while log and e-mail carry it.
 */
export function smsTemplates(env: Env): Partial<Record<string, string>> {
  return { reminder: env.SMS_ALIYUN_TEMPLATE_CODE, [NotificationKind.FEEDBACK_DONE]: env.SMS_ALIYUN_FEEDBACK_TEMPLATE_CODE };
}

/** The channels REMINDER_CHANNELS names, in its order (env.ts already refused unconfigured ones). */
export function createNotificationChannels(env: Env, log: FastifyBaseLogger): NotificationChannel[] {
  return env.REMINDER_CHANNELS.map((name) => {
    if (name === 'sms') {
      return aliyunSmsNotificationChannel({
        accessKeyId: env.SMS_ALIYUN_ACCESS_KEY_ID!,
        accessKeySecret: env.SMS_ALIYUN_ACCESS_KEY_SECRET!,
        signName: env.SMS_ALIYUN_SIGN_NAME!,
        templates: smsTemplates(env),
        endpoint: env.SMS_ALIYUN_ENDPOINT,
      });
    }
    if (name === 'email') return emailNotificationChannel({ url: env.SMTP_URL!, from: env.SMTP_FROM! });
    return logNotificationChannel(log);
  });
}
