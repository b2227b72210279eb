import { eq } from 'drizzle-orm';
import { MemberRole } from '../../shared/auth/member-roles';
import { addDays, contractEnd } from '../../shared/billing/rules';
import type { Db } from '../db/client';
import { companies, companyMembers, leases, rooms, serviceFees } from '../db/schema/index';
import { searchText, searchTokens } from '../lib/search';

let n = 0;

/**
 * A company (settled unless told otherwise), optionally applied for by a personal user (`userId`), who is then its
 * 负责人 (company_members), as an application makes them.
 */
export async function buildCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}): Promise<typeof companies.$inferSelect> {
  n += 1;
  const name = overrides.name ?? `测试企业${n}号科技有限公司`;
  const text = searchText(name);
  const [row] = await db
    .insert(companies)
    .values({
      name,
      contactName: `联系人${n}`,
      mobile: `1380000${String(n).padStart(4, '0')}`,
      status: 1,
      ...overrides,
      searchText: text,
      searchTokens: searchTokens(text),
    })
    .returning();
  if (row!.userId !== null) await db.insert(companyMembers).values({ companyId: row!.id, userId: row!.userId, role: MemberRole.OWNER });
  return row!;
}

/** A published room asking `monthlyRent` fen a month. */
export async function buildRoom(db: Db, overrides: Partial<typeof rooms.$inferInsert> = {}): Promise<typeof rooms.$inferSelect> {
  n += 1;
  const number = overrides.number ?? `T座-${String(1000 + n)}`;
  const text = searchText(number);
  const [row] = await db
    .insert(rooms)
    .values({
      title: `办公室 ${number}`,
      number,
      position: 'T座10层',
      area: '100',
      monthlyRent: 1_000_000,
      ...overrides,
      searchText: text,
      searchTokens: searchTokens(text),
    })
    .returning();
  return row!;
}

/** A live lease of `room` to `companyId`, paid through `paidUntil`; start and money default sensibly. */
export async function buildLease(
  db: Db,
  companyId: number,
  room: { id: number; number: string },
  overrides: Partial<typeof leases.$inferInsert> & { paidUntil: string },
): Promise<typeof leases.$inferSelect> {
  const startDate = overrides.startDate ?? '2025-01-01';
  const leaseMonths = overrides.leaseMonths ?? 36;
  const cycleMonths = overrides.cycleMonths ?? 3;
  const price = overrides.price ?? 1_000_000;
  const [row] = await db
    .insert(leases)
    .values({
      companyId,
      roomId: room.id,
      roomNumber: room.number,
      office: 'T座10层',
      contractNumber: `HT-${room.number}`,
      signDate: addDays(startDate, -10),
      leaseMonths,
      startDate,
      endDate: contractEnd(startDate, leaseMonths),
      price,
      cycleMonths,
      amountDue: price * cycleMonths,
      deposit: price * 2,
      status: 1,
      ...overrides,
    })
    .returning();
  if (row!.status === 1) await db.update(rooms).set({ occupancy: 1 }).where(eq(rooms.id, room.id));
  return row!;
}

/** A live service-fee contract paid through `paidUntil`. */
export async function buildFee(
  db: Db,
  companyId: number,
  overrides: Partial<typeof serviceFees.$inferInsert> & { paidUntil: string },
): Promise<typeof serviceFees.$inferSelect> {
  n += 1;
  const signDate = overrides.signDate ?? '2025-01-01';
  const leaseMonths = overrides.leaseMonths ?? 24;
  const cycleMonths = overrides.cycleMonths ?? 3;
  const price = overrides.price ?? 50_000;
  const [row] = await db
    .insert(serviceFees)
    .values({
      companyId,
      title: `物业服务费${n}`,
      signDate,
      leaseMonths,
      signExpire: contractEnd(signDate, leaseMonths),
      price,
      cycleMonths,
      amountDue: price * cycleMonths,
      status: 1,
      ...overrides,
    })
    .returning();
  return row!;
}
