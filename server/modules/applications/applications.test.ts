import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, companies, companyMembers, shopCategories, uploads } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { uploadAttached as attached, uploadIdOf as fileId, uploadJpeg } from '../../test/multipart';
import { purgeAbandonedUploads } from '../uploads/uploads.service';
import { searchText, searchTokens } from '../../lib/search';
import { applicationOrder, settledOrder } from './applications.service';
import * as applicationsCalls from '../../../shared/calls/applications';
import * as companiesCalls from '../../../shared/calls/companies';
import * as authCalls from '../../../shared/calls/auth';
import * as regionsCalls from '../../../shared/calls/regions';
import { MemberRole } from '../../../shared/auth/member-roles';
import { ShopStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';

let t: TestApp;
let cats: number[];
beforeAll(async () => {
  t = await createTestApp();
  cats = (
    await t.database.db
      .insert(shopCategories)
      .values([{ name: '人工智能' }, { name: '生物医药' }])
      .returning()
  ).map((c) => c.id);
});
afterAll(() => t.close());

const upload = async (token: string, name: string) => (await uploadJpeg(t, token, name)).data.url;

async function validBody(token: string) {
  return {
    shop_name: '滨江智造科技有限公司',
    people_name: '陈经理',
    mobile: '13800001111',
    province: 330000,
    city: 330100,
    district: 330108,
    address: '网商路 599 号 3 幢',
    cat_id: cats.join(','),
    license: await upload(token, 'license'),
    befor_pic: await upload(token, 'befor_pic'),
    after_pic: await upload(token, 'after_pic'),
    shop_logo: await upload(token, 'shop_logo'),
    id_consent: true,
  };
}

describe('getRegionList', () => {
  it('loads provinces, then cities, then districts, with leaves marked', async () => {
    const top = await t.call(regionsCalls.getRegionList, { parent_id: -1, depth: 1 });
    expect(top.body.data.length).toBeGreaterThanOrEqual(31);
    expect(top.body.data.find((r: { name: string }) => r.name === '浙江省')).toMatchObject({ id: 330000, leaf: false });
    const cities = await t.call(regionsCalls.getRegionList, { parent_id: 330000, depth: 1 });
    expect(cities.body.data.find((r: { name: string }) => r.name === '杭州市')).toMatchObject({ id: 330100 });
    const districts = await t.call(regionsCalls.getRegionList, { parent_id: 330100, depth: 1 });
    expect(districts.body.data.find((r: { name: string }) => r.name === '滨江区')).toMatchObject({ id: 330108, leaf: true });
  });

  it('gives municipalities a city level of their own name', async () => {
    const bj = await t.call(regionsCalls.getRegionList, { parent_id: 110000, depth: 1 });
    expect(bj.body.data).toEqual([{ id: 110100, name: '北京市', leaf: false, items: [] }]);
    const d = await t.call(regionsCalls.getRegionList, { parent_id: 110100, depth: 1 });
    expect(d.body.data.map((r: { name: string }) => r.name)).toContain('海淀区');
  });
});

describe('shop_submit', () => {
  it('refuses administrators and visitors', async () => {
    const admin = await signIn(t, { type: 1 });
    expect((await t.call(applicationsCalls.shopSubmit, {}, admin.token)).body.msg).toBe('请切换为个人登录！');
    expect((await t.call(applicationsCalls.shopSubmit, {})).body.code).toBe(50008);
  });

  it('applies the spec messages and changes nothing on bad input', async () => {
    const { token } = await signIn(t);
    const ok = await validBody(token);
    const cases: [object, string][] = [
      [{ ...ok, shop_name: ' ' }, '请输入企业名称'],
      [{ ...ok, people_name: '' }, '请输入联系人'],
      [{ ...ok, mobile: '' }, '请输入联系方式'],
      [{ ...ok, mobile: '1380000111' }, '请输入正确的手机号'],
      [{ ...ok, mobile: '138000011112' }, '请输入正确的手机号'],
      [{ ...ok, email: 'finance' }, '请输入正确的电子邮箱'],
      [{ ...ok, email: 'finance@binjiang' }, '请输入正确的电子邮箱'],
      [{ ...ok, email: `${'a'.repeat(95)}@bj.cn` }, '请输入正确的电子邮箱'],
      [{ ...ok, province: 0 }, '请选择地址'],
      [{ ...ok, city: 0 }, '请选择地址'],
      [{ ...ok, district: 0 }, '请选择地址'],
      [{ ...ok, city: 320100 }, '请选择地址'],
      [{ ...ok, license: '' }, '请上传营业执照'],
      [{ ...ok, id_consent: false }, '请先勾选同意提供法人身份证照片'],
      [{ ...ok, cat_id: '1,x' }, '企业类别格式错误'],
      [{ ...ok, cat_id: '99999' }, '企业类别不存在'],
      [{ ...ok, license: '/files/999999' }, '营业执照无效，请重新上传'],
    ];
    for (const [body, msg] of cases) {
      expect((await t.call(applicationsCalls.shopSubmit, body, token)).body, msg).toMatchObject({ code: 0, msg });
    }
    expect(await t.database.db.select().from(companies)).toHaveLength(0);
  });

  it('refuses images uploaded by someone else', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const body = { ...(await validBody(b.token)), license: await upload(a.token, 'license') };
    expect((await t.call(applicationsCalls.shopSubmit, body, b.token)).body.msg).toBe('营业执照无效，请重新上传');
  });

  it('files one application per user, under review, for the session user', async () => {
    const a = await signIn(t);
    const other = await signIn(t);
    const body = { ...(await validBody(a.token)), user_id: other.user.id };
    const res = await t.call(applicationsCalls.shopSubmit, body, a.token);
    expect(res.body).toMatchObject({ code: 1, data: { status: 0 } });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, res.body.data.id));
    expect(row).toMatchObject({ userId: a.user.id, regionText: '浙江省杭州市滨江区', status: 0, email: '' });
    expect(row!.idConsentAt).toBeInstanceOf(Date);
    expect((await t.call(applicationsCalls.shopSubmit, await validBody(a.token), a.token)).body.msg).toBe('申请已提交，正在审核中');
    const me = await t.call(authCalls.userinfo, {}, a.token);
    expect(me.body.data.shop).toMatchObject({ status: 0, shop_name: '滨江智造科技有限公司' });
  });

  it('survives a double submission: one company, one success', async () => {
    const a = await signIn(t);
    const body = await validBody(a.token);
    const results = await Promise.all([
      t.call(applicationsCalls.shopSubmit, body, a.token),
      t.call(applicationsCalls.shopSubmit, body, a.token),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    expect(await t.database.db.select().from(companies).where(eq(companies.userId, a.user.id))).toHaveLength(1);
  });
});

describe('review by administrators', () => {
  it('lists applications and settled companies only for administrators', async () => {
    const user = await signIn(t);
    expect((await t.call(applicationsCalls.applyList, {}, user.token)).body).toMatchObject({ code: 0, msg: '无权访问' });
    expect((await t.call(applicationsCalls.systemShopList, {}, user.token)).body.code).toBe(0);
    const admin = await signIn(t, { type: 1 });
    const list = await t.call(applicationsCalls.applyList, { keyword: '滨江智造' }, admin.token);
    expect(list.body.count).toBeGreaterThan(0);
    expect(list.body.data[0]).toMatchObject({
      status_name: '审核中',
      mobile: '13800001111',
      cat_name: '人工智能、生物医药',
      befor_pic: expect.stringMatching(/\/files\/\d+$/),
    });
  });

  it('rejects with a required remark, lets the owner re-apply, then approves', async () => {
    const owner = await signIn(t);
    const admin = await signIn(t, { type: 1 });
    const id = (await t.call(applicationsCalls.shopSubmit, await validBody(owner.token), owner.token)).body.data.id;
    expect((await t.call(applicationsCalls.examStatus, { id, status: 1 }, owner.token)).body.msg).toBe('无权访问');
    expect((await t.call(applicationsCalls.examStatus, { id, status: 2 }, admin.token)).body.msg).toBe('请填写驳回原因');
    expect((await t.call(applicationsCalls.examStatus, { id, status: 3 }, admin.token)).body.code).toBe(0);
    expect((await t.call(applicationsCalls.examStatus, { id, status: 2, remark: '营业执照不清晰' }, admin.token)).body.code).toBe(1);
    expect((await t.call(applicationsCalls.examStatus, { id, status: 1 }, admin.token)).body.msg).toBe('该申请已审核，不能重复操作');
    const me = await t.call(authCalls.userinfo, {}, owner.token);
    expect(me.body.data.shop).toMatchObject({ status: 2, remark: '营业执照不清晰' });

    const stranger = await signIn(t);
    expect((await t.call(applicationsCalls.shopSubmit, { ...(await validBody(stranger.token)), id }, stranger.token)).body.msg).toBe(
      '申请不存在或无权修改',
    );

    const mine = await t.call(applicationsCalls.myShop, {}, owner.token);
    expect(mine.body.data).toMatchObject({ id, status: 2, remark: '营业执照不清晰', province: 330000 });
    expect(mine.body.data!.email).toBe('');
    const again = await t.call(
      applicationsCalls.shopSubmit,
      { ...(await validBody(owner.token)), id, shop_name: '滨江智造科技股份有限公司', email: ' finance@binjiang.example.cn ' },
      owner.token,
    );
    expect(again.body.data).toMatchObject({ id, status: 0 });
    expect((await t.call(applicationsCalls.myShop, {}, owner.token)).body.data!.email).toBe('finance@binjiang.example.cn');
    const [saved] = await t.database.db.select({ email: companies.email }).from(companies).where(eq(companies.id, id));
    expect(saved!.email).toBe('finance@binjiang.example.cn');

    expect((await t.call(applicationsCalls.examStatus, { id, status: 1 }, admin.token)).body.code).toBe(1);
    const dir = await t.call(companiesCalls.shopList, { keyword: '滨江智造科技股份' });
    expect(dir.body.count).toBe(1);
    const settled = await t.call(applicationsCalls.systemShopList, {}, admin.token);
    expect(settled.body.data.map((c: { id: number }) => c.id)).toContain(id);
    expect((await t.call(applicationsCalls.shopSubmit, { ...(await validBody(owner.token)), id }, owner.token)).body.msg).toBe(
      '您已成功入驻！',
    );
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.objectId, String(id)))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['company.apply', 'company.reject', 'company.reapply', 'company.approve']));
  });

  it('answers the spec §3 shop fields, address meaning what shop_detail’s means; staff also see the contact', async () => {
    const owner = await signIn(t);
    const admin = await signIn(t, { type: 1 });
    const id = (
      await t.call(applicationsCalls.shopSubmit, { ...(await validBody(owner.token)), shop_name: '字段对齐科技有限公司' }, owner.token)
    ).body.data.id;
    const pending = (await t.call(applicationsCalls.applyList, { keyword: '字段对齐' }, admin.token)).body.data[0]!;
    expect(pending).toMatchObject({
      id,
      region: '浙江省杭州市滨江区',
      address: '浙江省杭州市滨江区网商路 599 号 3 幢',
      add_detail: '网商路 599 号 3 幢',
      content: '',
      domain: '',
      see_number: 0,
    });
    expect((await t.call(applicationsCalls.examStatus, { id, status: 1 }, admin.token)).body.code).toBe(1);
    await t.database.db
      .update(companies)
      .set({ content: '<p>专注工业软件</p>', domain: '工业软件', viewCount: 7 })
      .where(eq(companies.id, id));
    const staff = (await t.call(applicationsCalls.systemShopList, { keyword: '字段对齐' }, admin.token)).body.data[0]!;
    const detail = (await t.call(companiesCalls.shopDetail, { id })).body.data!;
    for (const k of ['address', 'add_detail', 'content', 'domain'] as const) expect(staff[k], k).toEqual(detail[k]);
    expect(staff).toMatchObject({ see_number: 7, domain: '工业软件', people_name: '陈经理', mobile: '13800001111' });
    expect(detail.see_number).toBe(8); // the public page counted its own view
    // The public page keeps leaving the contact out.
    expect(detail).not.toHaveProperty('mobile');
    expect(detail).not.toHaveProperty('people_name');
    expect((await t.call(applicationsCalls.myShop, {}, owner.token)).body.data).toMatchObject({
      address: staff.address,
      add_detail: staff.add_detail,
    });
  });

  it('lets housekeeping delete the images a re-application replaced or withdrew', async () => {
    const owner = await signIn(t);
    const admin = await signIn(t, { type: 1 });
    const first = await validBody(owner.token);
    const id = (await t.call(applicationsCalls.shopSubmit, first, owner.token)).body.data.id;
    await t.call(applicationsCalls.examStatus, { id, status: 2, remark: '执照模糊' }, admin.token);
    const license = await upload(owner.token, 'license');
    const again = { ...first, id, license, befor_pic: '', after_pic: '', id_consent: false };
    expect((await t.call(applicationsCalls.shopSubmit, again, owner.token)).body.code).toBe(1);
    expect(await attached(t, license)).toBe(true);
    for (const old of [first.license, first.befor_pic, first.after_pic]) expect(await attached(t, old)).toBe(false);
    await purgeAbandonedUploads(t.database.db, t.app.storage, 0, new Date(Date.now() + 1000));
    const remaining = await t.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, owner.user.id));
    // The new licence and the unchanged logo stay; the old licence and both withdrawn ID photos are gone.
    expect(remaining).toHaveLength(2);
    expect(remaining.map((r) => r.id)).toContain(fileId(license));
    for (const old of [first.license, first.befor_pic, first.after_pic]) expect(remaining.map((r) => r.id)).not.toContain(fileId(old));
  });
});

describe('the staff lists in the order of the date they show', () => {
  const day = (d: number) => new Date(Date.UTC(2026, 0, d, 2));
  /** Three applications and two settled companies whose last change (updated_at) runs against the dates shown. */
  async function seedOrdered(word: string) {
    const row = (name: string, status: number, created: number, updated: number, reviewed: number | null) => {
      const text = searchText(`${word}${name}`);
      return {
        name: `${word}${name}`,
        contactName: '王经理',
        mobile: '13800002222',
        status,
        createdAt: day(created),
        updatedAt: day(updated),
        reviewedAt: reviewed === null ? null : day(reviewed),
        searchText: text,
        searchTokens: searchTokens(text),
      };
    };
    await t.database.db
      .insert(companies)
      .values([
        row('甲', ShopStatus.REVIEWING, 1, 20, null),
        row('乙', ShopStatus.REVIEWING, 5, 6, null),
        row('丙', ShopStatus.PASSED, 3, 30, 4),
        row('丁', ShopStatus.PASSED, 2, 2, 10),
        row('戊', ShopStatus.REJECTED, 9, 9, 11),
      ]);
  }

  it('申请列表: under review first, then by 申请时间 (createtime) newest first; 企业列表 by 入驻时间 (reviewtime), not by the last change', async () => {
    await seedOrdered('排序核对');
    const admin = await signIn(t, { type: 1 });
    const applies = (await t.call(applicationsCalls.applyList, { keyword: '排序核对', page_size: 20 }, admin.token)).body.data;
    expect(applies.map((a) => a.shop_name.slice(-1))).toEqual(['乙', '甲', '丙', '丁', '戊']);
    const times = applies.filter((a) => a.status === ShopStatus.REVIEWING).map((a) => a.createtime);
    expect(times).toEqual([...times].sort().reverse());
    const settled = (await t.call(applicationsCalls.systemShopList, { keyword: '排序核对', page_size: 20 }, admin.token)).body.data;
    expect(settled.map((a) => a.shop_name.slice(-1))).toEqual(['丁', '丙']);
  });

  it('each order is read from an index, with no sort of the whole table', async () => {
    const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
      const q = query.toSQL();
      const text = q.params.reduce<string>((s, p, i) => s.replace(`$${i + 1}`, String(p)), q.sql);
      return t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const r = (await tx.execute(sql.raw(`explain ${text}`))) as unknown as { rows: Record<string, string>[] };
        return r.rows.map((row) => Object.values(row)[0]).join('\n');
      });
    };
    const db = t.database.db;
    const applies = await plan(
      db
        .select({ id: companies.id })
        .from(companies)
        .orderBy(...applicationOrder)
        .limit(8)
        .offset(8),
    );
    expect(applies).toContain('companies_status_idx');
    expect(applies).not.toMatch(/Sort/);
    const settled = await plan(
      db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.status, ShopStatus.PASSED))
        .orderBy(...settledOrder)
        .limit(8)
        .offset(8),
    );
    expect(settled).toContain('companies_settled_idx');
    expect(settled).not.toMatch(/Sort/);
  });
});

describe('the application and the team (issue 30)', () => {
  const submit = async (token: string, extra: object = {}) =>
    t.call(applicationsCalls.shopSubmit, { ...(await validBody(token)), ...extra }, token);
  const membership = async (userId: number) =>
    (await t.database.db.select().from(companyMembers).where(eq(companyMembers.userId, userId)))[0];

  it('makes the applicant the new company’s 负责人, in the same step', async () => {
    const a = await signIn(t);
    const res = await submit(a.token);
    expect(res.body.code).toBe(1);
    expect(await membership(a.user.id)).toMatchObject({ companyId: res.body.data.id, role: MemberRole.OWNER });
    expect((await t.call(authCalls.userinfo, {}, a.token)).body.data.shop).toMatchObject({ id: res.body.data.id, role: MemberRole.OWNER });
  });

  it('a member of a company cannot apply for another; the company’s record is every member’s to read', async () => {
    const owner = await signIn(t);
    const finance = await signIn(t);
    const id = (await submit(owner.token)).body.data.id;
    await t.database.db.update(companies).set({ status: ShopStatus.PASSED }).where(eq(companies.id, id));
    await t.database.db.insert(companyMembers).values({ companyId: id, userId: finance.user.id, role: MemberRole.FINANCE });
    expect((await submit(finance.token)).body.msg).toBe(MSG.alreadySettled);
    expect(await t.database.db.select().from(companies).where(eq(companies.userId, finance.user.id))).toHaveLength(0);
    expect((await t.call(applicationsCalls.myShop, {}, finance.token)).body.data).toMatchObject({ id, status: ShopStatus.PASSED });
  });

  it('only the 负责人 re-applies after a rejection', async () => {
    const owner = await signIn(t);
    const agent = await signIn(t);
    const id = (await submit(owner.token)).body.data.id;
    await t.database.db.update(companies).set({ status: ShopStatus.REJECTED, remark: '材料不全' }).where(eq(companies.id, id));
    await t.database.db.insert(companyMembers).values({ companyId: id, userId: agent.user.id, role: MemberRole.AGENT });
    expect((await submit(agent.token, { id })).body).toMatchObject({ code: 0, msg: MSG.forbidden });
    expect((await submit(agent.token)).body).toMatchObject({ code: 0, msg: MSG.forbidden });
    expect((await t.database.db.select().from(companies).where(eq(companies.id, id)))[0]!.status).toBe(ShopStatus.REJECTED);
    expect((await submit(owner.token, { id })).body.data).toMatchObject({ id, status: ShopStatus.REVIEWING });
  });

  it('an applicant who left the company they applied for may apply for a new one, and stays its applicant', async () => {
    const a = await signIn(t);
    const id = (await submit(a.token)).body.data.id;
    await t.database.db.delete(companyMembers).where(eq(companyMembers.userId, a.user.id));
    const again = (await submit(a.token)).body;
    expect(again.code).toBe(1);
    expect(again.data.id).not.toBe(id);
    const applied = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, a.user.id));
    expect(applied.map((r) => r.id).sort((x, y) => x - y)).toEqual([id, again.data.id].sort((x, y) => x - y));
    expect(await t.database.db.select().from(companyMembers).where(eq(companyMembers.userId, a.user.id))).toEqual([
      expect.objectContaining({ companyId: again.data.id, role: MemberRole.OWNER }),
    ]);
  });
});
