import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../../../shared/auth/staff-roles';
import { LoginType } from '../../../shared/constants';
import { LISTING_MSG } from '../../../shared/contracts/companies';
import { Code } from '../../../shared/envelope';
import { auditLog, companies, shopCategories, uploads } from '../../db/schema/index';
import { buildSearchable } from '../../test/factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import * as companiesCalls from '../../../shared/calls/companies';
import type { ApiCall } from '../../../shared/calls/define';
import * as consultationsCalls from '../../../shared/calls/consultations';
import * as searchCalls from '../../../shared/calls/search';
import * as siteCalls from '../../../shared/calls/site';

let t: TestApp;
let ops: string;
let settled: number;
let pending: number;
let ai: number;
let bio: number;
const call = <C extends ApiCall>(c: C, body: unknown, token = ops) => t.call(c, body, token);
const base = () => ({
  id: settled,
  shop_name: '浮光智算科技有限公司',
  cat_id: `${ai}`,
  address: '网商路 1 号',
  domain: '',
  shop_logo: '/demo/logo.svg',
  listed: true,
});

beforeAll(async () => {
  t = await createTestApp();
  ops = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] })).token;
  const db = t.database.db;
  const cats = await db
    .insert(shopCategories)
    .values([
      { name: '人工智能', sort: 1 },
      { name: '生物医药', sort: 2 },
    ])
    .returning();
  [ai, bio] = [cats[0]!.id, cats[1]!.id];
  const common = {
    contactName: '王经理',
    mobile: '13800000000',
    regionText: '浙江省杭州市滨江区',
    address: '网商路1号',
    logo: '/demo/logo.svg',
  };
  settled = (
    await buildSearchable(db, companies, { ...common, name: '智算科技有限公司', categoryIds: [bio], status: 1 }, ['智算科技有限公司'])
  ).id;
  pending = (await buildSearchable(db, companies, { ...common, name: '审核中企业', status: 0 }, ['审核中企业'])).id;
});
afterAll(() => t.close());

describe('a settled company’s public listing (park operations)', () => {
  it('reads the listing, saves a correction shown by the directory at once, audited before → after', async () => {
    const read = await call(companiesCalls.companyListing, { id: settled });
    expect(read.body.data).toMatchObject({ id: settled, shop_name: '智算科技有限公司', cat_id: `${bio}`, shop_logo: '/demo/logo.svg' });
    expect(read.body.data.categories).toContainEqual({ value: ai, label: '人工智能' });
    // The directory's answer is cached; the save must empty the cache.
    expect(JSON.stringify((await t.call(companiesCalls.shopList, {})).body)).toContain('智算科技有限公司');

    const [logo] = await t.database.db
      .insert(uploads)
      .values({ ownerId: null, kind: 'site_image', path: `public/2026/11/${'e'.repeat(32)}.jpg`, bytes: 10, attached: false })
      .returning();
    const res = await call(companiesCalls.companyListingSave, {
      ...base(),
      cat_id: `${ai},${bio}`,
      domain: '算力服务与行业大模型',
      shop_logo: `/uploads/2026/11/${'e'.repeat(32)}.jpg`,
    });
    expect(res.body).toMatchObject({ code: Code.OK, msg: '企业公开信息已保存' });
    const list = (await t.call(companiesCalls.shopList, { keyword: '浮光' })).body;
    expect(list.data.map((c: { shop_name: string }) => c.shop_name)).toEqual(['浮光智算科技有限公司']);
    const detail = (await t.call(companiesCalls.shopDetail, { id: settled })).body.data;
    expect(detail).toMatchObject({ shop_name: '浮光智算科技有限公司', domain: '算力服务与行业大模型' });
    expect(detail.shop_logo).toContain(`/uploads/2026/11/${'e'.repeat(32)}.jpg`);
    expect((await t.database.db.select().from(uploads).where(eq(uploads.id, logo!.id)))[0]!.attached).toBe(true);
    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'company.listing'));
    expect(line!.detail).toMatchObject({
      before: { shop_name: '智算科技有限公司', cat_id: `${bio}` },
      after: { shop_name: '浮光智算科技有限公司', cat_id: `${ai},${bio}` },
    });
  });

  it('refuses bad input with the exact message and changes nothing', async () => {
    const before = (await t.database.db.select().from(companies).where(eq(companies.id, settled)))[0];
    const cases: [Record<string, unknown>, string][] = [
      [{ shop_name: '  ' }, LISTING_MSG.name],
      [{ shop_name: 'x'.repeat(101) }, LISTING_MSG.nameTooLong],
      [{ domain: '业'.repeat(201) }, LISTING_MSG.domain],
      [{ cat_id: '1;drop' }, LISTING_MSG.categories],
      [{ cat_id: '99999' }, LISTING_MSG.categoryMissing],
      [{ shop_logo: 'https://evil.example/x.jpg' }, LISTING_MSG.logo],
      [{ shop_logo: `/uploads/2026/11/${'f'.repeat(32)}.jpg` }, LISTING_MSG.logo],
      [{ id: pending }, LISTING_MSG.notFound],
      [{ listed: 'maybe' }, LISTING_MSG.listed],
    ];
    for (const [change, msg] of cases) {
      const res = await call(companiesCalls.companyListingSave, { ...base(), ...change });
      expect([res.status, res.body.code, res.body.msg], JSON.stringify(change)).toEqual([200, Code.FAIL, msg]);
    }
    expect((await t.database.db.select().from(companies).where(eq(companies.id, settled)))[0]).toEqual(before);
    expect((await call(companiesCalls.companyListing, { id: pending })).body.msg).toBe(LISTING_MSG.notFound);
  });

  it('takes a company off every public page and puts it back; it stays settled', async () => {
    const personal = (await signIn(t)).token;
    const visible = async () => {
      const list = (await t.call(companiesCalls.shopList, { page_size: 50 })).body.data.map((c: { id: number }) => c.id);
      const detail = await t.call(companiesCalls.shopDetail, { id: settled });
      const search = (await t.call(searchCalls.searchList, { type: 7, keyword: '浮光' }, personal)).body.data.map(
        (c: { id: number }) => c.id,
      );
      const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      const figures = (await t.call(siteCalls.config, {})).body.data;
      return {
        list: list.includes(settled),
        detail: detail.body.code === Code.OK,
        search: search.includes(settled),
        sitemap: sitemap.includes(`comdetail?id=${settled}`),
        figures,
      };
    };
    const shown = await visible();
    expect(shown).toMatchObject({ list: true, detail: true, search: true, sitemap: true });
    const res = await call(companiesCalls.companyListingSave, { ...base(), listed: false });
    expect(res.body.code).toBe(Code.OK);
    expect(await visible()).toMatchObject({ list: false, detail: false, search: false, sitemap: false });
    // Nobody can send a consultation to it.
    const ask = await t.call(
      consultationsCalls.questionAdd,
      { type: 6, question_id: settled, name: '张三', phone: '13800000000', content: '请问' },
      personal,
    );
    expect(ask.body).toMatchObject({ code: Code.FAIL, msg: '咨询的内容不存在或已下线' });
    // Still settled: operations still find and edit it.
    expect((await call(companiesCalls.companyListing, { id: settled })).body.data).toMatchObject({ listed: false });
    expect((await t.database.db.select().from(companies).where(eq(companies.id, settled)))[0]!.status).toBe(1);
    await call(companiesCalls.companyListingSave, { ...base(), listed: true });
    expect(await visible()).toMatchObject({ list: true, detail: true, search: true, sitemap: true });
    const lines = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'company.listing')).orderBy(auditLog.id);
    expect(lines.at(-2)!.detail).toMatchObject({ before: { listed: true }, after: { listed: false } });
  });

  it('refuses the other roles and company users', async () => {
    for (const who of [{ type: LoginType.ADMIN, roles: [StaffRole.CONTENT] }, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR] }, {}]) {
      const token = (await signIn(t, who)).token;
      const res = await call(companiesCalls.companyListingSave, { ...base(), shop_name: '别人改的' }, token);
      expect([res.status, res.body.code, res.body.msg]).toEqual([200, 0, '无权访问']);
    }
    expect((await t.database.db.select().from(companies).where(eq(companies.id, settled)))[0]!.name).toBe('浮光智算科技有限公司');
  });
});
