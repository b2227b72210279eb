import { aliyunSmsNoticeChannel } from '../notifications/aliyun-sms';
import { reminderChannel, reminderSmsParam, type ReminderChannel, type ReminderMessage } from './channels';

export { SMS_TIMEOUT_MS, percentEncode, sendSmsParams, signRpc } from '../notifications/aliyun-sms';

export type AliyunSmsConfig = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com/ (tests point it at a local fake). */
  endpoint: string;
};

/** The template's variables as SendSms takes them: company, item, date (paid-through) and days left. */
export function templateParam(m: ReminderMessage): string {
  return JSON.stringify(reminderSmsParam(m));
}

/** Alibaba Cloud SMS for expiry reminders (the notice channel with the reminder template). */
export function aliyunSmsChannel(cfg: AliyunSmsConfig): ReminderChannel {
  const { templateCode, ...rest } = cfg;
  return reminderChannel(aliyunSmsNoticeChannel({ ...rest, templates: { reminder: templateCode } }));
}
