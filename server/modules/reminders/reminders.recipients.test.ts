import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import { addDays } from '../../../shared/billing/rules';
import { UserStatus } from '../../../shared/constants';
import { companyMembers, leases, users } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { makeCompany, makeLease, parkTime, recordingChannel, silentLog } from './reminders.fixtures';
import { runReminders } from './reminders.service';

/**
 * Where an expiry reminder's SMS goes (issue 30): the first 财务 member with a verified mobile, else the first 负责人
 * with one, else the company's contact mobile — never the members without a mobile, nor disabled accounts.
 */
const DAY0 = '2026-03-10';
const clock = parkTime(DAY0, 10);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

async function member(companyId: number, role: number, phone: string | null) {
  const { user } = await signIn(t);
  await t.database.db.update(users).set({ phone }).where(eq(users.id, user.id));
  await t.database.db.insert(companyMembers).values({ companyId, userId: user.id, role });
  return user.id;
}

/** The mobile the reminder of a lease due in 7 days goes to (each call a new company and lease). */
async function recipient(setup: (companyId: number) => Promise<void>, contact = '13900000000'): Promise<string> {
  await t.database.db.update(leases).set({ status: 2 });
  const co = await makeCompany(t.database.db, { mobile: contact });
  await setup(co.id);
  await makeLease(t.database.db, co.id, addDays(DAY0, 7));
  const channel = recordingChannel();
  await runReminders({ db: t.database.db, channels: [channel], now: clock, log: silentLog });
  expect(channel.sent).toHaveLength(1);
  return channel.sent[0]!.mobile;
}

describe('expiry reminders go to the 财务, else the 负责人, else the contact mobile', () => {
  it('the first 财务 with a verified mobile, before any 负责人', async () => {
    const to = await recipient(async (id) => {
      await member(id, MemberRole.OWNER, '13911110001');
      await member(id, MemberRole.FINANCE, null);
      await member(id, MemberRole.FINANCE, '13911110002');
      await member(id, MemberRole.FINANCE, '13911110003');
      await member(id, MemberRole.AGENT, '13911110004');
    });
    expect(to).toBe('13911110002');
  });

  it('the 负责人 when no 财务 has a mobile (a disabled 财务 does not count; a 经办人 never does)', async () => {
    const to = await recipient(async (id) => {
      const off = await member(id, MemberRole.FINANCE, '13922220001');
      await t.database.db.update(users).set({ status: UserStatus.DISABLED }).where(eq(users.id, off));
      await member(id, MemberRole.AGENT, '13922220002');
      await member(id, MemberRole.OWNER, '13922220003');
    });
    expect(to).toBe('13922220003');
  });

  it('the contact mobile when no 财务 or 负责人 has one (or the company has no members)', async () => {
    expect(await recipient(async (id) => void (await member(id, MemberRole.OWNER, null)), '13933330001')).toBe('13933330001');
    expect(await recipient(async () => undefined, '13933330002')).toBe('13933330002');
  });
});
