import { MemberRole, type MemberRoleValue } from '../../shared/auth/member-roles';
import { DEFAULT_OPENING_HOURS, SPACE_DEFAULTS, type OpeningHours } from '../../shared/bookings/rules';
import { ShopStatus } from '../../shared/constants';
import type { Db } from '../db/client';
import { companyMembers, spaces } from '../db/schema/index';
import { buildCompany } from './billing-factories';
import { signIn, type TestApp } from './harness';

let n = 0;

/** Open every day, all day: for tests that are not about opening hours. */
export const ALL_DAY: OpeningHours = Array.from({ length: 7 }, () => ({ open: '00:00', close: '24:00' }));

/**
 * A bookable space: weekdays 08:30–18:00 unless told, 30 min to 4 h, 30 days ahead, 2 free hours a month, 80 yuan an
 * hour beyond them, no approval.
 */
export async function buildSpace(db: Db, overrides: Partial<typeof spaces.$inferInsert> = {}): Promise<typeof spaces.$inferSelect> {
  n += 1;
  const [row] = await db
    .insert(spaces)
    .values({
      name: `测试会议室${n}`,
      building: 'A座',
      floor: '3层',
      capacity: 10,
      openingHours: DEFAULT_OPENING_HOURS,
      ...SPACE_DEFAULTS,
      freeMinutes: 120,
      pricePerHour: 8000,
      ...overrides,
    })
    .returning();
  return row!;
}

export type Booker = { userId: number; token: string; companyId: number; companyName: string };

/** A personal user with a live session who is a member (`role`, 负责人 unless told) of a new company (settled unless told). */
export async function companyMember(t: TestApp, opts: { role?: MemberRoleValue; status?: number; name?: string } = {}): Promise<Booker> {
  const { user, token } = await signIn(t);
  const company = await buildCompany(t.database.db, {
    status: opts.status ?? ShopStatus.PASSED,
    ...(opts.name ? { name: opts.name } : {}),
  });
  await t.database.db.insert(companyMembers).values({ companyId: company.id, userId: user.id, role: opts.role ?? MemberRole.OWNER });
  return { userId: user.id, token, companyId: company.id, companyName: company.name };
}

/** Another member (`role`) of an existing company, signed in. */
export async function joinCompany(t: TestApp, companyId: number, role: MemberRoleValue): Promise<{ userId: number; token: string }> {
  const { user, token } = await signIn(t);
  await t.database.db.insert(companyMembers).values({ companyId, userId: user.id, role });
  return { userId: user.id, token };
}
