import type { FastifyBaseLogger } from 'fastify';
import type { Env, ReminderChannelName } from '../../env';
import {
  closeNotificationChannels,
  createNotificationChannels,
  logNotificationChannel,
  maskPhone,
  type DeliveryResult,
  type DeliveryStatus,
  type Notification,
  type NotificationChannel,
} from '../notifications/notifications.public';

export { maskPhone, type DeliveryResult, type DeliveryStatus };

/** One reminder as every channel receives it: who, which contract, until when. */
export type ReminderMessage = {
  reminderId: number;
  companyName: string;
  /** The company's mobile (11 digits) and optional e-mail. */
  mobile: string;
  email: string;
  recordType: number;
  recordId: number;
  /** What the contract is, for people: '房租（A-301）' or '服务费（物业费）'. */
  item: string;
  /** Paid-through date, 'YYYY-MM-DD'. */
  paidUntil: string;
  /** Days from today to the paid-through date (negative once lapsed). */
  days: number;
  threshold: number;
};

/**
 * A way to reach a company with its expiry reminders. Built on a notification channel (server/modules/notifications),
 * which `notify` exposes for the other notifications (a service request marked done …) the scheduler retries.
 */
export type ReminderChannel = {
  name: ReminderChannelName;
  send: (message: ReminderMessage) => Promise<DeliveryResult>;
  notify?: (notification: Notification) => Promise<DeliveryResult>;
  close?: () => Promise<void> | void;
};

/** The sentence every channel says, in Chinese. */
export function reminderSentence(m: ReminderMessage): string {
  const when =
    m.days > 0
      ? `将于 ${m.days} 天后（${m.paidUntil}）到期`
      : m.days === 0
        ? `今日（${m.paidUntil}）到期`
        : `已于 ${m.paidUntil} 到期，已逾期 ${-m.days} 天`;
  return `${m.companyName}：您的${m.item}已缴至 ${m.paidUntil}，${when}，请及时续费，以免影响使用。`;
}

export function reminderSubject(m: ReminderMessage): string {
  const state = m.days > 0 ? `将于 ${m.days} 天后到期` : m.days === 0 ? '今日到期' : '已到期';
  return `【园区企业服务门户】${m.item}${state}提醒`;
}

export function reminderText(m: ReminderMessage): string {
  return [
    `${m.companyName}：`,
    '',
    reminderSentence(m),
    '',
    `项目：${m.item}`,
    `已缴至：${m.paidUntil}`,
    '',
    '如已缴费，请忽略本邮件；如有疑问，请联系园区管理处。',
    '此邮件由系统自动发送，请勿直接回复。',
  ].join('\n');
}

/** The SMS template's variables: company, item, date (paid-through) and days left (0 on or after the day it lapses). */
export function reminderSmsParam(m: ReminderMessage): Record<string, string> {
  return { company: m.companyName, item: m.item, date: m.paidUntil, days: String(Math.max(0, m.days)) };
}

/** A reminder as a notification: what each channel says for it. */
export function reminderNotification(m: ReminderMessage): Notification {
  return {
    kind: 'reminder',
    id: m.reminderId,
    companyName: m.companyName,
    mobile: m.mobile,
    email: m.email,
    title: '到期提醒',
    sentence: reminderSentence(m),
    subject: reminderSubject(m),
    text: reminderText(m),
    smsParam: reminderSmsParam(m),
    logFields: { reminder: m.reminderId, contract: m.item, paidUntil: m.paidUntil, threshold: m.threshold },
  };
}

/** A notification channel that takes reminders (and, through `notify`, any other notification). */
export function reminderChannel(channel: NotificationChannel): ReminderChannel {
  return {
    name: channel.name,
    send: (m) => channel.send(reminderNotification(m)),
    notify: (n) => channel.send(n),
    ...(channel.close ? { close: channel.close } : {}),
  };
}

/** The notification channels behind reminder channels (those built by reminderChannel). */
export function notificationChannelsOf(channels: ReminderChannel[]): NotificationChannel[] {
  return channels.flatMap((c) => (c.notify ? [{ name: c.name, send: c.notify }] : []));
}

/** The channels REMINDER_CHANNELS names, in its order (env.ts already refused unconfigured ones), taking reminders. */
export function createChannels(env: Env, log: FastifyBaseLogger): ReminderChannel[] {
  return createNotificationChannels(env, log).map(reminderChannel);
}

/** The default channel: one info line per reminder (the phone masked). */
export function logChannel(log: FastifyBaseLogger): ReminderChannel {
  return reminderChannel(logNotificationChannel(log));
}

export async function closeChannels(channels: ReminderChannel[]): Promise<void> {
  await closeNotificationChannels(channels);
}
