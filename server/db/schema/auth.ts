import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { StaffRoleValue } from '../../../shared/auth/staff-roles';
import { createdAt, updatedAt } from './common';
import { ownedBy } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** 1 administrator, 2 personal (spec §1). */
    loginType: smallint('login_type').notNull(),
    username: varchar('username', { length: 64 }),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    sign: varchar('sign', { length: 255 }).notNull().default(''),
    wechatOpenid: varchar('wechat_openid', { length: 64 }),
    wechatUnionid: varchar('wechat_unionid', { length: 64 }),
    /** A personal user's mobile, verified by an SMS code (sign-in by SMS, or bound later; issue 30): one account per mobile. */
    phone: varchar('phone', { length: 20 }),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    /** Staff roles (shared/auth/staff-roles.ts); empty for personal users. */
    staffRoles: text('staff_roles')
      .array()
      .$type<StaffRoleValue[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Made by the demonstration QR sign-in itself; the demo signs in only such accounts (issue 11). */
    demo: boolean('demo').notNull().default(false),
    /** Staff passwords: when last set, and whether the next sign-in must change it (issue 11). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Staff second factor: the TOTP secret, encrypted (lib/crypto), and when enrolment was confirmed. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so one code signs in once across every process (replay). */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.username),
    uniqueIndex('users_wechat_openid_uq').on(t.wechatOpenid),
    uniqueIndex('users_phone_uq').on(t.phone),
    index('users_wechat_unionid_idx').on(t.wechatUnionid),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: ownedBy('user_id', () => users.id),
    loginType: smallint('login_type').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a newer login replaced this session (answers 50012). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
    /**
     * A staff session that may only finish what the sign-in demands before anything else: 'password' (change
     * it: first sign-in or 90 days) or 'totp' (enrol the second factor where it is mandatory). Null: full.
     */
    restriction: varchar('restriction', { length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** A staff member's earlier password hashes, so the last five are not reused (GB/T 22239-2019). */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/** One-time recovery codes for a staff member's second factor (sha256 of each; used ones keep used_at). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_uq').on(t.userId, t.codeHash)],
);

/** Failed-login counters per account and per address, shared by every server process. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: varchar('key', { length: 160 }).primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_attempts_window_idx').on(t.windowStart)],
);

/**
 * The networks (lib/rate-limit-store.ts clientNetwork: IPv4 address, IPv6 /64) each account signed in from
 * successfully, and when last: from such a network within KNOWN_NETWORK_DAYS the account-wide lockout does not
 * apply (server/modules/auth/lockout.service.ts).
 */
export const loginNetworks = pgTable(
  'login_networks',
  {
    userId: ownedBy('user_id', () => users.id),
    network: varchar('network', { length: 64 }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('login_networks_user_network_uq').on(t.userId, t.network)],
);

export const qrLogins = pgTable(
  'qr_logins',
  {
    id: serial('id').primaryKey(),
    signHash: varchar('sign_hash', { length: 64 }).notNull(),
    /** pending → scanned (WeChat identified the phone's user) → confirmed → collected; or cancelled. */
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    /**
     * 'login' (the spec's QR sign-in) or 'bind': a signed-in user (user_id, set at creation) links the WeChat that
     * scans to their own account (issue 30).
     */
    purpose: varchar('purpose', { length: 16 }).notNull().default('login'),
    provider: varchar('provider', { length: 16 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** OAuth `state` sent to WeChat for this login, checked on the callback. */
    oauthState: varchar('oauth_state', { length: 64 }),
    /** sha256 of the ticket cookie given to the phone that scanned, so only it can confirm. */
    confirmTicketHash: varchar('confirm_ticket_hash', { length: 64 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /** The asking browser, shown on the phone's confirmation page. */
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    /** sha256 of the second secret web_login put in the asking browser's HttpOnly cookie (issue 11). */
    bindHash: varchar('bind_hash', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('qr_logins_sign_uq').on(t.signHash),
    uniqueIndex('qr_logins_oauth_state_uq').on(t.oauthState),
    index('qr_logins_expires_idx').on(t.expiresAt),
  ],
);

/**
 * SMS codes (issue 30): sign-in, binding a mobile, a company's new contact mobile. Only the code's hash is kept; a
 * code lives SMS_CODE_TTL_SECONDS, is used once (used_at) and allows SMS_CODE_MAX_TRIES wrong tries. The rows are
 * also the send counts per phone and per network (the address, or its /64 for IPv6).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** shared/auth/sms-code.ts SMS_PURPOSES. */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** The account a bind or contact code was asked for (the code is good for that account only); null for sign-in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    network: varchar('network', { length: 64 }).notNull().default(''),
    tries: smallint('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_network_idx').on(t.network, t.createdAt),
    index('sms_codes_created_idx').on(t.createdAt),
  ],
);

/** Picture checks (issue 30): the answer's hash, used once, right or wrong. */
export const captchas = pgTable(
  'captchas',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the random id handed to the page with the picture. */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    network: varchar('network', { length: 64 }).notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('captchas_key_uq').on(t.keyHash), index('captchas_expires_idx').on(t.expiresAt)],
);
