import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index';
import { buildCompany, buildFee, buildLease, buildRoom } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import * as billingCalls from '../../../shared/calls/billing';

const NOW = new Date('2026-03-01T02:00:00Z');

let t: TestApp;
let owner: string;
let stranger: string;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const db = t.database.db;
  const o = await signIn(t);
  const s = await signIn(t);
  owner = o.token;
  stranger = s.token;
  admin = (await signIn(t, { type: 1 })).token;
  const mine = await buildCompany(db, { userId: o.user.id, name: '自家科技有限公司' });
  const theirs = await buildCompany(db, { userId: s.user.id, name: '别家科技有限公司' });
  ids.mine = mine.id;
  const r1 = await buildRoom(db, { number: 'M座-0101' });
  const r2 = await buildRoom(db, { number: 'M座-0102' });
  const r3 = await buildRoom(db, { number: 'M座-0103' });
  const r4 = await buildRoom(db, { number: 'M座-0104' });
  ids.ended = (
    await buildLease(db, mine.id, r1, {
      paidUntil: '2025-06-30',
      startDate: '2024-07-01',
      leaseMonths: 12,
      signDate: '2024-09-01',
      status: 2,
    })
  ).id;
  ids.warned = (
    await buildLease(db, mine.id, r2, {
      paidUntil: '2026-03-04',
      startDate: '2025-03-05',
      signDate: '2025-02-20',
      cycleMonths: 1,
      price: 888_888,
    })
  ).id;
  ids.fine = (await buildLease(db, mine.id, r3, { paidUntil: '2026-05-31', startDate: '2025-06-01', signDate: '2025-05-20' })).id;
  ids.theirs = (await buildLease(db, theirs.id, r4, { paidUntil: '2026-03-02' })).id;
  ids.fee = (
    await buildFee(db, mine.id, { title: '物业服务费', contractNumber: 'WY-2025-003', paidUntil: '2026-02-27', signDate: '2025-03-01' })
  ).id;
  ids.feeFine = (await buildFee(db, mine.id, { title: '宽带服务费', paidUntil: '2026-12-31', signDate: '2025-01-01', cycleMonths: 12 })).id;
  ids.theirFee = (await buildFee(db, theirs.id, { title: '别家物业费', paidUntil: '2026-03-02' })).id;
  await db.insert(payments).values([
    {
      recordType: 1,
      recordId: ids.warned,
      payTime: new Date('2026-01-03T02:00:00Z'),
      paidUntil: '2026-02-04',
      previousPaidUntil: '2026-01-04',
      amount: 888_888,
      payWay: '对公转账',
      remark: '一月',
      recordedBy: null,
    },
    {
      recordType: 1,
      recordId: ids.warned,
      payTime: new Date('2026-02-03T02:00:00Z'),
      paidUntil: '2026-03-04',
      previousPaidUntil: '2026-02-04',
      amount: 888_888,
      payWay: '微信支付',
      remark: '二月',
      recordedBy: null,
    },
    {
      recordType: 1,
      recordId: ids.theirs,
      payTime: new Date('2026-02-03T02:00:00Z'),
      paidUntil: '2026-03-02',
      previousPaidUntil: '2025-12-02',
      amount: 1,
      payWay: '现金',
      remark: '',
      recordedBy: null,
    },
  ]);
});
afterAll(() => t.close());

describe('my_room', () => {
  it("lists only the session company's leases, live first then ended, newest sign first, with warnings", async () => {
    const res = await t.call(billingCalls.myRoom, { shop_id: 999999 }, owner);
    expect(res.body.code).toBe(1);
    expect(res.body.count).toBe(3);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([ids.fine, ids.warned, ids.ended]);
    const [fine, warned, ended] = res.body.data;
    expect(warned).toMatchObject({
      room_number: 'M座-0102',
      sign_time: '2025-02-20',
      lease_time: '36个月',
      expire_time: '2026-03-04',
      price: '8888.88',
      pay_way: '月付',
      real_money: '8888.88',
      remind_time: 1,
      days_left: 3,
      overdue: false,
      warn_text: '即将到期（1个月内），请及时续费',
      status: 1,
    });
    expect(fine).toMatchObject({ remind_time: 0, warn_text: '' });
    expect(ended).toMatchObject({ status: 2, remind_time: 0, overdue: false, warn_text: '' });
  });

  it('carries its company as `shop` (spec §3 tenancy record), the same fields as user info’s shop', async () => {
    const res = await t.call(billingCalls.myRoom, {}, owner);
    const company = ids.mine;
    for (const item of res.body.data) expect(item.shop).toEqual({ id: company, shop_name: '自家科技有限公司', status: 1, remark: '' });
  });

  it('pages five at a time and refuses page_size 51', async () => {
    const p2 = await t.call(billingCalls.myRoom, { start: 2, page_size: 2 }, owner);
    expect(p2.body.data.map((r: { id: number }) => r.id)).toEqual([ids.ended]);
    expect((await t.call(billingCalls.myRoom, { page_size: 51 }, owner)).body).toMatchObject({ code: 0, msg: '每页条数应为 1 至 50' });
  });
});

describe('my_ortherroom', () => {
  it("lists the company's fee contracts, overdue ones said so plainly", async () => {
    const res = await t.call(billingCalls.myOrtherroom, {}, owner);
    expect(res.body.count).toBe(2);
    const fee = res.body.data.find((f: { id: number }) => f.id === ids.fee);
    expect(fee).toMatchObject({
      title: '物业服务费',
      number: 'WY-2025-003',
      sign_time: '2025-03-01',
      lease_time: '24个月',
      sign_expire: '2027-02-28',
      expire_time: '2026-02-27',
      price: '500.00',
      pay_way: '季付',
      remind_time: 1,
      overdue: true,
      warn_text: '已逾期 2 天，请尽快续费',
    });
    expect(res.body.data.find((f: { id: number }) => f.id === ids.feeFine)).toMatchObject({ remind_time: 0, pay_way: '年付' });
  });
});

describe('my_record', () => {
  it("shows a lease's payments newest first, without the recorder", async () => {
    const res = await t.call(billingCalls.myRecord, { id: ids.warned, type: 1 }, owner);
    expect(res.body.count).toBe(2);
    expect(res.body.data[0]).toMatchObject({
      pay_time: '2026-02-03 10:00',
      expire_time: '2026-03-04',
      previous_expire_time: '2026-02-04',
      pay_way: '微信支付',
      money: '8888.88',
      remark: '二月',
      recorder: '',
    });
    expect((await t.call(billingCalls.myRecord, { id: ids.fee, type: 2 }, owner)).body).toMatchObject({ code: 1, data: [], count: 0 });
  });

  it("answers another company's ids exactly as unknown ones", async () => {
    for (const body of [
      { id: ids.theirs, type: 1 },
      { id: ids.theirFee, type: 2 },
      { id: 99999, type: 1 },
      { id: 99999, type: 2 },
    ]) {
      expect((await t.call(billingCalls.myRecord, body, owner)).body, JSON.stringify(body)).toMatchObject({
        code: 0,
        msg: '记录不存在',
        data: null,
      });
    }
    expect((await t.call(billingCalls.myRecord, { id: ids.warned, type: 1 }, stranger)).body.msg).toBe('记录不存在');
  });

  it('refuses an unknown type', async () => {
    expect((await t.call(billingCalls.myRecord, { id: ids.warned, type: 3 }, owner)).body).toMatchObject({
      code: 0,
      msg: '类型应为 1（房租）或 2（服务费）',
    });
  });
});

describe('companies not settled', () => {
  it('asks a user without a company, or with one under review, to settle first', async () => {
    const none = await signIn(t);
    const reviewing = await signIn(t);
    await buildCompany(t.database.db, { userId: reviewing.user.id, status: 0 });
    for (const token of [none.token, reviewing.token]) {
      for (const c of [billingCalls.myRoom, billingCalls.myOrtherroom]) {
        expect((await t.call(c, {}, token)).body, c.path).toMatchObject({ code: 0, msg: '请先入驻企业' });
      }
      expect((await t.call(billingCalls.myRecord, { id: ids.warned, type: 1 }, token)).body.msg).toBe('请先入驻企业');
    }
  });
});

describe('the warning lifts on both sides', () => {
  it('is gone from my_room and warn_list once staff record the payment, which shows in the history', async () => {
    const before = await t.call(billingCalls.warnList, { type: 2 }, admin);
    expect(before.body.data.list.map((w: { id: number }) => w.id)).toContain(ids.warned);
    const paid = await t.call(
      billingCalls.payAdd,
      { type: 1, id: ids.warned, pay_way: '对公转账', periods: 2, remark: '三四月房租', expire_time: '2026-03-04' },
      admin,
    );
    expect(paid.body).toMatchObject({ code: 1, data: { expire_time: '2026-05-04' } });
    const mine = await t.call(billingCalls.myRoom, {}, owner);
    expect(mine.body.data.find((r: { id: number }) => r.id === ids.warned)).toMatchObject({
      expire_time: '2026-05-04',
      remind_time: 0,
      warn_text: '',
    });
    const after = await t.call(billingCalls.warnList, { type: 0 }, admin);
    expect(after.body.data.list.map((w: { id: number }) => w.id)).not.toContain(ids.warned);
    const history = await t.call(billingCalls.myRecord, { id: ids.warned, type: 1 }, owner);
    expect(history.body.count).toBe(3);
    expect(history.body.data[0]).toMatchObject({
      expire_time: '2026-05-04',
      previous_expire_time: '2026-03-04',
      money: '17777.76',
      recorder: '',
      pay_time: '2026-03-01 10:00',
    });
  });
});
