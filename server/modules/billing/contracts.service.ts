import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { ContractStatus, RecordType, addDays, contractEnd } from '../../../shared/billing/rules';
import { ShopStatus } from '../../../shared/constants';
import type { ContractListBody, FeeSaveBody, LeaseSaveBody } from '../../../shared/contracts/billing';
import type { Page } from '../../../shared/contracts/common';
import { ContentState } from '../../../shared/contracts/content-admin';
import type { Db } from '../../db/client';
import { companies, leases, rooms, serviceFees } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import {
  CONTRACT_ENDED,
  ROOM_TAKEN,
  requireContractCompany,
  requireLeaseDates,
  requireLive,
  requirePaidThrough,
  requireFound,
} from './billing.policy';
import { type Contract, ROOM_LEASED, findContract, fromFee, fromLease, isUniqueViolation, syncOccupancy } from './billing.service';
import { contractKeyword } from './warnings.service';

/** A company's own leases or fee contracts: live ones first, then ended; newest sign date first. */
export async function companyContracts(db: Db, type: number, companyId: number, page: Page) {
  if (type === RecordType.LEASE) {
    const cond = eq(leases.companyId, companyId);
    const [rows, [t]] = await Promise.all([
      db
        .select()
        .from(leases)
        .where(cond)
        .orderBy(asc(leases.status), desc(leases.signDate), desc(leases.id))
        .limit(page.page_size)
        .offset(offsetOf(page)),
      db.select({ n: count() }).from(leases).where(cond),
    ]);
    return { rows: rows.map(fromLease), total: t?.n ?? 0 };
  }
  const cond = eq(serviceFees.companyId, companyId);
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(serviceFees)
      .where(cond)
      .orderBy(asc(serviceFees.status), desc(serviceFees.signDate), desc(serviceFees.id))
      .limit(page.page_size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(serviceFees).where(cond),
  ]);
  return { rows: rows.map(fromFee), total: t?.n ?? 0 };
}

/** Staff's contract lists: status 0 all, 1 live, 2 ended; keyword on company, room number or fee name. */
export async function adminContracts(db: Db, type: number, q: ContractListBody) {
  if (type === RecordType.LEASE) {
    const cond = and(q.status ? eq(leases.status, q.status) : undefined, contractKeyword(q.keyword, leases.roomNumber));
    const [rows, [t]] = await Promise.all([
      db
        .select({ c: leases, companyName: companies.name })
        .from(leases)
        .innerJoin(companies, eq(companies.id, leases.companyId))
        .where(cond)
        .orderBy(asc(leases.status), desc(leases.signDate), desc(leases.id))
        .limit(q.page_size)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(leases).innerJoin(companies, eq(companies.id, leases.companyId)).where(cond),
    ]);
    return { rows: rows.map((r) => ({ contract: fromLease(r.c), companyName: r.companyName })), total: t?.n ?? 0 };
  }
  const cond = and(q.status ? eq(serviceFees.status, q.status) : undefined, contractKeyword(q.keyword, serviceFees.title));
  const [rows, [t]] = await Promise.all([
    db
      .select({ c: serviceFees, companyName: companies.name })
      .from(serviceFees)
      .innerJoin(companies, eq(companies.id, serviceFees.companyId))
      .where(cond)
      .orderBy(asc(serviceFees.status), desc(serviceFees.signDate), desc(serviceFees.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(serviceFees).innerJoin(companies, eq(companies.id, serviceFees.companyId)).where(cond),
  ]);
  return { rows: rows.map((r) => ({ contract: fromFee(r.c), companyName: r.companyName })), total: t?.n ?? 0 };
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
      const values = {
        companyId: body.company_id,
        roomId: room.id,
        roomNumber: room.number,
        office: room.position,
        contractNumber: body.number,
        signDate: body.sign_time,
        leaseMonths: body.lease_months,
        startDate: body.start_time,
        endDate: contractEnd(body.start_time, body.lease_months),
        paidUntil: body.expire_time ?? before?.paidUntil ?? addDays(body.start_time, -1),
        price: body.price,
        cycleMonths: body.cycle_months,
        amountDue: body.real_money ?? body.price * body.cycle_months,
        deposit: body.yajin,
        updatedAt: now,
      };
      const [row] = before
        ? await tx
            .update(leases)
            .set(values)
            .where(and(eq(leases.id, before.id), eq(leases.status, ContractStatus.LIVE)))
            .returning()
        : await tx
            .insert(leases)
            .values({ ...values, status: ContractStatus.LIVE })
            .returning();
      if (!row) throw fail(CONTRACT_ENDED);
      await syncOccupancy(tx, [room.id, before?.roomId ?? null]);
      return { before, after: fromLease(row) };
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
      companyId: body.company_id,
      title: body.title,
      signDate: body.sign_time,
      leaseMonths: body.lease_months,
      signExpire: contractEnd(body.sign_time, body.lease_months),
      paidUntil: body.expire_time ?? before?.paidUntil ?? addDays(body.sign_time, -1),
      price: body.price,
      cycleMonths: body.cycle_months,
      amountDue: body.real_money ?? body.price * body.cycle_months,
      updatedAt: now,
    };
    const [row] = before
      ? await tx
          .update(serviceFees)
          .set(values)
          .where(and(eq(serviceFees.id, before.id), eq(serviceFees.status, ContractStatus.LIVE)))
          .returning()
      : await tx
          .insert(serviceFees)
          .values({ ...values, status: ContractStatus.LIVE })
          .returning();
    if (!row) throw fail(CONTRACT_ENDED);
    return { before, after: fromFee(row) };
  });
}

/** Ends a live contract (status 2, ended now); a lease's room becomes free. */
export async function endContract(db: Db, type: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = requireFound(await findContract(tx, type, id));
    requireLive(before);
    const set = { status: ContractStatus.ENDED, endedAt: now, updatedAt: now };
    const [row] =
      type === RecordType.LEASE
        ? (
            await tx
              .update(leases)
              .set(set)
              .where(and(eq(leases.id, id), eq(leases.status, ContractStatus.LIVE)))
              .returning()
          ).map(fromLease)
        : (
            await tx
              .update(serviceFees)
              .set(set)
              .where(and(eq(serviceFees.id, id), eq(serviceFees.status, ContractStatus.LIVE)))
              .returning()
          ).map(fromFee);
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
