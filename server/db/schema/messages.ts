import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './common';
import { ownedBy } from './columns';

/**
 * The message centre (issue 32, module message-centre): one row per person and event, written in the same
 * transaction as the change that caused it. `event` keys the event (kind, object, and what makes a repeat a new
 * event), unique per person, so an event reaches each person once however often the write is retried.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    /** shared/message-centre/kinds.ts MessageKind. */
    kind: varchar('kind', { length: 32 }).notNull(),
    event: varchar('event', { length: 96 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: varchar('body', { length: 300 }).notNull().default(''),
    link: varchar('link', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Who caused it (a staff member's reply, a company's request), for the record. */
    actorId: integer('actor_id'),
  },
  (t) => [
    uniqueIndex('messages_event_uq').on(t.userId, t.event),
    // An answered item's staff messages, read for every staff member at once (markEventRead).
    index('messages_event_idx').on(t.event),
    index('messages_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The bell's count and the 未读 tab: one range over the person's unread messages.
    index('messages_unread_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`read_at IS NULL`),
  ],
);

/**
 * The outbox of the message centre's channels (issue 32): one row per message and channel (SMS, e-mail, WeChat),
 * written in the same transaction as the message, so a message that exists is sent, and once. A sender claims due
 * rows with FOR UPDATE SKIP LOCKED and moves `next_attempt_at` past a lease before sending, so one process sends a row
 * and a process that dies mid-send leaves it to be taken again when the lease ends. `address` is where it was
 * addressed when the message was written (shown masked); `history` keeps every try.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** shared/message-centre/kinds.ts MessageChannel. */
    channel: varchar('channel', { length: 16 }).notNull(),
    address: varchar('address', { length: 254 }).notNull(),
    /** shared/message-centre/kinds.ts DeliveryState. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Failures are retried until then (DELIVERY_RETRY_HOURS after it was written, or after staff resent it). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    lastError: varchar('last_error', { length: 300 }).notNull().default(''),
    history: jsonb('history').$type<{ at: string; status: string; error: string }[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_deliveries_uq').on(t.messageId, t.channel),
    // The sender's claim: the due ones among those still pending.
    index('message_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('message_deliveries_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** 通知设置: a row turns one channel off for one kind of message for one person (no row: on). */
export const messageChannelsOff = pgTable(
  'message_channels_off',
  {
    userId: ownedBy('user_id', () => users.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);
