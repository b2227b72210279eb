import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { companies, leases, payments, serviceFees } from '../../db/schema/index';
import { seedIfEmpty } from '../../db/seed/index';
import { createSession } from '../auth/session.service';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import * as billingCalls from '../../../shared/calls/billing';

// The demo park on a fresh start, seen through the billing calls.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, t.app.log);
  admin = (await signIn(t, { type: 1 })).token;
});
afterAll(() => t.close());

describe('demo billing content', () => {
  it('gives every warnings tab rows, for rent and for other fees', async () => {
    for (const c of [billingCalls.warnList, billingCalls.ortherwarnList]) {
      for (const type of [0, 1, 2]) {
        const res = await t.call(c, { type }, admin);
        expect(res.body.count, `${c.path} type ${type}`).toBeGreaterThan(0);
      }
      expect((await t.call(c, { type: 0 }, admin)).body.count, c.path).toBeGreaterThan(7);
    }
  });

  it('keeps rooms.occupancy in step with live leases', async () => {
    const r = await t.database.db.execute(sql`
      select count(*)::int as n from rooms
      where occupancy <> (case when exists (select 1 from leases l where l.room_id = rooms.id and l.status = 1) then 1 else 0 end)`);
    expect((r as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const overview = await t.call(billingCalls.warnData, {}, admin);
    expect(overview.body.data.leased_room_number).toBeGreaterThan(10);
  });

  it("shows the demo company 'hanxin' a warned lease", async () => {
    const [hanxin] = await t.database.db.select().from(companies).where(eq(companies.name, '杭州瀚芯微电子有限公司'));
    const { token } = await createSession(
      t.database.db,
      t.env,
      { id: hanxin!.userId!, loginType: 2 },
      { ip: '127.0.0.1', userAgent: 'test' },
    );
    const res = await t.call(billingCalls.myRoom, {}, token);
    expect(res.body.data.some((r: { remind_time: number }) => r.remind_time === 1)).toBe(true);
    expect(res.body.data.some((r: { status: number }) => r.status === 2)).toBe(true);
    const fees = await t.call(billingCalls.myOrtherroom, {}, token);
    expect(fees.body.data.some((r: { remind_time: number }) => r.remind_time === 1)).toBe(true);
  });

  it('numbers every lease and fee contract, each number once', async () => {
    for (const c of [billingCalls.leaseList, billingCalls.feeList]) {
      const numbers = (await t.call(c, { status: 0, page_size: 50 }, admin)).body.data.map((r: { number: string }) => r.number);
      expect(numbers.length, c.path).toBeGreaterThan(0);
      expect(
        numbers.filter((n: string) => !n),
        c.path,
      ).toEqual([]);
      expect(new Set(numbers).size, c.path).toBe(numbers.length);
    }
  });

  it('ends each contract’s payment history exactly on its paid-through date', async () => {
    const db = t.database.db;
    for (const [table, type] of [
      [leases, 1],
      [serviceFees, 2],
    ] as const) {
      const rows = await db.select({ id: table.id, paidUntil: table.paidUntil }).from(table);
      for (const c of rows) {
        const [last] = await db
          .select()
          .from(payments)
          .where(and(eq(payments.recordType, type), eq(payments.recordId, c.id)))
          .orderBy(desc(payments.payTime), desc(payments.id))
          .limit(1);
        expect(last?.paidUntil, `${type}/${c.id}`).toBe(c.paidUntil);
        expect(last!.payTime.getTime()).toBeLessThan(Date.now());
      }
    }
  });
});
