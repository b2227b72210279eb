import { sql } from 'drizzle-orm';
import { advancePaidThrough, contractEnd, ContractStatus } from '../../../shared/billing/rules';
import type { Db } from '../client';
import { leases, payments, rooms as roomsTable, serviceFees } from '../schema/index';
import type { SeededCompany } from './companies';
import { FEES, LEASES, PAY_WAYS, type TermSeed } from './data/tenancy';
import type { SeededRoom } from './rooms';
import { addDays, addMonths, at, need, todayCst } from './util';

const RECORD_LEASE = 1;
const RECORD_FEE = 2;

/**
 * Dates of a contract paid `periods` instalments ahead, up to `paid` days from today (see TermSeed). The
 * instalments follow the contract's period grid (shared/billing/rules.ts), so staff recording the next payment
 * continue it; the last one ends exactly on the paid-through date.
 */
export function termDates(t: TermSeed, today: string) {
  const paidUntil = addDays(today, t.paid);
  const start = addMonths(addDays(paidUntil, 1), -t.periods * t.cycle);
  const end = contractEnd(start, t.months);
  let previous = addDays(start, -1);
  const instalments = Array.from({ length: t.periods }, (_, k) => {
    const from = addDays(previous, 1);
    const until = k === t.periods - 1 ? paidUntil : advancePaidThrough(previous, t.cycle, start);
    // Paid a week ahead of each period, never later than yesterday.
    const day = [addDays(from, -7), addDays(today, -1)].sort()[0]!;
    const p = { from, until, previous, payTime: at(`${day} 10:30`) };
    previous = until;
    return p;
  });
  return { sign: addDays(start, -10), start, end, paidUntil, instalments };
}

type Payment = typeof payments.$inferInsert;

/** What a lease and a fee contract both keep of their terms: signed, length, paid through, price per period. */
function terms(t: TermSeed, d: ReturnType<typeof termDates>, price: number) {
  return { signDate: d.sign, leaseMonths: t.months, paidUntil: d.paidUntil, price, cycleMonths: t.cycle, amountDue: price * t.cycle };
}

function paymentRows(recordType: number, recordId: number, price: number, t: TermSeed, today: string, what: string): Payment[] {
  return termDates(t, today).instalments.map((p, k) => ({
    recordType,
    recordId,
    payTime: p.payTime,
    paidUntil: p.until,
    previousPaidUntil: p.previous,
    amount: price * t.cycle,
    payWay: PAY_WAYS[(recordId + k) % PAY_WAYS.length]!,
    remark: `第${k + 1}期${what}（${p.from} 至 ${p.until}）`,
  }));
}

/** Leases, service fees and their payment history, dated so some are overdue, due within a week or a month. */
export async function seedTenancy(db: Db, now: Date, companies: Map<string, SeededCompany>, rooms: Map<string, SeededRoom>) {
  const today = todayCst(now);
  const leaseRows = LEASES.map((l, i) => {
    const room = need(rooms, l.room);
    const d = termDates(l, today);
    return {
      companyId: need(companies, l.company).id,
      roomId: room.id,
      roomNumber: l.room,
      office: room.position,
      contractNumber: `BJSZ-ZL-${d.sign.slice(0, 4)}-${String(i + 1).padStart(3, '0')}`,
      ...terms(l, d, room.monthlyRent),
      startDate: d.start,
      endDate: d.end,
      deposit: room.monthlyRent * 2,
      status: l.ended ? ContractStatus.ENDED : ContractStatus.LIVE,
      endedAt: l.ended ? at(`${addDays(d.paidUntil, 1)} 09:00`) : null,
    };
  });
  const insertedLeases = await db.insert(leases).values(leaseRows).returning({ id: leases.id, no: leases.contractNumber });
  const leaseIds = new Map(insertedLeases.map((r) => [r.no, r.id]));
  // rooms.occupancy agrees with the live leases (1 with one, 0 without), as the billing calls keep it.
  await db
    .update(roomsTable)
    .set({
      occupancy: sql`case when exists (select 1 from leases l where l.room_id = rooms.id and l.status = ${ContractStatus.LIVE}) then 1 else 0 end`,
    })
    .where(sql`true`);

  const feeRows = FEES.map((f, i) => {
    const d = termDates(f, today);
    const contractNumber = `BJSZ-FW-${d.sign.slice(0, 4)}-${String(i + 1).padStart(3, '0')}`;
    return { companyId: need(companies, f.company).id, title: f.title, contractNumber, ...terms(f, d, f.price), signExpire: d.end };
  });
  const insertedFees = await db
    .insert(serviceFees)
    .values(feeRows)
    .returning({ id: serviceFees.id, companyId: serviceFees.companyId, title: serviceFees.title });
  const feeIds = new Map(insertedFees.map((r) => [`${r.companyId}/${r.title}`, r.id]));

  const paymentValues = [
    ...LEASES.flatMap((l, i) =>
      paymentRows(RECORD_LEASE, need(leaseIds, leaseRows[i]!.contractNumber), leaseRows[i]!.price, l, today, '房租'),
    ),
    ...FEES.flatMap((f, i) => paymentRows(RECORD_FEE, need(feeIds, `${feeRows[i]!.companyId}/${f.title}`), f.price, f, today, f.title)),
  ];
  await db.insert(payments).values(paymentValues);
  return { leases: leaseRows.length, service_fees: feeRows.length, payments: paymentValues.length };
}
