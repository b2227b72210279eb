import { emailNoticeChannel, type EmailConfig } from '../notifications/email';
import { reminderChannel, type ReminderChannel } from './channels';

export { SMTP_TIMEOUT_MS, type EmailConfig } from '../notifications/email';
export { reminderSubject, reminderText } from './channels';

/** E-mail through SMTP for expiry reminders: to the company's address when it has one, else skipped. */
export function emailChannel(cfg: EmailConfig): ReminderChannel {
  return reminderChannel(emailNoticeChannel(cfg));
}
