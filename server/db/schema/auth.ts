import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

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
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.username),
    uniqueIndex('users_wechat_openid_uq').on(t.wechatOpenid),
    index('users_wechat_unionid_idx').on(t.wechatUnionid),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    loginType: smallint('login_type').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a newer login replaced this session (answers 50012). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed-login counters per account and per address, shared by every server process. */
export const loginAttempts = pgTable('login_attempts', {
  key: varchar('key', { length: 160 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const qrLogins = pgTable(
  'qr_logins',
  {
    id: serial('id').primaryKey(),
    signHash: varchar('sign_hash', { length: 64 }).notNull(),
    /** pending → scanned (WeChat identified the phone's user) → confirmed → collected; or cancelled. */
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    provider: varchar('provider', { length: 16 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** OAuth `state` sent to WeChat for this login, checked on the callback. */
    oauthState: varchar('oauth_state', { length: 64 }),
    /** sha256 of the ticket cookie given to the phone that scanned, so only it can confirm. */
    confirmTicketHash: varchar('confirm_ticket_hash', { length: 64 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('qr_logins_sign_uq').on(t.signHash),
    uniqueIndex('qr_logins_oauth_state_uq').on(t.oauthState),
    index('qr_logins_expires_idx').on(t.expiresAt),
  ],
);
