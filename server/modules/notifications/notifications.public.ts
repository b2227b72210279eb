/**
 * What other modules use of notifications (issue 28: modules meet only through a named public file): the notification
 * channels and their delivery rules, which reminders are built on, and claiming and sending a notification.
 */
export {
  closeNotificationChannels,
  logNotificationChannel,
  maskPhone,
  type DeliveryResult,
  type DeliveryStatus,
  type Notification,
  type NotificationChannel,
} from './channels';
export { createNotificationChannels } from './create-channels';
export {
  MAX_NOTIFICATION_ATTEMPTS,
  SEND_HOURS,
  STALE_PENDING_MINUTES,
  deliverThrough,
  inSendingHours,
  storedDeliveries,
  type StoredDelivery,
} from './deliveries';
export { NotificationKind } from './kinds';
export { claimNotification, createNotifier, runNotifications } from './notifications.service';
