import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  smallint,
  text,
  timestamp,
  varchar,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

// Column helpers of the tables (schema/common.ts holds the time columns and the publishing ones).

/** A row's required owner (a user, a company, a notice): the row is deleted with its owner. */
export const ownedBy = (name: string, owner: () => PgColumn) => integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** What staff list on the site (links, partners, banners): the order, shown or not, deleted (then purged), created. */
export const listed = () => ({
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** Deleted by staff: hidden everywhere, recoverable for 30 days, then purged. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

const answerColumn = (name: string) => text(name).notNull().default('');

/**
 * A request staff answer (consultation, service request): its status (0 new, 1 answered), the answer in the column
 * `answer`, who answered and when, and when it came.
 */
export const answered = <A extends string>(answer: A) => ({
  status: smallint('status').notNull().default(0),
  ...({ [answer]: answerColumn(answer) } as { [K in A]: ReturnType<typeof answerColumn> }),
  handledBy: integer('handled_by'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A requests table's two lists: the asker's own (by `asker`, `<table>_<name>_idx`) and the staff's by status, newest first. */
export const requestIndexes = (
  table: string,
  name: string,
  asker: ExtraConfigColumn,
  t: { status: ExtraConfigColumn; createdAt: ExtraConfigColumn },
) => [
  index(`${table}_${name}_idx`).on(asker, t.createdAt.desc().nullsFirst()),
  index(`${table}_status_idx`).on(t.status, t.createdAt.desc().nullsFirst()),
];

/** A contract's money (module billing): paid-through date, price, pay cycle, what one period costs; money in fen. */
export const payable = () => ({
  /** Date up to which it has been paid. */
  paidUntil: date('paid_until').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  /** Pay cycle in months: 1, 3, 6 or 12 (月付 / 季付 / 半年付 / 年付). */
  cycleMonths: smallint('cycle_months').notNull().default(3),
  amountDue: bigint('amount_due', { mode: 'number' }).notNull().default(0),
});

/** A contract's state: 1 live, 2 ended (and when), and its times. */
export const contractState = () => ({
  status: smallint('status').notNull().default(1),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A message's delivery (reminders, notifications): pending (claimed, not yet delivered), sent, failed; tries, channels. */
export const delivery = () => ({
  /** pending (claimed, not yet delivered), sent, failed. */
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  attempts: smallint('attempts').notNull().default(0),
  deliveries: jsonb('deliveries').notNull().default([]),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
