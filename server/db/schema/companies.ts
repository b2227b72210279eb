import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, searchTokens, updatedAt } from './common';
import { ownedBy } from './columns';

export const shopCategories = pgTable('shop_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** China's administrative divisions (GB/T 2260 codes); parent_code 0 for provinces. */
export const regions = pgTable(
  'regions',
  {
    code: integer('code').primaryKey(),
    parentCode: integer('parent_code').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
);

/** A company (spec "shop"): one per personal user; status 0 reviewing, 1 passed, 2 rejected. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** 统一社会信用代码 (GB 32100-2015), '' when not known; one company per code (issue 31's import matches by it). */
    creditCode: varchar('credit_code', { length: 18 }).notNull().default(''),
    /** The day the company moved into the park (入驻日期), when staff know it (imports). */
    movedInOn: date('moved_in_on'),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    /** Optional; where expiry reminders go by e-mail. */
    email: varchar('email', { length: 100 }).notNull().default(''),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    licensePath: text('license_path').notNull().default(''),
    idFrontPath: text('id_front_path').notNull().default(''),
    idBackPath: text('id_back_path').notNull().default(''),
    /** When the applicant gave separate consent to process the ID photos (PIPL art. 29). */
    idConsentAt: timestamp('id_consent_at', { withTimezone: true }),
    /** When the ID photos were deleted (retention period after rejection/withdrawal, or on request). */
    idPhotosDeletedAt: timestamp('id_photos_deleted_at', { withTimezone: true }),
    logo: text('logo').notNull().default(''),
    provinceCode: integer('province_code'),
    cityCode: integer('city_code'),
    districtCode: integer('district_code'),
    regionText: varchar('region_text', { length: 100 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    content: text('content').notNull().default(''),
    domain: varchar('domain', { length: 200 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    viewCount: integer('view_count').notNull().default(0),
    /** Shown in the public directory (a settled company can be taken off it by park operations, issue 13). */
    listed: boolean('listed').notNull().default(true),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    searchTokens: searchTokens('search_tokens')
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The applicant (issue 30: one company per person is the membership's rule; an applicant who left may apply again).
    index('companies_user_idx').on(t.userId),
    // The staff's lists in the order they show (applications.service.ts): 申请列表 by status, then 申请时间; 企业列表
    // (settled companies) by 入驻时间.
    index('companies_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('companies_settled_idx').on(t.status, t.reviewedAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('companies_category_idx').using('gin', t.categoryIds),
    index('companies_search_idx').using('gin', t.searchTokens),
    uniqueIndex('companies_credit_code_uq')
      .on(t.creditCode)
      .where(sql`credit_code <> ''`),
  ],
);

/**
 * Policy notices (spec §3, the account page): a policy addressed to one company (company_id) or to every settled
 * company (company_id null), open between start and end. Deleting keeps the row (deleted_at) for the audit trail.
 */
export const policyNotices = pgTable(
  'policy_notices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    link: text('link').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** 0 new, 1 followed up. */
    status: smallint('status').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text').notNull().default(''),
    searchTokens: searchTokens('search_tokens')
      .notNull()
      .default(sql`'{}'::text[]`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('policy_notices_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('policy_notices_list_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`deleted_at IS NULL`),
    index('policy_notices_search_idx').using('gin', t.searchTokens),
  ],
);

/** Follow-ups recorded on a policy notice (spec §2 跟进): what was done, by whom, when. */
export const policyNoticeFollowups = pgTable(
  'policy_notice_followups',
  {
    id: serial('id').primaryKey(),
    policyNoticeId: ownedBy('notice_id', () => policyNotices.id),
    note: text('note').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('policy_notice_followups_notice_idx').on(t.policyNoticeId, t.createdAt)],
);

/**
 * A company's members (issue 30): the applicant is its first 负责人 (from the application on); 负责人 invite others
 * with a role (shared/auth/member-roles.ts). A person belongs to one company at most. Every company-area call finds
 * the caller's company and role here, so a removed member loses the company on the next call.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: serial('id').primaryKey(),
    companyId: ownedBy('company_id', () => companies.id),
    userId: ownedBy('user_id', () => users.id),
    /** 1 负责人, 2 财务, 3 经办人. */
    role: smallint('role').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_members_user_uq').on(t.userId), index('company_members_company_idx').on(t.companyId, t.role)],
);

/**
 * Invitations by mobile (issue 30): open until accepted (the invited mobile signs in), withdrawn, or expired
 * (INVITATION_DAYS). One open invitation per company and mobile.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: ownedBy('company_id', () => companies.id),
    phone: varchar('phone', { length: 20 }).notNull(),
    role: smallint('role').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invitations_open_uq')
      .on(t.companyId, t.phone)
      .where(sql`accepted_at IS NULL AND withdrawn_at IS NULL`),
    index('company_invitations_phone_idx')
      .on(t.phone)
      .where(sql`accepted_at IS NULL AND withdrawn_at IS NULL`),
  ],
);
