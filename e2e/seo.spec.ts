import { describe, expect, it } from 'vitest';
import { baseUrl } from './support';

/** GET without following redirects: a crawler must get the page itself, not the guard's way to /login. */
const get = (path: string) => fetch(new URL(path, baseUrl()), { redirect: 'manual' });

describe('robots.txt and sitemap.xml on the running server (issue 12)', () => {
  it('serves both to a visitor without a session, not the sign-in page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain(`<loc>${baseUrl()}/information</loc>`);
  });

  it('lists pages that open without a session: every section and one detail page of each kind', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    // The demo content has published items of every kind: one address of each detail page is tried.
    const firstOfEach = new Map<string, string>();
    for (const url of urls) {
      const { pathname } = new URL(url);
      if (!firstOfEach.has(pathname)) firstOfEach.set(pathname, url);
    }
    expect([...firstOfEach.keys()].filter((p) => p.endsWith('detail')).sort()).toEqual([
      '/comdetail',
      '/financedetail',
      '/policydetail',
      '/riskdetail',
      '/techdetail',
      '/tenancydetail',
      '/traindetail',
    ]);
    for (const url of firstOfEach.values()) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      await res.body?.cancel();
    }
  });
});
