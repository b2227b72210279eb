import { boolean, integer, jsonb, pgTable, serial, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import { updatedAt, createdAt } from './common';

export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const externalLinks = pgTable(
  'external_links',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    href: text('href').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Deleted by staff: hidden everywhere, recoverable for 30 days, then purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('external_links_sort_idx').on(t.enabled, t.sort)],
);

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    image: text('image').notNull(),
    href: text('href').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Deleted by staff: hidden everywhere, recoverable for 30 days, then purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('partners_sort_idx').on(t.enabled, t.sort)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** Where it shows: home, company, ... */
    position: varchar('position', { length: 32 }).notNull().default('home'),
    title: varchar('title', { length: 200 }).notNull().default(''),
    image: text('image').notNull(),
    href: text('href').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Deleted by staff: hidden everywhere, recoverable for 30 days, then purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('banners_position_idx').on(t.position, t.enabled, t.sort)],
);
