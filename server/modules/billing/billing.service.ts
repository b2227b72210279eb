import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ContractStatus, RecordType } from '../../../shared/billing/rules';
import type { Page } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { leases, payments, rooms, serviceFees, users } from '../../db/schema/index';
import { pageWithCount } from '../../lib/pagination';
import { requireFound } from './billing.policy';

type LeaseRow = typeof leases.$inferSelect;
type FeeRow = typeof serviceFees.$inferSelect;

/**
 * A lease or a fee contract in one shape, so warnings, payments and the presenter treat both alike.
 * `start` anchors the period grid: a lease's start date, a fee's sign date.
 */
export type Contract = {
  type: 1 | 2;
  id: number;
  companyId: number;
  /** Room number (lease) or fee name. */
  title: string;
  roomId: number | null;
  roomNumber: string;
  office: string;
  number: string;
  signDate: string;
  start: string;
  end: string;
  leaseMonths: number;
  paidUntil: string;
  price: number;
  cycleMonths: number;
  amountDue: number;
  deposit: number;
  status: number;
  endedAt: Date | null;
};

export function fromLease(r: LeaseRow): Contract {
  return {
    type: RecordType.LEASE,
    id: r.id,
    companyId: r.companyId,
    title: r.roomNumber,
    roomId: r.roomId,
    roomNumber: r.roomNumber,
    office: r.office,
    number: r.contractNumber,
    signDate: r.signDate,
    start: r.startDate,
    end: r.endDate,
    leaseMonths: r.leaseMonths,
    paidUntil: r.paidUntil,
    price: r.price,
    cycleMonths: r.cycleMonths,
    amountDue: r.amountDue,
    deposit: r.deposit,
    status: r.status,
    endedAt: r.endedAt,
  };
}

export function fromFee(r: FeeRow): Contract {
  return {
    type: RecordType.FEE,
    id: r.id,
    companyId: r.companyId,
    title: r.title,
    roomId: null,
    roomNumber: '',
    office: '',
    number: r.contractNumber,
    signDate: r.signDate,
    start: r.signDate,
    end: r.signExpire,
    leaseMonths: r.leaseMonths,
    paidUntil: r.paidUntil,
    price: r.price,
    cycleMonths: r.cycleMonths,
    amountDue: r.amountDue,
    deposit: 0,
    status: r.status,
    endedAt: r.endedAt,
  };
}

/** A row of either contract table as a Contract (only a lease row has a room number). */
export const toContract = (r: LeaseRow | FeeRow): Contract => ('roomNumber' in r ? fromLease(r) : fromFee(r));

/** Where a contract type is kept: its table, and the column its keyword searches (room number or fee name). */
export const contractTable = (type: number) =>
  type === RecordType.LEASE ? { table: leases, title: leases.roomNumber } : { table: serviceFees, title: serviceFees.title };

export async function findContract(db: Db, type: number, id: number): Promise<Contract | undefined> {
  const { table } = contractTable(type);
  const [r] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return r && toContract(r);
}

/** The contract, or '记录不存在'. */
export async function loadContract(db: Db, type: number, id: number): Promise<Contract> {
  return requireFound(await findContract(db, type, id));
}

/** One page of a contract's payments, newest first, with the recording staff member's name. */
export async function paymentPage(db: Db, type: number, id: number, page: Page) {
  const cond = and(eq(payments.recordType, type), eq(payments.recordId, id));
  const recorder = sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username}, '')`;
  const list = db.select({ payment: payments, recorder }).from(payments).leftJoin(users, eq(users.id, payments.recordedBy));
  return pageWithCount(
    list.where(cond).orderBy(desc(payments.payTime), desc(payments.id)).$dynamic(),
    page,
    db.select({ n: count() }).from(payments).where(cond),
  );
}

/** True for a rooms row with a live lease (written out: drizzle leaves columns unqualified in select lists). */
export const ROOM_LEASED = sql.raw(`exists (select 1 from leases l where l.room_id = rooms.id and l.status = ${ContractStatus.LIVE})`);

/** rooms.occupancy follows the leases: 1 while a room has a live lease, 0 otherwise. */
export async function syncOccupancy(db: Db, roomIds: (number | null)[]): Promise<void> {
  const ids = [...new Set(roomIds.filter((x): x is number => x !== null))];
  if (!ids.length) return;
  await db
    .update(rooms)
    .set({
      occupancy: sql`case when ${ROOM_LEASED} then 1 else 0 end`,
    })
    .where(inArray(rooms.id, ids));
}

/** What an audit line keeps of a contract: the fields staff change, money in fen. */
export function auditView(c: Contract | null) {
  if (!c) return null;
  return {
    company_id: c.companyId,
    title: c.title,
    room_id: c.roomId,
    number: c.number,
    sign_time: c.signDate,
    start_time: c.start,
    end_time: c.end,
    lease_months: c.leaseMonths,
    expire_time: c.paidUntil,
    price_fen: c.price,
    cycle_months: c.cycleMonths,
    real_money_fen: c.amountDue,
    yajin_fen: c.deposit,
    status: c.status,
  };
}
