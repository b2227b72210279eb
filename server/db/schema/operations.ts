import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { createdAt } from './common';
import { answered, delivery, ownedBy, requestIndexes } from './columns';

/** Consultations (spec "question"); type 1 technical .. 6 settled company; status 0 new, 1 processed. */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    itemId: integer('item_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: varchar('company_name', { length: 100 }).notNull().default(''),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    content: text('content').notNull(),
    ...answered('reply'),
  },
  (t) => requestIndexes('consultations', 'user', t.userId, t),
);

/** Service requests / feedback; status 0 待处理, 1 已完成; remark is the platform's reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    companyId: ownedBy('company_id', () => companies.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    files: text('files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...answered('remark'),
  },
  (t) => requestIndexes('feedback', 'company', t.companyId, t),
);

/**
 * Expiry reminders sent to companies (issue 9): one row per contract, paid-through date and threshold (30, 7,
 * 1 days before; 0 the day it lapses). The unique key is the claim: whichever process inserts the row sends
 * it, so a reminder goes out once across restarts and processes. deliveries: [{channel, to, status, error}].
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    recordType: smallint('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    paidUntil: date('paid_until').notNull(),
    threshold: smallint('threshold').notNull(),
    ...delivery(),
  },
  (t) => [
    uniqueIndex('reminders_once_uq').on(t.recordType, t.recordId, t.paidUntil, t.threshold),
    index('reminders_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('reminders_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Notifications to a company that are not expiry reminders (issue 10): a service request answered, a policy notice
 * addressed to it. Same delivery model as reminders: the unique (kind, object_id) row is the claim, so each goes
 * out once; deliveries: [{channel, to, status, error}].
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** What happened: feedback_done, policy_notice, … */
    kind: varchar('kind', { length: 32 }).notNull(),
    objectId: integer('object_id').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ...delivery(),
  },
  (t) => [
    uniqueIndex('notifications_once_uq').on(t.kind, t.objectId, t.companyId),
    index('notifications_status_idx').on(t.status, t.createdAt),
  ],
);

/** Uploaded files; sensitive ones (ID cards, licences) are never served from a public path. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    path: text('path').notNull(),
    sensitive: boolean('sensitive').notNull().default(false),
    bytes: integer('bytes').notNull().default(0),
    attached: boolean('attached').notNull().default(false),
    /** The bytes on disk are AES-256-GCM ciphertext (lib/crypto), for ID photos and licences (issue 11). */
    encrypted: boolean('encrypted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_cleanup_idx').on(t.attached, t.createdAt), index('uploads_owner_day_idx').on(t.ownerId, t.createdAt)],
);

/** Append-only audit trail (等保 2.0 安全审计): who did what to which record, when, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorType: smallint('actor_type'),
    /** The actor's staff roles when the line was written (issue 13; part of the hash when not empty). */
    actorRoles: varchar('actor_roles', { length: 32 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    action: varchar('action', { length: 64 }).notNull(),
    objectType: varchar('object_type', { length: 32 }).notNull().default(''),
    objectId: varchar('object_id', { length: 64 }).notNull().default(''),
    success: boolean('success').notNull().default(true),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    detail: jsonb('detail').notNull().default({}),
    /**
     * Hash chain (issue 11): hash = sha256(prev_hash ‖ this row's canonical fields); prev_hash is the previous
     * row's hash. Rows written before the chain existed keep ''. Triggers refuse UPDATE and TRUNCATE, and DELETE of a
     * row younger than 180 days (migration 0012: only the retention purge deletes, oldest first).
     */
    prevHash: varchar('prev_hash', { length: 64 }).notNull().default(''),
    hash: varchar('hash', { length: 64 }).notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc().nullsFirst()),
    // The audit viewer's filters (issue 13), each read newest first along its index.
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at.desc().nullsFirst()),
    index('audit_log_action_idx').on(t.action, t.at.desc().nullsFirst()),
    index('audit_log_failed_idx')
      .on(t.at.desc().nullsFirst())
      .where(sql`success = false`),
  ],
);
