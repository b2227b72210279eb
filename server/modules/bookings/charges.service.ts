import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { HOLDING_STATUSES } from '../../../shared/bookings/rules';
import type { Page } from '../../../shared/contracts/common';
import type { RoomChargePayBody } from '../../../shared/contracts/bookings';
import type { Db } from '../../db/client';
import { bookingChargePayments, bookings, companies } from '../../db/schema/index';
import { offsetOf } from '../../lib/pagination';
import { likePattern } from '../../lib/search';
import { chargedBookings, type BookingView } from './bookings.service';

/**
 * The charges of booking beyond the free hours (issue 33): a company's month is one line of its 服务费用 page (with its
 * charged bookings), and staff record its payment (room_charge_pay), one per company and month.
 */

export type ChargeMonth = {
  companyId: number;
  companyName: string;
  month: string;
  chargedMinutes: number;
  amount: number;
  payment: typeof bookingChargePayments.$inferSelect | null;
  bookings: BookingView[];
};

const charged = and(inArray(bookings.status, [...HOLDING_STATUSES]), gt(bookings.charge, 0));

/** Company-months with charges, newest month first (a company's own, or staff's month), with their totals. */
async function monthTotals(db: Db, where: ReturnType<typeof and>, page: Page) {
  const list = await db
    .select({
      companyId: sql<number>`${bookings.companyId}`,
      companyName: companies.name,
      month: bookings.month,
      minutes: sql<number>`sum(${bookings.chargedMinutes})::int`,
      amount: sql<number>`sum(${bookings.charge})::bigint`,
    })
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .where(where)
    .groupBy(bookings.companyId, companies.name, bookings.month)
    .orderBy(desc(bookings.month), companies.name)
    .limit(page.page_size)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: sql<number>`count(distinct (${bookings.companyId}, ${bookings.month}))::int` })
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .where(where);
  return { list, total: Number(total?.n ?? 0) };
}

/** The months' charged bookings and payments, read at once for the page's lines. */
async function withDetails(db: Db, list: Awaited<ReturnType<typeof monthTotals>>['list']): Promise<ChargeMonth[]> {
  if (!list.length) return [];
  const companyIds = [...new Set(list.map((l) => l.companyId))];
  const months = [...new Set(list.map((l) => l.month))];
  const [views, payments] = await Promise.all([
    chargedBookings(db, companyIds, months),
    db
      .select()
      .from(bookingChargePayments)
      .where(and(inArray(bookingChargePayments.companyId, companyIds), inArray(bookingChargePayments.month, months))),
  ]);
  return list.map((l) => ({
    companyId: l.companyId,
    companyName: l.companyName,
    month: l.month,
    chargedMinutes: Number(l.minutes),
    amount: Number(l.amount),
    payment: payments.find((p) => p.companyId === l.companyId && p.month === l.month) ?? null,
    bookings: views.filter((v) => v.companyId === l.companyId && v.month === l.month),
  }));
}

/** A company's months of charges (its 服务费用 page). */
export async function companyCharges(db: Db, companyId: number, page: Page) {
  const { list, total } = await monthTotals(db, and(charged, eq(bookings.companyId, companyId)), page);
  return { months: await withDetails(db, list), total };
}

/** Staff's month: every company with charges that month, by keyword on the company's name. */
export async function monthCharges(db: Db, month: string, keyword: string | undefined, page: Page) {
  const where = and(charged, eq(bookings.month, month), keyword ? sql`${companies.name} ilike ${likePattern(keyword)}` : undefined);
  const { list, total } = await monthTotals(db, where, page);
  return { months: await withDetails(db, list), total };
}

/** One company's month (after recording its payment). */
export async function chargeMonth(db: Db, companyId: number, month: string): Promise<ChargeMonth | undefined> {
  const { list } = await monthTotals(db, and(charged, eq(bookings.companyId, companyId), eq(bookings.month, month)), {
    start: 1,
    page_size: 1,
  });
  return (await withDetails(db, list))[0];
}

/**
 * Records a company's month as paid, at its amount now; 'none' when the month has no charge, 'paid' when it was already
 * recorded (a double click, two colleagues).
 */
export async function payMonth(db: Db, body: RoomChargePayBody, recordedBy: number, now: Date): Promise<'none' | 'paid' | 'saved'> {
  const month = await chargeMonth(db, body.company_id, body.month);
  if (!month) return 'none';
  const saved = await db
    .insert(bookingChargePayments)
    .values({
      companyId: body.company_id,
      month: body.month,
      amount: month.amount,
      payWay: body.pay_way,
      remark: body.remark,
      recordedBy,
      payTime: now,
    })
    .onConflictDoNothing()
    .returning({ id: bookingChargePayments.id });
  return saved.length ? 'saved' : 'paid';
}
