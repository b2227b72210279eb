import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole } from '../../../shared/auth/member-roles';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as billingCalls from '../../../shared/calls/billing';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { companyMembers } from '../../db/schema/index';
import { buildCompany, buildFee, buildLease, buildRoom } from '../../test/billing-factories';
import { signIn, type TestApp } from '../../test/harness';
import { appWithStaff } from '../../test/staff-accounts';
import { messagesOf } from '../../test/messages';

// 2026-03-01 10:00 in park time.
const NOW = new Date('2026-03-01T02:00:00Z');

let t: TestApp;
let staff: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ({ t, staff } = await appWithStaff(() => NOW, [StaffRole.OPERATIONS]));
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signIn>>;

/** A settled company with its 负责人, a 财务 and a 经办人. */
async function team() {
  const [owner, finance, agent] = [await signIn(t), await signIn(t), await signIn(t)] as [Person, Person, Person];
  const company = await buildCompany(t.database.db, { userId: owner.user.id });
  await t.database.db.insert(companyMembers).values([
    { companyId: company.id, userId: finance.user.id, role: MemberRole.FINANCE },
    { companyId: company.id, userId: agent.user.id, role: MemberRole.AGENT },
  ]);
  return { companyId: company.id, owner, finance, agent };
}

const paymentMessages = (who: Person) => messagesOf(t, who.user.id, MessageKind.PAYMENT_RECORDED);

describe('messages of a recorded payment (issue 32)', () => {
  it("tells the company's 负责人 and 财务 the new paid-through date, not its 经办人, once a payment", async () => {
    const { companyId, owner, finance, agent } = await team();
    const room = await buildRoom(t.database.db);
    const lease = await buildLease(t.database.db, companyId, room, {
      startDate: '2025-12-01',
      paidUntil: '2026-02-28',
      cycleMonths: 3,
      price: 500_000,
    });
    const pay = { type: 1, id: lease.id, pay_way: '对公转账', expire_time: '2026-02-28' };
    const res = await t.call(billingCalls.payAdd, pay, staff.token);
    expect(res.body).toMatchObject({ code: 1, data: { expire_time: '2026-05-31' } });
    // The same payment sent again (a double click on a stale page) records nothing and tells nothing.
    expect((await t.call(billingCalls.payAdd, pay, staff.token)).body.code).toBe(0);
    for (const who of [owner, finance]) {
      expect(await paymentMessages(who)).toEqual([
        expect.objectContaining({
          title: '缴费已登记',
          event: `payment_recorded:${res.body.data.payment_id}`,
          body: `房间 ${room.number} 的房租已登记缴费 15,000.00 元，已缴至 2026-05-31。`,
          link: '/room_price',
          actorId: staff.user.id,
        }),
      ]);
    }
    expect(await messagesOf(t, agent.user.id)).toEqual([]);
    expect(await messagesOf(t, staff.user.id)).toEqual([]);

    // The next payment is a new event.
    await t.call(billingCalls.payAdd, { type: 1, id: lease.id, pay_way: '现金' }, staff.token);
    expect((await paymentMessages(finance)).map((m) => m.body)).toEqual([
      `房间 ${room.number} 的房租已登记缴费 15,000.00 元，已缴至 2026-05-31。`,
      `房间 ${room.number} 的房租已登记缴费 15,000.00 元，已缴至 2026-08-31。`,
    ]);
  });

  it("links a service fee's payment to the service-fee page; a double click is one payment and one message", async () => {
    const { companyId, owner, finance, agent } = await team();
    const fee = await buildFee(t.database.db, companyId, { paidUntil: '2026-03-31', title: '物业服务费A' });
    const pay = { type: 2, id: fee.id, pay_way: '对公转账', expire_time: '2026-03-31' };
    const results = await Promise.all([t.call(billingCalls.payAdd, pay, staff.token), t.call(billingCalls.payAdd, pay, staff.token)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    for (const who of [owner, finance]) {
      expect(await paymentMessages(who)).toEqual([
        expect.objectContaining({ link: '/service_price', body: '「物业服务费A」已登记缴费 1,500.00 元，已缴至 2026-06-30。' }),
      ]);
    }
    expect(await messagesOf(t, agent.user.id)).toEqual([]);
  });
});
