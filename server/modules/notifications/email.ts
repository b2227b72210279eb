import nodemailer from 'nodemailer';
import type { NotificationChannel } from './channels';

/** How long connecting, greeting and each SMTP reply may take before the delivery counts as failed. */
export const SMTP_TIMEOUT_MS = 15_000;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailConfig = {
  /** smtp://user:pass@host:port (STARTTLS when the server offers it) or smtps://… (TLS from the start). */
  url: string;
  /** The sender, e.g. '园区企业服务门户 <noreply@park.example.cn>'. */
  from: string;
};

/** E-mail through SMTP (nodemailer): to the company's address when it has one, else skipped. */
export function emailNotificationChannel(cfg: EmailConfig): NotificationChannel {
  const transport = nodemailer.createTransport({
    url: cfg.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    name: 'email',
    async send(n) {
      const to = n.email.trim();
      if (!to) return { to: '', status: 'skipped', error: '企业未登记电子邮箱' };
      if (!SIMPLE_EMAIL.test(to)) return { to, status: 'skipped', error: '企业电子邮箱格式错误' };
      try {
        await transport.sendMail({ from: cfg.from, to, subject: n.subject, text: n.text });
        return { to, status: 'sent', error: '' };
      } catch (err) {
        return { to, status: 'failed', error: `邮件发送失败：${(err as Error).message}`.slice(0, 300) };
      }
    },
    close: () => transport.close(),
  };
}
