import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as auditCalls from '../../../shared/calls/audit';
import * as billingCalls from '../../../shared/calls/billing';
import { AUDIT_PAGE_SIZE } from '../../../shared/contracts/audit';
import { LoginType } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { auditLog, users } from '../../db/schema/index';
import { verifyAuditChain } from '../../lib/audit';
import { buildCompany, buildLease, buildRoom } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { asTableOwner, writeLine } from './audit.fixtures';

let t: TestApp;
let auditor: string;
let ops: { token: string; id: number };
let other: { token: string; id: number };
let leaseId: number;

/** 2026-03-01 23:59:59 and 2026-03-02 00:00:00 in the park (UTC+8). */
const LATE_ON_MARCH_1 = new Date('2026-03-01T15:59:59Z');
const START_OF_MARCH_2 = new Date('2026-03-01T16:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await asTableOwner(db, sql`delete from audit_log`);
  auditor = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR], username: 'shenji01' })).token;
  const o = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS], username: 'yunying_wang' });
  await db.update(users).set({ nickname: '王运营' }).where(eq(users.id, o.user.id));
  ops = { token: o.token, id: o.user.id };
  const s = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.SYSTEM, StaffRole.CONTENT], username: 'xitong_li' });
  await db.update(users).set({ nickname: '李系统' }).where(eq(users.id, s.user.id));
  other = { token: s.token, id: s.user.id };

  // Lines of known days, actors and outcomes.
  const reviews = [
    [LATE_ON_MARCH_1, 'company.approve', '7', '10.0.0.1', ''],
    [START_OF_MARCH_2, 'company.reject', '8', '10.0.0.2', '材料不全'],
  ] as const;
  for (const [at, action, objectId, ip, remark] of reviews)
    await writeLine(db, { at, action, actorId: other.id, actorType: 1, objectType: 'company', objectId, ip, detail: { remark } });
  await writeLine(db, {
    at: new Date('2026-03-05T02:00:00Z'),
    action: 'login.password',
    actorId: null,
    objectType: 'user',
    objectId: 'nobody',
    success: false,
    ip: '203.0.113.9',
  });
  await writeLine(db, {
    at: new Date('2026-03-06T02:00:00Z'),
    action: 'policy_notice.create',
    actorId: ops.id,
    actorType: 1,
    actorRoles: ['operations'],
    objectType: 'policy_notice',
    objectId: '3',
    // Cells a spreadsheet would run, and the characters CSV must quote.
    detail: { title: '=HYPERLINK("http://evil.example","点我")', note: '+1, "引号"\n第二行', more: '-2', at: '@SUM(A1)' },
  });

  // A real change through the API by the operations staff member: a lease's paid-through date.
  const company = await buildCompany(db, { name: '审计测试科技有限公司' });
  const lease = await buildLease(db, company.id, await buildRoom(db, { number: 'S座-0901' }), { paidUntil: '2026-06-30' });
  leaseId = lease.id;
  const changed = await t.call(billingCalls.updateTime, { type: 1, id: lease.id, expire_time: '2026-09-30' }, ops.token);
  expect(changed.body).toMatchObject({ code: 1 });
});
afterAll(() => t.close());

const list = (body: Record<string, unknown> = {}, token = auditor) => t.call(auditCalls.auditList, body, token);
const get = (query: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit_export${query}`, headers: token ? { token } : {} });

describe('audit_list', () => {
  it('lists every line newest first with who (account, roles then), what, object, when, where and before → after', async () => {
    const { body } = await list();
    expect(body.code).toBe(1);
    expect(body.count).toBe(5);
    expect(body.data.map((r) => r.action)).toEqual([
      'lease.update_time',
      'policy_notice.create',
      'login.password',
      'company.reject',
      'company.approve',
    ]);
    const change = body.data[0]!;
    expect(change).toMatchObject({
      actor_id: ops.id,
      actor_type: 1,
      username: 'yunying_wang',
      nickname: '王运营',
      roles: ['operations'],
      role_names: '园区运营',
      action_name: '修改房租到期时间',
      object_type: 'lease',
      object_type_name: '房租合同',
      object_id: String(leaseId),
      success: true,
      ip: '127.0.0.1',
      before: { expire_time: '2026-06-30' },
      after: { expire_time: '2026-09-30' },
      changes: [{ field: 'expire_time', before: '2026-06-30', after: '2026-09-30' }],
    });
    expect(change.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const approve = body.data[4];
    expect(approve).toMatchObject({
      at: '2026-03-01 23:59:59',
      username: 'xitong_li',
      nickname: '李系统',
      roles: [],
      role_names: '',
      action_name: '入驻申请通过',
      changes: [],
    });
    const failed = body.data[2];
    expect(failed).toMatchObject({ actor_id: null, username: '', success: false, ip: '203.0.113.9', action_name: '密码登录' });
  });

  it('filters by person (username or nickname keyword, or id), action, object, park days and result', async () => {
    const actions = async (body: Record<string, unknown>) => (await list(body)).body.data.map((r) => r.action);
    expect(await actions({ person: 'yunying' })).toEqual(['lease.update_time', 'policy_notice.create']);
    expect(await actions({ person: '李系' })).toEqual(['company.reject', 'company.approve']);
    expect(await actions({ person: String(other.id) })).toEqual(['company.reject', 'company.approve']);
    expect(await actions({ person: '没有这个人' })).toEqual([]);
    expect(await actions({ action: 'company.reject' })).toEqual(['company.reject']);
    expect(await actions({ object_type: 'company', object_id: '7' })).toEqual(['company.approve']);
    expect(await actions({ object_type: 'lease', object_id: String(leaseId) })).toEqual(['lease.update_time']);
    // Days are park days: 23:59:59 on 1 March belongs to 1 March, midnight to 2 March.
    expect(await actions({ from: '2026-03-01', to: '2026-03-01' })).toEqual(['company.approve']);
    expect(await actions({ from: '2026-03-02', to: '2026-03-05' })).toEqual(['login.password', 'company.reject']);
    expect(await actions({ to: '2026-03-01' })).toEqual(['company.approve']);
    expect(await actions({ success: 0 })).toEqual(['login.password']);
    expect(await actions({ success: '1', person: 'xitong' })).toEqual(['company.reject', 'company.approve']);
  });

  it('pages with a bounded page size and the total count', async () => {
    const first = await list({ page_size: 2 });
    expect([first.body.count, first.body.data.length]).toEqual([5, 2]);
    const third = await list({ page_size: 2, start: 3 });
    expect(third.body.data.map((r) => r.action)).toEqual(['company.approve']);
    expect((await list()).body.data.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
  });

  it('answers bad filters with a Chinese message', async () => {
    const msg = async (body: Record<string, unknown>) => (await list(body)).body;
    expect(await msg({ from: '2026-13-01' })).toMatchObject({ code: 0, msg: '开始日期应为 YYYY-MM-DD 格式的日期' });
    expect(await msg({ to: '2026-02-30' })).toMatchObject({ code: 0, msg: '结束日期应为 YYYY-MM-DD 格式的日期' });
    expect(await msg({ from: '2026-03-05', to: '2026-03-01' })).toMatchObject({ code: 0, msg: '开始日期不能晚于结束日期' });
    expect(await msg({ success: 2 })).toMatchObject({ code: 0, msg: '结果应为 1（成功）或 0（失败）' });
    expect(await msg({ action: "x'; drop table audit_log; --" })).toMatchObject({ code: 0, msg: '操作类型格式错误' });
    expect(await msg({ page_size: 51 })).toMatchObject({ code: 0, msg: '每页条数应为 1 至 50' });
    expect(await msg({ person: '人'.repeat(51) })).toMatchObject({ code: 0, msg: '操作人不能超过 50 个字' });
  });

  it('is for the auditor only: every other role gets 无权访问, a personal user too, a visitor 50008', async () => {
    for (const token of [ops.token, other.token]) {
      const res = await list({}, token);
      expect([res.status, res.body.code, res.body.msg]).toEqual([200, 0, MSG.forbidden]);
    }
    const personal = await signIn(t);
    expect((await list({}, personal.token)).body).toMatchObject({ code: 0, msg: MSG.forbidden });
    expect((await t.call(auditCalls.auditList, {})).body).toMatchObject({ code: 50008 });
  });
});

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF records) into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe('audit_export', () => {
  it('exports the filtered lines as UTF-8 CSV with a BOM, quoted per RFC 4180, formulas neutralised, and audits itself', async () => {
    const res = await get(`?person=${encodeURIComponent('王运营')}&success=1`, auditor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''%E5%AE%A1%E8%AE%A1%E6%97%A5%E5%BF%97-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '编号,时间,操作人,账号编号,角色,操作,操作代码,对象类型,对象编号,结果,来源地址,变更,变更前,变更后,其他信息',
    );
    const rows = parseCsv(text);
    expect(rows).toHaveLength(3);
    const [, change, policyNotice] = rows;
    expect(change!.slice(2, 11)).toEqual([
      '王运营（yunying_wang）',
      String(ops.id),
      '园区运营',
      '修改房租到期时间',
      'lease.update_time',
      '房租合同',
      String(leaseId),
      '成功',
      '127.0.0.1',
    ]);
    expect(change![11]).toBe('expire_time: 2026-06-30 → 2026-09-30');
    expect(JSON.parse(change![12]!)).toEqual({ expire_time: '2026-06-30' });
    expect(JSON.parse(change![13]!)).toEqual({ expire_time: '2026-09-30' });
    // The detail cell is JSON that starts with '{': kept as is; its line break and quotes survive the quoting.
    const detail = JSON.parse(policyNotice![14]!);
    expect(detail).toEqual({ title: '=HYPERLINK("http://evil.example","点我")', note: '+1, "引号"\n第二行', more: '-2', at: '@SUM(A1)' });
    expect(text).toContain('"{""at"":""@SUM(A1)""');

    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'audit.export'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ objectType: 'audit_log', success: true });
    expect(logged[0]!.detail).toMatchObject({ rows: 2, filter: { person: '王运营', success: true } });
    expect(logged[0]!.actorRoles).toEqual(['auditor']);
  });

  it('prefixes cells that start with = + - @ with a quote so a spreadsheet never runs them', async () => {
    const db = t.database.db;
    for (const id of ['=1+2', '+SUM(A1)', '-3', '@cmd']) {
      await writeLine(db, { at: new Date('2026-02-01T02:00:00Z'), action: 'formula.test', objectType: 'thing', objectId: id });
    }
    const rows = parseCsv((await get('?action=formula.test', auditor)).rawPayload.subarray(3).toString('utf8'));
    expect(
      rows
        .slice(1)
        .map((r) => r[8])
        .sort(),
    ).toEqual(["'+SUM(A1)", "'-3", "'=1+2", "'@cmd"]);
    expect(rows.slice(1).map((r) => r[5])).toEqual(['formula.test', 'formula.test', 'formula.test', 'formula.test']);
  });

  it('answers refusals and bad filters with the JSON envelope, and writes no export line for them', async () => {
    const before = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'audit.export'))).length;
    expect((await get('', ops.token)).json()).toMatchObject({ code: 0, msg: MSG.forbidden });
    const refused = await get('', other.token);
    expect([refused.statusCode, refused.json()]).toEqual([200, { code: 0, msg: MSG.forbidden, data: null }]);
    expect((await get('')).json()).toMatchObject({ code: 50008 });
    expect((await get('?from=2026-3-1', auditor)).json()).toMatchObject({ code: 0, msg: '开始日期应为 YYYY-MM-DD 格式的日期' });
    expect((await get('?from=2026-03-05&to=2026-03-01', auditor)).json()).toMatchObject({ code: 0, msg: '开始日期不能晚于结束日期' });
    expect((await get('?success=yes', auditor)).json()).toMatchObject({ code: 0, msg: '结果应为 1（成功）或 0（失败）' });
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'audit.export'))).length).toBe(before);
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
  });
});
