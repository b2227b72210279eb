import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { rooms } from './content';
import { createdAt } from './common';
import { ContractStatus } from '../../../shared/billing/rules';
import { contractState, ownedBy, payable } from './columns';

// The park's money (module billing): leases, service-fee contracts and the payments against them.

/**
 * Room leases (tenancy records). Money in fen; price is the monthly rent, amount_due what one pay period costs.
 * paid_until is the paid-through date; warnings are derived from it at query time (shared/billing/rules.ts).
 */
export const leases = pgTable(
  'leases',
  {
    id: serial('id').primaryKey(),
    companyId: ownedBy('company_id', () => companies.id),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    roomNumber: varchar('room_number', { length: 50 }).notNull(),
    office: varchar('office', { length: 100 }).notNull().default(''),
    contractNumber: varchar('contract_number', { length: 64 }).notNull().default(''),
    signDate: date('sign_date').notNull(),
    leaseMonths: integer('lease_months').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    ...payable(),
    deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
    ...contractState(),
  },
  (t) => [
    index('leases_company_idx').on(t.companyId, t.signDate.desc().nullsFirst()),
    index('leases_paid_until_idx').on(t.status, t.paidUntil),
    index('leases_contract_number_idx').on(t.contractNumber),
    // A room holds at most one live lease (the index's text is literal SQL, as in the migration).
    uniqueIndex('leases_room_live_uq')
      .on(t.roomId)
      .where(sql.raw(`status = ${ContractStatus.LIVE}`)),
  ],
);

/** Other service-fee records (property, water, network ...). */
export const serviceFees = pgTable(
  'service_fees',
  {
    id: serial('id').primaryKey(),
    companyId: ownedBy('company_id', () => companies.id),
    title: varchar('title', { length: 100 }).notNull(),
    /** The contract's number (合同编号), '' when none was given; how an import finds the contract (issue 31). */
    contractNumber: varchar('contract_number', { length: 64 }).notNull().default(''),
    signDate: date('sign_date').notNull(),
    leaseMonths: integer('lease_months').notNull(),
    signExpire: date('sign_expire').notNull(),
    ...payable(),
    ...contractState(),
  },
  (t) => [
    index('service_fees_company_idx').on(t.companyId, t.signDate.desc().nullsFirst()),
    index('service_fees_paid_until_idx').on(t.status, t.paidUntil),
    index('service_fees_contract_number_idx').on(t.contractNumber),
  ],
);

/** Payments against a lease (record_type 1) or a service fee (record_type 2). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    recordType: smallint('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    payTime: timestamp('pay_time', { withTimezone: true }).notNull(),
    /** The paid-through date this payment moved to, and the one before it. */
    paidUntil: date('paid_until').notNull(),
    previousPaidUntil: date('previous_paid_until'),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    payWay: varchar('pay_way', { length: 32 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    recordedBy: integer('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_record_idx').on(t.recordType, t.recordId, t.payTime.desc().nullsFirst()),
    // The park-wide payments export: newest first over a pay-time range (parkPayments).
    index('payments_pay_time_idx').on(t.payTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
