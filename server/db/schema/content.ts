import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, searchTokens, updatedAt } from './common';

/**
 * Columns every published item has: its state, search tokens and audit times. status is a ContentState
 * (shared/contracts/content-admin.ts): 1 published, 0 unpublished, 2 draft, 3 scheduled, 4 deleted; only 1 is public.
 */
const published = () => ({
  status: smallint('status').notNull().default(1),
  searchText: text('search_text').notNull().default(''),
  searchTokens: searchTokens('search_tokens')
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The body's plain text and its tokens (server/lib/search.ts bodySearch), for search in the text. */
  bodyText: text('body_text').notNull().default(''),
  bodyTokens: searchTokens('body_tokens')
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A scheduled item's publish time (state 3) and a deleted item's deletion time (state 4; recoverable for 30 days). */
const lifecycle = () => ({
  publishAt: timestamp('publish_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * Policy / information items of /information (server_list). category: 1 科技, 2 工业和信息化, 3 人力资源.
 * status (PolicyState, shared/contracts/policies-admin.ts): 1 published, 0 unpublished, 2 draft, 3 scheduled, 4 deleted;
 * only 1 is public (and counted in policy_token_counts).
 */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    category: smallint('category').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    smallTitle: varchar('small_title', { length: 200 }).notNull().default(''),
    smallTitle1: varchar('small_title1', { length: 200 }).notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    content: text('content').notNull().default(''),
    files: jsonb('files').$type<{ file_name: string; file_href: string }[]>().notNull().default([]),
    releaseTime: timestamp('release_time', { withTimezone: true }).notNull(),
    /** 1..4, the quarter of release_time (Asia/Shanghai), kept for the quarter filter. */
    quarter: smallint('quarter').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    /** A scheduled policy's publish time (status 3); the publishing job flips it to published when due (issue 13). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When it was deleted (status 4); recoverable for POLICY_RECOVERY_DAYS, then purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...published(),
  },
  (t) => [
    index('policies_state_idx').on(t.status, t.id.desc().nullsFirst()),
    index('policies_due_idx').on(t.status, t.publishAt),
    index('policies_list_idx').on(t.status, t.releaseTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('policies_category_idx').on(t.status, t.category, t.quarter, t.releaseTime.desc().nullsFirst()),
    index('policies_quarter_idx').on(t.status, t.quarter, t.releaseTime.desc().nullsFirst()),
    // A category within a year (with or without a quarter): a date range along the category (issue 29).
    index('policies_category_time_idx').on(t.status, t.category, t.releaseTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('policies_search_idx').using('gin', t.searchTokens),
    index('policies_body_idx').using('gin', t.bodyTokens),
  ],
);

/**
 * How many published policies carry each search token, by category and quarter; the token '' counts them all.
 * A list's count (exact, whatever the number of matches) comes from here without reading policies
 * (lib/catalog.ts). Kept by statement triggers on policies, in the same transaction as the change (the
 * migration that creates the table); policy_token_counts_rebuild() recomputes it.
 */
export const policyTokenCounts = pgTable(
  'policy_token_counts',
  {
    token: text('token').notNull(),
    category: smallint('category').notNull(),
    quarter: smallint('quarter').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.token, t.category, t.quarter] })],
);

/** Announcements (通知公告, type 1) and news (type 2) of the home tabs. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    image: text('image').notNull().default(''),
    content: text('content').notNull().default(''),
    releaseTime: timestamp('release_time', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    ...lifecycle(),
    ...published(),
  },
  (t) => [
    index('articles_due_idx').on(t.status, t.publishAt),
    index('articles_type_idx').on(t.status, t.type, t.releaseTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_search_idx').using('gin', t.searchTokens),
    index('articles_body_idx').using('gin', t.bodyTokens),
  ],
);

/** Two-level categories of technical services (tech_category {cat_id}). */
export const techCategories = pgTable(
  'tech_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('tech_categories_parent_idx').on(t.parentId, t.sort)],
);

export const techItems = pgTable(
  'tech_items',
  {
    id: serial('id').primaryKey(),
    firstId: integer('first_id').notNull(),
    secondId: integer('second_id').notNull().default(0),
    name: varchar('name', { length: 200 }).notNull(),
    company: varchar('company', { length: 200 }).notNull().default(''),
    image: text('image').notNull().default(''),
    content: text('content').notNull().default(''),
    consultationCount: integer('question_number').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...lifecycle(),
    ...published(),
  },
  (t) => [
    index('tech_items_due_idx').on(t.status, t.publishAt),
    index('tech_items_list_idx').on(t.status, t.firstId, t.secondId, t.sort, t.id.desc().nullsFirst()),
    index('tech_items_search_idx').using('gin', t.searchTokens),
    index('tech_items_body_idx').using('gin', t.bodyTokens),
  ],
);

/** Start-up services; type 1 工商注册与财税, 2 知识产权, 3 政策服务. */
export const startupItems = pgTable(
  'startup_items',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    company: varchar('company', { length: 200 }).notNull().default(''),
    image: text('image').notNull().default(''),
    content: text('content').notNull().default(''),
    consultationCount: integer('question_number').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...lifecycle(),
    ...published(),
  },
  (t) => [
    index('startup_items_due_idx').on(t.status, t.publishAt),
    index('startup_items_list_idx').on(t.status, t.type, t.sort, t.id.desc().nullsFirst()),
    index('startup_items_search_idx').using('gin', t.searchTokens),
    index('startup_items_body_idx').using('gin', t.bodyTokens),
  ],
);

/** Incubation (finance) services. */
export const financeItems = pgTable(
  'finance_items',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    image: text('image').notNull().default(''),
    content: text('content').notNull().default(''),
    domain: varchar('domain', { length: 200 }).notNull().default(''),
    consultationCount: integer('question_number').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...lifecycle(),
    ...published(),
  },
  (t) => [
    index('finance_items_due_idx').on(t.status, t.publishAt),
    index('finance_items_list_idx').on(t.status, t.sort, t.id.desc().nullsFirst()),
    index('finance_items_search_idx').using('gin', t.searchTokens),
    index('finance_items_body_idx').using('gin', t.bodyTokens),
  ],
);

export const trainCategories = pgTable('train_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Training activities. */
export const trainItems = pgTable(
  'train_items',
  {
    id: serial('id').primaryKey(),
    catId: integer('cat_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    activeTime: timestamp('active_time', { withTimezone: true }).notNull(),
    address: varchar('address', { length: 200 }).notNull().default(''),
    image: text('image').notNull().default(''),
    content: text('content').notNull().default(''),
    domain: varchar('domain', { length: 200 }).notNull().default(''),
    consultationCount: integer('question_number').notNull().default(0),
    ...lifecycle(),
    ...published(),
  },
  (t) => [
    index('train_items_due_idx').on(t.status, t.publishAt),
    index('train_items_list_idx').on(t.status, t.catId, t.activeTime.desc().nullsFirst()),
    index('train_items_all_idx').on(t.status, t.activeTime.desc().nullsFirst()),
    index('train_items_search_idx').using('gin', t.searchTokens),
    index('train_items_body_idx').using('gin', t.bodyTokens),
  ],
);

/** Rooms to lease (lease_list). */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    number: varchar('number', { length: 50 }).notNull(),
    /** The building (楼栋); with the number, how an import finds the room (issue 31). */
    building: varchar('building', { length: 50 }).notNull().default(''),
    /** The floor position shown to visitors (spec position). */
    position: varchar('position', { length: 100 }).notNull().default(''),
    /** What the room is for (用途: 办公, 研发…; shared/imports/columns.ts ROOM_USAGES), '' when not said. */
    usage: varchar('usage', { length: 20 }).notNull().default(''),
    work: integer('work').notNull().default(0),
    area: numeric('area', { precision: 10, scale: 2 }).notNull().default('0'),
    /** Monthly rent asked, in fen; 0 means 面议. */
    monthlyRent: integer('monthly_rent').notNull().default(0),
    image: text('image').notNull().default(''),
    content: text('content').notNull().default(''),
    /** 0 vacant, 1 leased. */
    occupancy: smallint('occupancy').notNull().default(0),
    consultationCount: integer('question_number').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...lifecycle(),
    ...published(),
  },
  (t) => [
    index('rooms_due_idx').on(t.status, t.publishAt),
    index('rooms_list_idx').on(t.status, t.sort, t.id.desc().nullsFirst()),
    index('rooms_search_idx').using('gin', t.searchTokens),
    index('rooms_body_idx').using('gin', t.bodyTokens),
    index('rooms_number_idx').on(t.number, t.building),
  ],
);
