import { ALL_MEMBERS, BILLING_MEMBERS, BOOKING_MEMBERS, REQUEST_MEMBERS, type MemberRoleValue } from '../auth/member-roles';
import { APPLICATION_STAFF, BOOKING_STAFF, CONSULTATION_STAFF, FEEDBACK_STAFF, INBOX_STAFF } from '../auth/module-roles';
import type { StaffRoleValue } from '../auth/staff-roles';
import { PAGE_SIZE } from '../constants';

/**
 * The message centre (issue 32): what happened that concerns a person, said once for the server (which writes a
 * message in the same transaction as the change), the pages (the bell and 消息中心) and the tests. A message is for
 * one person: a company's messages reach the members whose role covers the event; staff's reach the staff whose role
 * answers the inbox it is about.
 */

/** Messages a page of 消息中心 shows (the spec's warning page size). */
export const MESSAGE_PAGE_SIZE = PAGE_SIZE.warnings;
export { MESSAGE_POLL_SECONDS } from './poll';
/** The longest text a message keeps (its short text; the linked page has the rest). */
export const MESSAGE_BODY_MAX = 300;

export const MessageKind = {
  APPLICATION_APPROVED: 'application_approved',
  APPLICATION_REJECTED: 'application_rejected',
  CONSULTATION_ANSWERED: 'consultation_answered',
  FEEDBACK_REPLIED: 'feedback_replied',
  FEEDBACK_DONE: 'feedback_done',
  POLICY_NOTICE: 'policy_notice',
  PAYMENT_RECORDED: 'payment_recorded',
  EXPIRY_REMINDER: 'expiry_reminder',
  MEMBER_JOINED: 'member_joined',
  STAFF_APPLICATION: 'staff_application',
  STAFF_CONSULTATION: 'staff_consultation',
  STAFF_FEEDBACK: 'staff_feedback',
  STAFF_REPLY_DUE: 'staff_reply_due',
  BOOKING_CHANGED: 'booking_changed',
  BOOKING_REMINDER: 'booking_reminder',
  STAFF_BOOKING: 'staff_booking',
} as const;
export type MessageKindValue = (typeof MessageKind)[keyof typeof MessageKind];

/**
 * Each kind's label (the list's tag) and who receives it: company members of some roles, or staff of some roles.
 * `ownChannels`: the kind's SMS and e-mail are sent by its own module (expiry reminders, to the contract's contact,
 * which nobody can turn off; a completed service request, server/modules/notifications), so the message centre
 * queues no sends of its own for it.
 */
export const MESSAGE_KINDS: Record<
  MessageKindValue,
  { label: string; members?: readonly MemberRoleValue[]; staff?: readonly StaffRoleValue[]; ownChannels?: true }
> = {
  application_approved: { label: '入驻审核', members: ALL_MEMBERS },
  application_rejected: { label: '入驻审核', members: ALL_MEMBERS },
  consultation_answered: { label: '咨询答复' },
  feedback_replied: { label: '服务诉求', members: REQUEST_MEMBERS },
  feedback_done: { label: '服务诉求', members: REQUEST_MEMBERS, ownChannels: true },
  policy_notice: { label: '政策通知', members: REQUEST_MEMBERS },
  payment_recorded: { label: '缴费登记', members: BILLING_MEMBERS },
  expiry_reminder: { label: '到期提醒', members: BILLING_MEMBERS, ownChannels: true },
  member_joined: { label: '企业成员' },
  staff_application: { label: '入驻申请', staff: APPLICATION_STAFF },
  staff_consultation: { label: '在线咨询', staff: CONSULTATION_STAFF },
  staff_feedback: { label: '服务诉求', staff: FEEDBACK_STAFF },
  staff_reply_due: { label: '答复时限', staff: INBOX_STAFF },
  // Issue 33: staff approved, refused, moved or cancelled a booking, or booked for the company; the hour-before
  // reminder (to the member who booked, or the company's members when staff booked); a booking awaiting approval.
  booking_changed: { label: '会议室预约', members: BOOKING_MEMBERS },
  booking_reminder: { label: '会议提醒', members: BOOKING_MEMBERS },
  staff_booking: { label: '会议室预约审核', staff: BOOKING_STAFF },
};

export const messageKindLabel = (kind: string): string => MESSAGE_KINDS[kind as MessageKindValue]?.label ?? '通知';

// ---------------------------------------------------------------------------------------------------------
// Channels (issue 32): beside the message centre, each message goes out by SMS, e-mail and WeChat where the park
// configured the channel, the person has an address for it, and has not turned it off for that kind (通知设置).

export const MessageChannel = { SMS: 'sms', EMAIL: 'email', WECHAT: 'wechat' } as const;
export type MessageChannelValue = (typeof MessageChannel)[keyof typeof MessageChannel];
export const MESSAGE_CHANNELS: readonly MessageChannelValue[] = [MessageChannel.SMS, MessageChannel.EMAIL, MessageChannel.WECHAT];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannelValue, string> = { sms: '短信', email: '电子邮件', wechat: '微信通知' };
export const messageChannelLabel = (channel: string): string => MESSAGE_CHANNEL_LABELS[channel as MessageChannelValue] ?? channel;

/**
 * Kind–channel pairs a person cannot turn off (the park's choice): none among today's kinds; rent lapse joins when
 * expiry reminders become messages. 通知设置 shows such a switch on and disabled.
 */
export const REQUIRED_CHANNELS: Partial<Record<MessageKindValue, readonly MessageChannelValue[]>> = {};
export const channelRequired = (kind: string, channel: string): boolean =>
  (REQUIRED_CHANNELS[kind as MessageKindValue] ?? []).includes(channel as MessageChannelValue);

/**
 * The rows of a person's 通知设置: one per label (入驻审核 covers approved and rejected), with the kinds it sets, for a
 * company member's kinds or a staff member's.
 */
export function settingTopics(audience: 'company' | 'staff'): { label: string; kinds: MessageKindValue[] }[] {
  const topics = new Map<string, MessageKindValue[]>();
  for (const kind of Object.keys(MESSAGE_KINDS) as MessageKindValue[]) {
    const def = MESSAGE_KINDS[kind];
    if ((audience === 'staff') !== !!def.staff || def.ownChannels) continue;
    topics.set(def.label, [...(topics.get(def.label) ?? []), kind]);
  }
  return [...topics].map(([label, kinds]) => ({ label, kinds }));
}

/** A delivery's state: waiting or being retried, sent, given up (failed), or not sent at all (skipped, with why). */
export const DeliveryState = { PENDING: 'pending', SENT: 'sent', FAILED: 'failed', SKIPPED: 'skipped' } as const;
export type DeliveryStateValue = (typeof DeliveryState)[keyof typeof DeliveryState];
export const DELIVERY_STATE_LABELS: Record<DeliveryStateValue, string> = {
  pending: '待发送',
  sent: '已发送',
  failed: '发送失败',
  skipped: '未发送',
};
/** What the delivery log shows where the retention purge blanked a send's address (DELIVERY_ADDRESS_RETENTION_DAYS). */
export const ADDRESS_PURGED = '已删除（超过保留期限）';

/**
 * The hours (park time, from inclusive, until exclusive) in which SMS and the other notifications go out, unless the
 * operator sets SEND_HOURS (server/env.ts): outside them a send waits for the morning, so no text wakes anyone at night.
 */
export const DEFAULT_SEND_HOURS = { from: 9, until: 20 } as const;
export type SendHours = { from: number; until: number };

/** A failed send is retried with growing waits (1, 2, 4 … minutes, at most an hour apart) for this long, then given up. */
export const DELIVERY_RETRY_HOURS = 24;
export const DELIVERY_BACKOFF_MAX_MINUTES = 60;
/** The wait before try `attempt + 1` after `attempt` tries failed: 1, 2, 4, 8 … minutes, capped at an hour. */
export const deliveryBackoffMinutes = (attempt: number): number => Math.min(2 ** Math.max(0, attempt - 1), DELIVERY_BACKOFF_MAX_MINUTES);
/** Delivery log pages (the back office's usual list size). */
export const DELIVERY_PAGE_SIZE = 10;
