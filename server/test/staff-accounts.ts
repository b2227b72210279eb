import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { StaffRole, type StaffRoleValue } from '../../shared/auth/staff-roles';
import { LoginType } from '../../shared/constants';
import { auditLog, sessions, users } from '../db/schema/index';
import { createTestApp, signIn, type TestApp } from './harness';

/** A signed-in account and its token, as signIn answers. */
export type SignedIn = Awaited<ReturnType<typeof signIn>>;

/**
 * The app, and the two administrators of 三员分立 who make the staff calls signed in under the names given: the
 * system administrator (system, content and operations) and the security administrator.
 */
export async function appWithAdministrators(names: { sys: string; sec: string }): Promise<{ t: TestApp; sys: SignedIn; sec: SignedIn }> {
  const t = await createTestApp();
  const sys = await signIn(t, {
    type: LoginType.ADMIN,
    username: names.sys,
    roles: [StaffRole.SYSTEM, StaffRole.CONTENT, StaffRole.OPERATIONS],
  });
  const sec = await signIn(t, { type: LoginType.ADMIN, username: names.sec, roles: [StaffRole.SECURITY] });
  return { t, sys, sec };
}

/**
 * What the staff tests read back, on the app `app()` answers once it is made: an account's row, how many live
 * sessions it has, and the latest audit line of an action.
 */
export function accountReads(app: () => TestApp) {
  const db = () => app().database.db;
  return {
    userRow: async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!,
    liveSessions: async (userId: number) =>
      (
        await db()
          .select({ n: count() })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      )[0]!.n,
    lastAudit: async (action: string) =>
      (await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0],
  };
}

/**
 * The app on the clock `now` reads, and one staff account signed in (the first administrator's roles unless `roles`
 * names others), with its token: how the tests of the staff's side begin.
 */
export async function appWithStaff(now: () => Date, roles?: StaffRoleValue[]): Promise<{ t: TestApp; staff: SignedIn; token: string }> {
  const t = await createTestApp({}, { now });
  const staff = await signIn(t, { type: LoginType.ADMIN, roles });
  return { t, staff, token: staff.token };
}
