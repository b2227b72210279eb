import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_CANCEL_BEFORE_HOURS, DEFAULT_FREE_HOURS, type OpeningHours, type SpaceRules } from '../../../shared/bookings/rules';
import type { BookingSettingsBody, SpaceSaveBody } from '../../../shared/contracts/bookings';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { siteSettings, spaces } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { attachStaffImages } from '../uploads/uploads.public';

export type SpaceRow = typeof spaces.$inferSelect;

/** The bookable spaces in the park's order: the enabled ones (everyone), or all (staff). */
export async function spaceRows(db: Db, all = false): Promise<SpaceRow[]> {
  return db
    .select()
    .from(spaces)
    .where(all ? undefined : eq(spaces.enabled, true))
    .orderBy(asc(spaces.sort), asc(spaces.id));
}

export async function spaceById(db: Db, id: number): Promise<SpaceRow | undefined> {
  const [row] = await db.select().from(spaces).where(eq(spaces.id, id)).limit(1);
  return row;
}

/** The rules bookingProblem reads from a space. */
export function rulesOf(s: SpaceRow): SpaceRules {
  return {
    openingHours: s.openingHours,
    closedDates: s.closedDates,
    minMinutes: s.minMinutes,
    maxMinutes: s.maxMinutes,
    advanceDays: s.advanceDays,
    capacity: s.capacity,
  };
}

export const SPACE_MSG = {
  limits: '最长预约时长不能短于最短预约时长',
  pics: '图片须为本站上传的图片',
  nameTaken: '已有同名的会议室，请换一个名称',
} as const;

/**
 * Creates or changes a space (staff); its pictures must be staff uploads or the demo pictures, and its name no other
 * space's (the calendar, the company's list, the charges and the messages name a space by it; the unique index
 * spaces_name_uq settles two saves at once).
 */
export async function saveSpace(db: Db, body: SpaceSaveBody): Promise<{ id: number; before: SpaceRow | undefined } | undefined> {
  if (body.max_minutes < body.min_minutes) throw fail(SPACE_MSG.limits);
  const before = body.id ? await spaceById(db, body.id) : undefined;
  if (body.id && !before) return undefined;
  const openingHours: OpeningHours = body.opening_hours.map((d) => (d.open ? { open: d.open, close: d.close } : null));
  const values = {
    name: body.name,
    building: body.building,
    floor: body.floor,
    capacity: body.capacity,
    equipment: body.equipment,
    pics: body.pics,
    description: body.description,
    openingHours,
    closedDates: [...new Set(body.closed_dates)].sort(),
    minMinutes: body.min_minutes,
    maxMinutes: body.max_minutes,
    advanceDays: body.advance_days,
    needApproval: body.need_approval === 1,
    pricePerHour: body.price,
    freeMinutes: body.free_hours * 60,
    enabled: body.status === 1,
    sort: body.sort,
  };
  const named = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(before ? and(eq(spaces.name, values.name), ne(spaces.id, before.id)) : eq(spaces.name, values.name))
    .limit(1);
  if (named.length > 0) throw fail(SPACE_MSG.nameTaken);
  try {
    return await db.transaction(async (tx) => {
      if (!(await attachStaffImages(tx, body.pics, new Set(before?.pics ?? [])))) throw fail(SPACE_MSG.pics);
      if (before) {
        await tx
          .update(spaces)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(spaces.id, before.id));
        return { id: before.id, before };
      }
      const [row] = await tx.insert(spaces).values(values).returning({ id: spaces.id });
      return { id: row!.id, before: undefined };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'spaces_name_uq')) throw fail(SPACE_MSG.nameTaken);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The park's booking rules (site setting 'booking_rules')

export const BOOKING_RULES_KEY = 'booking_rules';
export type BookingRules = { cancelBeforeHours: number; defaultFreeHours: number };

export async function bookingRules(db: Db): Promise<BookingRules> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, BOOKING_RULES_KEY)).limit(1);
  const v = (row?.value ?? {}) as Partial<BookingRules>;
  return {
    cancelBeforeHours: typeof v.cancelBeforeHours === 'number' ? v.cancelBeforeHours : DEFAULT_CANCEL_BEFORE_HOURS,
    defaultFreeHours: typeof v.defaultFreeHours === 'number' ? v.defaultFreeHours : DEFAULT_FREE_HOURS,
  };
}

/** Saves the park's rules; `apply_to_all` also gives every space the default free hours (所有会议室). */
export async function saveBookingRules(db: Db, body: BookingSettingsBody): Promise<BookingRules> {
  const value: BookingRules = { cancelBeforeHours: body.cancel_before_hours, defaultFreeHours: body.default_free_hours };
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: BOOKING_RULES_KEY, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    if (body.apply_to_all === 1) await tx.update(spaces).set({ freeMinutes: sql`${body.default_free_hours * 60}` });
  });
  return value;
}
