import type { FastifyBaseLogger } from 'fastify';
import type { ReminderChannelName } from '../../env';

/**
 * One notification to a company as every channel receives it: an expiry reminder (server/modules/reminders) or another
 * event such as a service request marked done. Each kind says its own words; channels only carry them.
 */
export type Notification = {
  /** What it is about: 'reminder' (expiry), 'feedback_done', … (chooses the SMS template). */
  kind: string;
  /** The row it was claimed by (reminder or notification id), for logs. */
  id: number;
  companyName: string;
  /** The company's mobile (11 digits) and optional e-mail. */
  mobile: string;
  email: string;
  /** A short name of the kind for the log line: '到期提醒', '服务诉求办结通知'. */
  title: string;
  /** The Chinese sentence the notification says (the log line; the gist of the e-mail). */
  sentence: string;
  /** E-mail subject and plain-text body. */
  subject: string;
  text: string;
  /** The SMS template's variables (strings, each short enough for the template). */
  smsParam: Record<string, string>;
  /** More fields for the log line (never the whole phone number). */
  logFields?: Record<string, unknown>;
};

export type DeliveryStatus = 'sent' | 'failed' | 'skipped';
export type DeliveryResult = { to: string; status: DeliveryStatus; error: string };

/** A way to reach a company. `send` never throws for the company's own problems: it answers failed or skipped. */
export type NotificationChannel = {
  name: ReminderChannelName;
  send: (notification: Notification) => Promise<DeliveryResult>;
  close?: () => Promise<void> | void;
};

/** 13812345678 → 138****5678: logs and the staff's delivery lists never carry the whole number. */
export function maskPhone(phone: string): string {
  const p = phone.trim();
  if (p.length < 7) return p ? `${p.slice(0, 1)}***` : '';
  return `${p.slice(0, 3)}****${p.slice(-4)}`;
}

/** The lines every notification e-mail has around its own: the salutation before, the automatic-mail line after. */
export function emailBody(companyName: string, paragraphs: string[]): string {
  return [
    `${companyName}：`,
    '',
    ...paragraphs.flatMap((p, i) => (i === 0 ? [p] : ['', p])),
    '',
    '此邮件由系统自动发送，请勿直接回复。',
  ].join('\n');
}

/** Cuts a template variable to `max` characters (SMS templates limit each variable's length). */
export function smsText(value: string, max = 20): string {
  const chars = [...value.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** The default channel: one info line per notification (the phone masked). */
export function logNotificationChannel(log: FastifyBaseLogger): NotificationChannel {
  return {
    name: 'log',
    async send(n) {
      const to = maskPhone(n.mobile);
      log.info({ kind: n.kind, id: n.id, company: n.companyName, ...n.logFields, to }, `${n.title}：${n.sentence}`);
      return { to, status: 'sent', error: '' };
    },
  };
}

export async function closeNotificationChannels(channels: { close?: () => Promise<void> | void }[]): Promise<void> {
  for (const c of channels) await c.close?.();
}
