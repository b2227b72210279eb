import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginType, ShopStatus } from '../../shared/constants';
import { companies, policies, techCategories, techItems } from '../db/schema/index';
import { defineCall, describedCalls } from '../lib/call';
import { buildCompany, buildRoom } from './billing-factories';
import { buildPolicy, buildSearchable } from './factories';
import { createTestApp, signIn, type TestApp } from './harness';
import { call } from '../../shared/calls/define';
import * as billingCalls from '../../shared/calls/billing';
import * as roomsCalls from '../../shared/calls/rooms';
import * as servicesCalls from '../../shared/calls/services';
import * as siteCalls from '../../shared/calls/site';
import * as articlesCalls from '../../shared/calls/articles';
import * as applicationsCalls from '../../shared/calls/applications';
import * as authCalls from '../../shared/calls/auth';
import * as companiesCalls from '../../shared/calls/companies';
import * as consultationsCalls from '../../shared/calls/consultations';
import * as qrCalls from '../../shared/calls/qr';

/**
 * The public response cache (lib/response-cache.ts) through the real calls. A change made straight in the
 * database, behind the server's back, tells a kept answer (still the old one) from a fresh one.
 */

let t: TestApp;
/** The app's clock, moved by the TTL test. */
let now = Date.UTC(2026, 5, 1, 2, 0, 0);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '10' }, { now: () => new Date(now) });
});
afterAll(() => t.close());

const titleOf = async (id: number) =>
  (await t.database.db.select({ title: policies.title }).from(policies).where(eq(policies.id, id)))[0]!.title;
/** Renames a policy in the database only: no call, so the caches are not told. */
const renameBehindTheCache = (id: number, title: string) => t.database.db.update(policies).set({ title }).where(eq(policies.id, id));
const listTitles = async (body: object = {}, token?: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: articlesCalls.serverList.path,
    payload: body,
    headers: { ...(token ? { token } : {}), ...headers },
  });
  return (res.json().data as { title: string }[]).map((p) => p.title);
};

describe('answers for visitors without a session', () => {
  it('a kept answer is sent as it was, until the content changes', async () => {
    const p = await buildPolicy(t.database.db, { title: '缓存政策甲' });
    expect(await listTitles()).toContain('缓存政策甲');
    await renameBehindTheCache(p.id, '缓存政策甲（改）');
    expect(await listTitles()).toContain('缓存政策甲');
    expect(await listTitles()).not.toContain('缓存政策甲（改）');
    t.app.publicCache.bump();
    expect(await listTitles()).toContain('缓存政策甲（改）');
  });

  it('is keyed by call and canonical body: the order of members does not matter, their values do', async () => {
    const p = await buildPolicy(t.database.db, { title: '缓存政策乙', category: 2 });
    t.app.publicCache.bump();
    expect(await listTitles({ type: 2, page_size: 5 })).toContain('缓存政策乙');
    await renameBehindTheCache(p.id, '缓存政策乙（改）');
    expect(await listTitles({ page_size: 5, type: 2 })).toContain('缓存政策乙');
    expect(await listTitles({ type: 2, page_size: 6 })).toContain('缓存政策乙（改）');
    // Another call with the same body is another key.
    const detail = await t.call(articlesCalls.serverDetail, { id: p.id });
    expect(detail.body.data.title).toBe('缓存政策乙（改）');
  });

  it('keeps large answers compressed too, and sends each client the encoding it takes', async () => {
    for (let i = 0; i < 8; i++) await buildPolicy(t.database.db, { title: `压缩政策${i}`.padEnd(60, '科') });
    t.app.publicCache.bump();
    const post = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: articlesCalls.serverList.path,
        payload: {},
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const miss = await post('gzip, deflate, br');
    const plain = await post();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, expected, decode] of [
      ['gzip, deflate, br, zstd', 'gzip', gunzipSync], // a browser's list: gzip before brotli (cached-page.ts ANSWER_ENCODINGS)
      ['gzip', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
      ['br;q=0.5, gzip;q=1', 'gzip', gunzipSync], // weights: negotiated by @fastify/compress
    ] as const) {
      const hit = await post(encoding);
      expect(hit.headers['content-encoding'], encoding).toBe(expected);
      expect(hit.headers.vary, encoding).toMatch(/accept-encoding/i);
      expect(hit.headers.vary, encoding).toMatch(/\bCookie\b/);
      expect(decode(hit.rawPayload).toString('utf8'), encoding).toBe(plain.body);
    }
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(miss.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('compresses an answer it does not keep as it is sent: gzip for a browser, brotli only for a client without gzip', async () => {
    for (let i = 0; i < 8; i++) await buildPolicy(t.database.db, { title: `现压政策${i}`.padEnd(60, '科') });
    // A session's request is never kept: its answer is compressed on the way out by @fastify/compress.
    const { token } = await signIn(t);
    const post = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: articlesCalls.serverList.path,
        payload: {},
        headers: { token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await post();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, expected, decode] of [
      ['gzip, deflate, br, zstd', 'gzip', gunzipSync],
      ['br, gzip', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
      ['br;q=1, gzip;q=0.5', 'br', brotliDecompressSync], // weights decide before the order
    ] as const) {
      const res = await post(encoding);
      expect(res.headers['x-cache'], encoding).toBeUndefined();
      expect(res.headers['content-encoding'], encoding).toBe(expected);
      expect(decode(res.rawPayload).toString('utf8'), encoding).toBe(plain.body);
    }
  });

  it('answers with the same bytes and headers as a fresh answer: JSON, no-store, Vary: Cookie', async () => {
    t.app.publicCache.bump();
    const first = await t.app.inject({ method: 'POST', url: siteCalls.config.path, payload: {} });
    const second = await t.app.inject({ method: 'POST', url: siteCalls.config.path, payload: {} });
    expect(second.body).toBe(first.body);
    expect(second.json().code).toBe(1);
    for (const res of [first, second]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toMatch(/\bCookie\b/);
    }
  });

  it('expires after PUBLIC_CACHE_SECONDS', async () => {
    const p = await buildPolicy(t.database.db, { title: '缓存政策丙' });
    t.app.publicCache.bump();
    expect(await listTitles()).toContain('缓存政策丙');
    await renameBehindTheCache(p.id, '缓存政策丙（改）');
    now += 9_000;
    expect(await listTitles()).toContain('缓存政策丙');
    now += 1_000;
    expect(await listTitles()).toContain('缓存政策丙（改）');
  });

  it('never answers a request presenting a session from the cache, nor keeps its answer', async () => {
    const p = await buildPolicy(t.database.db, { title: '缓存政策丁' });
    t.app.publicCache.bump();
    expect(await listTitles()).toContain('缓存政策丁');
    await renameBehindTheCache(p.id, '缓存政策丁（改）');
    const { token } = await signIn(t);
    expect(await listTitles({}, token)).toContain('缓存政策丁（改）');
    // A session cookie, even one the server no longer knows, and the https name too.
    // (From our own pages: a cookie on a POST must come with our Origin.)
    const ours = { origin: t.env.publicUrl };
    expect(await listTitles({}, undefined, { ...ours, cookie: 'token=stale' })).toContain('缓存政策丁（改）');
    expect(await listTitles({}, undefined, { ...ours, cookie: '__Host-token=stale' })).toContain('缓存政策丁（改）');
    expect(await listTitles({}, 'not-a-token')).toContain('缓存政策丁（改）');
    // The visitor without a session still gets the kept answer: none of those replaced it.
    expect(await listTitles()).toContain('缓存政策丁');
  });

  it('keeps only successes: refusals and validation messages are answered afresh every time', async () => {
    t.app.publicCache.bump();
    const [hidden] = await t.database.db
      .insert(policies)
      .values({ category: 1, title: '未发布政策', status: 0, releaseTime: new Date(now), quarter: 2 })
      .returning();
    expect((await t.call(articlesCalls.serverDetail, { id: hidden!.id })).body).toMatchObject({ code: 0 });
    await t.database.db.update(policies).set({ status: 1 }).where(eq(policies.id, hidden!.id));
    expect((await t.call(articlesCalls.serverDetail, { id: hidden!.id })).body).toMatchObject({ code: 1, data: { title: '未发布政策' } });
    const bad = await t.call(articlesCalls.serverList, { page_size: 'x' });
    expect(bad.body.code).toBe(0);
    expect(t.app.publicCache.answers.size).toBe(1);
  });

  it('keeps nothing for calls that are not marked: personal answers and counted views', async () => {
    t.app.publicCache.bump();
    const { token } = await signIn(t);
    const company = await buildCompany(t.database.db, { name: '浏览计数企业' });
    expect((await t.call(authCalls.userinfo, {}, token)).body.code).toBe(1);
    expect((await t.call(consultationsCalls.myQuestion, {}, token)).body.code).toBe(1);
    const a = await t.call(companiesCalls.shopDetail, { id: company.id });
    const b = await t.call(companiesCalls.shopDetail, { id: company.id });
    expect(b.body.data.see_number).toBe(a.body.data.see_number + 1);
    expect(t.app.publicCache.answers.size).toBe(0);
    // Only public calls may be marked: a signed-in call marked for the cache does not even register.
    expect(() =>
      defineCall(t.app, call('/api/test/personal_cached', z.object({}), z.null()), { access: 'personal', cache: 'public' }, async () => ({
        data: null,
      })),
    ).toThrow(/public calls only/);
    for (const call of describedCalls()) {
      if (t.app.publicCache.calls.has(call.path)) expect(call.access, call.path).toBe('public');
    }
  });

  it('counts the views of details answered from the cache', async () => {
    t.app.publicCache.bump();
    const p = await buildPolicy(t.database.db, { title: '浏览计数政策' });
    for (let i = 0; i < 3; i++) expect((await t.call(articlesCalls.serverDetail, { id: p.id })).body.code).toBe(1);
    await t.app.publicCache.views.flush();
    const [row] = await t.database.db.select({ views: policies.viewCount }).from(policies).where(eq(policies.id, p.id));
    expect(row!.views).toBe(3);
  });
});

describe('a change shows on the next public read', () => {
  const shopNames = async () =>
    ((await t.call(companiesCalls.shopList, { page_size: 50 })).body.data as { shop_name: string }[]).map((c) => c.shop_name);
  const figures = async () => (await t.call(siteCalls.showDataone, {})).body.data;

  it('staff approve an application: the directory and the figures show the company', async () => {
    const admin = await signIn(t, { type: LoginType.ADMIN });
    const pending = await buildCompany(t.database.db, { name: '待审核缓存企业', status: ShopStatus.REVIEWING });
    t.app.publicCache.bump();
    const before = await figures();
    expect(await shopNames()).not.toContain('待审核缓存企业');
    expect((await t.call(applicationsCalls.examStatus, { id: pending.id, status: 1 }, admin.token)).body.code).toBe(1);
    expect(await shopNames()).toContain('待审核缓存企业');
    expect((await figures()).shop_number).toBe(before.shop_number + 1);
  });

  it('staff let a room: the vacant count and the list order follow', async () => {
    const admin = await signIn(t, { type: LoginType.ADMIN });
    const tenant = await buildCompany(t.database.db, { name: '租户缓存企业' });
    await buildRoom(t.database.db, { number: 'C-900' });
    const room = await buildRoom(t.database.db, { number: 'C-901' });
    // The factories write behind the server's back: start from what the database holds.
    t.app.publicCache.bump();
    const before = await figures();
    const vacantFirst = async () => (await t.call(roomsCalls.roomList, { page_size: 50 })).body.data.map((r) => r.id);
    expect((await vacantFirst())[0]).toBe(room.id);
    const lease = await t.call(
      billingCalls.leaseSave,
      {
        company_id: tenant.id,
        room_id: room.id,
        number: 'HT-C-901',
        sign_time: '2026-05-20',
        start_time: '2026-06-01',
        lease_months: 12,
        cycle_months: 3,
        price: '1000',
      },
      admin.token,
    );
    expect(lease.body.code).toBe(1);
    expect((await figures()).vacant_room_number).toBe(before.vacant_room_number - 1);
    expect((await vacantFirst())[0]).not.toBe(room.id);
  });

  it('a company saves its brief: every kept answer is dropped', async () => {
    const { user, token } = await signIn(t);
    await buildCompany(t.database.db, { name: '简介缓存企业', userId: user.id });
    const p = await buildPolicy(t.database.db, { title: '简介前政策' });
    t.app.publicCache.bump();
    expect(await listTitles()).toContain('简介前政策');
    await renameBehindTheCache(p.id, '简介后政策');
    expect(await listTitles()).toContain('简介前政策');
    expect((await t.call(companiesCalls.introEdit, { content: '<p>新的简介</p>' }, token)).body.code).toBe(1);
    expect(await listTitles()).toContain('简介后政策');
  });

  it('a consultation is added: the item shows its new consultation count', async () => {
    const [cat] = await t.database.db.insert(techCategories).values({ name: '缓存分类' }).returning();
    const item = await buildSearchable(t.database.db, techItems, { firstId: cat!.id, name: '缓存测试服务' }, ['缓存测试服务']);
    const count = async () =>
      (await t.call(servicesCalls.techList, { first_id: cat!.id })).body.data.find((i) => i.id === item.id)!.question_number;
    expect(await count()).toBe(0);
    const { token } = await signIn(t);
    const added = await t.call(
      consultationsCalls.questionAdd,
      { type: 1, question_id: item.id, name: '李先生', phone: '13912345678', content: '想了解服务' },
      token,
    );
    expect(added.body.code).toBe(1);
    expect(await count()).toBe(1);
  });

  it('reads, failed writes and public calls leave the kept answers alone', async () => {
    const admin = await signIn(t, { type: LoginType.ADMIN });
    const personal = await signIn(t);
    const p = await buildPolicy(t.database.db, { title: '保留政策' });
    t.app.publicCache.bump();
    expect(await listTitles()).toContain('保留政策');
    await renameBehindTheCache(p.id, '保留政策（改）');
    const version = t.app.publicCache.version;
    expect((await t.call(authCalls.userinfo, {}, personal.token)).body.code).toBe(1);
    expect((await t.call(applicationsCalls.applyList, {}, admin.token)).body.code).toBe(1);
    expect((await t.call(applicationsCalls.examStatus, { id: 999_999, status: 1 }, admin.token)).body.code).not.toBe(1);
    expect((await t.call(applicationsCalls.examStatus, { id: 1, status: 1 }, personal.token)).body.code).not.toBe(1);
    // A public call that writes (a QR sign-in; code 1 on the embedded demo, refused without WeChat on PostgreSQL).
    await t.call(qrCalls.webLogin, {});
    expect((await t.call(authCalls.adminLogin, { username: 'nobody', password: 'wrong-password' })).body.code).not.toBe(1);
    expect(t.app.publicCache.version).toBe(version);
    expect(await listTitles()).toContain('保留政策');
    expect(await titleOf(p.id)).toBe('保留政策（改）');
  });
});

describe('PUBLIC_CACHE_SECONDS=0', () => {
  it('turns the cache off: every read is fresh', async () => {
    const off = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
    try {
      const [row] = await off.database.db
        .insert(companies)
        .values({ name: '关闭缓存企业', contactName: '甲', mobile: '13800000000', status: 1 })
        .returning();
      const names = async () =>
        ((await off.call(companiesCalls.shopList, {})).body.data as { shop_name: string }[]).map((c) => c.shop_name);
      expect(await names()).toContain('关闭缓存企业');
      await off.database.db.update(companies).set({ name: '关闭缓存企业（改）' }).where(eq(companies.id, row!.id));
      expect(await names()).toContain('关闭缓存企业（改）');
      expect(off.app.publicCache.answers.size).toBe(0);
    } finally {
      await off.close();
    }
  });
});
