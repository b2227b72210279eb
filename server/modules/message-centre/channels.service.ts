import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import { LoginType } from '../../../shared/constants';
import type { MessageDeliveryListBody, MessageSettingSaveBody } from '../../../shared/contracts/message-centre';
import {
  MESSAGE_CHANNELS,
  channelRequired,
  settingTopics,
  type MessageChannelValue,
  type MessageKindValue,
} from '../../../shared/message-centre/kinds';
import type { Db } from '../../db/client';
import { companies, companyMembers, messageChannelsOff, messageDeliveries, messages, users } from '../../db/schema/index';
import { pageWithCount } from '../../lib/pagination';
import { likePattern } from '../../lib/search';

/** 通知设置 and the delivery log (issue 32): a person's channel choices, and staff's view of every send. */

export type Audience = 'company' | 'staff';
export const audienceOf = (loginType: number): Audience => (loginType === LoginType.ADMIN ? 'staff' : 'company');

/** Where each channel reaches a person (the same rules as withDeliveries): mobile, e-mail, WeChat openid, or ''. */
export async function addressesOf(db: Db, userId: number): Promise<Record<MessageChannelValue, string>> {
  const [row] = await db
    .select({ phone: users.phone, openid: users.wechatOpenid, role: companyMembers.role, mobile: companies.mobile, email: companies.email })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  const owner = row?.role === MemberRole.OWNER;
  return {
    sms: row?.phone || (owner ? row?.mobile : '') || '',
    email: (owner ? row?.email : '') || '',
    wechat: row?.openid || '',
  };
}

/** The kinds (of the caller's audience) whose channels the caller turned off, as `kind:channel`. */
async function offOf(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.select().from(messageChannelsOff).where(eq(messageChannelsOff.userId, userId));
  return new Set(rows.map((r) => `${r.kind}:${r.channel}`));
}

/** The caller's topics with each channel on or off (a topic is on while any of its kinds is), and required ones. */
export async function channelChoices(db: Db, userId: number, audience: Audience) {
  const off = await offOf(db, userId);
  return settingTopics(audience).map((t) => ({
    label: t.label,
    kinds: t.kinds,
    channels: MESSAGE_CHANNELS.map((channel) => {
      const required = t.kinds.some((k) => channelRequired(k, channel));
      const enabled = required || t.kinds.some((k) => !off.has(`${k}:${channel}`));
      return { channel, enabled: enabled ? 1 : 0, required: required ? 1 : 0 };
    }),
  }));
}

/** Sets one topic's channel for the caller: 'unknown' (no such topic for them), 'required', or 'saved'. */
export async function saveChannelChoice(
  db: Db,
  userId: number,
  audience: Audience,
  body: MessageSettingSaveBody,
): Promise<'unknown' | 'required' | 'saved'> {
  const topic = settingTopics(audience).find((t) => t.label === body.label);
  if (!topic) return 'unknown';
  if (topic.kinds.some((k) => channelRequired(k, body.channel))) return 'required';
  const mineOf = and(
    eq(messageChannelsOff.userId, userId),
    eq(messageChannelsOff.channel, body.channel),
    inArray(messageChannelsOff.kind, topic.kinds),
  );
  if (body.enabled) await db.delete(messageChannelsOff).where(mineOf);
  else
    await db
      .insert(messageChannelsOff)
      .values(topic.kinds.map((kind: MessageKindValue) => ({ userId, kind, channel: body.channel })))
      .onConflictDoNothing();
  return 'saved';
}

const deliveryFields = {
  id: messageDeliveries.id,
  messageId: messageDeliveries.messageId,
  channel: messageDeliveries.channel,
  address: messageDeliveries.address,
  status: messageDeliveries.status,
  attempts: messageDeliveries.attempts,
  nextAttemptAt: messageDeliveries.nextAttemptAt,
  lastError: messageDeliveries.lastError,
  history: messageDeliveries.history,
  sentAt: messageDeliveries.sentAt,
  createdAt: messageDeliveries.createdAt,
  kind: messages.kind,
  title: messages.title,
  nickname: users.nickname,
  username: users.username,
  companyName: companies.name,
};

function deliveryQuery(db: Db) {
  return db
    .select(deliveryFields)
    .from(messageDeliveries)
    .innerJoin(messages, eq(messages.id, messageDeliveries.messageId))
    .innerJoin(users, eq(users.id, messages.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId));
}

export type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveryQuery>['execute']>>[number];

/** The delivery log, newest first: by state, channel, or a keyword in the title, the person or the company. */
export async function deliveryPage(db: Db, body: MessageDeliveryListBody) {
  const pattern = body.keyword ? likePattern(body.keyword) : undefined;
  const cond = and(
    body.status ? eq(messageDeliveries.status, body.status) : undefined,
    body.channel ? eq(messageDeliveries.channel, body.channel) : undefined,
    pattern ? or(ilike(messages.title, pattern), ilike(users.nickname, pattern), ilike(companies.name, pattern)) : undefined,
  );
  const counted = db
    .select({ n: count() })
    .from(messageDeliveries)
    .innerJoin(messages, eq(messages.id, messageDeliveries.messageId))
    .innerJoin(users, eq(users.id, messages.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(cond);
  return pageWithCount(
    deliveryQuery(db).where(cond).orderBy(desc(messageDeliveries.createdAt), desc(messageDeliveries.id)).$dynamic(),
    body,
    counted,
  );
}

/** One send of the log (after a resend), or undefined. */
export async function deliveryById(db: Db, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await deliveryQuery(db).where(eq(messageDeliveries.id, id)).limit(1);
  return row;
}

/** How many sends a message has (tests, and a message's own view). */
export async function deliveriesOfMessage(db: Db, messageId: number) {
  return db
    .select({ channel: messageDeliveries.channel, status: messageDeliveries.status, address: messageDeliveries.address })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.messageId, messageId))
    .orderBy(sql`${messageDeliveries.channel}`);
}
