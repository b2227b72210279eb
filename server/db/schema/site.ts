import { jsonb, pgTable, serial, text, varchar, index } from 'drizzle-orm/pg-core';
import { updatedAt } from './common';
import { listed } from './columns';

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
    ...listed(),
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
    ...listed(),
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
    ...listed(),
  },
  (t) => [index('banners_position_idx').on(t.position, t.enabled, t.sort)],
);
