import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, leases, payments, rooms, serviceFees } from '../../db/schema/index';
import { buildCompany, buildLease, buildRoom } from '../../test/billing-factories';
import type { TestApp } from '../../test/harness';
import { appWithStaff } from '../../test/staff-accounts';
import * as billingCalls from '../../../shared/calls/billing';

const NOW = new Date('2026-03-01T02:00:00Z');

let t: TestApp;
let admin: string;
let companyId: number;
let roomId: number;
let spareRoomId: number;

beforeAll(async () => {
  ({ t, token: admin } = await appWithStaff(() => NOW));
  companyId = (await buildCompany(t.database.db, { name: '合同测试科技有限公司' })).id;
  roomId = (await buildRoom(t.database.db, { number: 'K座-0801', monthlyRent: 1_200_000 })).id;
  spareRoomId = (await buildRoom(t.database.db, { number: 'K座-0802' })).id;
});
afterAll(() => t.close());

const leaseBody = () => ({
  company_id: companyId,
  room_id: roomId,
  number: 'ZL-2026-001',
  sign_time: '2026-02-20',
  start_time: '2026-03-01',
  lease_months: 24,
  cycle_months: 3,
  price: '12000.50',
  yajin: 24001,
});

async function lease(id: number) {
  return (await t.database.db.select().from(leases).where(eq(leases.id, id)))[0]!;
}
async function occupancy(id: number) {
  return (await t.database.db.select({ o: rooms.occupancy }).from(rooms).where(eq(rooms.id, id)))[0]!.o;
}
async function audits(objectType: string, id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(id))))
    .orderBy(asc(auditLog.id));
}

describe('lease_save', () => {
  let id: number;

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const ok = leaseBody();
    const cases: [object, string][] = [
      [{ ...ok, price: -1 }, '月租金不能为负数'],
      [{ ...ok, price: '12.345' }, '月租金格式错误，应为不超过两位小数的金额'],
      [{ ...ok, yajin: '-5' }, '押金不能为负数'],
      [{ ...ok, cycle_months: 2 }, '付款方式应为月付、季付、半年付或年付'],
      [{ ...ok, start_time: '2026-02-30' }, '起租日期不是有效日期（格式 yyyy-MM-dd）'],
      [{ ...ok, lease_months: 0 }, '租期应为 1 至 240 个月'],
      [{ ...ok, number: ' ' }, '请输入合同编号'],
      [{ ...ok, sign_time: '2026-03-02' }, '签约日期不能晚于起租日期'],
      [{ ...ok, expire_time: '2026-02-19' }, '已缴至日期不能早于签约日期'],
      [{ ...ok, company_id: 999999 }, '请选择已入驻的企业'],
      [{ ...ok, room_id: 999999 }, '房间不存在'],
      [{ ...ok, id: 999999 }, '记录不存在'],
    ];
    for (const [body, msg] of cases) expect((await t.call(billingCalls.leaseSave, body, admin)).body, msg).toMatchObject({ code: 0, msg });
    const pending = await buildCompany(t.database.db, { status: 0 });
    expect((await t.call(billingCalls.leaseSave, { ...ok, company_id: pending.id }, admin)).body.msg).toBe('请选择已入驻的企业');
    expect(await t.database.db.select().from(leases)).toHaveLength(0);
    expect(await occupancy(roomId)).toBe(0);
  });

  it('creates a lease with the defaults: contract end, amount due, nothing paid; the room becomes let', async () => {
    const res = await t.call(billingCalls.leaseSave, leaseBody(), admin);
    expect(res.body).toMatchObject({ code: 1, msg: '合同已创建' });
    id = res.body.data.id;
    expect(await lease(id)).toMatchObject({
      companyId,
      roomId,
      roomNumber: 'K座-0801',
      office: 'T座10层',
      endDate: '2028-02-29',
      paidUntil: '2026-02-28',
      price: 1_200_050,
      amountDue: 3_600_150,
      deposit: 2_400_100,
      cycleMonths: 3,
      status: 1,
    });
    expect(await occupancy(roomId)).toBe(1);
    const [a] = await audits('lease', id);
    expect(a).toMatchObject({
      action: 'lease.create',
      detail: { before: null, after: { expire_time: '2026-02-28', real_money_fen: 3_600_150 } },
    });
  });

  it('refuses a second live lease on the room, also when two arrive at once', async () => {
    const other = await buildCompany(t.database.db);
    const second = { ...leaseBody(), company_id: other.id, number: 'ZL-2026-002' };
    expect((await t.call(billingCalls.leaseSave, second, admin)).body).toMatchObject({ code: 0, msg: '该房间已有在租合同' });
    const racing = { ...leaseBody(), room_id: spareRoomId };
    const results = await Promise.all([
      t.call(billingCalls.leaseSave, racing, admin),
      t.call(billingCalls.leaseSave, { ...racing, number: 'ZL-X' }, admin),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.body.code === 0)!.body.msg).toBe('该房间已有在租合同');
    expect(await t.database.db.select().from(leases).where(eq(leases.roomId, spareRoomId))).toHaveLength(1);
  });

  it('edits a lease, moving rooms, with the audit before → after', async () => {
    const third = await buildRoom(t.database.db, { number: 'K座-0803' });
    const res = await t.call(
      billingCalls.leaseSave,
      { ...leaseBody(), id, room_id: third.id, real_money: '30000', expire_time: '2026-05-31' },
      admin,
    );
    expect(res.body).toMatchObject({ code: 1, msg: '合同已保存', data: { id } });
    expect(await lease(id)).toMatchObject({ roomId: third.id, roomNumber: 'K座-0803', amountDue: 3_000_000, paidUntil: '2026-05-31' });
    expect(await occupancy(roomId)).toBe(0);
    expect(await occupancy(third.id)).toBe(1);
    const edit = (await audits('lease', id)).find((a) => a.action === 'lease.update')!;
    expect(edit.detail).toMatchObject({
      before: { room_id: roomId, expire_time: '2026-02-28' },
      after: { room_id: third.id, expire_time: '2026-05-31' },
    });
    const kept = await t.call(billingCalls.leaseSave, { ...leaseBody(), id, room_id: third.id }, admin);
    expect(kept.body.code).toBe(1);
    expect((await lease(id)).paidUntil).toBe('2026-05-31');
  });

  it('ends a lease once, freeing its room, and refuses payments and edits afterwards', async () => {
    const l = await lease(id);
    expect((await t.call(billingCalls.leaseEnd, { id, remark: '提前退租' }, admin)).body).toMatchObject({ code: 1, msg: '合同已终止' });
    expect(await lease(id)).toMatchObject({ status: 2, endedAt: NOW });
    expect(await occupancy(l.roomId!)).toBe(0);
    expect((await t.call(billingCalls.leaseEnd, { id }, admin)).body).toMatchObject({ code: 0, msg: '合同已终止，不能操作' });
    expect((await t.call(billingCalls.payAdd, { type: 1, id, pay_way: '现金' }, admin)).body.msg).toBe('合同已终止，不能操作');
    expect((await t.call(billingCalls.leaseSave, { ...leaseBody(), id, room_id: l.roomId }, admin)).body.msg).toBe('合同已终止，不能操作');
    expect((await t.call(billingCalls.leaseEnd, { id: 999999 }, admin)).body.msg).toBe('记录不存在');
    expect((await audits('lease', id)).find((a) => a.action === 'lease.end')!.detail).toMatchObject({
      before: { status: 1 },
      after: { status: 2 },
      remark: '提前退租',
    });
  });

  it('lists leases by status and keyword with company names', async () => {
    const live = await t.call(billingCalls.leaseList, {}, admin);
    expect(live.body.data.every((l: { status: number }) => l.status === 1)).toBe(true);
    const all = await t.call(billingCalls.leaseList, { status: 0, keyword: 'K座-0803' }, admin);
    expect(all.body).toMatchObject({
      count: 1,
      data: [{ id, status: 2, company_name: '合同测试科技有限公司', room_number: 'K座-0803', remind_time: 0 }],
    });
    expect((await t.call(billingCalls.leaseList, { status: 3 }, admin)).body.msg).toBe('状态应为 0、1 或 2');
    const byCompany = await t.call(billingCalls.leaseList, { status: 2, keyword: '合同测试' }, admin);
    expect(byCompany.body.count).toBe(1);
    const byNumber = await t.call(billingCalls.leaseList, { status: 0, keyword: all.body.data[0]!.number }, admin);
    expect(byNumber.body.data.map((l) => l.id)).toContain(id);
  });

  it('offers settled companies and published rooms with their leased flag', async () => {
    const res = await t.call(billingCalls.contractOptions, {}, admin);
    expect(res.body.data.companies.map((c: { id: number }) => c.id)).toContain(companyId);
    const spare = res.body.data.rooms.find((r: { id: number }) => r.id === spareRoomId);
    expect(spare).toMatchObject({ number: 'K座-0802', leased: true, monthly_rent: '10000.00' });
    expect(res.body.data.rooms.find((r: { id: number }) => r.id === roomId)).toMatchObject({ leased: false, monthly_rent: '12000.00' });
  });
});

describe('fee_save and fee_end', () => {
  it('creates, edits and ends a fee contract; refuses bad input', async () => {
    const body = {
      company_id: companyId,
      title: '物业服务费',
      number: ' FW-2026-001 ',
      sign_time: '2026-01-31',
      lease_months: 12,
      cycle_months: 1,
      price: '800',
    };
    expect((await t.call(billingCalls.feeSave, { ...body, cycle_months: 5 }, admin)).body.msg).toBe('付款方式应为月付、季付、半年付或年付');
    const { number: _omitted, ...unnumbered } = body;
    expect((await t.call(billingCalls.feeSave, unnumbered, admin)).body.msg).toBe('请输入合同编号');
    expect((await t.call(billingCalls.feeSave, { ...body, number: ' ' }, admin)).body.msg).toBe('请输入合同编号');
    expect((await t.call(billingCalls.feeSave, { ...body, number: 'F'.repeat(65) }, admin)).body.msg).toBe('合同编号不能超过 64 个字');
    expect((await t.call(billingCalls.feeSave, { ...body, price: -800 }, admin)).body.msg).toBe('月单价不能为负数');
    expect((await t.call(billingCalls.feeSave, { ...body, expire_time: '2026-01-30' }, admin)).body.msg).toBe('已缴至日期不能早于签约日期');
    expect(await t.database.db.select().from(serviceFees)).toHaveLength(0);
    const res = await t.call(billingCalls.feeSave, body, admin);
    const id = res.body.data.id;
    const [row] = await t.database.db.select().from(serviceFees).where(eq(serviceFees.id, id));
    expect(row).toMatchObject({
      contractNumber: 'FW-2026-001',
      signExpire: '2027-01-30',
      paidUntil: '2026-01-30',
      amountDue: 80_000,
      status: 1,
    });
    const edit = { ...body, id, title: '物业管理服务费', number: 'FW-2026-001-B', lease_months: 24 };
    expect((await t.call(billingCalls.feeSave, edit, admin)).body.code).toBe(1);
    const list = await t.call(billingCalls.feeList, { keyword: '物业管理' }, admin);
    expect(list.body.data[0]).toMatchObject({
      id,
      title: '物业管理服务费',
      number: 'FW-2026-001-B',
      sign_expire: '2028-01-30',
      company_name: '合同测试科技有限公司',
      remind_time: 1,
      overdue: true,
    });
    // The fee's warning carries it too (the detail dialog's 合同编号).
    const warned = await t.call(billingCalls.ortherwarnList, { keyword: '物业管理' }, admin);
    expect(warned.body.data.list[0]).toMatchObject({ id, number: 'FW-2026-001-B' });
    // Both lists find a contract by its number too.
    expect((await t.call(billingCalls.feeList, { keyword: 'fw-2026-001-b' }, admin)).body.data.map((f) => f.id)).toEqual([id]);
    expect((await t.call(billingCalls.ortherwarnList, { keyword: '001-B' }, admin)).body.data.list.map((w) => w.id)).toEqual([id]);
    expect((await t.call(billingCalls.feeEnd, { id, remark: '不再需要' }, admin)).body.code).toBe(1);
    expect((await t.call(billingCalls.feeList, { status: 2 }, admin)).body.data.map((f: { id: number }) => f.id)).toContain(id);
    const trail = await audits('service_fee', id);
    expect(trail.map((a) => a.action).sort()).toEqual(['service_fee.create', 'service_fee.end', 'service_fee.update']);
    expect(trail.find((a) => a.action === 'service_fee.update')?.detail).toMatchObject({
      before: { number: 'FW-2026-001' },
      after: { number: 'FW-2026-001-B' },
    });
  });
});

describe('pay_add', () => {
  it('moves the paid-through date on the grid at a month end and records the payment', async () => {
    const company = await buildCompany(t.database.db);
    const room = await buildRoom(t.database.db);
    const l = await buildLease(t.database.db, company.id, room, {
      startDate: '2025-12-01',
      paidUntil: '2026-02-28',
      cycleMonths: 3,
      price: 500_000,
    });
    const warned = await t.call(billingCalls.warnList, { type: 2, keyword: room.number }, admin);
    expect(warned.body.data.list).toHaveLength(1);
    expect(warned.body.data.list[0]?.next_expire_time).toBe('2026-05-31');
    const res = await t.call(billingCalls.payAdd, { type: 1, id: l.id, pay_way: '对公转账', remark: '第二季度' }, admin);
    expect(res.body).toMatchObject({ code: 1, msg: '已缴费，预警已解除', data: { id: l.id, expire_time: '2026-05-31' } });
    const [p] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.recordType, 1), eq(payments.recordId, l.id)));
    expect(p).toMatchObject({
      paidUntil: '2026-05-31',
      previousPaidUntil: '2026-02-28',
      amount: 1_500_000,
      payWay: '对公转账',
      payTime: NOW,
    });
    expect((await t.call(billingCalls.warnList, { type: 0, keyword: room.number }, admin)).body.count).toBe(0);
    const two = await t.call(billingCalls.payAdd, { type: 1, id: l.id, pay_way: '现金', periods: 2 }, admin);
    expect(two.body.data.expire_time).toBe('2026-11-30');
    const records = await t.call(billingCalls.recordList, { type: 1, id: l.id }, admin);
    expect(records.body).toMatchObject({
      count: 2,
      data: [{ expire_time: '2026-11-30', money: '30000.00', recorder: '管理员' }, { expire_time: '2026-05-31' }],
    });
    const a = (await audits('lease', l.id)).find((x) => x.action === 'lease.pay')!;
    expect(a.detail).toMatchObject({ before: { expire_time: '2026-02-28' }, after: { expire_time: '2026-05-31' }, amount_fen: 1_500_000 });
  });

  it('says when one period leaves a long-overdue contract still warned', async () => {
    const company = await buildCompany(t.database.db);
    const room = await buildRoom(t.database.db);
    const l = await buildLease(t.database.db, company.id, room, {
      startDate: '2025-10-01',
      paidUntil: '2025-12-31',
      cycleMonths: 1,
      price: 500_000,
    });
    const res = await t.call(billingCalls.payAdd, { type: 1, id: l.id, pay_way: '对公转账' }, admin);
    expect(res.body).toMatchObject({ code: 1, msg: '已登记缴费，已缴至 2026-01-31，仍在预警中', data: { expire_time: '2026-01-31' } });
    expect((await t.call(billingCalls.warnList, { type: 2, keyword: room.number }, admin)).body.count).toBe(1);
  });

  it('records a double click once', async () => {
    const company = await buildCompany(t.database.db);
    const fee = (
      await t.call(
        billingCalls.feeSave,
        {
          company_id: company.id,
          title: '宽带',
          number: 'KD-001',
          sign_time: '2026-01-01',
          lease_months: 12,
          cycle_months: 1,
          price: 100,
          expire_time: '2026-02-28',
        },
        admin,
      )
    ).body.data.id;
    const body = { type: 2, id: fee, pay_way: '微信支付', expire_time: '2026-02-28' };
    const results = await Promise.all([t.call(billingCalls.payAdd, body, admin), t.call(billingCalls.payAdd, body, admin)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.body.code === 0)!.body.msg).toBe('该记录已更新，请刷新后重试');
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.recordType, 2), eq(payments.recordId, fee))),
    ).toHaveLength(1);
    expect((await t.database.db.select().from(serviceFees).where(eq(serviceFees.id, fee)))[0]!.paidUntil).toBe('2026-03-31');
  });

  it('refuses bad input and unknown ids', async () => {
    const cases: [object, string][] = [
      [{ type: 1, id: 1, pay_way: '比特币' }, '请选择缴费方式'],
      [{ type: 1, id: 1, pay_way: '现金', periods: 0 }, '缴费期数应为 1 至 12'],
      [{ type: 9, id: 1, pay_way: '现金' }, '类型应为 1（房租）或 2（服务费）'],
      [{ type: 1, id: 999999, pay_way: '现金' }, '记录不存在'],
    ];
    for (const [body, msg] of cases) expect((await t.call(billingCalls.payAdd, body, admin)).body, msg).toMatchObject({ code: 0, msg });
    expect((await t.call(billingCalls.recordList, { type: 2, id: 999999 }, admin)).body.msg).toBe('记录不存在');
  });
});

describe('update_time', () => {
  it('corrects a paid-through date, never to before the sign date, audited', async () => {
    const company = await buildCompany(t.database.db);
    const room = await buildRoom(t.database.db);
    const l = await buildLease(t.database.db, company.id, room, {
      startDate: '2026-01-01',
      signDate: '2025-12-20',
      paidUntil: '2026-03-31',
    });
    expect((await t.call(billingCalls.updateTime, { type: 1, id: l.id, expire_time: '2025-12-19' }, admin)).body).toMatchObject({
      code: 0,
      msg: '到期时间不能早于签约日期',
    });
    expect((await t.call(billingCalls.updateTime, { type: 1, id: l.id, expire_time: '2026-02-30' }, admin)).body.msg).toBe(
      '到期时间不是有效日期（格式 yyyy-MM-dd）',
    );
    expect((await t.call(billingCalls.updateTime, { type: 2, id: 999999, expire_time: '2026-04-01' }, admin)).body.msg).toBe('记录不存在');
    expect((await lease(l.id)).paidUntil).toBe('2026-03-31');
    const ok = await t.call(billingCalls.updateTime, { type: 1, id: l.id, expire_time: '2025-12-20' }, admin);
    expect(ok.body).toMatchObject({ code: 1, data: { id: l.id, expire_time: '2025-12-20' } });
    expect((await lease(l.id)).paidUntil).toBe('2025-12-20');
    const a = (await audits('lease', l.id)).find((x) => x.action === 'lease.update_time')!;
    expect(a.detail).toEqual({ before: { expire_time: '2026-03-31' }, after: { expire_time: '2025-12-20' } });
    expect(a.actorId).not.toBeNull();
  });
});
