import { z } from 'zod';
import {
  DELIVERY_PAGE_SIZE,
  DeliveryState,
  MESSAGE_CHANNELS,
  MESSAGE_PAGE_SIZE,
  type DeliveryStateValue,
  type MessageChannelValue,
} from '../message-centre/kinds';
import { idBody, idField, intField, keywordField, pageFields } from './common';

/** The message centre (issue 32; server/modules/message-centre, web/features/message-centre). */

/** message_list: newest first; `unread` 1 lists only the unread ones. */
export const messageListBody = z.object({
  ...pageFields(MESSAGE_PAGE_SIZE),
  unread: intField('未读')
    .pipe(z.number().refine((n) => n === 0 || n === 1, { error: '未读应为 0 或 1' }))
    .default(0),
});
export type MessageListBody = z.infer<typeof messageListBody>;

/** message_read: one message ({id}) or every message of the caller ({all: 1}). */
export const messageReadBody = z
  .object({
    id: idField.optional(),
    all: intField('全部')
      .pipe(z.number().refine((n) => n === 1, { error: '全部应为 1' }))
      .optional(),
  })
  .refine((b) => (b.id === undefined) !== (b.all === undefined), { error: '请指定要标记为已读的消息' });
export type MessageReadBody = z.infer<typeof messageReadBody>;

export const messageItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The kind's label (入驻审核, 咨询答复, …). */
  kind_name: z.string(),
  title: z.string(),
  content: z.string(),
  /** The page it concerns (site-relative), '' when none. */
  link: z.string(),
  /** 1 read, 0 unread. */
  is_read: z.number().int(),
  /** 'YYYY-MM-DD HH:mm' park time. */
  createtime: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

/** The caller's unread count (the bell). */
export const messageCount = z.object({ unread: z.number().int() });
export type MessageCount = z.infer<typeof messageCount>;

// ---------------------------------------------------------------------------------------------------------
// 通知设置 and the delivery log (issue 32)

/** One row of 通知设置: a topic (its kinds), and per channel whether it is on and whether the person may turn it off. */
export const messageSettingTopic = z.object({
  label: z.string(),
  kinds: z.array(z.string()),
  channels: z.array(
    z.object({
      channel: z.enum(MESSAGE_CHANNELS as [MessageChannelValue, ...MessageChannelValue[]]),
      enabled: z.number().int(),
      /** 1 when the park requires it (shown on and disabled). */
      required: z.number().int(),
    }),
  ),
});
/**
 * message_settings: the caller's topics, and each channel's state for them: whether the park configured it and
 * where it reaches the caller (masked), '' when the caller has no address for it (the switch still keeps the choice).
 */
export const messageSettings = z.object({
  topics: z.array(messageSettingTopic),
  channels: z.array(
    z.object({
      channel: z.enum(MESSAGE_CHANNELS as [MessageChannelValue, ...MessageChannelValue[]]),
      name: z.string(),
      configured: z.number().int(),
      address: z.string(),
    }),
  ),
});
export type MessageSettings = z.infer<typeof messageSettings>;

/** message_settings_save: one topic's channel on or off (every kind of the topic at once). */
export const messageSettingSaveBody = z.object({
  label: z.string().trim().min(1, { error: '请选择消息类型' }).max(20, { error: '消息类型不存在' }),
  channel: z.enum(MESSAGE_CHANNELS as [MessageChannelValue, ...MessageChannelValue[]], { error: '通知渠道不存在' }),
  enabled: intField('开关').pipe(z.number().refine((n) => n === 0 || n === 1, { error: '开关应为 0 或 1' })),
});
export type MessageSettingSaveBody = z.infer<typeof messageSettingSaveBody>;

/** message_delivery_list (staff): newest first, by state and channel, or a keyword in the message's title or the recipient. */
export const messageDeliveryListBody = z.object({
  ...pageFields(DELIVERY_PAGE_SIZE),
  status: z.enum(Object.values(DeliveryState) as [DeliveryStateValue, ...DeliveryStateValue[]], { error: '状态不存在' }).optional(),
  channel: z.enum(MESSAGE_CHANNELS as [MessageChannelValue, ...MessageChannelValue[]], { error: '通知渠道不存在' }).optional(),
  keyword: keywordField.optional(),
});
export type MessageDeliveryListBody = z.infer<typeof messageDeliveryListBody>;

/** One try of a delivery: when, the outcome, and the provider's reason when it failed. */
export const deliveryAttempt = z.object({ at: z.string(), status: z.string(), error: z.string() });

export const messageDeliveryItem = z.object({
  id: z.number().int(),
  message_id: z.number().int(),
  kind_name: z.string(),
  title: z.string(),
  /** Who the message is for: a company member's nickname and company, or a staff member's name. */
  recipient: z.string(),
  channel: z.string(),
  channel_name: z.string(),
  /** The address, masked (138****5678, z***@park.cn, the openid's end). */
  address: z.string(),
  status: z.string(),
  status_name: z.string(),
  attempts: z.number().int(),
  /** The last failure's reason (the provider's words), or why it was not sent. */
  error: z.string(),
  /** When it is tried next (pending), '' otherwise; times 'YYYY-MM-DD HH:mm' park time. */
  next_try: z.string(),
  sent_at: z.string(),
  createtime: z.string(),
  history: z.array(deliveryAttempt),
});
export type MessageDeliveryItem = z.infer<typeof messageDeliveryItem>;

/** message_delivery_resend (staff): a failed delivery tried again now (back in the queue, its history kept). */
export const messageDeliveryResendBody = idBody;
