import type { ReminderItem } from '@shared/contracts/billing';
import { RecordType } from '@shared/billing/rules';

const CHANNEL_LABEL: Record<string, string> = { log: '系统日志', sms: '短信', email: '邮件' };

export type DeliveryTag = { key: string; color: 'success' | 'error' | 'default' | 'processing'; text: string; title: string };

/**
 * One tag per channel: 短信 已发送 (green), 邮件 发送失败 with the error (red; the error also in the tooltip),
 * 短信 未发送 when the channel skipped it (no number, not configured). Unknown outcomes are shown as they came.
 */
export function deliveryTags(item: Pick<ReminderItem, 'deliveries'>): DeliveryTag[] {
  return item.deliveries.map((d, i) => {
    const channel = CHANNEL_LABEL[d.channel] ?? d.channel;
    const to = d.to ? `（${d.to}）` : '';
    const key = `${d.channel}-${i}`;
    if (d.status === 'sent') return { key, color: 'success', text: `${channel} 已发送`, title: `${channel}${to} 已发送` };
    if (d.status === 'failed') {
      return {
        key,
        color: 'error',
        text: `${channel} 发送失败${d.error ? `：${d.error}` : ''}`,
        title: `${channel}${to} 发送失败${d.error ? `：${d.error}` : ''}`,
      };
    }
    if (d.status === 'skipped')
      return { key, color: 'default', text: `${channel} 未发送`, title: `${channel} 未发送${d.error ? `：${d.error}` : ''}` };
    return { key, color: 'processing', text: `${channel} ${d.status}`, title: `${channel}${to} ${d.status}` };
  });
}

/** The contract a reminder was about: 房租 A座1205 / 服务费 物业费. */
export function reminderSubject(item: Pick<ReminderItem, 'record_type' | 'title'>): string {
  return `${item.record_type === RecordType.FEE ? '服务费' : '房租'} ${item.title}`;
}
