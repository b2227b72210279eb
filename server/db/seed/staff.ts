import { asc, eq } from 'drizzle-orm';
import { LoginType } from '../../../shared/constants';
import type { Db } from '../client';
import { users } from '../schema/index';

/**
 * The first administrator (created before the demo is seeded, server/main.ts), who stands as the staff member
 * behind the demo's answers; null when there is none (a seed run on its own).
 */
export async function firstAdminId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginType, LoginType.ADMIN)).orderBy(asc(users.id)).limit(1);
  return row?.id ?? null;
}
