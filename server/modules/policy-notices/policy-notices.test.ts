import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../shared/calls/define';
import * as policyNoticesCalls from '../../../shared/calls/policy-notices';
import { LoginType } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { auditLog, policyNoticeFollowups, policyNotices, siteSettings } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';

// 2026-03-01 10:00 in park time.
const NOW = new Date('2026-03-01T02:00:00Z');

let t: TestApp;
let admin: string;
let adminId: number;
let ownerA: string;
let ownerB: string;
let pending: string;
let loner: string;
let companyA: { id: number; name: string };
let companyB: { id: number; name: string };
let reviewing: { id: number };

const add = (body: Record<string, unknown>, token = admin) => t.call(policyNoticesCalls.policyNoticeAdd, body, token);
const valid = {
  title: '集成电路设计企业流片费用补贴',
  start_time: '2026-02-20',
  end_time: '2026-03-31',
  link: 'https://www.gov.cn/zhengce/a.html',
};
const policyNoticeCount = async () => (await t.database.db.select({ n: count() }).from(policyNotices))[0]!.n;
const setSystemType = async (value: number | null) => {
  await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'system_type'));
  if (value !== null) await t.database.db.insert(siteSettings).values({ key: 'system_type', value });
};
const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const db = t.database.db;
  const a = await signIn(t);
  const b = await signIn(t);
  const p = await signIn(t);
  ownerA = a.token;
  ownerB = b.token;
  pending = p.token;
  loner = (await signIn(t)).token;
  const adm = await signIn(t, { type: LoginType.ADMIN });
  admin = adm.token;
  adminId = adm.user.id;
  companyA = await buildCompany(db, { userId: a.user.id, name: '杭州瀚芯微电子有限公司' });
  companyB = await buildCompany(db, { userId: b.user.id, name: '云图数据科技有限公司' });
  reviewing = await buildCompany(db, { userId: p.user.id, name: '审核中科技有限公司', status: 0 });
});
afterAll(() => t.close());

describe('system_info', () => {
  it('answers the default system_type 2 when the setting is unset, else the setting', async () => {
    expect((await t.call(policyNoticesCalls.systemInfo, {}, admin)).body).toMatchObject({ code: 1, data: { system_type: 2 } });
    await setSystemType(3);
    expect((await t.call(policyNoticesCalls.systemInfo, {}, admin)).body.data).toEqual({ system_type: 3 });
    await setSystemType(null);
  });

  it('is for staff only', async () => {
    expect((await t.call(policyNoticesCalls.systemInfo, {}, ownerA)).body).toMatchObject({ code: 0, msg: '无权访问' });
    expect((await t.call(policyNoticesCalls.systemInfo, {})).body.code).toBe(Code.TOKEN_INVALID);
  });
});

describe('policy_notice_add', () => {
  it('publishes a notice to one settled company and audits it', async () => {
    const res = await add({ ...valid, company_id: companyA.id });
    expect(res.body).toMatchObject({ code: 1, msg: '通知已发布' });
    const [row] = await t.database.db.select().from(policyNotices).where(eq(policyNotices.id, res.body.data.id));
    expect(row).toMatchObject({
      companyId: companyA.id,
      title: valid.title,
      link: valid.link,
      status: 0,
      createdBy: adminId,
      deletedAt: null,
    });
    expect(row!.startTime!.toISOString()).toBe('2026-02-19T16:00:00.000Z');
    expect(row!.endTime!.toISOString()).toBe('2026-03-31T15:59:59.000Z');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy_notice.create'), eq(auditLog.objectId, String(res.body.data.id))));
    expect(entry).toMatchObject({ actorId: adminId, actorType: 1, objectType: 'policy_notice' });
    expect(entry!.detail).toMatchObject({ company_id: companyA.id, title: valid.title });
  });

  it('takes company_id 0 or none as every settled company, and an address on this site or no link', async () => {
    expect((await add({ ...valid, title: '稳岗返还申领', company_id: 0, link: '/policydetail?id=3&type=0' })).body.code).toBe(1);
    expect((await add({ title: '无链接通知', start_time: '2026-03-01', end_time: '2026-03-01' })).body.code).toBe(1);
    expect(
      (await add({ title: '  字符串编号  ', company_id: String(companyB.id), start_time: '2026-03-01', end_time: '2026-03-02', link: '' }))
        .body.code,
    ).toBe(1);
  });

  it.each([
    [{ ...valid, title: '' }, '请输入通知标题'],
    [{ ...valid, title: '   ' }, '请输入通知标题'],
    [{ ...valid, title: undefined }, '请输入通知标题'],
    [{ ...valid, title: '长'.repeat(201) }, '通知标题不能超过 200 个字'],
    [{ ...valid, title: '长'.repeat(10_000) }, '通知标题不能超过 200 个字'],
    [{ ...valid, start_time: '' }, '请选择开始日期'],
    [{ ...valid, end_time: undefined }, '请选择结束日期'],
    [{ ...valid, start_time: '2026-02-30' }, '开始日期不是有效日期（格式 yyyy-MM-dd）'],
    [{ ...valid, end_time: '2026/03/31' }, '结束日期不是有效日期（格式 yyyy-MM-dd）'],
    [{ ...valid, start_time: '2026-04-01', end_time: '2026-03-31' }, '结束日期不能早于开始日期'],
    [{ ...valid, link: 'javascript:alert(1)' }, '请填写以 http:// 或 https:// 开头的链接'],
    [{ ...valid, link: ' JavaScript:alert(document.cookie)' }, '请填写以 http:// 或 https:// 开头的链接'],
    [{ ...valid, link: 'data:text/html,<script>alert(1)</script>' }, '请填写以 http:// 或 https:// 开头的链接'],
    [{ ...valid, link: '//evil.example.com/x' }, '请填写以 http:// 或 https:// 开头的链接'],
    [{ ...valid, link: '/\\evil.example.com' }, '请填写以 http:// 或 https:// 开头的链接'],
    [{ ...valid, link: 'https://' }, '请填写以 http:// 或 https:// 开头的链接'],
    [{ ...valid, link: 'www.gov.cn' }, '请填写以 http:// 或 https:// 开头的链接'],
    [{ ...valid, link: `https://a.cn/${'x'.repeat(500)}` }, '链接不能超过 500 个字符'],
    [{ ...valid, company_id: -1 }, '企业格式错误'],
    [{ ...valid, company_id: 'abc' }, '企业格式错误'],
  ])('refuses bad input with a Chinese message and changes nothing (%#)', async (body, msg) => {
    const before = await policyNoticeCount();
    expect((await add(body)).body).toMatchObject({ code: 0, msg });
    expect(await policyNoticeCount()).toBe(before);
  });

  it('addresses only settled companies', async () => {
    const before = await policyNoticeCount();
    expect((await add({ ...valid, company_id: reviewing.id })).body).toMatchObject({ code: 0, msg: '请选择已入驻的企业' });
    expect((await add({ ...valid, company_id: 999_999 })).body).toMatchObject({ code: 0, msg: '请选择已入驻的企业' });
    expect(await policyNoticeCount()).toBe(before);
  });

  it('in a system of another type, publishes to all companies only', async () => {
    await setSystemType(1);
    try {
      expect((await add({ ...valid, company_id: companyA.id })).body).toMatchObject({ code: 0, msg: '当前系统只能向全部企业发布通知' });
      expect((await add({ ...valid, title: '类型一的通知', company_id: 0 })).body.code).toBe(1);
    } finally {
      await setSystemType(null);
    }
  });
});

describe('policy_notice_list', () => {
  it('lists notices newest first with the spec fields; all-company ones as 全部企业', async () => {
    const res = await t.call(policyNoticesCalls.policyNoticeList, {}, admin);
    expect(res.body.code).toBe(1);
    expect(res.body.count).toBe(res.body.data.length);
    const toA = res.body.data.find((n: { title: string }) => n.title === valid.title);
    expect(toA).toEqual({
      id: expect.any(Number),
      company_id: companyA.id,
      company_name: companyA.name,
      title: valid.title,
      start_time: '2026-02-20',
      end_time: '2026-03-31',
      link: valid.link,
      window: 1,
      window_label: '进行中',
      createtime: '2026-03-01 10:00',
      status: 0,
      status_label: '未跟进',
      followup_count: 0,
      last_followup: null,
      admin_name: '管理员',
    });
    expect(res.body.data.find((n: { title: string }) => n.title === '稳岗返还申领')).toMatchObject({
      company_id: 0,
      company_name: '全部企业',
    });
    const ordered = [...ids(res)].sort((x, y) => y - x);
    expect(ids(res)).toEqual(ordered);
  });

  it('pages eight at a time', async () => {
    const db = t.database.db;
    await db.insert(policyNotices).values(
      Array.from({ length: 9 }, (_, i) => ({
        title: `批量通知${i}`,
        createdAt: new Date(NOW.getTime() - (i + 1) * 60_000),
        searchText: `批量通知${i}`,
        searchTokens: [],
      })),
    );
    const p1 = await t.call(policyNoticesCalls.policyNoticeList, {}, admin);
    expect(p1.body.data).toHaveLength(8);
    const p2 = await t.call(policyNoticesCalls.policyNoticeList, { start: 2 }, admin);
    expect(p2.body.count).toBe(p1.body.count);
    expect(ids(p2).some((id: number) => ids(p1).includes(id))).toBe(false);
  });

  it('finds notices by a keyword of one or two characters, of the title or the company name', async () => {
    const one = await t.call(policyNoticesCalls.policyNoticeList, { keyword: '稳' }, admin);
    expect(one.body.data.map((n: { title: string }) => n.title)).toEqual(['稳岗返还申领']);
    const two = await t.call(policyNoticesCalls.policyNoticeList, { keyword: '流片' }, admin);
    expect(two.body).toMatchObject({ count: 1, data: [{ title: valid.title }] });
    const company = await t.call(policyNoticesCalls.policyNoticeList, { keyword: '瀚芯' }, admin);
    expect(company.body.data.map((n: { company_id: number }) => n.company_id)).toEqual([companyA.id]);
    const longer = await t.call(policyNoticesCalls.policyNoticeList, { keyword: '费用补贴' }, admin);
    expect(longer.body.count).toBe(1);
    expect((await t.call(policyNoticesCalls.policyNoticeList, { keyword: '补贴流片' }, admin)).body.count).toBe(0);
  });

  it('filters by company: one company, or 0 for those addressed to all', async () => {
    const mine = await t.call(policyNoticesCalls.policyNoticeList, { company_id: companyA.id }, admin);
    expect(mine.body.data.every((n: { company_id: number }) => n.company_id === companyA.id)).toBe(true);
    expect(mine.body.count).toBe(1);
    const all = await t.call(policyNoticesCalls.policyNoticeList, { company_id: 0 }, admin);
    expect(all.body.data.every((n: { company_name: string }) => n.company_name === '全部企业')).toBe(true);
  });

  it('refuses a bad page size', async () => {
    expect((await t.call(policyNoticesCalls.policyNoticeList, { page_size: 51 }, admin)).body).toMatchObject({
      code: 0,
      msg: '每页条数应为 1 至 50',
    });
  });
});

describe('follow-ups', () => {
  let policyNoticeId: number;
  beforeAll(async () => {
    policyNoticeId = (await add({ ...valid, title: '跟进测试通知', company_id: companyA.id })).body.data.id;
  });

  it('records the note, who and when, marks the notice 已跟进 and audits it', async () => {
    const res = await t.call(policyNoticesCalls.policyNoticeFollow, { id: policyNoticeId, note: '  已电话联系企业负责人  ' }, admin);
    expect(res.body).toMatchObject({
      code: 1,
      msg: '已记录跟进',
      data: {
        id: policyNoticeId,
        status: 1,
        followup: { note: '已电话联系企业负责人', admin_name: '管理员', createtime: '2026-03-01 10:00' },
      },
    });
    const [row] = await t.database.db.select().from(policyNoticeFollowups).where(eq(policyNoticeFollowups.policyNoticeId, policyNoticeId));
    expect(row).toMatchObject({ note: '已电话联系企业负责人', createdBy: adminId });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy_notice.follow'), eq(auditLog.objectId, String(policyNoticeId))));
    expect(entry).toMatchObject({ actorId: adminId });
    expect(entry!.detail).toMatchObject({ note: '已电话联系企业负责人', status_before: 0 });
  });

  it('lists the history newest first and shows the count and the last one in the list', async () => {
    const second = await t.call(policyNoticesCalls.policyNoticeFollow, { id: policyNoticeId, note: '企业已提交申报材料' }, admin);
    const history = await t.call(policyNoticesCalls.policyNoticeFollowups, { id: policyNoticeId }, admin);
    expect(history.body.count).toBe(2);
    expect(history.body.data.map((f: { note: string }) => f.note)).toEqual(['企业已提交申报材料', '已电话联系企业负责人']);
    expect(history.body.data[0]).toEqual({
      id: second.body.data.followup.id,
      note: '企业已提交申报材料',
      admin_name: '管理员',
      createtime: '2026-03-01 10:00',
    });
    const list = await t.call(policyNoticesCalls.policyNoticeList, { keyword: '跟进测试' }, admin);
    expect(list.body.data[0]).toMatchObject({
      status: 1,
      status_label: '已跟进',
      followup_count: 2,
      last_followup: { note: '企业已提交申报材料' },
    });
  });

  it.each([
    [{ note: '' }, '请输入跟进内容'],
    [{ note: '  ' }, '请输入跟进内容'],
    [{ note: '长'.repeat(501) }, '跟进内容不能超过 500 个字'],
    [{ note: '好', id: 'x' }, '编号格式错误'],
    [{ note: '好', id: 999_999 }, '通知不存在或已删除'],
  ])('refuses %j', async (extra, msg) => {
    const before = (await t.database.db.select({ n: count() }).from(policyNoticeFollowups))[0]!.n;
    expect((await t.call(policyNoticesCalls.policyNoticeFollow, { id: policyNoticeId, ...extra }, admin)).body).toMatchObject({
      code: 0,
      msg,
    });
    expect((await t.database.db.select({ n: count() }).from(policyNoticeFollowups))[0]!.n).toBe(before);
  });
});

describe('my_notice', () => {
  let toA: number;
  let toB: number;
  let toAll: number;
  let upcoming: number;
  let ended: number;
  beforeAll(async () => {
    await t.database.db.delete(policyNotices);
    toA = (await add({ title: 'A企业的通知', company_id: companyA.id, start_time: '2026-02-01', end_time: '2026-04-30' })).body.data.id;
    toB = (await add({ title: 'B企业的通知', company_id: companyB.id, start_time: '2026-02-01', end_time: '2026-03-10' })).body.data.id;
    toAll = (await add({ title: '全部企业的通知', start_time: '2026-02-01', end_time: '2026-03-01', link: 'https://www.gov.cn/' })).body
      .data.id;
    upcoming = (await add({ title: '下周开始的通知', company_id: companyA.id, start_time: '2026-03-02', end_time: '2026-03-20' })).body.data
      .id;
    ended = (await add({ title: '昨天结束的通知', start_time: '2026-01-01', end_time: '2026-02-28' })).body.data.id;
  });

  it('shows the company its own and the all-company notices, current first (nearest end), then upcoming, then ended', async () => {
    const res = await t.call(policyNoticesCalls.myNotice, { shop_id: companyB.id, user_id: 1 }, ownerA);
    expect(res.body.code).toBe(1);
    expect(ids(res)).toEqual([toAll, toA, upcoming, ended]);
    expect(res.body.count).toBe(4);
    expect(res.body.data[0]).toEqual({
      id: toAll,
      company_id: 0,
      company_name: '全部企业',
      title: '全部企业的通知',
      start_time: '2026-02-01',
      end_time: '2026-03-01',
      link: 'https://www.gov.cn/',
      window: 1,
      window_label: '进行中',
      createtime: '2026-03-01 10:00',
    });
    expect(res.body.data[1]).toMatchObject({ company_id: companyA.id, company_name: companyA.name });
    expect(res.body.data[2]).toMatchObject({ window: 0, window_label: '未开始' });
    expect(res.body.data[3]).toMatchObject({ window: 2, window_label: '已结束' });
    expect(res.body.data[0]).not.toHaveProperty('followup_count');
  });

  it("never shows another company's notice", async () => {
    const b = await t.call(policyNoticesCalls.myNotice, {}, ownerB);
    expect(ids(b)).toEqual([toAll, toB, ended]);
    expect(ids(b)).not.toContain(toA);
  });

  it('pages', async () => {
    const p2 = await t.call(policyNoticesCalls.myNotice, { start: 2, page_size: 3 }, ownerA);
    expect(ids(p2)).toEqual([ended]);
    expect(p2.body.count).toBe(4);
  });

  it('is for the owner of a settled company', async () => {
    expect((await t.call(policyNoticesCalls.myNotice, {}, pending)).body).toMatchObject({ code: 0, msg: '请先入驻企业' });
    expect((await t.call(policyNoticesCalls.myNotice, {}, loner)).body).toMatchObject({ code: 0, msg: '请先入驻企业' });
    expect((await t.call(policyNoticesCalls.myNotice, {}, admin)).body).toMatchObject({ code: 0, msg: '请切换为个人登录！' });
    expect((await t.call(policyNoticesCalls.myNotice, {})).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('drops a deleted notice from both sides; deleting again, following or reading its history is refused', async () => {
    const res = await t.call(policyNoticesCalls.policyNoticeDelete, { id: toA }, admin);
    expect(res.body).toMatchObject({ code: 1, msg: '已删除', data: { id: toA } });
    expect(ids(await t.call(policyNoticesCalls.myNotice, {}, ownerA))).toEqual([toAll, upcoming, ended]);
    expect(ids(await t.call(policyNoticesCalls.policyNoticeList, {}, admin))).not.toContain(toA);
    for (const [c, body] of [
      [policyNoticesCalls.policyNoticeDelete, { id: toA }],
      [policyNoticesCalls.policyNoticeFollow, { id: toA, note: '再跟进' }],
      [policyNoticesCalls.policyNoticeFollowups, { id: toA }],
    ] as const) {
      expect((await t.call(c, body, admin)).body, c.path).toMatchObject({ code: 0, msg: '通知不存在或已删除' });
    }
    const [row] = await t.database.db.select().from(policyNotices).where(eq(policyNotices.id, toA));
    expect(row!.deletedAt?.toISOString()).toBe(NOW.toISOString());
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy_notice.delete'), eq(auditLog.objectId, String(toA))));
    expect(entry).toMatchObject({ actorId: adminId });
    expect(entry!.detail).toMatchObject({ title: 'A企业的通知', company_id: companyA.id });
  });
});

describe('staff calls', () => {
  const calls: [ApiCall, Record<string, unknown>][] = [
    [policyNoticesCalls.policyNoticeList, {}],
    [policyNoticesCalls.policyNoticeCompanies, {}],
    [policyNoticesCalls.policyNoticeAdd, { ...valid }],
    [policyNoticesCalls.policyNoticeFollow, { id: 1, note: '跟进' }],
    [policyNoticesCalls.policyNoticeFollowups, { id: 1 }],
    [policyNoticesCalls.policyNoticeDelete, { id: 1 }],
    [policyNoticesCalls.systemInfo, {}],
  ];

  it.each(calls.map(([c, body]) => [c.path, c, body] as const))(
    '%s refuses a personal token and a visitor, changing nothing',
    async (_path, c, body) => {
      const before = await policyNoticeCount();
      const personal = await t.call(c, body, ownerA);
      expect(personal.status).toBe(200);
      expect(personal.body).toMatchObject({ code: 0, msg: '无权访问' });
      expect((await t.call(c, body)).body.code).toBe(Code.TOKEN_INVALID);
      expect(await policyNoticeCount()).toBe(before);
    },
  );

  it('policy_notice_companies lists settled companies only, by name', async () => {
    const res = await t.call(policyNoticesCalls.policyNoticeCompanies, {}, admin);
    expect(res.body.code).toBe(1);
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining([companyA.name, companyB.name]));
    expect(names).not.toContain('审核中科技有限公司');
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});

describe('result schemas', () => {
  it('match the answers exactly (no undeclared fields)', async () => {
    const followed = (await add({ ...valid, title: '结构检查', company_id: companyA.id })).body.data.id;
    await t.call(policyNoticesCalls.policyNoticeFollow, { id: followed, note: '结构检查跟进' }, admin);
    const probes: [ApiCall, Record<string, unknown>, string][] = [
      [policyNoticesCalls.systemInfo, {}, admin],
      [policyNoticesCalls.policyNoticeList, {}, admin],
      [policyNoticesCalls.policyNoticeCompanies, {}, admin],
      [policyNoticesCalls.policyNoticeFollowups, { id: followed }, admin],
      [policyNoticesCalls.policyNoticeFollow, { id: followed, note: '第二次' }, admin],
      [policyNoticesCalls.myNotice, {}, ownerA],
    ];
    for (const [c, body, token] of probes) {
      const res = await t.call(c, body, token);
      expect(res.body.code, c.path).toBe(1);
      const parsed = c.result.safeParse(res.body.data);
      expect(parsed.success ? [] : parsed.error.issues, c.path).toEqual([]);
      expect(parsed.data, c.path).toEqual(res.body.data);
    }
  });
});
