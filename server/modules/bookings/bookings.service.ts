import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_MSG,
  BOOKING_REMINDER_MINUTES,
  BookingKind,
  BookingListType,
  BookingStatus,
  HOLDING_STATUSES,
  allocateCharges,
  chargeFen,
  daySlots,
  formatParkDateTime,
  parkInstant,
  parkMonthOf,
  type BookingKindValue,
  type BookingStatusValue,
} from '../../../shared/bookings/rules';
import type { Page } from '../../../shared/contracts/common';
import type { BookingListBody } from '../../../shared/contracts/bookings';
import { addDays } from '../../../shared/billing/rules';
import { ShopStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { bookings, companies, spaces, users } from '../../db/schema/index';
import { pageWithCount } from '../../lib/pagination';
import { likePattern } from '../../lib/search';
import { fail } from '../../lib/errors';
import { isOverlap, taken } from './bookings.policy';
import type { SpaceRow } from './spaces.service';

/**
 * Meeting-room booking (issue 33): a space's day, booking it (the database refuses an overlap: bookings_no_overlap),
 * the company's and staff's lists, moving, cancelling and reviewing, and the free hours and charge of a company's
 * month in a space, recomputed with each change.
 */

export type BookingRow = typeof bookings.$inferSelect;
/** A booking with the names its lists show, and whether a company member (personal) or staff made it. */
export type BookingView = BookingRow & { spaceName: string; companyName: string; bookedBy: string; bookedByType: number | null };

const holding = inArray(bookings.status, [...HOLDING_STATUSES]);

const viewFields = {
  booking: bookings,
  spaceName: spaces.name,
  companyName: sql<string>`coalesce(${companies.name}, '')`,
  bookedBy: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.phone}, ${users.username}, '')`,
  bookedByType: users.loginType,
};

function views(db: Db) {
  return db
    .select(viewFields)
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .$dynamic();
}
const flat = (r: {
  booking: BookingRow;
  spaceName: string;
  companyName: string;
  bookedBy: string;
  bookedByType: number | null;
}): BookingView => ({
  ...r.booking,
  spaceName: r.spaceName,
  companyName: r.companyName,
  bookedBy: r.bookedBy,
  bookedByType: r.bookedByType,
});

export async function bookingView(db: Db, id: number): Promise<BookingView | undefined> {
  const [row] = await views(db).where(eq(bookings.id, id)).limit(1);
  return row && flat(row);
}

export async function bookingById(db: Db, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// A space's day

/** The bookings holding a space between two instants. */
async function heldBetween(db: Db, spaceId: number, from: Date, to: Date) {
  return db
    .select({ start: bookings.startAt, end: bookings.endAt, companyId: bookings.companyId })
    .from(bookings)
    .where(and(eq(bookings.spaceId, spaceId), holding, lt(bookings.startAt, to), gt(bookings.endAt, from)));
}

/** The minutes a company's holding bookings of a space use in a month. */
export async function minutesUsed(db: Db, companyId: number, spaceId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(extract(epoch from ${bookings.endAt} - ${bookings.startAt}) / 60), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.spaceId, spaceId), eq(bookings.month, month), holding));
  return Number(row?.n ?? 0);
}

/** A space's day in half-hour cells, `mine` for the caller's company; its free minutes left that month. */
export async function spaceDay(db: Db, space: SpaceRow, date: string, companyId: number | null, now: Date) {
  const held = await heldBetween(db, space.id, parkInstant(date, 0), parkInstant(addDays(date, 1), 0));
  const slots = daySlots(
    { openingHours: space.openingHours, closedDates: space.closedDates },
    date,
    held.map((h) => ({ start: h.start, end: h.end, mine: companyId !== null && h.companyId === companyId })),
    now,
  );
  const month = date.slice(0, 7);
  const freeLeft = companyId === null ? null : Math.max(0, space.freeMinutes - (await minutesUsed(db, companyId, space.id, month)));
  return { slots, freeLeft };
}

// ---------------------------------------------------------------------------------------------------------
// Writing bookings

/**
 * A company's month in a space charged afresh: its holding bookings in start order use the free minutes first
 * (allocateCharges), the rest at the space's price. Only rows whose charge changed are written.
 */
async function reallocate(tx: Db, companyId: number | null, spaceId: number, month: string): Promise<void> {
  if (companyId === null) return;
  const [space] = await tx
    .select({ freeMinutes: spaces.freeMinutes, price: spaces.pricePerHour })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  if (!space) return;
  const rows = await tx
    .select({ id: bookings.id, start: bookings.startAt, end: bookings.endAt, charged: bookings.chargedMinutes, charge: bookings.charge })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.spaceId, spaceId), eq(bookings.month, month), holding))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  const charged = allocateCharges(
    rows.map((r) => ({ minutes: Math.round((r.end.getTime() - r.start.getTime()) / 60_000) })),
    space.freeMinutes,
  );
  for (const [i, r] of rows.entries()) {
    const minutes = charged[i]!;
    const fen = chargeFen(minutes, space.price);
    if (minutes !== r.charged || fen !== r.charge) {
      await tx.update(bookings).set({ chargedMinutes: minutes, charge: fen }).where(eq(bookings.id, r.id));
    }
  }
}

/** A booking that stopped holding (cancelled, refused) keeps no charge. */
async function clearCharge(tx: Db, id: number): Promise<void> {
  await tx.update(bookings).set({ chargedMinutes: 0, charge: 0 }).where(eq(bookings.id, id));
}

/** Serialises a company's bookings' charge allocation (two members booking at once). */
async function lockCompany(tx: Db, companyId: number | null): Promise<void> {
  if (companyId !== null) await tx.execute(sql`select id from ${companies} where id = ${companyId} for update`);
}

/**
 * Writes of one space's bookings wait for each other (after the company's lock, always in that order). Without it,
 * two overlapping bookings written at the same moment could each wait for the other inside the exclusion check, and
 * PostgreSQL ended one with a deadlock (a 服务器繁忙 instead of 该时段已被预约; seen in the race test). The exclusion
 * constraint still decides what overlaps.
 */
async function lockSpace(tx: Db, spaceId: number): Promise<void> {
  await tx.execute(sql`select id from ${spaces} where id = ${spaceId} for update`);
}

export type NewBooking = {
  spaceId: number;
  kind: BookingKindValue;
  companyId: number | null;
  userId: number;
  start: Date;
  end: Date;
  subject: string;
  people: number;
  status: BookingStatusValue;
};

/**
 * Writes a booking and its company's month's charges in one transaction; `after` (its messages) runs in it too. The
 * database refuses an overlap with any holding booking of the space (bookings_no_overlap), whichever node wrote it
 * first: then nothing is written and the caller hears 该时段已被预约，请选择其他时间.
 */
export async function insertBooking(db: Db, b: NewBooking, now: Date, after?: (tx: Db, id: number) => Promise<void>): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, b.companyId);
      await lockSpace(tx, b.spaceId);
      const [row] = await tx
        .insert(bookings)
        .values({ ...b, startAt: b.start, endAt: b.end, month: parkMonthOf(b.start), createdAt: now, updatedAt: now })
        .returning({ id: bookings.id });
      await reallocate(tx, b.companyId, b.spaceId, parkMonthOf(b.start));
      if (after) await after(tx, row!.id);
      return row!.id;
    });
  } catch (err) {
    if (isOverlap(err)) throw taken();
    throw err;
  }
}

/** Ends a booking's hold (cancelled or refused) with staff's remark; the company's month is charged afresh. */
export async function endHold(
  db: Db,
  row: BookingRow,
  status: BookingStatusValue,
  remark: string,
  now: Date,
  after?: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, row.companyId);
    const done = await tx
      .update(bookings)
      .set({ status, remark, updatedAt: now })
      .where(and(eq(bookings.id, row.id), inArray(bookings.status, [...HOLDING_STATUSES])))
      .returning({ id: bookings.id });
    if (!done.length) return false;
    await clearCharge(tx, row.id);
    await reallocate(tx, row.companyId, row.spaceId, row.month);
    if (after) await after(tx);
    return true;
  });
}

/** Moves a booking to another space or time (staff); both months are charged afresh. Overlap → 该时段已被预约. */
export async function moveBooking(
  db: Db,
  row: BookingRow,
  to: { spaceId: number; start: Date; end: Date; remark: string },
  now: Date,
  after?: (tx: Db) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await lockCompany(tx, row.companyId);
      await lockSpace(tx, to.spaceId);
      const month = parkMonthOf(to.start);
      const moved = await tx
        .update(bookings)
        .set({ spaceId: to.spaceId, startAt: to.start, endAt: to.end, month, remark: to.remark, remindedAt: null, updatedAt: now })
        .where(and(eq(bookings.id, row.id), holding))
        .returning({ id: bookings.id });
      // Cancelled or refused meanwhile (the company cancelled as staff moved it): nothing to move.
      if (!moved.length) throw fail(BOOKING_MSG.notCancellable);
      await reallocate(tx, row.companyId, row.spaceId, row.month);
      if (to.spaceId !== row.spaceId || month !== row.month) await reallocate(tx, row.companyId, to.spaceId, month);
      if (after) await after(tx);
    });
  } catch (err) {
    if (isOverlap(err)) throw taken();
    throw err;
  }
}

/** Approves a pending booking (it stays as charged); false when it is no longer pending. */
export async function approveBooking(db: Db, id: number, remark: string, now: Date, after?: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(bookings)
      .set({ status: BookingStatus.CONFIRMED, remark, updatedAt: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, BookingStatus.PENDING)))
      .returning({ id: bookings.id });
    if (!done.length) return false;
    if (after) await after(tx);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Lists

/** The company's bookings: upcoming (soonest first), past or cancelled/refused (latest first). */
export async function companyBookingsPage(db: Db, companyId: number, type: number, page: Page, now: Date) {
  const own = eq(bookings.companyId, companyId);
  const where =
    type === BookingListType.UPCOMING
      ? and(own, holding, gt(bookings.endAt, now))
      : type === BookingListType.PAST
        ? and(own, holding, lte(bookings.endAt, now))
        : and(own, inArray(bookings.status, [BookingStatus.CANCELLED, BookingStatus.REFUSED]));
  const order = type === BookingListType.UPCOMING ? [asc(bookings.startAt), asc(bookings.id)] : [desc(bookings.startAt), desc(bookings.id)];
  const { rows, total } = await pageWithCount(
    views(db)
      .where(where)
      .orderBy(...order),
    page,
    db.select({ n: count() }).from(bookings).where(where),
  );
  return { rows: rows.map(flat), total };
}

/** Every holding booking of the enabled and disabled spaces in [from, from + days) (the staff calendar). */
export async function calendarBookings(db: Db, from: string, days: number): Promise<BookingView[]> {
  const start = parkInstant(from, 0);
  const end = parkInstant(addDays(from, days), 0);
  const rows = await views(db)
    .where(and(holding, lt(bookings.startAt, end), gt(bookings.endAt, start)))
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .limit(2000);
  return rows.map(flat);
}

/** Staff's list: by state (-1 all), keyword on the subject or the company's name; soonest first for pending ones. */
export async function adminBookingsPage(db: Db, q: BookingListBody) {
  const conds: SQL[] = [];
  if (q.status >= 0) conds.push(eq(bookings.status, q.status));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    conds.push(or(sql`${bookings.subject} ilike ${like}`, sql`${companies.name} ilike ${like}`)!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const order =
    q.status === BookingStatus.PENDING ? [asc(bookings.startAt), asc(bookings.id)] : [desc(bookings.startAt), desc(bookings.id)];
  const { rows, total } = await pageWithCount(
    views(db)
      .where(where)
      .orderBy(...order),
    q,
    db.select({ n: count() }).from(bookings).leftJoin(companies, eq(companies.id, bookings.companyId)).where(where),
  );
  return { rows: rows.map(flat), total };
}

/** A settled company by id (staff booking for it), or undefined. */
export async function settledCompany(db: Db, id: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.status, ShopStatus.PASSED)))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// The hour-before reminder

/** Holding bookings of companies starting within the next hour and not yet reminded, soonest first. */
export async function bookingsToRemind(db: Db, now: Date, limit: number): Promise<BookingView[]> {
  const until = new Date(now.getTime() + BOOKING_REMINDER_MINUTES * 60_000);
  const rows = await views(db)
    .where(
      and(
        isNull(bookings.remindedAt),
        holding,
        eq(bookings.kind, BookingKind.COMPANY),
        gt(bookings.startAt, now),
        lte(bookings.startAt, until),
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(limit);
  return rows.map(flat);
}

export async function markReminded(db: Db, id: number, now: Date): Promise<boolean> {
  const done = await db
    .update(bookings)
    .set({ remindedAt: now })
    .where(and(eq(bookings.id, id), isNull(bookings.remindedAt)))
    .returning({ id: bookings.id });
  return done.length > 0;
}

/** 'YYYY-MM-DD HH:mm–HH:mm' of a booking, as messages say it. */
export function whenOf(b: { startAt: Date; endAt: Date }): string {
  return `${formatParkDateTime(b.startAt)}–${formatParkDateTime(b.endAt).slice(11)}`;
}

/** The charged holding bookings of some companies' months, in start order (the charge lines' details). */
export async function chargedBookings(db: Db, companyIds: number[], months: string[]): Promise<BookingView[]> {
  if (!companyIds.length || !months.length) return [];
  const rows = await views(db)
    .where(and(holding, gt(bookings.charge, 0), inArray(bookings.companyId, companyIds), inArray(bookings.month, months)))
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .limit(1000);
  return rows.map(flat);
}
