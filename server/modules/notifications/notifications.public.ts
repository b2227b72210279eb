/**
 * What other modules use of notifications (issue 28: modules meet only through a named public file): the notification
 * channels and their delivery rules, which reminders are built on, and claiming and sending a notification.
 */
export * from './channels';
export { createNotificationChannels } from './create-channels';
export * from './deliveries';
export { NotificationKind } from './kinds';
export { claimNotification, createNotifier, failStale, runLine, runNotifications, startRun, takeOpen } from './notifications.service';
export type { RunOptions, RunSummary } from './notifications.service';
export { sendAliyunSms, type AliyunSmsAccount } from './aliyun-sms';
export { SMTP_TIMEOUT_MS } from './email';
