import type { Db } from '../client';
import { leases, payments, serviceFees } from '../schema/index';
import type { SeededCompany } from './companies';
import { CYCLE_LABEL, FEES, LEASES, PAY_WAYS, type TermSeed } from './data/tenancy';
import type { SeededRoom } from './rooms';
import { addDays, addMonths, at, need, todayCst } from './util';

const RECORD_LEASE = 1;
const RECORD_FEE = 2;

/** Dates of a contract paid `periods` instalments ahead, up to `paid` days from today (see TermSeed). */
export function termDates(t: TermSeed, today: string) {
  const paidUntil = addDays(today, t.paid);
  const start = addMonths(addDays(paidUntil, 1), -t.periods * t.cycle);
  const end = addDays(addMonths(start, t.months), -1);
  const instalments = Array.from({ length: t.periods }, (_, k) => {
    const from = addMonths(start, k * t.cycle);
    const until = addDays(addMonths(start, (k + 1) * t.cycle), -1);
    // Paid a week ahead of each period, never later than yesterday.
    const day = [addDays(from, -7), addDays(today, -1)].sort()[0]!;
    return { from, until, payTime: at(`${day} 10:30`) };
  });
  return { sign: addDays(start, -10), start, end, paidUntil, instalments };
}

type Payment = typeof payments.$inferInsert;

function paymentRows(
  recordType: number,
  recordId: number,
  price: number,
  t: TermSeed,
  today: string,
  what: string,
): Payment[] {
  return termDates(t, today).instalments.map((p, k) => ({
    recordType,
    recordId,
    payTime: p.payTime,
    paidUntil: p.until,
    amount: price * t.cycle,
    payWay: PAY_WAYS[(recordId + k) % PAY_WAYS.length]!,
    remark: `第${k + 1}期${what}（${p.from} 至 ${p.until}）`,
  }));
}

/** Leases, service fees and their payment history, dated so some are overdue, due within a week or a month. */
export async function seedTenancy(
  db: Db,
  now: Date,
  companies: Map<string, SeededCompany>,
  rooms: Map<string, SeededRoom>,
) {
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
      signDate: d.sign,
      leaseMonths: l.months,
      startDate: d.start,
      endDate: d.end,
      paidUntil: d.paidUntil,
      price: room.monthlyRent,
      payWay: CYCLE_LABEL[l.cycle]!,
      amountDue: l.ended ? 0 : room.monthlyRent * l.cycle,
      deposit: room.monthlyRent * 2,
      status: l.ended ? 2 : 1,
    };
  });
  const insertedLeases = await db
    .insert(leases)
    .values(leaseRows)
    .returning({ id: leases.id, no: leases.contractNumber });
  const leaseIds = new Map(insertedLeases.map((r) => [r.no, r.id]));

  const feeRows = FEES.map((f) => {
    const d = termDates(f, today);
    return {
      companyId: need(companies, f.company).id,
      title: f.title,
      signDate: d.sign,
      leaseMonths: f.months,
      signExpire: d.end,
      paidUntil: d.paidUntil,
      price: f.price,
      payWay: CYCLE_LABEL[f.cycle]!,
      amountDue: f.price * f.cycle,
    };
  });
  const insertedFees = await db
    .insert(serviceFees)
    .values(feeRows)
    .returning({ id: serviceFees.id, companyId: serviceFees.companyId, title: serviceFees.title });
  const feeIds = new Map(insertedFees.map((r) => [`${r.companyId}/${r.title}`, r.id]));

  const paymentValues = [
    ...LEASES.flatMap((l, i) =>
      paymentRows(
        RECORD_LEASE,
        need(leaseIds, leaseRows[i]!.contractNumber),
        leaseRows[i]!.price,
        l,
        today,
        '房租',
      ),
    ),
    ...FEES.flatMap((f, i) =>
      paymentRows(
        RECORD_FEE,
        need(feeIds, `${feeRows[i]!.companyId}/${f.title}`),
        f.price,
        f,
        today,
        f.title,
      ),
    ),
  ];
  await db.insert(payments).values(paymentValues);
  return { leases: leaseRows.length, service_fees: feeRows.length, payments: paymentValues.length };
}
