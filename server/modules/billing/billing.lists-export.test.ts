import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { STAFF_ROLES, StaffRole } from '../../../shared/auth/staff-roles';
import { LoginType } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { auditLog, bookingChargePayments, payments } from '../../db/schema/index';
import { buildCompany, buildFee, buildLease, buildRoom } from '../../test/billing-factories';
import { signIn, type TestApp } from '../../test/harness';
import { appWithStaff } from '../../test/staff-accounts';
import { getFile, readSheet } from '../../test/sheets';
import * as billingCalls from '../../../shared/calls/billing';

/**
 * Issue 13: Excel exports of companies, applications, leases, fee contracts, one contract's payments and the whole
 * park's payments (park operations), read back with exceljs.
 */

const NOW = new Date('2026-03-01T02:00:00Z');
let t: TestApp;
let ops: string;
let leaseId: number;
let feeId: number;

beforeAll(async () => {
  ({ t, token: ops } = await appWithStaff(() => NOW, [StaffRole.OPERATIONS]));
  const db = t.database.db;
  const settled = await buildCompany(db, { name: '导出甲科技有限公司', contactName: '甲经理', mobile: '13700000001', status: 1 });
  await buildCompany(db, { name: '导出乙科技有限公司', contactName: '乙经理', mobile: '13700000002', status: 0 });
  await buildCompany(db, { name: '=HYPERLINK("x")公司', status: 2, remark: '材料不全' });
  const a = await buildLease(db, settled.id, await buildRoom(db, { number: 'X座-0101' }), {
    paidUntil: '2026-02-25',
    contractNumber: 'HT-X-001',
    price: 1_000_000,
  });
  await buildLease(db, settled.id, await buildRoom(db, { number: 'X座-0102' }), { paidUntil: '2026-06-30', contractNumber: 'HT-X-002' });
  leaseId = a.id;
  const fee = await buildFee(db, settled.id, { paidUntil: '2026-03-31', title: '物业服务费', contractNumber: 'FW-X-001', price: 50_000 });
  await buildFee(db, settled.id, { paidUntil: '2025-12-31', title: '网络服务费', status: 2 });
  feeId = fee.id;
  // A fee payment late on 31 January in park time (15:30 UTC = 23:30 in Shanghai): a January payment, not February's.
  await db.insert(payments).values({
    recordType: 2,
    recordId: fee.id,
    payTime: new Date('2026-01-31T15:30:00Z'),
    paidUntil: '2026-03-31',
    previousPaidUntil: '2025-12-31',
    amount: 150_000,
    payWay: '现金',
    remark: '一季度',
  });
  // A company's February of meeting-room charges, paid on 10 February.
  await db.insert(bookingChargePayments).values({
    companyId: settled.id,
    month: '2026-02',
    amount: 24_000,
    payWay: '微信支付',
    remark: '二月会议室',
    payTime: new Date('2026-02-10T02:00:00Z'),
  });
  for (const pay_way of ['对公转账', '微信支付']) {
    const paid = await t.call(billingCalls.payAdd, { type: 1, id: a.id, pay_way, remark: `第${pay_way}笔` }, ops);
    expect(paid.body).toMatchObject({ code: 1 });
  }
});
afterAll(() => t.close());

const get = (url: string, token?: string) => getFile(t, url, token);

/** The first cell of every row below the header, sorted. */
const firstCells = (rows: unknown[][]) =>
  rows
    .slice(1)
    .map((r) => r[0])
    .sort();

const lastAudit = async (action: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id))).at(-1);

describe('Excel exports of park operations', () => {
  it('applications: every status with the keyword filter; companies: the settled ones only', async () => {
    const all = await get('/api/admin/apply_export', ops);
    expect(all.headers['content-type']).toContain('spreadsheetml');
    expect(all.headers['content-disposition']).toContain(encodeURIComponent('入驻申请-2026-03-01.xlsx'));
    const apps = await readSheet(all.rawPayload);
    expect(apps.name).toBe('入驻申请');
    expect(apps.rows[0]!.join(' ')).toBe('企业名称 所属行业 联系人 手机号 邮箱 所在地区 详细地址 状态 审核意见 申请时间 审核时间');
    expect(firstCells(apps.rows)).toEqual(['=HYPERLINK("x")公司', '导出乙科技有限公司', '导出甲科技有限公司']);
    // A text cell, never a formula.
    expect(apps.rows.slice(1).every((r) => typeof r[0] === 'string')).toBe(true);
    expect((await lastAudit('application.export'))?.detail).toMatchObject({ rows: 3, keyword: '' });

    const kw = await readSheet((await get(`/api/admin/apply_export?keyword=${encodeURIComponent('导出乙')}`, ops)).rawPayload);
    expect(kw.rows.slice(1).map((r) => [r[0], r[2], r[3], r[7]])).toEqual([['导出乙科技有限公司', '乙经理', '13700000002', '审核中']]);

    const companies = await readSheet((await get('/api/admin/company_export', ops)).rawPayload);
    expect(companies.name).toBe('入驻企业');
    expect(companies.rows.slice(1).map((r) => [r[0], r[7]])).toEqual([['导出甲科技有限公司', '已通过']]);
    expect((await lastAudit('company.export'))?.detail).toMatchObject({ rows: 1 });
  });

  it('leases: the list’s status and keyword, money as numbers', async () => {
    const live = await readSheet((await get('/api/admin/lease_export', ops)).rawPayload);
    expect(live.name).toBe('房租合同');
    expect(live.rows[0]!.join(' ')).toBe(
      '合同编号 企业名称 房间号 签约日期 起租日期 到期日期 租期 已缴至 月租金(元) 付款方式 每期应缴(元) 押金(元) 状态',
    );
    expect(firstCells(live.rows)).toEqual(['HT-X-001', 'HT-X-002']);
    const first = live.rows.find((r) => r[0] === 'HT-X-001')!;
    expect([first[1], first[2], first[8], first[12]]).toEqual(['导出甲科技有限公司', 'X座-0101', 10000, '在租']);
    const kw = await readSheet((await get(`/api/admin/lease_export?keyword=${encodeURIComponent('X座-0102')}`, ops)).rawPayload);
    expect(kw.rows.slice(1).map((r) => r[0])).toEqual(['HT-X-002']);
    const ended = await readSheet((await get('/api/admin/lease_export?status=2', ops)).rawPayload);
    expect(ended.rows).toHaveLength(1);
    expect((await lastAudit('lease.export'))?.detail).toMatchObject({ status: 2, rows: 0 });
  });

  it('payments: one contract’s records, newest first, with a total row', async () => {
    const res = await get(`/api/admin/payment_export?type=1&id=${leaseId}`, ops);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('缴费记录-HT-X-001-2026-03-01.xlsx'));
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('缴费记录');
    expect(rows[0]).toEqual(['缴费时间', '缴费方式', '金额(元)', '缴至', '此前已缴至', '登记人', '备注']);
    expect(rows).toHaveLength(4);
    expect(
      rows
        .slice(1, 3)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['对公转账', '微信支付']);
    expect(typeof rows[1]![2]).toBe('number');
    expect(rows[3]!.slice(0, 2)).toEqual(['合计', '2 笔']);
    expect(rows[3]![2]).toBe((rows[1]![2] as number) + (rows[2]![2] as number));
    expect(await lastAudit('payment.export')).toMatchObject({ objectType: 'lease', objectId: String(leaseId), detail: { rows: 2 } });
  });

  it('fee contracts: the list’s status and keyword, money as numbers', async () => {
    const res = await get('/api/admin/fee_export', ops);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('服务费合同-2026-03-01.xlsx'));
    const live = await readSheet(res.rawPayload);
    expect(live.name).toBe('服务费合同');
    expect(live.rows[0]!.join(' ')).toBe('合同编号 费用名称 企业名称 签约日期 到期日期 期限 已缴至 月单价(元) 收费方式 每期应缴(元) 状态');
    expect(live.rows.slice(1).map((r) => [r[0], r[1], r[2], r[6], r[7], r[10]])).toEqual([
      ['FW-X-001', '物业服务费', '导出甲科技有限公司', '2026-03-31', 500, '生效中'],
    ]);
    const all = await readSheet((await get('/api/admin/fee_export?status=0', ops)).rawPayload);
    // A fee contract without a number (saved before fees had one) exports an empty cell.
    expect(all.rows.slice(1).map((r) => [r[0], r[1], r[10]])).toEqual([
      ['FW-X-001', '物业服务费', '生效中'],
      ['', '网络服务费', '已终止'],
    ]);
    const kw = await readSheet((await get(`/api/admin/fee_export?status=0&keyword=${encodeURIComponent('网络')}`, ops)).rawPayload);
    expect(kw.rows.slice(1).map((r) => r[1])).toEqual(['网络服务费']);
    expect(await lastAudit('service_fee.export')).toMatchObject({
      objectType: 'service_fee',
      detail: { status: 0, keyword: '网络', rows: 1 },
    });
  });

  it('the whole park’s payments: rent, fees and meeting-room charges, newest first, by kind and by park day, with a total row', async () => {
    const res = await get('/api/admin/park_payment_export', ops);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('缴费记录-2026-03-01.xlsx'));
    expect(res.headers['cache-control']).toContain('no-store');
    const all = await readSheet(res.rawPayload);
    expect(all.name).toBe('缴费记录');
    expect(all.rows[0]!.join(' ')).toBe('缴费时间 类型 企业名称 房间号/费用名称 合同编号 缴费方式 金额(元) 缴至 此前已缴至 登记人 备注');
    const body = all.rows.slice(1, -1);
    // The two rent payments (recorded now; the later one first), February's meeting-room charges, then January's fee
    // payment.
    expect(body.map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual([
      ['房租', '导出甲科技有限公司', 'X座-0101', 'HT-X-001', '微信支付'],
      ['房租', '导出甲科技有限公司', 'X座-0101', 'HT-X-001', '对公转账'],
      ['会议室费用', '导出甲科技有限公司', '会议室费用 2026-02', '', '微信支付'],
      ['服务费', '导出甲科技有限公司', '物业服务费', 'FW-X-001', '现金'],
    ]);
    expect(body[2]!.slice(0, 1)).toEqual(['2026-02-10 10:00']);
    expect(body[2]!.slice(6, 11)).toEqual([240, '', '', '', '二月会议室']);
    expect(body[3]!.slice(6, 9)).toEqual([1500, '2026-03-31', '2025-12-31']);
    expect(body[3]![0]).toBe('2026-01-31 23:30');
    expect(body[0]![9]).not.toBe('');
    const footer = all.rows.at(-1)!;
    expect(footer.slice(0, 2)).toEqual(['合计', '4 笔']);
    expect(footer[6]).toBe((body[0]![6] as number) + (body[1]![6] as number) + 240 + 1500);
    expect(await lastAudit('payment.export_park')).toMatchObject({ objectType: 'payment', detail: { type: 0, from: '', to: '', rows: 4 } });

    const rows = async (query: string) =>
      (await readSheet((await get(`/api/admin/park_payment_export?${query}`, ops)).rawPayload)).rows.slice(1, -1).map((r) => r[3]);
    expect(await rows('type=2')).toEqual(['物业服务费']);
    expect(await rows('type=1')).toEqual(['X座-0101', 'X座-0101']);
    expect(await rows('type=3')).toEqual(['会议室费用 2026-02']);
    expect(await rows('type=3&from=2026-02-11')).toEqual([]);
    expect(await rows('type=3&to=2026-02-10')).toEqual(['会议室费用 2026-02']);
    const charges = await get('/api/admin/park_payment_export?type=3', ops);
    expect(charges.headers['content-disposition']).toContain(encodeURIComponent('会议室费用缴费记录-2026-03-01.xlsx'));
    // Park days: the 23:30 payment of 31 January belongs to that day.
    expect(await rows('to=2026-01-31')).toEqual(['物业服务费']);
    expect(await rows('from=2026-02-01')).toEqual(['X座-0101', 'X座-0101', '会议室费用 2026-02']);
    expect(await rows('from=2026-01-31&to=2026-01-31')).toEqual(['物业服务费']);
    expect(await rows('type=1&from=2026-01-01&to=2026-01-31')).toEqual([]);
    const ranged = await get('/api/admin/park_payment_export?type=2&from=2026-01-01&to=2026-01-31', ops);
    expect(ranged.headers['content-disposition']).toContain(encodeURIComponent('服务费缴费记录-2026-01-01至2026-01-31-2026-03-01.xlsx'));
    expect((await readSheet(ranged.rawPayload)).rows.at(-1)!.slice(0, 2)).toEqual(['合计', '1 笔']);
    expect(await lastAudit('payment.export_park')).toMatchObject({ detail: { type: 2, from: '2026-01-01', to: '2026-01-31', rows: 1 } });
  });

  it('refuses other roles, personal users and visitors, and bad queries, with the JSON envelope', async () => {
    const tokens = await Promise.all(
      STAFF_ROLES.filter((r) => r !== StaffRole.OPERATIONS).map(
        async (role) => (await signIn(t, { type: LoginType.ADMIN, roles: [role] })).token,
      ),
    );
    const personal = (await signIn(t)).token;
    const urls = [
      '/api/admin/apply_export',
      '/api/admin/company_export',
      '/api/admin/lease_export',
      '/api/admin/fee_export',
      `/api/admin/payment_export?type=2&id=${feeId}`,
      '/api/admin/park_payment_export',
    ];
    for (const url of urls) {
      for (const token of [...tokens, personal]) {
        const res = await get(url, token);
        expect([res.statusCode, res.json(), res.headers['cache-control']]).toEqual([
          200,
          { code: 0, msg: MSG.forbidden, data: null },
          'no-store',
        ]);
      }
      expect((await get(url)).json()).toMatchObject({ code: 50008 });
    }
    expect((await get('/api/admin/lease_export?status=5', ops)).json()).toMatchObject({ code: 0, msg: '状态应为 0、1 或 2' });
    expect((await get('/api/admin/payment_export?type=1', ops)).json()).toMatchObject({ code: 0, msg: '编号格式错误' });
    expect((await get('/api/admin/payment_export?type=1&id=999999', ops)).json()).toMatchObject({ code: 0, msg: '记录不存在' });
    expect((await get(`/api/admin/apply_export?keyword=${'长'.repeat(51)}`, ops)).json()).toMatchObject({
      code: 0,
      msg: '关键词不能超过 50 个字',
    });
    expect((await get('/api/admin/fee_export?status=3', ops)).json()).toMatchObject({ code: 0, msg: '状态应为 0、1 或 2' });
    const exportsBefore = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.export_park'))).length;
    for (const [query, msg] of [
      ['type=4', '类型应为 0（全部）、1（房租）、2（服务费）或 3（会议室费用）'],
      ['type=x', '类型格式错误'],
      ['from=2026-02-30', '开始日期应为 YYYY-MM-DD 格式的日期'],
      ['to=2026/01/31', '结束日期应为 YYYY-MM-DD 格式的日期'],
      ['from=2026-02-01&to=2026-01-31', '开始日期不能晚于结束日期'],
    ]) {
      const res = await get(`/api/admin/park_payment_export?${query}`, ops);
      expect([res.statusCode, res.json()]).toMatchObject([200, { code: 0, msg }]);
    }
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.export_park'))).length).toBe(exportsBefore);
  });
});
