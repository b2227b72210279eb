import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as applicationsCalls from '../../../shared/calls/applications';
import * as billingCalls from '../../../shared/calls/billing';
import * as importsCalls from '../../../shared/calls/imports';
import { StaffRole } from '../../../shared/auth/staff-roles';
import { WarnTab, addDays } from '../../../shared/billing/rules';
import { Code } from '../../../shared/envelope';
import { IMPORT_MAX_ROWS, IMPORT_MSG, withCreditCheck, type ImportTarget } from '../../../shared/imports/rules';
import {
  auditLog,
  companies,
  companyInvitations,
  imports,
  leases,
  payments,
  rooms,
  serviceFees,
  shopCategories,
} from '../../db/schema/index';
import { buildCompany, buildRoom } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { runHousekeeping } from '../housekeeping/housekeeping.service';
import { purgeImportFiles } from './imports.service';
import { multipart, png } from '../../test/multipart';
import { getFile, readSheet, writeWorkbook } from '../../test/sheets';

// 2026-03-01 10:00 in the park.
const NOW = new Date('2026-03-01T02:00:00Z');
const TODAY = '2026-03-01';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  admin = (await signIn(t, { type: 1 })).token;
  await t.database.db.insert(shopCategories).values([
    { name: '电子信息', sort: 1 },
    { name: '生物医药', sort: 2 },
  ]);
});
afterAll(() => t.close());

type Report = {
  code: number;
  msg: string;
  data: {
    id: number;
    status: string;
    sheets: { kind: string; create: number; update: number; unchanged: number; errors: number }[];
    error_rows: number;
    errors: { sheet: string; row: number; column: string; reason: string }[];
  };
};

/** The dry run of one upload, its answer checked against the call's declaration when it succeeds. */
async function check(file: Buffer, kind: ImportTarget = 'all', token = admin, filename = '园区数据.xlsx'): Promise<Report> {
  const { payload, headers } = multipart(
    { kind },
    { filename, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: file },
  );
  const res = await t.app.inject({ method: 'POST', url: importsCalls.importCheck.path, payload, headers: { ...headers, token } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  if (body.code === Code.OK) importsCalls.importCheck.result.parse(body.data);
  return body;
}

/** Checks a workbook of one 房租合同 sheet holding these rows. */
const checkLeases = async (...rows: unknown[][]) => check(await writeWorkbook({ 房租合同: [LEASE_HEAD, ...rows] }), 'leases');

const commit = (id: number, token = admin) => t.call(importsCalls.importCommit, { id }, token);

const counts = (r: Report) => Object.fromEntries(r.data.sheets.map((s) => [s.kind, [s.create, s.update, s.unchanged, s.errors]]));

async function tableCounts() {
  const db = t.database.db;
  const n = async (table: typeof rooms | typeof companies | typeof leases | typeof serviceFees | typeof payments) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    rooms: await n(rooms),
    companies: await n(companies),
    leases: await n(leases),
    fees: await n(serviceFees),
    payments: await n(payments),
  };
}

const CODE_A = withCreditCheck('91320102MA1W8XK3Q');
const CODE_B = withCreditCheck('91320106MA1X2YP7N');

const ROOM_HEAD = ['楼栋', '房间号*', '楼层', '房源名称', '面积(㎡)*', '用途', '工位数', '月租金(元)', '出租状态', '是否发布'];
const COMPANY_HEAD = [
  '企业名称*',
  '统一社会信用代码',
  '行业类别',
  '省份',
  '城市',
  '区县',
  '详细地址',
  '联系人*',
  '手机号*',
  '电子邮箱',
  '入驻日期',
  '企业名录展示',
];
const LEASE_HEAD = [
  '合同编号*',
  '企业名称*',
  '楼栋',
  '房间号*',
  '签约日期*',
  '起租日期*',
  '租期(月)*',
  '月租金(元)*',
  '付款方式*',
  '每期应缴(元)',
  '押金(元)',
  '已缴至',
  '状态',
];
const FEE_HEAD = [
  '合同编号*',
  '企业名称*',
  '费用名称*',
  '签约日期*',
  '期限(月)*',
  '月单价(元)*',
  '收费方式*',
  '每期应缴(元)',
  '已缴至',
  '状态',
];
const PAY_HEAD = ['合同编号*', '类型', '缴费日期*', '缴至*', '金额(元)*', '缴费方式', '备注'];

/** The park's move-in workbook: three rooms, two companies, two leases (one lapsing in five days), a fee, payments. */
function parkSheets(): Record<string, unknown[][]> {
  return {
    房间: [
      ROOM_HEAD,
      ['导入A栋', 'IA-1201', '12层', '', 120.5, '办公', 20, 9000, '空置', '是'],
      ['导入A栋', 'IA-1202', '12层', 'A栋1202 研发间', '80', '研发', 10, '6,000.00', '', ''],
      ['导入B栋', 'IB-0301', '3层', '', 200, '', '', '', '', '否'],
    ],
    企业: [
      COMPANY_HEAD,
      [
        '导入一号科技有限公司',
        CODE_A,
        '电子信息、生物医药',
        '江苏省',
        '南京市',
        '玄武区',
        '珠江路 1 号',
        '张一',
        '13911110001',
        'a@example.com',
        new Date(Date.UTC(2024, 2, 1)),
        '是',
      ],
      ['导入二号科技有限公司', CODE_B, '', '', '', '', '', '李二', '13911110002', '', '', '否'],
    ],
    房租合同: [
      LEASE_HEAD,
      [
        'IMP-L-001',
        '导入一号科技有限公司',
        '导入A栋',
        'IA-1201',
        '2025-02-20',
        '2025-03-01',
        12,
        9000,
        '季付',
        '',
        18000,
        addDays(TODAY, 5),
        '在租',
      ],
      ['IMP-L-002', CODE_B, '', 'IB-0301', new Date(Date.UTC(2026, 0, 1)), '2026-01-01', '24个月', '12000.5', '月付', '', '', '', ''],
    ],
    服务费合同: [FEE_HEAD, ['IMP-F-001', '导入一号科技有限公司', '物业费', '2026-01-01', 12, 600, '季付', '', '2026-03-31', '生效中']],
    缴费记录: [
      PAY_HEAD,
      ['IMP-L-002', '房租', '2026-01-05', '2026-01-31', 12000.5, '对公转账', '一月房租'],
      ['IMP-L-002', '', '2026-02-03 09:30', '2026-02-28', '12000.50', '微信支付', ''],
    ],
  };
}

describe('a park moves in: one workbook of every kind', () => {
  let id: number;
  let file: Buffer;

  it('the dry run reports what would be created and writes nothing else', async () => {
    const before = await tableCounts();
    file = await writeWorkbook(parkSheets());
    const r = await check(file);
    expect(r.msg).toBe('检查完成，可以确认导入');
    expect(r.data.error_rows).toBe(0);
    expect(counts(r)).toEqual({
      rooms: [3, 0, 0, 0],
      companies: [2, 0, 0, 0],
      leases: [2, 0, 0, 0],
      fees: [1, 0, 0, 0],
      payments: [2, 0, 0, 0],
    });
    expect(r.data.status).toBe('checked');
    expect(await tableCounts()).toEqual(before);
    id = r.data.id;
  });

  it('confirming writes every row; leases name the rooms and companies of the same workbook', async () => {
    const r = await commit(id);
    expect(r.body).toMatchObject({ code: 1, msg: '导入完成：新增 10 行，更新 0 行，不变 0 行' });
    expect(r.body.data.status).toBe('committed');
    const db = t.database.db;
    const [room] = await db.select().from(rooms).where(eq(rooms.number, 'IA-1201'));
    expect(room).toMatchObject({
      building: '导入A栋',
      title: '导入A栋IA-1201',
      position: '12层',
      area: '120.50',
      usage: '办公',
      work: 20,
      monthlyRent: 900_000,
      status: 1,
      occupancy: 1,
    });
    const [draft] = await db.select().from(rooms).where(eq(rooms.number, 'IB-0301'));
    expect(draft).toMatchObject({ status: 2, occupancy: 1 });
    const [a] = await db.select().from(companies).where(eq(companies.creditCode, CODE_A));
    expect(a).toMatchObject({
      name: '导入一号科技有限公司',
      status: 1,
      regionText: '江苏省南京市玄武区',
      contactName: '张一',
      mobile: '13911110001',
      movedInOn: '2024-03-01',
      listed: true,
      userId: null,
    });
    expect(a!.categoryIds).toHaveLength(2);
    const [l1] = await db.select().from(leases).where(eq(leases.contractNumber, 'IMP-L-001'));
    expect(l1).toMatchObject({
      companyId: a!.id,
      roomId: room!.id,
      roomNumber: 'IA-1201',
      office: '12层',
      endDate: '2026-02-28',
      amountDue: 2_700_000,
      deposit: 1_800_000,
      paidUntil: addDays(TODAY, 5),
      status: 1,
    });
    // The second lease: paid through by its imported payments (the later one), each payment after the one before it.
    const [l2] = await db.select().from(leases).where(eq(leases.contractNumber, 'IMP-L-002'));
    expect(l2).toMatchObject({ price: 1_200_050, cycleMonths: 1, leaseMonths: 24, paidUntil: '2026-02-28' });
    const paid = await db.select().from(payments).where(eq(payments.recordId, l2!.id)).orderBy(asc(payments.payTime));
    expect(paid.map((p) => [p.paidUntil, p.previousPaidUntil, p.amount, p.payWay])).toEqual([
      ['2026-01-31', null, 1_200_050, '对公转账'],
      ['2026-02-28', '2026-01-31', 1_200_050, '微信支付'],
    ]);
    expect(paid[1]!.payTime.toISOString()).toBe('2026-02-03T01:30:00.000Z');
    const [fee] = await db.select().from(serviceFees).where(eq(serviceFees.contractNumber, 'IMP-F-001'));
    expect(fee).toMatchObject({ title: '物业费', signExpire: '2026-12-31', paidUntil: '2026-03-31' });
    // No account: the contact mobile is invited as 负责人.
    const invites = await db.select().from(companyInvitations).where(eq(companyInvitations.companyId, a!.id));
    expect(invites.map((i) => [i.phone, i.role])).toEqual([['13911110001', 1]]);
    const logged = await db.select().from(auditLog).where(eq(auditLog.action, 'import.commit'));
    expect(logged.at(-1)!.detail).toMatchObject({ create: 10, file_name: '园区数据.xlsx' });
  });

  it('the lease lapsing in five days is warned within a week at once', async () => {
    const r = await t.call(billingCalls.warnList, { type: WarnTab.WEEK, keyword: 'IA-1201' }, admin);
    expect(r.body.data.list.map((w) => w.expire_time)).toEqual([addDays(TODAY, 5)]);
  });

  it('the same file again changes nothing', async () => {
    const before = await t.database.db.select({ id: leases.id, updatedAt: leases.updatedAt }).from(leases);
    const older = await check(file);
    const r = await check(file);
    expect(counts(r)).toEqual({
      rooms: [0, 0, 3, 0],
      companies: [0, 0, 2, 0],
      leases: [0, 0, 2, 0],
      fees: [0, 0, 1, 0],
      payments: [0, 0, 2, 0],
    });
    const tables = await tableCounts();
    expect((await commit(r.data.id)).body.msg).toBe('导入完成：新增 0 行，更新 0 行，不变 10 行');
    expect(await tableCounts()).toEqual(tables);
    expect(await t.database.db.select({ id: leases.id, updatedAt: leases.updatedAt }).from(leases)).toEqual(before);
    expect((await commit(r.data.id)).body).toMatchObject({ code: 0, msg: IMPORT_MSG.notCheckable });
    // The dry run before it no longer describes the database: stale, and refused.
    expect((await t.call(importsCalls.importDetail, { id: older.data.id }, admin)).body.data.status).toBe('stale');
    expect((await commit(older.data.id)).body).toMatchObject({ code: 0, msg: IMPORT_MSG.notCheckable });
    expect((await t.call(importsCalls.importDetail, { id: 999999 }, admin)).body).toMatchObject({ code: 0, msg: '内容不存在或已下线' });
  });

  it('a corrected file updates only the corrected rows', async () => {
    const sheets = parkSheets();
    sheets.房租合同![1]![7] = 9500;
    sheets.企业![2]![7] = '李二二';
    const r = await check(await writeWorkbook(sheets));
    expect(counts(r)).toMatchObject({
      rooms: [0, 0, 3, 0],
      companies: [0, 1, 1, 0],
      leases: [0, 1, 1, 0],
      fees: [0, 0, 1, 0],
      payments: [0, 0, 2, 0],
    });
    await commit(r.data.id);
    const [l1] = await t.database.db.select().from(leases).where(eq(leases.contractNumber, 'IMP-L-001'));
    expect(l1).toMatchObject({ price: 950_000, amountDue: 2_850_000, paidUntil: addDays(TODAY, 5) });
    const [b] = await t.database.db.select().from(companies).where(eq(companies.creditCode, CODE_B));
    expect(b!.contactName).toBe('李二二');
  });

  it('the lease export, edited, imports back: its rows match by contract number', async () => {
    const res = await getFile(t, `${billingCalls.leaseExport.path}?status=1&keyword=${encodeURIComponent('导入')}`, admin);
    const r = await check(res.rawPayload, 'leases', admin, '房租合同.xlsx');
    expect(r.msg).toBe('检查完成，可以确认导入');
    expect(r.data.error_rows).toBe(0);
    expect(counts(r)).toEqual({ leases: [0, 0, 2, 0] });
  });
  it('the companies export imports back unchanged (matched by name; columns it lacks keep their values)', async () => {
    const res = await getFile(t, `${applicationsCalls.companyExport.path}?keyword=${encodeURIComponent('导入')}`, admin);
    const r = await check(res.rawPayload, 'companies', admin, '入驻企业.xlsx');
    expect(r.msg).toBe('检查完成，可以确认导入');
    expect(counts(r)).toEqual({ companies: [0, 0, 2, 0] });
  });
});

describe('bad rows', () => {
  it('each is reported with its row, column and a Chinese reason, and nothing can be confirmed', async () => {
    await buildCompany(t.database.db, { name: '审核中科技有限公司', status: 0 });
    const room = await buildRoom(t.database.db, { number: 'BAD-0101' });
    const holder = await buildCompany(t.database.db, { name: '在租科技有限公司' });
    const live = await t.call(
      billingCalls.leaseSave,
      {
        company_id: holder.id,
        room_id: room.id,
        number: 'BAD-LIVE',
        sign_time: '2026-01-01',
        start_time: '2026-01-01',
        lease_months: 12,
        cycle_months: 3,
        price: 100,
      },
      admin,
    );
    expect(live.body.code).toBe(1);
    const before = await tableCounts();
    const r = await check(
      await writeWorkbook({
        房间: [ROOM_HEAD, ['', '', '', '', 10], ['', 'BAD-X', '', '', -3], ['', 'BAD-X', '', '', 3, '宿舍']],
        企业: [
          COMPANY_HEAD,
          ['坏码科技有限公司', '91320102MA1W8XK3Q0', '', '', '', '', '', '王', '13911110003'],
          ['坏号科技有限公司', '', '不存在类别', '江苏省', '不存在市', '', '', '王', '1391111'],
        ],
        房租合同: [
          LEASE_HEAD,
          ['BAD-1', '在租科技有限公司', '', 'A-1203', '2026-01-01', '2026-01-01', 12, 100, '季付'],
          ['BAD-2', '在租科技有限公司', '', 'BAD-0101', '2026/01/01', '2026-01-01', 12, -100, '季付'],
          ['BAD-3', '在租科技有限公司', '', 'BAD-0101', '2026-06-01', '2026-06-01', 12, 100, '季付'],
          ['BAD-4', '审核中科技有限公司', '', 'BAD-0101', '2027-06-01', '2027-06-01', 12, 100, '两月付'],
          ['BAD-5', '没有这家公司', '', 'BAD-0101', '2028-06-01', '2028-06-01', 0, 100, '季付'],
        ],
        缴费记录: [PAY_HEAD, ['NO-SUCH', '', '2026-01-01', '2026-01-31', 10], ['BAD-LIVE', '', '2026-01-01', '2026-01-31', '十元']],
      }),
    );
    expect(r.msg).toBe('检查完成：12 行有错误');
    const reasons = r.data.errors.map((e) => `${e.sheet}:${e.row}:${e.column}:${e.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        '房间:2:房间号:必填项为空',
        '房间:3:面积(㎡):面积应为不小于 0 的数字（最多两位小数）',
        '房间:4:用途:应为以下之一：办公、研发、生产、仓储、商业、其他',
        '房间:4:房间号:与第 3 行重复',
        '企业:2:统一社会信用代码:统一社会信用代码校验失败',
        '企业:3:行业类别:行业类别不存在: 不存在类别',
        '企业:3:城市:地区不存在: 不存在市',
        '企业:3:手机号:手机号码错误！',
        '房租合同:2:房间号:房间不存在: A-1203',
        '房租合同:3:签约日期:日期格式应为 yyyy-MM-dd',
        '房租合同:3:月租金(元):金额不能为负',
        '房租合同:4:起租日期:租期与已有租约重叠',
        '房租合同:5:企业名称:企业未入驻: 审核中科技有限公司',
        '房租合同:5:付款方式:应为以下之一：月付、季付、半年付、年付',
        '房租合同:6:企业名称:企业不存在: 没有这家公司',
        '房租合同:6:租期(月):应为 1 至 600 的整数（月）',
        '缴费记录:2:合同编号:合同不存在: NO-SUCH',
        '缴费记录:3:金额(元):金额格式有误，应为数字（元，最多两位小数）',
      ]),
    );
    expect((await commit(r.data.id)).body).toMatchObject({ code: 0, msg: IMPORT_MSG.hasErrors });
    expect(await tableCounts()).toEqual(before);

    // The report: the rows as uploaded with a 错误原因 column.
    const res = await getFile(t, `${importsCalls.importReportExport.path}?id=${r.data.id}`, admin);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('房间');
    expect(sheet.rows[0]!.at(-1)).toBe('错误原因');
    expect(sheet.rows[1]!.at(-1)).toBe('房间号：必填项为空');
  });

  it('a live lease on a room that has one (not overlapping) is refused with the holder named', async () => {
    const r = await checkLeases(['BAD-6', '在租科技有限公司', '', 'BAD-0101', '2027-02-01', '2027-02-01', 12, 100, '季付']);
    expect(r.data.errors.map((e) => e.reason)).toEqual([IMPORT_MSG.roomLeased('BAD-LIVE')]);
  });
});

describe('files that are refused whole', () => {
  it('a file that is not .xlsx (whatever its name), an empty upload, no kind', async () => {
    expect((await check(await png(), 'rooms', admin, 'rooms.xlsx')).msg).toBe(IMPORT_MSG.notXlsx);
    expect((await check(Buffer.from('PK\u0003\u0004 not really a zip'), 'rooms')).msg).toBe(IMPORT_MSG.notXlsx);
    expect((await check(Buffer.from('合同编号,企业名称\nA,B\n'), 'leases', admin, 'leases.csv')).msg).toBe(IMPORT_MSG.notXlsx);
    expect((await check(Buffer.alloc(0), 'rooms')).msg).toBe(IMPORT_MSG.file);
    expect((await check(await writeWorkbook({ 房间: [ROOM_HEAD, ['', 'X-1', '', '', 1]] }), 'nothing' as ImportTarget)).msg).toBe(
      IMPORT_MSG.kind,
    );
  });

  it('a sheet missing a required column, or of no known kind, or with only the example row', async () => {
    expect(
      (
        await check(
          await writeWorkbook({
            房间: [
              ['楼栋', '面积'],
              ['A', 1],
            ],
          }),
          'rooms',
        )
      ).msg,
    ).toBe(IMPORT_MSG.missingColumn('房间', '房间号'));
    expect((await check(await writeWorkbook({ Sheet1: [ROOM_HEAD, ['', 'X-1', '', '', 1]] }))).msg).toBe(IMPORT_MSG.noSheet);
    const template = await getFile(t, `${importsCalls.importTemplate.path}?kind=all`, admin);
    expect((await check(template.rawPayload)).msg).toBe(IMPORT_MSG.noRows);
  });

  it(`a sheet of ${IMPORT_MAX_ROWS + 1} rows`, async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => ['', `BIG-${i}`, '', '', 10]);
    const r = await check(await writeWorkbook({ 房间: [ROOM_HEAD, ...rows] }), 'rooms');
    expect(r).toMatchObject({ code: 0, msg: IMPORT_MSG.tooManyRows('房间', IMPORT_MAX_ROWS + 1) });
    expect(await t.database.db.select().from(rooms).where(eq(rooms.number, 'BIG-0'))).toHaveLength(0);
  });
});

describe('confirming', () => {
  it('a failure half-way leaves nothing written, and the import can be confirmed once the cause is gone', async () => {
    const db = t.database.db;
    // A real refusal from the database in the middle of the write: the second sheet's row that names BOOM.
    await db.execute(sql`create function imports_test_boom() returns trigger language plpgsql as $$
      begin if new.contract_number = 'BOOM' then raise exception 'boom'; end if; return new; end $$`);
    await db.execute(sql`create trigger imports_test_boom before insert on leases for each row execute function imports_test_boom()`);
    const before = await tableCounts();
    const r = await check(
      await writeWorkbook({
        房间: [ROOM_HEAD, ['半途', 'HALF-1', '', '', 10], ['半途', 'HALF-2', '', '', 10]],
        企业: [COMPANY_HEAD, ['半途科技有限公司', '', '', '', '', '', '', '赵', '13911110009']],
        房租合同: [
          LEASE_HEAD,
          ['HALF-L1', '半途科技有限公司', '半途', 'HALF-1', '2026-01-01', '2026-01-01', 12, 100, '季付'],
          ['BOOM', '半途科技有限公司', '半途', 'HALF-2', '2026-01-01', '2026-01-01', 12, 100, '季付'],
        ],
      }),
    );
    expect(r.data.error_rows).toBe(0);
    expect((await commit(r.data.id)).body).toMatchObject({ code: 0, msg: IMPORT_MSG.failed });
    expect(await tableCounts()).toEqual(before);
    expect(await db.select().from(companyInvitations).where(eq(companyInvitations.phone, '13911110009'))).toHaveLength(0);
    expect((await db.select({ s: imports.status }).from(imports).where(eq(imports.id, r.data.id)))[0]!.s).toBe('checked');
    await db.execute(sql`drop trigger imports_test_boom on leases`);
    expect((await commit(r.data.id)).body.code).toBe(1);
    expect((await tableCounts()).leases).toBe(before.leases + 2);
  });

  it('a row that became bad since the dry run refuses the whole, with the new report kept', async () => {
    const late = ['LATE-1', '后来删除科技有限公司', '', 'IA-1202', '2026-01-01', '2026-01-01', 12, 100, '季付'];
    const r = await checkLeases(late);
    expect(r.data.errors.map((e) => e.reason)).toEqual([IMPORT_MSG.companyMissing('后来删除科技有限公司')]);
    await buildCompany(t.database.db, { name: '后来删除科技有限公司' });
    const ok = await checkLeases(late);
    expect(ok.data.error_rows).toBe(0);
    await t.database.db.delete(companies).where(eq(companies.name, '后来删除科技有限公司'));
    expect((await commit(ok.data.id)).body).toMatchObject({ code: 0, msg: IMPORT_MSG.changed });
    const detail = await t.call(importsCalls.importDetail, { id: ok.data.id }, admin);
    expect(detail.body.data).toMatchObject({ status: 'checked', error_rows: 1 });
    expect(await t.database.db.select().from(leases).where(eq(leases.contractNumber, 'LATE-1'))).toHaveLength(0);
  });
});

describe('the record, the templates, and who may import', () => {
  it('lists imports newest first with their counts and the staff who ran them', async () => {
    const r = await t.call(importsCalls.importList, { start: 1, page_size: 3 }, admin);
    expect(r.body.count).toBeGreaterThanOrEqual(8);
    expect(r.body.data).toHaveLength(3);
    expect(r.body.data[0]!.staff_name).toBe('管理员');
    expect(r.body.data[0]!.id).toBeGreaterThan(r.body.data[1]!.id);
  });

  it('past IMPORT_FILE_RETENTION_DAYS the uploaded file is deleted: the record and its counts stay, no report, nothing to confirm', async () => {
    const db = t.database.db;
    const days = t.env.IMPORT_FILE_RETENTION_DAYS;
    const file = await writeWorkbook({ 房间: [ROOM_HEAD, ['', 'KEEP-1', '', '', 20]] });
    const sheets = [{ kind: 'rooms', sheet: '房间', rows: 1, create: 1, update: 0, unchanged: 0, errors: 0 }];
    const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000);
    // Two checked uploads (written as the check writes them; the check's own rate limit is spent by the tests above).
    const [old, recent] = await db
      .insert(imports)
      .values(
        [days + 1, days - 1].map((d) => ({ kind: 'rooms', fileName: '房间.xlsx', file, status: 'checked', sheets, createdAt: at(d) })),
      )
      .returning({ id: imports.id });

    const result = await runHousekeeping({ db, storage: t.app.storage, env: t.env, now: NOW });
    expect(result.import_files).toBeGreaterThanOrEqual(1);
    expect(await purgeImportFiles(db, days, NOW)).toBe(0);
    const [gone] = await db
      .select({ size: sql<number>`octet_length(${imports.file})`, status: imports.status, sheets: imports.sheets })
      .from(imports)
      .where(eq(imports.id, old!.id));
    expect(gone!.size).toBe(0);
    // Not confirmed before it went: stale now, its counts kept.
    expect(gone!.status).toBe('stale');
    expect(gone!.sheets).toEqual(sheets);

    const record = await t.call(importsCalls.importDetail, { id: old!.id }, admin);
    expect(record.body.data).toMatchObject({ id: old!.id, file_kept: false, status: 'stale' });
    expect((await t.call(importsCalls.importDetail, { id: recent!.id }, admin)).body.data.file_kept).toBe(true);
    const listed = await t.call(importsCalls.importList, { start: 1, page_size: 50 }, admin);
    expect(listed.body.data.find((i) => i.id === old!.id)?.file_kept).toBe(false);
    const report = await getFile(t, `${importsCalls.importReportExport.path}?id=${old!.id}`, admin);
    expect([report.statusCode, report.json()]).toMatchObject([200, { code: 0, msg: IMPORT_MSG.filePurged }]);
    expect((await commit(old!.id)).body).toMatchObject({ code: 0, msg: IMPORT_MSG.notCheckable });
    expect((await getFile(t, `${importsCalls.importReportExport.path}?id=${recent!.id}`, admin)).statusCode).toBe(200);
  });

  it('a template has the Chinese header, a grey example row and validation lists', async () => {
    const res = await getFile(t, `${importsCalls.importTemplate.path}?kind=leases`, admin);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('房租合同')!;
    expect((ws.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['合同编号*', '企业名称*', '楼栋']);
    expect(ws.getCell('A2').value).toBe('ZL-2026-001');
    const validations = (ws as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }).dataValidations.model;
    expect(Object.values(validations).some((v) => v.formulae[0]!.startsWith("'选项'!"))).toBe(true);
    const all = await getFile(t, `${importsCalls.importTemplate.path}?kind=all`, admin);
    const names = new ExcelJS.Workbook();
    await names.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    expect(names.worksheets.map((w) => w.name)).toEqual(['房间', '企业', '房租合同', '服务费合同', '缴费记录', '选项']);
    expect((await getFile(t, `${importsCalls.importTemplate.path}?kind=x`, admin)).json()).toMatchObject({ code: 0, msg: IMPORT_MSG.kind });
  });

  it('refuses every other session: a content editor, a company user, no session', async () => {
    const editor = (await signIn(t, { type: 1, roles: [StaffRole.CONTENT] })).token;
    const person = (await signIn(t)).token;
    const file = await writeWorkbook({ 房间: [ROOM_HEAD, ['', 'NOPE-1', '', '', 1]] });
    for (const token of [editor, person]) {
      expect((await check(file, 'rooms', token)).code).toBe(0);
      expect((await t.call(importsCalls.importList, {}, token)).body.code).not.toBe(1);
      expect((await t.call(importsCalls.importDetail, { id: 1 }, token)).body.code).not.toBe(1);
      expect((await commit(1, token)).body.code).not.toBe(1);
      expect((await getFile(t, `${importsCalls.importTemplate.path}?kind=rooms`, token)).json().code).not.toBe(1);
      expect((await getFile(t, `${importsCalls.importReportExport.path}?id=1`, token)).json().code).not.toBe(1);
    }
    expect((await getFile(t, `${importsCalls.importTemplate.path}?kind=rooms`)).json().code).toBe(50008);
    expect(await t.database.db.select().from(rooms).where(eq(rooms.number, 'NOPE-1'))).toHaveLength(0);
  });
});
