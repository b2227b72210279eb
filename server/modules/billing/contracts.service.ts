import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { ContractStatus, RecordType, addDays, contractEnd } from '../../../shared/billing/rules';
import { ShopStatus } from '../../../shared/constants';
import type { ContractListBody, FeeSaveBody, LeaseSaveBody } from '../../../shared/contracts/billing';
import type { Page } from '../../../shared/contracts/common';
import { ContentState } from '../../../shared/contracts/content-admin';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { companies, leases, rooms } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { pageWithCount } from '../../lib/pagination';
import {
  CONTRACT_ENDED,
  ROOM_TAKEN,
  requireContractCompany,
  requireLeaseDates,
  requireLive,
  requirePaidThrough,
  requireFound,
} from './billing.policy';
import { type Contract, ROOM_LEASED, contractTable, findContract, syncOccupancy, toContract } from './billing.service';
import { contractKeyword } from './warnings.service';

/** A company's own leases or fee contracts: live ones first, then ended; newest sign date first. */
export async function companyContracts(db: Db, type: number, companyId: number, page: Page) {
  const { table } = contractTable(type);
  const cond = eq(table.companyId, companyId);
  const { rows, total } = await pageWithCount(
    db.select().from(table).where(cond).orderBy(asc(table.status), desc(table.signDate), desc(table.id)).$dynamic(),
    page,
    db.select({ n: count() }).from(table).where(cond),
  );
  return { rows: rows.map(toContract), total };
}

/** Staff's contract lists: status 0 all, 1 live, 2 ended; keyword on company, room number or fee name. */
export async function adminContracts(db: Db, type: number, q: ContractListBody) {
  const { table, title } = contractTable(type);
  const cond = and(q.status ? eq(table.status, q.status) : undefined, contractKeyword(q.keyword, title, table.contractNumber));
  const byCompany = eq(companies.id, table.companyId);
  const list = db.select({ c: table, companyName: companies.name }).from(table).innerJoin(companies, byCompany);
  const { rows, total } = await pageWithCount(
    list.where(cond).orderBy(asc(table.status), desc(table.signDate), desc(table.id)).$dynamic(),
    q,
    db.select({ n: count() }).from(table).innerJoin(companies, byCompany).where(cond),
  );
  return { rows: rows.map((r) => ({ contract: toContract(r.c), companyName: r.companyName })), total };
}

async function contractCompany(db: Db, id: number) {
  const [row] = await db.select({ id: companies.id, status: companies.status }).from(companies).where(eq(companies.id, id)).limit(1);
  requireContractCompany(row);
}

async function existingLive(db: Db, type: number, id: number | undefined): Promise<Contract | null> {
  if (id === undefined) return null;
  const before = requireFound(await findContract(db, type, id));
  requireLive(before);
  return before;
}

/** What a lease and a fee contract both save of their terms; paid-through defaults to the day before `start`. */
function terms(body: LeaseSaveBody | FeeSaveBody, start: string, before: Contract | null, now: Date) {
  return {
    companyId: body.company_id,
    signDate: body.sign_time,
    leaseMonths: body.lease_months,
    paidUntil: body.expire_time ?? before?.paidUntil ?? addDays(start, -1),
    price: body.price,
    cycleMonths: body.cycle_months,
    amountDue: body.real_money ?? body.price * body.cycle_months,
    updatedAt: now,
  };
}

/** Adds a live contract, or changes `before` if it is still live ('合同已终止' when it ended meanwhile). */
async function writeContract(
  tx: Db,
  type: number,
  before: Contract | null,
  values: ReturnType<typeof terms> & Record<string, unknown>,
): Promise<Contract> {
  const { table } = contractTable(type);
  const live = before && and(eq(table.id, before.id), eq(table.status, ContractStatus.LIVE));
  const [row] = live
    ? await tx.update(table).set(values).where(live).returning()
    : await tx
        .insert(table)
        .values({ ...values, status: ContractStatus.LIVE } as typeof table.$inferInsert)
        .returning();
  if (!row) throw fail(CONTRACT_ENDED);
  return toContract(row);
}

/**
 * Creates or edits a lease: a settled company, an existing room that holds no other live lease, contract end
 * from start and length, amount due defaulting to price × cycle, paid-through defaulting to the day before the
 * start (nothing paid; an edit keeps the current one). rooms.occupancy follows in the same transaction.
 */
export async function saveLease(db: Db, body: LeaseSaveBody, now: Date) {
  requireLeaseDates(body.sign_time, body.start_time);
  requirePaidThrough(body.expire_time, body.sign_time);
  try {
    return await db.transaction(async (tx) => {
      await contractCompany(tx, body.company_id);
      const [room] = await tx.select().from(rooms).where(eq(rooms.id, body.room_id)).limit(1);
      if (!room) throw fail('房间不存在');
      const before = await existingLive(tx, RecordType.LEASE, body.id);
      const [clash] = await tx
        .select({ id: leases.id })
        .from(leases)
        .where(and(eq(leases.roomId, room.id), eq(leases.status, ContractStatus.LIVE), body.id ? ne(leases.id, body.id) : undefined))
        .limit(1);
      if (clash) throw fail(ROOM_TAKEN);
      const after = await writeContract(tx, RecordType.LEASE, before, {
        ...terms(body, body.start_time, before, now),
        roomId: room.id,
        roomNumber: room.number,
        office: room.position,
        contractNumber: body.number,
        startDate: body.start_time,
        endDate: contractEnd(body.start_time, body.lease_months),
        deposit: body.yajin,
      });
      await syncOccupancy(tx, [room.id, before?.roomId ?? null]);
      return { before, after };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'leases_room_live_uq')) throw fail(ROOM_TAKEN);
    throw err;
  }
}

/** Creates or edits a fee contract: contract end from sign date and length; paid-through defaults to the day before signing. */
export async function saveFee(db: Db, body: FeeSaveBody, now: Date) {
  requirePaidThrough(body.expire_time, body.sign_time);
  return db.transaction(async (tx) => {
    await contractCompany(tx, body.company_id);
    const before = await existingLive(tx, RecordType.FEE, body.id);
    const values = {
      ...terms(body, body.sign_time, before, now),
      title: body.title,
      contractNumber: body.number,
      signExpire: contractEnd(body.sign_time, body.lease_months),
    };
    return { before, after: await writeContract(tx, RecordType.FEE, before, values) };
  });
}

/** Ends a live contract (status 2, ended now); a lease's room becomes free. */
export async function endContract(db: Db, type: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = requireFound(await findContract(tx, type, id));
    requireLive(before);
    const set = { status: ContractStatus.ENDED, endedAt: now, updatedAt: now };
    const { table } = contractTable(type);
    const live = and(eq(table.id, id), eq(table.status, ContractStatus.LIVE));
    const [row] = (await tx.update(table).set(set).where(live).returning()).map(toContract);
    if (!row) throw fail(CONTRACT_ENDED);
    await syncOccupancy(tx, [row.roomId]);
    return { before, after: row };
  });
}

/** What the contract forms choose from: settled companies by name, published rooms with whether each is let. */
export async function contractOptions(db: Db) {
  const [shops, roomRows] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.status, ShopStatus.PASSED))
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(5000),
    db
      .select({
        id: rooms.id,
        number: rooms.number,
        title: rooms.title,
        position: rooms.position,
        monthlyRent: rooms.monthlyRent,
        leased: sql<boolean>`${ROOM_LEASED}`,
      })
      .from(rooms)
      .where(eq(rooms.status, ContentState.PUBLISHED))
      .orderBy(asc(rooms.number), asc(rooms.id))
      .limit(5000),
  ]);
  return { shops, rooms: roomRows };
}
