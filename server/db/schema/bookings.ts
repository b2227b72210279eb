import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '../../../shared/bookings/rules';
import { users } from './auth';
import { companies } from './companies';
import { createdAt, updatedAt } from './common';

// Meeting-room booking (issue 33, module bookings): the bookable spaces, their bookings and the charges' payments.

/** A bookable space (会议室, 培训室, 路演厅): what it offers and the rules of booking it. Money in fen. */
export const spaces = pgTable(
  'spaces',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    building: varchar('building', { length: 50 }).notNull().default(''),
    floor: varchar('floor', { length: 20 }).notNull().default(''),
    capacity: integer('capacity').notNull(),
    equipment: varchar('equipment', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    pics: varchar('pics', { length: 300 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** Monday … Sunday, each {open, close} 'HH:mm' or null (closed). */
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    closedDates: varchar('closed_dates', { length: 10 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    minMinutes: integer('min_minutes').notNull(),
    maxMinutes: integer('max_minutes').notNull(),
    advanceDays: integer('advance_days').notNull(),
    needApproval: boolean('need_approval').notNull().default(false),
    /** Fen an hour beyond the free hours. */
    pricePerHour: bigint('price_per_hour', { mode: 'number' }).notNull().default(0),
    /** Free minutes a month for each company. */
    freeMinutes: integer('free_minutes').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One name a space: the calendar, the company's list, the charges and the messages name a space by it.
  (t) => [index('spaces_sort_idx').on(t.sort, t.id), uniqueIndex('spaces_name_uq').on(t.name)],
);

/**
 * A booking of a space, or staff holding it (kind 2, no company). Pending and confirmed ones hold their time: the
 * migration adds an exclusion constraint (bookings_no_overlap) so two never overlap, whichever node writes them.
 * charged_minutes and charge (fen) are the part beyond the company's free hours of the month, recomputed with the
 * company's other bookings of that space and month whenever one changes.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull().default(1),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Who made it: the member, or the staff member (for a company or a hold). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The park month 'YYYY-MM' it starts in: the month its free hours and charge belong to. */
    month: varchar('month', { length: 7 }).notNull(),
    subject: varchar('subject', { length: 50 }).notNull(),
    people: integer('people').notNull().default(0),
    status: smallint('status').notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    chargedMinutes: integer('charged_minutes').notNull().default(0),
    charge: bigint('charge', { mode: 'number' }).notNull().default(0),
    /** When the hour-before reminder was written (null: not yet). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_space_time_idx').on(t.spaceId, t.startAt),
    index('bookings_company_time_idx').on(t.companyId, t.startAt.desc()),
    // A company's month in a space (free hours, the charge), and its months of charges.
    index('bookings_company_month_idx').on(t.companyId, t.month, t.spaceId),
    index('bookings_status_time_idx').on(t.status, t.startAt),
    // The reminder job's claim: held bookings not yet reminded, by start.
    index('bookings_remind_idx')
      .on(t.startAt)
      .where(sql`reminded_at IS NULL AND status IN (0, 1)`),
  ],
);

/** A company's month of booking charges paid: recorded by staff (room_charge_pay), one per company and month. */
export const bookingChargePayments = pgTable(
  'booking_charge_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' park month. */
    month: varchar('month', { length: 7 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payWay: varchar('pay_way', { length: 32 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    payTime: timestamp('pay_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_charge_payments_uq').on(t.companyId, t.month),
    // The park-wide payment export, newest first, by park days.
    index('booking_charge_payments_pay_time_idx').on(t.payTime, t.id),
  ],
);
