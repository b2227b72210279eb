import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index';
import { buildCompany, buildFee, buildLease, buildRoom } from '../../test/billing-factories';
import { signIn, type TestApp } from '../../test/harness';
import { appWithStaff } from '../../test/staff-accounts';
import { getFile, readSheet } from '../../test/sheets';

const NOW = new Date('2026-03-01T02:00:00Z');

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, token: admin } = await appWithStaff(() => NOW));
  const db = t.database.db;
  const a = await buildCompany(db, { name: '导出甲科技有限公司', contactName: '甲经理', mobile: '13700000001' });
  const b = await buildCompany(db, { name: '导出乙科技有限公司' });
  await buildLease(db, a.id, await buildRoom(db, { number: 'E座-0101' }), {
    paidUntil: '2026-02-25',
    contractNumber: 'HT-001',
    price: 1_000_000,
  });
  await buildLease(db, b.id, await buildRoom(db, { number: 'E座-0102' }), { paidUntil: '2026-03-20', price: 200_050, cycleMonths: 1 });
  await buildLease(db, b.id, await buildRoom(db, { number: 'E座-0103' }), { paidUntil: '2026-06-30' });
  await buildFee(db, a.id, { title: '物业服务费', contractNumber: 'FW-E-001', paidUntil: '2026-03-05' });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => getFile(t, url, token);

describe('warn_export', () => {
  it('exports the whole filtered rent warning list with Chinese columns and a total row', async () => {
    const res = await get('/api/admin/warn_export?kind=1&type=0', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('房租预警-2026-03-01.xlsx')}`);
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('房租预警');
    expect(rows[0]).toEqual(['企业名称', '房间号', '联系人', '电话', '已缴至', '剩余天数', '每期应缴(元)', '押金(元)', '合同编号', '状态']);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      '导出甲科技有限公司',
      'E座-0101',
      '甲经理',
      '13700000001',
      '2026-02-25',
      -4,
      30000,
      20000,
      'HT-001',
      '已逾期 4 天',
    ]);
    expect(rows[2]!.slice(0, 2)).toEqual(['导出乙科技有限公司', 'E座-0102']);
    expect(rows[2]![6]).toBe(2000.5);
    expect(rows[3]!.slice(0, 2)).toEqual(['合计', '2 项']);
    expect(rows[3]![6]).toBe(32000.5);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'lease.warn_export'));
    expect(audits[0]?.detail).toMatchObject({ rows: 2 });
  });

  it('follows the tab and keyword, and exports fee warnings', async () => {
    const week = await readSheet((await get('/api/admin/warn_export?kind=1&type=2', admin)).rawPayload);
    expect(week.rows.map((r) => r[1])).toEqual(['房间号', 'E座-0101', '1 项']);
    // 一个月内到期 holds the overdue one too (the tabs nest).
    const month = await readSheet((await get('/api/admin/warn_export?kind=1&type=1', admin)).rawPayload);
    expect(month.rows.map((r) => r[1])).toEqual(['房间号', 'E座-0101', 'E座-0102', '2 项']);
    const kw = await readSheet((await get(`/api/admin/warn_export?kind=1&keyword=${encodeURIComponent('导出乙')}`, admin)).rawPayload);
    expect(kw.rows.map((r) => r[1])).toEqual(['房间号', 'E座-0102', '1 项']);
    const fees = await get('/api/admin/warn_export?kind=2', admin);
    expect(fees.headers['content-disposition']).toContain(encodeURIComponent('其他预警-2026-03-01.xlsx'));
    const sheet = await readSheet(fees.rawPayload);
    expect(sheet.rows[0]![1]).toBe('费用名称');
    expect(sheet.rows[1]!.slice(0, 2)).toEqual(['导出甲科技有限公司', '物业服务费']);
    expect(sheet.rows[0]![8]).toBe('合同编号');
    expect(sheet.rows[1]![8]).toBe('FW-E-001');
  });

  it('refuses visitors, personal users and bad queries with the JSON envelope', async () => {
    const visitor = await get('/api/admin/warn_export?kind=1');
    expect(visitor.json()).toMatchObject({ code: 50008 });
    const user = await signIn(t);
    expect((await get('/api/admin/warn_export?kind=1', user.token)).json()).toMatchObject({ code: 0, msg: '无权访问' });
    expect((await get('/api/admin/warn_export?kind=3', admin)).json()).toMatchObject({ code: 0, msg: '类型应为 1（房租）或 2（服务费）' });
    expect((await get('/api/admin/warn_export?kind=1&type=5', admin)).json()).toMatchObject({ code: 0, msg: '预警类型应为 0、1 或 2' });
  });
});
