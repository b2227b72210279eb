import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/billing/rules';
import { buildCompany, buildFee, buildLease, buildRoom } from '../../test/billing-factories';
import { signIn, type TestApp } from '../../test/harness';
import { appWithStaff } from '../../test/staff-accounts';
import * as billingCalls from '../../../shared/calls/billing';

// 10:00 on 2026-03-01 in the park: within a week = up to 03-08, within a month = up to 04-01.
const NOW = new Date('2026-03-01T02:00:00Z');
const TODAY = '2026-03-01';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ t, token: admin } = await appWithStaff(() => NOW));
  const db = t.database.db;
  const alpha = await buildCompany(db, { name: '阿尔法智能科技有限公司', contactName: '王法人', mobile: '13900000001' });
  const beta = await buildCompany(db, { name: '贝塔生物医药有限公司' });
  for (const [key, days, company] of [
    ['past', -9, alpha],
    ['d3', 3, beta],
    ['d7', 7, alpha],
    ['d8', 8, beta],
    ['d20', 20, alpha],
    ['d31', 31, beta],
    ['d32', 32, alpha],
  ] as const) {
    const room = await buildRoom(db, { number: `W座-${key}` });
    ids[key] = (await buildLease(db, company.id, room, { paidUntil: addDays(TODAY, days), price: 1_000_000, cycleMonths: 3 })).id;
  }
  const endedRoom = await buildRoom(db, { number: 'W座-ended' });
  await buildLease(db, alpha.id, endedRoom, { paidUntil: addDays(TODAY, -100), status: 2 });
  ids.feeSoon = (
    await buildFee(db, alpha.id, { title: '企业专线宽带服务费', paidUntil: addDays(TODAY, 2), price: 60_000, cycleMonths: 12 })
  ).id;
  ids.feeLate = (await buildFee(db, beta.id, { title: '物业服务费', paidUntil: addDays(TODAY, -40), price: 50_000, cycleMonths: 3 })).id;
  await buildFee(db, beta.id, { title: '停车服务费', paidUntil: addDays(TODAY, 60) });
});
afterAll(() => t.close());

const idsOf = (list: { id: number }[]) => list.map((x) => x.id);

describe('warn_list tabs against a fixed clock', () => {
  it('lists every warned live lease under tab 0, paid-through ascending, with the total due', async () => {
    const res = await t.call(billingCalls.warnList, { type: 0, page_size: 50 }, admin);
    expect(res.body.code).toBe(1);
    expect(idsOf(res.body.data.list)).toEqual([ids.past, ids.d3, ids.d7, ids.d8, ids.d20, ids.d31]);
    expect(res.body.count).toBe(6);
    expect(res.body.data.total_money).toBe('180000.00');
  });

  it('nests the tabs: overdue and up to 7 days under tab 2, overdue and up to a month under tab 1 (week ⊆ month ⊆ all)', async () => {
    const week = await t.call(billingCalls.warnList, { type: 2, page_size: 50 }, admin);
    expect(idsOf(week.body.data.list)).toEqual([ids.past, ids.d3, ids.d7]);
    expect(week.body.count).toBe(3);
    expect(week.body.data.total_money).toBe('90000.00');
    const month = await t.call(billingCalls.warnList, { type: 1, page_size: 50 }, admin);
    expect(idsOf(month.body.data.list)).toEqual([ids.past, ids.d3, ids.d7, ids.d8, ids.d20, ids.d31]);
    expect(month.body.count).toBe(6);
    expect(month.body.data.total_money).toBe('180000.00');
    const all = await t.call(billingCalls.warnList, { type: 0, page_size: 50 }, admin);
    const inTabs = (id: number) => [all, month, week].map((r) => idsOf(r.body.data.list).includes(id));
    expect(inTabs(ids.d3!)).toEqual([true, true, true]);
    expect(inTabs(ids.d20!)).toEqual([true, true, false]);
    expect(inTabs(ids.past!)).toEqual([true, true, true]);
    expect(inTabs(ids.d32!)).toEqual([false, false, false]);
  });

  it('nests the fee tabs the same way, ordered by paid-through date', async () => {
    const week = await t.call(billingCalls.ortherwarnList, { type: 2 }, admin);
    const month = await t.call(billingCalls.ortherwarnList, { type: 1 }, admin);
    expect(idsOf(week.body.data.list)).toEqual([ids.feeLate, ids.feeSoon]);
    expect(idsOf(month.body.data.list)).toEqual([ids.feeLate, ids.feeSoon]);
  });

  it('gives each item the detail dialog fields and the warning from the rules', async () => {
    const res = await t.call(billingCalls.warnList, { type: 2 }, admin);
    const [past, d3] = res.body.data.list;
    expect(past).toMatchObject({
      record_type: 1,
      company_name: '阿尔法智能科技有限公司',
      name: '王法人',
      phone: '13900000001',
      title: 'W座-past',
      room_number: 'W座-past',
      expire_time: '2026-02-20',
      days_left: -9,
      overdue: true,
      remind_time: 1,
      warn_text: '已逾期 9 天，请尽快续费',
      real_pay: '30000.00',
      yajin: '20000.00',
      price: '10000.00',
      pay_way: '季付',
      start_time: '2025-01-01',
      end_time: '2027-12-31',
    });
    expect(d3).toMatchObject({
      days_left: 3,
      overdue: false,
      warn_text: '即将到期（1个月内），请及时续费',
      next_expire_time: '2026-06-04',
    });
  });

  it('pages with the total over the whole filtered set', async () => {
    const p2 = await t.call(billingCalls.warnList, { type: 0, start: 2, page_size: 4 }, admin);
    expect(idsOf(p2.body.data.list)).toEqual([ids.d20, ids.d31]);
    expect(p2.body.count).toBe(6);
    expect(p2.body.data.total_money).toBe('180000.00');
  });

  it('searches company names and room numbers', async () => {
    const byCompany = await t.call(billingCalls.warnList, { keyword: '阿尔法' }, admin);
    expect(idsOf(byCompany.body.data.list)).toEqual([ids.past, ids.d7, ids.d20]);
    const byRoom = await t.call(billingCalls.warnList, { keyword: 'w座-d2' }, admin);
    expect(byRoom.body.data.list.map((x: { title: string }) => x.title)).toEqual(['W座-d20']);
    const escaped = await t.call(billingCalls.warnList, { keyword: '%' }, admin);
    expect(escaped.body.count).toBe(0);
  });

  it('lists warned fee contracts on ortherwarn_list', async () => {
    const res = await t.call(billingCalls.ortherwarnList, { type: 0 }, admin);
    expect(idsOf(res.body.data.list)).toEqual([ids.feeLate, ids.feeSoon]);
    expect(res.body.data.total_money).toBe(`${(1500 + 7200).toFixed(2)}`);
    expect(res.body.data.list[1]).toMatchObject({
      record_type: 2,
      title: '企业专线宽带服务费',
      room_number: '',
      next_expire_time: '2027-03-03',
    });
    const byTitle = await t.call(billingCalls.ortherwarnList, { keyword: '宽带' }, admin);
    expect(idsOf(byTitle.body.data.list)).toEqual([ids.feeSoon]);
  });

  it('refuses bad input with the contract messages', async () => {
    expect((await t.call(billingCalls.warnList, { type: 3 }, admin)).body).toMatchObject({ code: 0, msg: '预警类型应为 0、1 或 2' });
    expect((await t.call(billingCalls.warnList, { page_size: 51 }, admin)).body).toMatchObject({ code: 0, msg: '每页条数应为 1 至 50' });
  });
});

describe('warn_data', () => {
  it('counts rooms, companies, warnings, occupancy and the next 12 months of expiries', async () => {
    const res = await t.call(billingCalls.warnData, { admin_id: 999 }, admin);
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      room_number: 8,
      shop_number: 2,
      warn_number: 6,
      other_warn_number: 2,
      overdue_number: 2,
      leased_room_number: 7,
      room_rate: '87.5',
      total_money: '180000.00',
      other_total_money: '8700.00',
      today: TODAY,
    });
    const months = res.body.data.expiry_months as { month: string; leases: number; fees: number }[];
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ month: '2026-03', leases: 4, fees: 1, money: '127200.00' });
    expect(months[1]).toMatchObject({ month: '2026-04', leases: 2, fees: 1, money: '61500.00' });
    expect(months[2]).toMatchObject({ month: '2026-05', leases: 0, fees: 0, money: '0.00' });
    expect(months[11]!.month).toBe('2027-02');
  });

  it('answers zeros for a park with no rooms, companies or contracts', async () => {
    const { t: empty, token: staff } = await appWithStaff(() => NOW);
    try {
      const res = await empty.call(billingCalls.warnData, {}, staff);
      expect(res.body.data).toMatchObject({
        room_number: 0,
        shop_number: 0,
        warn_number: 0,
        other_warn_number: 0,
        overdue_number: 0,
        leased_room_number: 0,
        room_rate: '0.0',
        total_money: '0.00',
        other_total_money: '0.00',
      });
      expect(res.body.data.expiry_months.every((m) => m.leases === 0 && m.fees === 0 && m.money === '0.00')).toBe(true);
    } finally {
      await empty.close();
    }
  });
});

describe('who may call the staff calls', () => {
  const staffCalls = [
    billingCalls.warnList,
    billingCalls.ortherwarnList,
    billingCalls.warnData,
    billingCalls.updateTime,
    billingCalls.payAdd,
    billingCalls.leaseList,
    billingCalls.feeList,
    billingCalls.leaseSave,
    billingCalls.feeSave,
    billingCalls.leaseEnd,
    billingCalls.feeEnd,
    billingCalls.contractOptions,
    billingCalls.recordList,
  ];

  it('refuses a personal token on every staff call and a visitor with 50008', async () => {
    const user = await signIn(t);
    for (const c of staffCalls) {
      expect((await t.call(c, { type: 1, id: ids.d3 }, user.token)).body, c.path).toMatchObject({ code: 0, msg: '无权访问' });
      expect((await t.call(c, { type: 1, id: ids.d3 })).body.code, c.path).toBe(50008);
    }
  });

  it('refuses the company calls to staff and visitors', async () => {
    for (const c of [billingCalls.myRoom, billingCalls.myOrtherroom, billingCalls.myRecord]) {
      expect((await t.call(c, { id: 1, type: 1 }, admin)).body, c.path).toMatchObject({ code: 0, msg: '请切换为个人登录！' });
      expect((await t.call(c, { id: 1, type: 1 })).body.code, c.path).toBe(50008);
    }
  });
});
