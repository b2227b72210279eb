import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ContractStatus, RecordType, addDays, advancePaidThrough, formatYuan } from '../../../shared/billing/rules';
import { PaymentKind, type ParkPaymentExportQuery, type PayAddBody } from '../../../shared/contracts/billing';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { bookingChargePayments, companies, leases, payments, serviceFees, users } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { postToCompany } from '../message-centre/message-centre.public';
import { STALE_RECORD, requireLive, requirePaidThrough } from './billing.policy';
import { contractTable, loadContract } from './billing.service';

/** Moves a contract's paid-through date only if it still is `from` (a conditional update). */
async function movePaidUntil(db: Db, type: number, id: number, from: string, to: string, now: Date, liveOnly: boolean): Promise<boolean> {
  const { table } = contractTable(type);
  const still = and(eq(table.id, id), eq(table.paidUntil, from), liveOnly ? eq(table.status, ContractStatus.LIVE) : undefined);
  const rows = await db.update(table).set({ paidUntil: to, updatedAt: now }).where(still).returning({ id: table.id });
  return rows.length > 0;
}

/**
 * '已缴费，解除预警': `periods` periods paid on a live contract. The paid-through date moves on the contract's
 * grid (a lease anchored on its start, a fee on its sign date), the amount is the amount due × periods, and the
 * update is conditional on the paid-through date read (or the one the staff member saw), so a double click
 * records one payment.
 */
export async function recordPayment(db: Db, body: PayAddBody, recordedBy: number, now: Date) {
  return db.transaction(async (tx) => {
    const c = await loadContract(tx, body.type, body.id);
    requireLive(c);
    if (body.expire_time !== undefined && body.expire_time !== c.paidUntil) throw fail(STALE_RECORD);
    const next = advancePaidThrough(c.paidUntil, c.cycleMonths * body.periods, c.start);
    if (!(await movePaidUntil(tx, body.type, body.id, c.paidUntil, next, now, true))) throw fail(STALE_RECORD);
    const [payment] = await tx
      .insert(payments)
      .values({
        recordType: body.type,
        recordId: body.id,
        payTime: now,
        paidUntil: next,
        previousPaidUntil: c.paidUntil,
        amount: c.amountDue * body.periods,
        payWay: body.pay_way,
        remark: body.remark,
        recordedBy,
      })
      .returning();
    // The company's 负责人 and 财务 see the payment and the new paid-through date (once: the payment is the event).
    const lease = c.type === RecordType.LEASE;
    await postToCompany(
      tx,
      c.companyId,
      {
        kind: MessageKind.PAYMENT_RECORDED,
        event: `payment_recorded:${payment!.id}`,
        title: '缴费已登记',
        body: `${lease ? `房间 ${c.roomNumber} 的房租` : `「${c.title}」`}已登记缴费 ${formatYuan(payment!.amount)}，已缴至 ${next}。`,
        link: lease ? MESSAGE_LINKS.roomPrice : MESSAGE_LINKS.servicePrice,
        actorId: recordedBy,
      },
      now,
    );
    return { contract: c, next, payment: payment! };
  });
}

/** Spec update_time: staff correct a paid-through date, never to before the sign date. */
export async function correctPaidThrough(db: Db, type: number, id: number, expireTime: string, now: Date) {
  return db.transaction(async (tx) => {
    const c = await loadContract(tx, type, id);
    requirePaidThrough(expireTime, c.signDate, '到期时间不能早于签约日期');
    if (!(await movePaidUntil(tx, type, id, c.paidUntil, expireTime, now, false))) throw fail(STALE_RECORD);
    return { before: c.paidUntil, after: expireTime, contract: c };
  });
}

/** The first instant of a park day (Asia/Shanghai). */
function parkDayStart(ymd: string): Date {
  return new Date(`${ymd}T00:00:00+08:00`);
}

/**
 * The whole park's payments (the park-wide export, issue 13): rent, fees, meeting-room charges or all, paid on the
 * park days from…to (both included), newest first, at most `cap` of each table (the presenter merges them and keeps
 * `cap`). Contracts' payments in one query along payments_pay_time_idx, each with its lease or fee contract, the
 * contract's company and the recording staff member joined, so no row is looked up on its own; meeting-room charges'
 * payments likewise along booking_charge_payments_pay_time_idx.
 */
export async function parkPayments(db: Db, q: ParkPaymentExportQuery, cap: number) {
  const from = q.from ? parkDayStart(q.from) : undefined;
  const until = q.to ? parkDayStart(addDays(q.to, 1)) : undefined;
  const wants = (kind: number) => q.type === PaymentKind.ALL || q.type === kind;
  const contractKind = q.type === PaymentKind.LEASE || q.type === PaymentKind.FEE ? q.type : undefined;
  const [contracts, bookings] = await Promise.all([
    wants(PaymentKind.LEASE) || wants(PaymentKind.FEE)
      ? db
          .select({
            payment: payments,
            recorder: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username}, '')`,
            companyName: sql<string>`coalesce(${companies.name}, '')`,
            roomNumber: leases.roomNumber,
            contractNumber: sql<string>`coalesce(${leases.contractNumber}, ${serviceFees.contractNumber}, '')`,
            feeTitle: serviceFees.title,
          })
          .from(payments)
          .leftJoin(leases, and(eq(payments.recordType, RecordType.LEASE), eq(leases.id, payments.recordId)))
          .leftJoin(serviceFees, and(eq(payments.recordType, RecordType.FEE), eq(serviceFees.id, payments.recordId)))
          .leftJoin(companies, eq(companies.id, sql`coalesce(${leases.companyId}, ${serviceFees.companyId})`))
          .leftJoin(users, eq(users.id, payments.recordedBy))
          .where(
            and(
              contractKind === undefined ? undefined : eq(payments.recordType, contractKind),
              from ? gte(payments.payTime, from) : undefined,
              until ? lt(payments.payTime, until) : undefined,
            ),
          )
          .orderBy(desc(payments.payTime), desc(payments.id))
          .limit(cap)
      : [],
    wants(PaymentKind.BOOKING)
      ? db
          .select({
            payment: bookingChargePayments,
            recorder: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username}, '')`,
            companyName: companies.name,
          })
          .from(bookingChargePayments)
          .innerJoin(companies, eq(companies.id, bookingChargePayments.companyId))
          .leftJoin(users, eq(users.id, bookingChargePayments.recordedBy))
          .where(
            and(from ? gte(bookingChargePayments.payTime, from) : undefined, until ? lt(bookingChargePayments.payTime, until) : undefined),
          )
          .orderBy(desc(bookingChargePayments.payTime), desc(bookingChargePayments.id))
          .limit(cap)
      : [],
  ]);
  return { contracts, bookings };
}
