import { beforeAll, describe, expect, it } from 'vitest';
import { contextWithSession, personalToken } from './qr-support';
import { api, baseUrl, screenshot, specBrowser, watch } from './support';

/**
 * Issue 11, HTTP: the pages' nonce'd Content-Security-Policy (and no violations in the browser), no framing,
 * caching by audience, the origin check on page actions, and GET /logout that signs nobody out.
 */

const browser = specBrowser();
let token = '';
const EVIL = 'https://evil.example';

beforeAll(async () => {
  token = await personalToken(`安全测试${Date.now().toString(36)}`);
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, baseUrl()), { headers, redirect: 'manual' });
const withSession = (t: string) => ({ cookie: `token=${encodeURIComponent(t)}` });
const alive = async (t: string) => (await api('/api/index/userinfo', {}, t)).body.code === 1;
const directive = (csp: string, name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy of the pages', () => {
  it('every inline script and style carries the nonce of this response; no unsafe-inline for scripts', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directive(csp, 'script-src'))?.[1];
    expect(nonce).toBeTruthy();
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
    expect(directive(csp, 'style-src-elem')).toBe(`style-src-elem 'self' 'nonce-${nonce}'`);
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "connect-src 'self'"]) {
      expect(csp).toContain(d);
    }
    const html = await res.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attrs of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);
    // Every <style> carries this response's nonce: on a public page only its own stylesheets written inline (it
    // renders no Ant Design, issue 12), on a signed-in page antd's as well.
    const ownStyles = [...html.matchAll(/<style([^>]*)>/g)].map((m) => m[1]!);
    expect(ownStyles.some((attrs) => attrs.includes('data-href="/assets/'))).toBe(true);
    for (const attrs of ownStyles) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(ownStyles.filter((attrs) => /data-(css|token)-hash|cssinjs/.test(attrs))).toEqual([]);
    const signedIn = await get('/companyinfo', withSession(token));
    const signedInNonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(
      directive(signedIn.headers.get('content-security-policy') ?? '', 'script-src'),
    )?.[1];
    const signedInHtml = await signedIn.text();
    const styles = [...signedInHtml.matchAll(/<style([^>]*)>/g)].map((m) => m[1]!);
    for (const attrs of styles) expect(attrs).toContain(`nonce="${signedInNonce}"`);
    // antd's rules come from the sheet the build made (issue 34), a file of this site ('self'), not inline.
    expect(styles.filter((attrs) => /data-(css|token)-hash/.test(attrs))).toEqual([]);
    const sheet = /<link rel="stylesheet" href="(\/assets\/antd-[\w-]+\.css)">/.exec(signedInHtml)?.[1];
    expect(sheet).toBeTruthy();
    const sheetRes = await get(sheet!);
    expect(sheetRes.status).toBe(200);
    expect(sheetRes.headers.get('cache-control')).toContain('immutable');
    // A new response, a new nonce.
    const again = (await get('/')).headers.get('content-security-policy');
    expect(again).not.toBe(csp);
  });

  it('framing, referrer and browser features: DENY, same-origin, switched off', async () => {
    const res = await get('/information');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  });

  it('a page of another site cannot frame the portal', async () => {
    // Another origin (localhost is not 127.0.0.1), its page answered by the test itself.
    const attacker = `${baseUrl().replace('127.0.0.1', 'localhost')}/__attacker`;
    const portal = `${baseUrl()}/`;
    /** Opens the attacker's page framing the portal; `stripHeaders` removes our framing headers (the control). */
    async function framedFrom(stripHeaders: boolean) {
      const { page, context } = await browser.open();
      await page.route(attacker, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<h1>attacker</h1><iframe src="${portal}" width="1000" height="600"></iframe>` }),
      );
      if (stripHeaders) {
        await page.route(portal, async (route) => {
          const real = await route.fetch();
          const headers = { ...real.headers() };
          delete headers['x-frame-options'];
          delete headers['content-security-policy'];
          await route.fulfill({ response: real, headers });
        });
      }
      await page.goto(attacker);
      const frame = page.frames().find((f) => f !== page.mainFrame())!;
      await frame.waitForLoadState('load');
      return { page, context, frame };
    }

    const headers = (await get('/')).headers;
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    // The control: the same page without our headers does show inside the frame.
    const control = await framedFrom(true);
    try {
      await expect
        .poll(() => control.frame.evaluate(() => document.querySelectorAll('nav').length), { timeout: 10_000 })
        .toBeGreaterThan(0);
    } finally {
      await control.context.close();
    }

    // With them, the browser refuses: the frame holds an error page, nothing of ours.
    const real = await framedFrom(false);
    try {
      expect(real.frame.url()).not.toBe(portal);
      expect(await real.frame.evaluate(() => document.querySelectorAll('nav, main').length).catch(() => 0)).toBe(0);
      await screenshot(real.page, 'http-security-framing');
    } finally {
      await real.context.close();
    }
  });

  it('pages, a client navigation and the API document run without a single CSP violation', async () => {
    const context = await contextWithSession(browser, token);
    const page = await context.newPage();
    const errors = watch(page);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
          `${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        ),
      );
    });
    try {
      for (const path of ['/', '/information', '/company', '/personal', '/apply']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      // A client-side navigation, then the API document (Swagger UI under its own policy).
      await page.goto('/');
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '政策资讯', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/information');
      await page.goto('/api/docs');
      await page.locator('.swagger-ui .info').waitFor({ timeout: 15_000 });
      await screenshot(page, 'http-security-api-docs');
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('caching by audience', () => {
  it('a public page for a visitor without a session: the browser asks again each time, no shared cache, varying by cookie', async () => {
    const res = await get('/information');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
  });

  it('the same page with a session, and a signed-in page: no-store', async () => {
    for (const path of ['/information', '/personal', '/apply']) {
      const res = await get(path, withSession(token));
      expect(res.status).toBeLessThan(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    }
  });

  it('the phone page of a QR code (a sign in its address) is never cached', async () => {
    const res = await get('/m/scan?sign=not-a-real-sign');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('hashed bundles keep their long cache', async () => {
    const html = await (await get('/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await get(asset!, withSession(token));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('bundles go out as compressed at build time: brotli to a browser, gzip to a client without it, the same file', async () => {
    const html = await (await get('/')).text();
    const assets = [...html.matchAll(/\/assets\/[^"]+\.(?:js|css)/g)].map((m) => m[0]);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets.slice(0, 4)) {
      const plain = await get(asset, { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding'), asset).toBeNull();
      const body = await plain.text();
      for (const [encoding, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await get(asset, { 'accept-encoding': encoding });
        expect(res.headers.get('content-encoding'), `${asset} ${encoding}`).toBe(expected);
        expect(res.headers.get('vary'), asset).toMatch(/accept-encoding/i);
        expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
        // The copy's length as sent, and (fetch decodes it) the file itself.
        expect(Number(res.headers.get('content-length')), asset).toBeLessThan(Buffer.byteLength(body));
        expect(await res.text(), `${asset} ${encoding}`).toBe(body);
      }
    }
  });
});

describe('page actions and /logout', () => {
  const postLogout = (headers: Record<string, string>) =>
    fetch(new URL('/logout', baseUrl()), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: '',
    });

  it('a forged Origin on a page action with the session cookie is refused, the session stays', async () => {
    const t = await personalToken(`伪造来源${Date.now().toString(36)}`);
    const res = await postLogout({ ...withSession(t), origin: EVIL });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 0, msg: '请求来源不被允许', data: null });
    expect(await alive(t)).toBe(true);
  });

  it('neither Origin nor Referer with the cookie: refused; from our own page: signs out', async () => {
    const t = await personalToken(`无来源${Date.now().toString(36)}`);
    expect((await postLogout(withSession(t))).status).toBe(403);
    expect(await alive(t)).toBe(true);
    const ours = await postLogout({ ...withSession(t), origin: baseUrl() });
    expect(ours.status).toBe(302);
    expect(await alive(t)).toBe(false);
  });

  it('GET /logout only goes home: an <img src="/logout"> elsewhere signs nobody out', async () => {
    const t = await personalToken(`图片登出${Date.now().toString(36)}`);
    const res = await get('/logout', withSession(t));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await alive(t)).toBe(true);
  });
});
