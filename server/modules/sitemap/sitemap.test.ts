import { gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { articles, companies, financeItems, policies, rooms, startupItems, techItems, trainItems } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { PRIVATE_PATHS } from './sitemap.policy';
import { PUBLIC_SECTIONS, SITEMAP_MAX_URLS } from './sitemap.service';

const BASE = 'https://park.example.cn';
const EDITED = new Date('2026-03-04T05:06:07.000Z');
const released = new Date('2026-01-15T02:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: BASE });
  const db = t.database.db;
  await db.insert(policies).values([
    { id: 1, category: 1, title: '已发布政策', releaseTime: released, quarter: 1, updatedAt: EDITED },
    { id: 2, category: 1, title: '草稿政策', releaseTime: released, quarter: 1, status: 0 },
  ]);
  await db.insert(articles).values([
    { id: 1, type: 1, title: '通知公告', releaseTime: released },
    { id: 2, type: 2, title: '园区新闻', releaseTime: released },
    { id: 3, type: 2, title: '撤回的新闻', releaseTime: released, status: 0 },
  ]);
  await db.insert(techItems).values([
    { id: 1, firstId: 1, name: '检测服务' },
    { id: 2, firstId: 1, name: '隐藏的服务', status: 0 },
  ]);
  await db.insert(startupItems).values([{ id: 1, type: 1, name: '工商注册' }]);
  await db.insert(financeItems).values([{ id: 1, name: '孵化服务' }]);
  await db.insert(trainItems).values([{ id: 1, catId: 1, name: '培训活动', activeTime: released }]);
  await db.insert(rooms).values([
    { id: 1, title: '办公室', number: 'A101' },
    { id: 2, title: '下架房源', number: 'A102', status: 0 },
  ]);
  await db.insert(companies).values([
    { id: 1, name: '已入驻企业', contactName: '张三', mobile: '13800000001', status: ShopStatus.PASSED },
    { id: 2, name: '审核中企业', contactName: '李四', mobile: '13800000002', status: ShopStatus.REVIEWING },
    { id: 3, name: '已驳回企业', contactName: '王五', mobile: '13800000003', status: ShopStatus.REJECTED },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('robots.txt', () => {
  it('lets crawlers into the public site, keeps them out of the private areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    // Anyone's, and kept by crawlers and proxies for an hour.
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of ['/api/', '/system', '/personal', '/m/scan', '/logout', '/go/']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    // The staff sign-in's address is not announced (issue 11); its page says noindex itself.
    expect(res.body).not.toContain('/staff');
  });

  it('blocks no public page (robots rules match by prefix)', () => {
    for (const section of PUBLIC_SECTIONS.filter((s) => s !== '/')) {
      expect(PRIVATE_PATHS.filter((p) => section.startsWith(p))).toEqual([]);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists the public sections and every published detail page, with its last change', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(res.body)).toEqual([
      ...PUBLIC_SECTIONS.map((p) => BASE + p),
      `${BASE}/policydetail?id=1&type=0`,
      `${BASE}/policydetail?id=1&type=1`,
      `${BASE}/policydetail?id=2&type=2`,
      `${BASE}/techdetail?id=1`,
      `${BASE}/riskdetail?id=1`,
      `${BASE}/traindetail?id=1`,
      `${BASE}/financedetail?id=1`,
      `${BASE}/tenancydetail?id=1`,
      `${BASE}/comdetail?id=1`,
    ]);
    // Escaped as XML requires; the detail page carries its row's updated_at.
    expect(res.body).toContain(`<url><loc>${BASE}/policydetail?id=1&amp;type=0</loc><lastmod>${EDITED.toISOString()}</lastmod></url>`);
  });

  it('leaves out drafts, withdrawn items and companies not (yet) admitted', async () => {
    const all = locs((await get('/sitemap.xml')).body);
    for (const hidden of [
      '/policydetail?id=2&type=0',
      '/policydetail?id=3&type=2',
      '/techdetail?id=2',
      '/tenancydetail?id=2',
      '/comdetail?id=2',
      '/comdetail?id=3',
    ]) {
      expect(all).not.toContain(BASE + hidden);
    }
  });

  it('becomes an index of files of at most 50 000 addresses once the ids pass that, listing no empty file', async () => {
    const far = 2 * SITEMAP_MAX_URLS + 7;
    await t.database.db.insert(policies).values([
      { id: far, category: 2, title: '很远的政策', releaseTime: released, quarter: 1 },
      { id: far + 1, category: 2, title: '很远的草稿', releaseTime: released, quarter: 1, status: 0 },
    ]);
    try {
      const index = await get('/sitemap.xml');
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const parts = locs(index.body);
      expect(parts).toEqual([
        `${BASE}/sitemap-pages.xml`,
        `${BASE}/sitemap-policies-1.xml`,
        // ids 50 001–100 000 hold no policy: no file for them.
        `${BASE}/sitemap-policies-3.xml`,
        ...['articles', 'technics', 'startups', 'trainings', 'finance', 'rooms', 'companies'].map((k) => `${BASE}/sitemap-${k}-1.xml`),
      ]);
      expect(locs((await get('/sitemap-pages.xml')).body)).toEqual(PUBLIC_SECTIONS.map((p) => BASE + p));
      expect(locs((await get('/sitemap-policies-3.xml')).body)).toEqual([`${BASE}/policydetail?id=${far}&type=0`]);
      expect(locs((await get('/sitemap-companies-1.xml')).body)).toEqual([`${BASE}/comdetail?id=1`]);
      for (const missing of ['/sitemap-policies-2.xml', '/sitemap-unknown-1.xml', '/sitemap-policies-0.xml', '/sitemap-x.xml']) {
        // Refused as a call is: HTTP 200, the envelope's code 0, never kept (docs/ARCHITECTURE.md "Refusals").
        const res = await get(missing);
        expect([res.statusCode, res.json().code, res.json().msg, res.headers['cache-control']]).toEqual([200, 0, MSG.notFound, 'no-store']);
      }
    } finally {
      await t.database.db.delete(policies).where(gte(policies.id, far));
    }
  });
});
