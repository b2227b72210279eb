import { REMINDER_LABEL } from '../../../shared/billing/rules';
import { type ReminderItem } from '../../../shared/contracts/billing';
import { formatDateTime } from '../../lib/dates';
import { storedDeliveries, type ReminderRow } from './reminders.service';

export const REMINDER_STATUS_LABEL: Record<string, string> = {
  pending: '发送中',
  sent: '已发送',
  failed: '发送失败',
  skipped: '未发送（无可用联系方式）',
};

export function presentReminder(r: ReminderRow): ReminderItem {
  return {
    id: r.id,
    record_type: r.recordType,
    record_id: r.recordId,
    company_name: r.companyName,
    title: r.title,
    expire_time: r.paidUntil,
    threshold: r.threshold,
    threshold_label: REMINDER_LABEL[r.threshold] ?? '',
    deliveries: storedDeliveries(r.deliveries).map(({ channel, to, status, error }) => ({ channel, to, status, error })),
    created_at: formatDateTime(r.createdAt),
    status: r.status,
    status_label: REMINDER_STATUS_LABEL[r.status] ?? r.status,
    attempts: r.attempts,
  };
}
