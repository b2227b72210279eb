import { describe, expect, it } from 'vitest';
import { applyByApi, personalToken, reviewByApi } from './qr-support';
import { baseUrl, specBrowser } from './support';

/**
 * The anonymous page cache on the built pages (server/plugins/web.ts, docs/CACHING.md): a kept page is never
 * sent with a nonce it was sent with before, it runs in the browser, and a staff change shows at once.
 */

const browser = specBrowser();

/** What a browser sends (the kept page is gzipped with the nonce spliced in). */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, baseUrl()), { headers: { 'accept-encoding': BROWSER_ENCODING, ...headers }, redirect: 'manual' });
const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('pages for visitors without a session', () => {
  it.each(['/', '/information', '/tenancy'])('%s: every answer has a nonce of its own, on every inline tag', async (path) => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await get(path);
      answers.push({ res, html: await res.text() });
    }
    expect(answers.map(({ res }) => res.headers.get('x-cache')).slice(1)).toEqual(['hit', 'hit']);
    const nonces = answers.map(({ res }) => nonceOf(res.headers.get('content-security-policy')));
    expect(new Set(nonces).size).toBe(3);
    answers.forEach(({ res, html }, i) => {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
      const inTags = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(inTags.length).toBeGreaterThan(0);
      expect(new Set(inTags)).toEqual(new Set([nonces[i]]));
      // Every inline script carries it (scripts with src are our files).
      for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
        expect(/\bsrc=/.test(tag) || tag.includes(`nonce="${nonces[i]}"`), tag).toBe(true);
    });
    // The same page, but for the nonce.
    expect(answers[2]!.html.replaceAll(nonces[2]!, 'N')).toBe(answers[1]!.html.replaceAll(nonces[1]!, 'N'));
  });

  it('a kept page runs in the browser: no policy violation, no error, and it navigates', async () => {
    // Fill the cache, so the browser is answered from it.
    await get('/');
    await get('/information');
    const { page, context, errors } = await browser.open();
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
          `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    try {
      const res = await page.goto('/');
      expect(res?.headers()['x-cache']).toBe('hit');
      await page.waitForLoadState('networkidle');
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '政策资讯', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/information');
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a staff approval shows on the company page, and in its .data, at once', async () => {
    const id = await applyByApi(await personalToken('缓存验证'), `缓存验证企业${Date.now().toString(36)}`);
    /** '已有<strong>N</strong>家企业入驻园区' on /company (show_dataone's count). */
    const settled = async () => {
      const res = await get('/company');
      return { cache: res.headers.get('x-cache'), n: Number(/已有<strong>(\d+)<\/strong>/.exec(await res.text())?.[1]) };
    };
    const before = await settled();
    expect(before.n).toBeGreaterThan(0);
    expect(await settled()).toEqual({ cache: 'hit', n: before.n });
    await get('/company.data');
    const keptData = await get('/company.data');
    expect(keptData.headers.get('x-cache')).toBe('hit');
    const dataBefore = await keptData.text();
    await reviewByApi(id, 1);
    expect(await settled()).toEqual({ cache: 'miss', n: before.n + 1 });
    const dataAfter = await get('/company.data');
    expect(dataAfter.headers.get('x-cache')).toBe('miss');
    expect(await dataAfter.text()).not.toBe(dataBefore);
  });

  it('a visitor with a session is never answered from the public cache: the page is rendered for the session', async () => {
    await get('/information');
    const token = await personalToken('缓存会话');
    const res = await get('/information', { cookie: `token=${token}` });
    expect(res.status).toBe(200);
    // Rendered for this session (and kept for it alone: the signed-in page cache, issue 34), not the visitors' copy.
    expect(res.headers.get('x-cache')).toBe('miss');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
