import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe-support';
import { personalToken, tokenOf } from './qr-support';
import { baseUrl, screenshot, signInAsAdmin, specBrowser, type Variant } from './support';

/**
 * Issue 14: an address that leads nowhere answers HTTP 404 with a helpful page (the site's search, the main
 * sections) in the public shell — not 200 with the login page — and so does a missing policy, article, room,
 * service or company. Never kept by the page cache as a 200; kept out of search results.
 */
const UNKNOWN = ['/no-such-page', '/technicsdetail?id=1', '/information/x', '/staff', '/personal/x'];
const MISSING = [
  '/policydetail?id=999999&type=0',
  '/policydetail?id=999999&type=2',
  '/tenancydetail?id=999999',
  '/comdetail?id=999999',
  '/techdetail?id=999999',
  '/traindetail?id=999999',
  '/financedetail?id=999999',
  '/riskdetail?id=999999',
];

const get = (path: string, cookie?: string) => fetch(new URL(path, baseUrl()), { redirect: 'manual', headers: cookie ? { cookie } : {} });

const browser = specBrowser();

describe('status codes (HTTP, no browser)', () => {
  it.each([...UNKNOWN, ...MISSING])('%s answers 404 twice, no-store, noindex, with the search and the sections', async (path) => {
    for (let i = 0; i < 2; i++) {
      const res = await get(path);
      const html = await res.text();
      expect(res.status, `${path} #${i + 1}`).toBe(404);
      // Never from the page cache (it keeps 200 answers only), never for a shared cache.
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-cache')).toBeNull();
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect(html).toContain('aria-label="站内搜索"');
      expect(html).toContain('主要栏目');
    }
  });

  it('a public page still answers 200 and is kept; a 404 beside it does not disturb it', async () => {
    await get('/information');
    const kept = await get('/information');
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-cache')).toMatch(/hit|stale/);
    expect((await get('/information?nothing=here')).status).toBe(200);
  });

  it('without a session, the signed-in pages (with the way back) and any /system address (unknown ones too) still go to /login', async () => {
    const expected: Record<string, string> = {
      '/personal': '/login?redirect=%2Fpersonal',
      '/search?keyword=x': '/login?redirect=%2Fsearch%3Fkeyword%3Dx',
      '/system': '/login',
      '/system/no-such-page': '/login',
    };
    for (const [path, location] of Object.entries(expected)) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(location);
    }
  });

  it('signed in as a company user, an unknown address (also under /system) answers 404 too', async () => {
    const cookie = `token=${encodeURIComponent(await personalToken('找不到页面的用户'))}`;
    for (const path of ['/no-such-page', '/system/no-such-page', '/comdetail?id=999999']) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // The session is good: a signed-in page opens.
    expect((await get('/search', cookie)).status).toBe(200);
  });

  it('signed in as staff, an unknown back-office address answers 404', async () => {
    const { page, context } = await browser.open();
    try {
      await signInAsAdmin(page);
      const cookie = `token=${encodeURIComponent(await tokenOf(context))}`;
      for (const path of ['/system/no-such-page', '/no-such-page']) expect((await get(path, cookie)).status, path).toBe(404);
      const res = await page.goto('/system/no-such-page');
      expect(res?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1, name: '页面不存在' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('the not-found page in Chromium', () => {
  it.each<Variant>(['desktop', 'phone'])('is helpful and accessible (%s)', async (variant) => {
    const { page, context, errors } = await browser.open(variant);
    try {
      const res = await page.goto('/no-such-page');
      expect(res?.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe('/no-such-page');
      expect(await page.getByRole('heading', { level: 1, name: '页面不存在' }).count()).toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      // The main sections, as in the header's navigation.
      const sections = page.getByRole('navigation', { name: '主要栏目' });
      const labels = await sections.getByRole('link').allTextContents();
      expect(labels).toEqual(['首页', '政策资讯', '科技服务', '创业服务', '培训服务', '孵化服务', '租赁服务', '入驻企业']);
      expect(await sections.getByRole('link', { name: '租赁服务' }).getAttribute('href')).toBe('/tenancy');
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      expect(describeViolations(violations)).toEqual([]);
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(inner);
      await screenshot(page, `not-found-${variant === 'desktop' ? 1280 : 360}`);
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a missing room shows the same help, and passes axe', async () => {
    const { page, context } = await browser.open('phone');
    try {
      const res = await page.goto('/tenancydetail?id=999999');
      expect(res?.status()).toBe(404);
      expect(await page.getByText('内容不存在或已下线').count()).toBeGreaterThan(0);
      expect(await page.getByRole('search', { name: '站内搜索' }).count()).toBe(1);
      expect(await page.getByRole('navigation', { name: '主要栏目' }).getByRole('link').count()).toBe(8);
      await page.waitForLoadState('networkidle');
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      await screenshot(page, 'not-found-detail-360');
    } finally {
      await context.close();
    }
  });

  it('its search box searches the site', async () => {
    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/no-such-page');
      const search = page.getByRole('search', { name: '站内搜索' });
      await search.getByLabel('搜索分类').selectOption({ label: '租赁服务' });
      await search.getByLabel('关键词').fill('办公室');
      await search.getByLabel('关键词').press('Enter');
      await page.waitForURL((u) => u.pathname === '/tenancy', { timeout: 15_000 });
      const url = new URL(page.url());
      expect(url.searchParams.get('keyword')).toBe('办公室');
      expect(url.searchParams.get('type')).toBe('6');
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('its search box works without JavaScript too (through /go/search)', async () => {
    const context = await browser.context('desktop', { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/no-such-page');
      const search = page.getByRole('search', { name: '站内搜索' });
      await search.getByLabel('关键词').fill('政策');
      await search.getByRole('button', { name: '搜索' }).click();
      await page.waitForURL((u) => u.pathname === '/information', { timeout: 15_000 });
      expect(new URL(page.url()).searchParams.get('keyword')).toBe('政策');
    } finally {
      await context.close();
    }
  });
});
