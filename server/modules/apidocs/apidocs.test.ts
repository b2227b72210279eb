import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import * as applicationsCalls from '../../../shared/calls/applications';
import * as articlesCalls from '../../../shared/calls/articles';
import * as authCalls from '../../../shared/calls/auth';
import * as billingCalls from '../../../shared/calls/billing';
import * as companiesCalls from '../../../shared/calls/companies';
import * as consultationsCalls from '../../../shared/calls/consultations';
import type { ApiCall, CallData } from '../../../shared/calls/define';
import * as qrCalls from '../../../shared/calls/qr';
import * as regionsCalls from '../../../shared/calls/regions';
import * as remindersCalls from '../../../shared/calls/reminders';
import * as roomsCalls from '../../../shared/calls/rooms';
import * as searchCalls from '../../../shared/calls/search';
import * as servicesCalls from '../../../shared/calls/services';
import * as siteCalls from '../../../shared/calls/site';
import { LoginType } from '../../../shared/constants';
import {
  EXAM_STATUS_REQUIRED,
  ID_CONSENT_REQUIRED_MSG,
  LICENSE_REQUIRED_MSG,
  REJECT_REMARK_REQUIRED_MSG,
  SHOP_SUBMIT_REQUIRED,
} from '../../../shared/contracts/applications';
import { seedIfEmpty } from '../../db/seed/index';
import { companies, leases } from '../../db/schema/index';
import { describedCalls } from '../../lib/call';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { createSession } from '../auth/session.service';
import { checkOpenApi, resolvePointer } from './openapi.check';

/** Every call of spec §7 (grep '/api/' in section 7). */
const SPEC_CALLS = [
  '/api/demo/login',
  '/api/demo/get_info',
  '/api/demo/config',
  '/api/demo/links',
  '/api/user/admin_login',
  '/api/index/userinfo',
  '/api/indexnew/web_login',
  '/api/indexnew/checkStatus',
  '/api/indexnew/logout',
  '/api/demo/home_policy',
  '/api/demo/article_list',
  '/api/demo/article_detail',
  '/api/demo/lease_list',
  '/api/demo/lease_detail',
  '/api/demo/partner_list',
  '/api/index/server_list',
  '/api/index/server_detail',
  '/api/demo/tech_category',
  '/api/demo/tech_list',
  '/api/demo/tech_detail',
  '/api/demo/train_category',
  '/api/demo/train_list',
  '/api/demo/train_detail',
  '/api/demo/start_list',
  '/api/demo/start_detail',
  '/api/demo/finance_list',
  '/api/demo/finance_detail',
  '/api/index/shop_list',
  '/api/index/shop_detail',
  '/api/index/shop_rand',
  '/api/index/shop_category',
  '/api/demo/getRegionList',
  '/api/index/search_list',
  '/api/demo/show_dataone',
  '/api/index/question_add',
  '/api/index/shop_submit',
  '/api/index/intro_edit',
  '/api/index/my_room',
  '/api/index/my_ortherroom',
  '/api/index/my_record',
  '/api/index/my_question',
  '/api/demo/feedback',
  '/api/demo/feedback_list',
  '/api/common/upload',
  '/api/index/warn_list',
  '/api/index/ortherwarn_list',
  '/api/index/warn_data',
  '/api/index/system_shop_list',
  '/api/index/apply_list',
  '/api/index/exam_status',
  '/api/index/update_time',
];
/** Spec calls the product does not implement yet; implementing one means taking it off this list. */
const NOT_YET_IMPLEMENTED: string[] = [];

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, any>>;
  components: any;
};

let t: TestApp;
let doc: Doc;
let admin: string;
let personal: string;
let tenant: string;

beforeAll(async () => {
  t = await createTestApp({ QR_DEMO: '1' });
  await seedIfEmpty(t.database.db, t.app.log);
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  admin = (await signIn(t, { type: LoginType.ADMIN })).token;
  personal = (await signIn(t)).token;
  // The owner of a settled demo company with a live lease: the company side of billing.
  const [owner] = await t.database.db
    .select({ userId: companies.userId })
    .from(companies)
    .innerJoin(leases, eq(leases.companyId, companies.id))
    .where(and(eq(companies.status, 1), eq(leases.status, 1)))
    .limit(1);
  tenant = (
    await createSession(t.database.db, t.env, { id: owner!.userId!, loginType: LoginType.PERSONAL }, { ip: '127.0.0.1', userAgent: 'test' })
  ).token;
}, 60_000);
afterAll(() => t.close());

const successOf = (op: any) => op?.responses?.['200']?.content?.['application/json']?.schema?.oneOf?.[0];

describe('/api/openapi.json', () => {
  it('is a structurally valid OpenAPI 3.1 document', () => {
    expect(checkOpenApi(doc)).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
    // Swagger UI supports only the default dialect (JSON Schema 2020-12 with the OpenAPI vocabulary).
    expect(doc).not.toHaveProperty('jsonSchemaDialect');
    expect(doc.info.title).toBe('园区企业服务门户 API');
    expect(doc.info.version).toBe(JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version);
    expect(doc.servers[0]!.url).toBe(t.env.publicUrl);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['cookie', 'token']);
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
    expect(doc.components.schemas.EnvelopeCode.enum).toEqual([1, 0, 50008, 50012, 50014]);
  });

  it('the structural check catches what it should', () => {
    const broken = structuredClone(doc);
    broken.openapi = '3.0.0';
    broken.paths['/api/demo/config']!.post.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/Nope' };
    broken.paths['/files/{id}']!.get.parameters = [];
    broken.paths['/api/demo/links']!.post.tags = ['没有的标签'];
    expect(checkOpenApi(broken)).toEqual(
      expect.arrayContaining([
        'openapi: must be 3.1.x',
        '$ref: #/components/schemas/Nope does not resolve',
        'GET /files/{id}: path parameter {id} not declared',
        'POST /api/demo/links: undeclared tag 没有的标签',
      ]),
    );
  });

  it('describes every call registered through defineCall: body, response, role', () => {
    const calls = describedCalls();
    expect(calls.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const call of calls) {
      const op = doc.paths[call.path]?.post;
      if (!op) {
        problems.push(`${call.path}: missing`);
        continue;
      }
      if (op.requestBody?.content?.['application/json']?.schema?.type !== 'object') problems.push(`${call.path}: no request body schema`);
      const success = successOf(op);
      if (!success?.properties?.data) problems.push(`${call.path}: no response schema`);
      if (call.count !== success?.required?.includes('count')) problems.push(`${call.path}: count disagrees`);
      if (op['x-access'] !== call.access) problems.push(`${call.path}: x-access ${op['x-access']} ≠ ${call.access}`);
      if (!/\*\*权限：/.test(op.description)) problems.push(`${call.path}: no role sentence`);
      if (!op.tags?.length || op.tags[0] === '其他') problems.push(`${call.path}: no module tag (module '${call.module}')`);
      const failure = op.responses['200'].content['application/json'].schema.oneOf[1];
      if (failure?.$ref !== '#/components/schemas/Failure') problems.push(`${call.path}: failure envelope not referenced`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every call a result schema and a summary (offenders listed by module)', () => {
    const withoutResult = describedCalls()
      .filter((c) => !c.result)
      .map((c) => `${c.module}: ${c.path}`);
    const withoutSummary = describedCalls()
      .filter((c) => !c.summary?.trim())
      .map((c) => `${c.module}: ${c.path}`);
    expect(withoutResult, 'calls without `result`').toEqual([]);
    expect(withoutSummary, 'calls without `summary`').toEqual([]);
  });

  it('holds every call of the spec that the product implements', () => {
    const missing = SPEC_CALLS.filter((p) => !doc.paths[p]);
    expect(missing).toEqual(NOT_YET_IMPLEMENTED);
    const registered = new Set(describedCalls().map((c) => c.path));
    expect(SPEC_CALLS.filter((p) => registered.has(p) && !doc.paths[p])).toEqual([]);
    expect(doc.paths['/api/common/upload']!.post.requestBody.content['multipart/form-data'].schema.required).toEqual(['name', 'file']);
  });

  it('states roles: x-access, security and the sentence', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(new Set(ops.map((op) => op['x-access']))).toEqual(new Set(['public', 'signed-in', 'admin', 'personal']));
    const warn = doc.paths['/api/index/warn_list']!.post;
    expect(warn['x-access']).toBe('admin');
    expect(warn.description).toContain('仅管理员');
    expect(warn.security).toEqual([{ token: [] }, { cookie: [] }]);
    // 无权访问 is an HTTP 200 envelope like every business refusal; 403 is only the origin check of a POST.
    expect(warn.description).toContain('code 0「无权访问」');
    expect(warn.description).not.toContain('403');
    expect(warn.responses['403']).toEqual({ $ref: '#/components/responses/CrossSite' });
    expect(doc.paths['/api/admin/warn_export']!.get.responses['403']).toBeUndefined();
    expect(Object.keys(doc.paths['/files/{id}']!.get.responses)).toEqual(['200']);
    expect(Object.keys(doc.paths['/files/{id}']!.get.responses['200'].content)).toEqual(['image/jpeg', 'application/json']);
    expect(doc.paths['/api/index/my_room']!.post.description).toContain('仅个人用户');
    expect(doc.paths['/api/demo/config']!.post.security).toContainEqual({});
  });

  it('describes input as a client sends it (preprocessed fields, bounds, defaults, required)', () => {
    const body = (p: string) => doc.paths[p]!.post.requestBody.content['application/json'].schema;
    expect(body('/api/index/server_list').properties.page_size).toMatchObject({ type: 'integer', minimum: 1, default: 10 });
    expect(body('/api/index/server_list').required).toBeUndefined();
    expect(body('/api/index/exam_status').required).toEqual(['id', 'status']);
    expect(body('/api/index/exam_status').properties.id).toEqual({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    expect(body('/api/index/shop_submit').properties.mobile.pattern).toBe('^\\d{11}$');
    expect(body('/api/index/shop_submit').required).toEqual(expect.arrayContaining(['shop_name', 'mobile', 'license']));
    expect(body('/api/index/shop_submit').required).not.toContain('address');
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });

  it('states the fields we require beyond the spec, with the very messages the server refuses with', async () => {
    const body = (p: string) => doc.paths[p]!.post.requestBody.content['application/json'].schema;
    const cases = [
      { call: applicationsCalls.shopSubmit, rules: SHOP_SUBMIT_REQUIRED },
      { call: applicationsCalls.examStatus, rules: EXAM_STATUS_REQUIRED },
    ];
    for (const { call, rules } of cases) {
      const op = doc.paths[call.path]!.post;
      expect(op['x-required-beyond-spec'], call.path).toEqual(rules.map(({ field, when, msg }) => ({ field, when, msg })));
      for (const r of rules) {
        expect(body(call.path).properties[r.field].description, r.field).toContain(`「${r.msg}」`);
        expect(op.description, r.field).toContain(`\`${r.field}\`：${r.when}；否则返回 code 0「${r.msg}」`);
      }
    }
    expect(SHOP_SUBMIT_REQUIRED.map((r) => r.msg)).toEqual([LICENSE_REQUIRED_MSG, ID_CONSENT_REQUIRED_MSG]);
    expect(EXAM_STATUS_REQUIRED.map((r) => r.msg)).toEqual([REJECT_REMARK_REQUIRED_MSG]);
    // Always required: in `required`; required only with ID photos / a rejection: `if … then required`.
    expect(body(applicationsCalls.shopSubmit.path).required).toContain('license');
    expect(body(applicationsCalls.shopSubmit.path).required).not.toContain('id_consent');
    expect(body(applicationsCalls.shopSubmit.path).allOf).toContainEqual(expect.objectContaining({ then: { required: ['id_consent'] } }));
    expect(body(applicationsCalls.examStatus.path).allOf).toEqual([
      { if: { required: ['status'], properties: { status: { enum: [2, '2'] } } }, then: { required: ['remark'] } },
    ]);

    // A spec-shaped request gets exactly the documented message.
    const specShaped = {
      shop_name: '规格企业',
      people_name: '王五',
      mobile: '13800002222',
      province: 330000,
      city: 330100,
      district: 330108,
    };
    expect((await t.call(applicationsCalls.shopSubmit, specShaped, personal)).body).toMatchObject({ code: 0, msg: LICENSE_REQUIRED_MSG });
    const withPhotos = { ...specShaped, license: '/uploads/l.jpg', befor_pic: '/uploads/a.jpg', after_pic: '/uploads/b.jpg' };
    expect((await t.call(applicationsCalls.shopSubmit, withPhotos, personal)).body).toMatchObject({
      code: 0,
      msg: ID_CONSENT_REQUIRED_MSG,
    });
    expect((await t.call(applicationsCalls.examStatus, { id: 1, status: 2 }, admin)).body).toMatchObject({
      code: 0,
      msg: REJECT_REMARK_REQUIRED_MSG,
    });
    // /api/docs renders this same document.
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/init.js' })).body).toContain(`url: '/api/openapi.json'`);
  });

  it('is built once per process', async () => {
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(again.body).toBe(JSON.stringify(doc));
  });
});

describe('/api/docs', () => {
  it('answers a Chinese HTML page that loads only local assets, with no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>园区企业服务门户 API 文档</title>');
    const refs = [...res.body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const ref of refs) expect(ref, ref).toMatch(/^\/(?!\/)/);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.body).not.toMatch(/\sstyle=|<style/);
    for (const ref of refs) {
      const asset = await t.app.inject({ method: 'GET', url: ref });
      expect(asset.statusCode, ref).toBe(200);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.headers['content-type']).toContain('javascript');
    expect(init.body).toContain("url: '/api/openapi.json'");
    expect(init.body).toContain('validatorUrl: null');
    expect(init.body).not.toMatch(/https?:\/\//);
  });

  it('serves only the assets the page needs from swagger-ui-dist', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    for (const url of [
      '/api/docs/assets/index.html',
      '/api/docs/assets/swagger-initializer.js',
      '/api/docs/assets/package.json',
      '/api/docs/assets/../package.json',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('result schemas agree with real answers', () => {
  const schemaOf = (path: string) => {
    const call = describedCalls().find((c) => c.path === path);
    if (!call?.result) throw new Error(`${path} has no result schema`);
    return call;
  };

  /** Makes the call, requires success, and checks data against the described result schema — no missing or extra fields. */
  async function probe<C extends ApiCall>(declared: C, body: object = {}, token?: string): Promise<CallData<C>> {
    const { path } = declared;
    const call = schemaOf(path);
    const res = await t.call(declared, body, token);
    expect(res.body.code, `${path}: ${res.body.msg}`).toBe(1);
    const parsed = (call.result as z.ZodType).safeParse(res.body.data);
    expect(parsed.success ? [] : parsed.error.issues, path).toEqual([]);
    expect(parsed.data, `${path}: fields the schema does not declare`).toEqual(res.body.data);
    expect('count' in res.body, `${path}: count`).toBe(call.count);
    return res.body.data;
  }

  it('site, lists and details of the public pages', async () => {
    const config = await probe(siteCalls.config);
    expect(config.site_name).not.toBe('');
    for (const c of [siteCalls.links, siteCalls.partnerList, siteCalls.bannerList, siteCalls.showDataone, articlesCalls.homePolicy])
      await probe(c);
    const pairs: [ApiCall<z.ZodType, z.ZodType<{ id: number }[]>>, ApiCall, object][] = [
      [articlesCalls.serverList, articlesCalls.serverDetail, {}],
      [articlesCalls.articleList, articlesCalls.articleDetail, { type: 1 }],
      [servicesCalls.techList, servicesCalls.techDetail, {}],
      [servicesCalls.startupList, servicesCalls.startupDetail, {}],
      [servicesCalls.financeList, servicesCalls.financeDetail, {}],
      [servicesCalls.trainList, servicesCalls.trainDetail, {}],
      [roomsCalls.roomList, roomsCalls.roomDetail, {}],
      [companiesCalls.shopList, companiesCalls.shopDetail, {}],
    ];
    for (const [list, detail, body] of pairs) {
      const rows = await probe(list, body);
      expect(rows.length, list.path).toBeGreaterThan(0);
      await probe(detail, { id: rows[0]!.id });
    }
    for (const c of [servicesCalls.techCategory, servicesCalls.trainCategory, companiesCalls.shopCategory, companiesCalls.shopRand])
      await probe(c);
    await probe(regionsCalls.getRegionList, { parent_id: 330000 });
  });

  it('sessions: login, userinfo, QR sign-in, logout', async () => {
    await signIn(t, { type: LoginType.ADMIN, username: 'docs-admin', password: 'Docs-pass-2026' });
    const login = await probe(authCalls.adminLogin, { username: 'docs-admin', password: 'Docs-pass-2026' });
    if ('otp_required' in login) throw new Error('the sign-in asked for the second factor, not a session');
    const info = await probe(authCalls.userinfo, {}, login.token);
    expect(info.type).toBe(LoginType.ADMIN);
    await probe(authCalls.getInfo, {}, tenant);
    const qr = await probe(qrCalls.webLogin);
    await probe(qrCalls.checkStatus, { sign: qr.sign });
    await probe(qrCalls.scanInfo, { sign: qr.sign });
    await probe(authCalls.logout, {}, login.token);
  });

  it("a personal user's own calls", async () => {
    await probe(
      consultationsCalls.questionAdd,
      { type: 3, name: '王先生', phone: '13900001111', content: '想了解 A 座的空置房源' },
      personal,
    );
    await probe(consultationsCalls.myQuestion, {}, personal);
    await probe(searchCalls.searchList, { type: 1, keyword: '科技' }, personal);
    expect(await probe(applicationsCalls.myShop, {}, personal)).toBeNull();
    expect(await probe(applicationsCalls.myShop, {}, tenant)).not.toBeNull();
    const rooms = await probe(billingCalls.myRoom, {}, tenant);
    expect(rooms.length).toBeGreaterThan(0);
    await probe(billingCalls.myOrtherroom, {}, tenant);
    await probe(billingCalls.myRecord, { id: rooms[0]!.id, type: 1 }, tenant);
  });

  it("the staff's calls", async () => {
    const staffLists = [applicationsCalls.applyList, applicationsCalls.systemShopList, billingCalls.warnData, billingCalls.contractOptions];
    for (const c of staffLists) await probe(c, {}, admin);
    const warned = await probe(billingCalls.warnList, { type: 0 }, admin);
    expect(warned.list.length).toBeGreaterThan(0);
    await probe(billingCalls.ortherwarnList, { type: 0 }, admin);
    const leaseRows = await probe(billingCalls.leaseList, { status: 0 }, admin);
    await probe(billingCalls.feeList, { status: 0 }, admin);
    await probe(billingCalls.recordList, { id: leaseRows[0]!.id, type: 1 }, admin);
    await probe(remindersCalls.reminderList, {}, admin);
  });

  it('an undeclared field is caught', async () => {
    const call = schemaOf(siteCalls.config.path);
    const res = await t.call(siteCalls.config);
    const parsed = (call.result as z.ZodType).safeParse({ ...res.body.data, secret: 'x' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toEqual({ ...res.body.data, secret: 'x' });
    expect(resolvePointer(doc, '#/components/schemas/Failure')).toBeTruthy();
  });
});
