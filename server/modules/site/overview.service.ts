import { and, count, eq } from 'drizzle-orm';
import { ShopStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { companies, financeItems, policies, rooms, startupItems, techItems, trainItems } from '../../db/schema/index';

/** The park at a glance, counted live: what /company's "company count text" and the home page show. */
export async function parkOverview(db: Db) {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [companyCount, roomCount, vacantRooms, policyCount, tech, startup, finance, train] = await Promise.all([
    n(db.select({ n: count() }).from(companies).where(eq(companies.status, ShopStatus.PASSED))),
    n(db.select({ n: count() }).from(rooms).where(eq(rooms.status, 1))),
    n(db.select({ n: count() }).from(rooms).where(and(eq(rooms.status, 1), eq(rooms.occupancy, 0)))),
    n(db.select({ n: count() }).from(policies).where(eq(policies.status, 1))),
    n(db.select({ n: count() }).from(techItems).where(eq(techItems.status, 1))),
    n(db.select({ n: count() }).from(startupItems).where(eq(startupItems.status, 1))),
    n(db.select({ n: count() }).from(financeItems).where(eq(financeItems.status, 1))),
    n(db.select({ n: count() }).from(trainItems).where(eq(trainItems.status, 1))),
  ]);
  return {
    shop_number: companyCount,
    room_number: roomCount,
    vacant_room_number: vacantRooms,
    policy_number: policyCount,
    service_number: tech + startup + finance,
    train_number: train,
  };
}
