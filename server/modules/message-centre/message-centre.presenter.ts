import type { MessageDeliveryItem, MessageItem, MessageSettings } from '../../../shared/contracts/message-centre';
import {
  ADDRESS_PURGED,
  DELIVERY_STATE_LABELS,
  DeliveryState,
  MESSAGE_CHANNELS,
  MessageChannel,
  messageChannelLabel,
  messageKindLabel,
  type DeliveryStateValue,
  type MessageChannelValue,
} from '../../../shared/message-centre/kinds';
import type { messages } from '../../db/schema/index';
import { formatDateTime } from '../../lib/dates';
import { maskPhone } from '../notifications/notifications.public';
import type { DeliveryRow } from './channels.service';

/** A message as 消息中心 lists it. */
export function presentMessage(m: typeof messages.$inferSelect): MessageItem {
  return {
    id: m.id,
    kind: m.kind,
    kind_name: messageKindLabel(m.kind),
    title: m.title,
    content: m.body,
    link: m.link,
    is_read: m.readAt ? 1 : 0,
    createtime: formatDateTime(m.createdAt),
  };
}

/** An address as the delivery log and 通知设置 show it: 138****5678, z***@park.cn, the openid's last six characters. */
export function maskAddress(channel: string, address: string): string {
  if (!address) return '';
  if (channel === MessageChannel.SMS) return maskPhone(address);
  if (channel === MessageChannel.EMAIL) {
    const at = address.indexOf('@');
    return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
  }
  return `…${address.slice(-6)}`;
}

/** 通知设置: the caller's topics and where each configured channel reaches them. */
export function presentSettings(
  topics: MessageSettings['topics'],
  addresses: Record<MessageChannelValue, string>,
  configured: Set<MessageChannelValue>,
): MessageSettings {
  return {
    topics,
    channels: MESSAGE_CHANNELS.map((channel) => ({
      channel,
      name: messageChannelLabel(channel),
      configured: configured.has(channel) ? 1 : 0,
      address: maskAddress(channel, addresses[channel]),
    })),
  };
}

/** A send as the delivery log lists it: whom, where (masked), its state and every try. */
export function presentDelivery(d: DeliveryRow): MessageDeliveryItem {
  const person = d.nickname || d.username || '（未命名）';
  return {
    id: d.id,
    message_id: d.messageId,
    kind_name: messageKindLabel(d.kind),
    title: d.title,
    recipient: d.companyName ? `${person}（${d.companyName}）` : person,
    channel: d.channel,
    channel_name: messageChannelLabel(d.channel),
    address: d.address ? maskAddress(d.channel, d.address) : ADDRESS_PURGED,
    status: d.status,
    status_name: DELIVERY_STATE_LABELS[d.status as DeliveryStateValue] ?? d.status,
    attempts: d.attempts,
    error: d.lastError,
    next_try: d.status === DeliveryState.PENDING ? formatDateTime(d.nextAttemptAt) : '',
    sent_at: d.sentAt ? formatDateTime(d.sentAt) : '',
    createtime: formatDateTime(d.createdAt),
    history: (d.history ?? []).map((h) => ({
      at: formatDateTime(h.at),
      status: DELIVERY_STATE_LABELS[h.status as DeliveryStateValue] ?? h.status,
      error: h.error,
    })),
  };
}
