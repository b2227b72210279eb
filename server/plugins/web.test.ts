import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType, ShopStatus } from '../../shared/constants';
import { displayModeFromCookieHeader } from '../../shared/display-mode';
import type { WebContext } from '../../shared/web-context';
import { pageDependencies } from '../app';
import { companyMembers, policies, sessions } from '../db/schema/index';
import type { testEnv } from '../env';
import { buildCompany } from '../test/billing-factories';
import { buildPolicy } from '../test/factories';
import { createTestApp, signIn, type TestApp } from '../test/harness';
import { helmetHeaders, PERMISSIONS_POLICY } from './http-security';
import { PAGE_SESSION_HEADER } from './session';
import {
  ANONYMOUS_PAGE_CACHE,
  CACHE_STATUS_HEADER,
  PAGE_RENDERS_AT_ONCE,
  PAGE_RENDERS_WAITING,
  registerPages,
  type PageHandler,
} from './web';
import * as applicationsCalls from '../../shared/calls/applications';
import * as authCalls from '../../shared/calls/auth';
import * as articlesCalls from '../../shared/calls/articles';
import * as companiesCalls from '../../shared/calls/companies';
import * as siteCalls from '../../shared/calls/site';
import * as qrCalls from '../../shared/calls/qr';
import * as messageCentreCalls from '../../shared/calls/message-centre';
import * as feedbackCalls from '../../shared/calls/feedback';
import { dataChanged } from '../lib/signed-in-cache';

/**
 * The anonymous page cache (plugins/web.ts) with a stand-in for React Router: pages that call the real API
 * in-process, carry the response's nonce in their inline tags, and count how often they were rendered.
 */

type Context = WebContext & { nonce: string; takeHtml?: (html: Buffer) => void };
type Titled = { code: number; data: { title?: string; shop_name?: string }[] | { title: string } | null };

let renders = 0;
/** The app's clock, moved by the expiry test. */
let now = Date.now();
/** Opened by the single-flight test: '/slow' waits for it. */
let gate: Promise<void> = Promise.resolve();
let entered: () => void = () => {};
/** '/held' renders under way now, and the most there ever were at once. */
let held = { now: 0, most: 0 };
/** What '/twice-signed-in' does between its two calls (ends the session, say). */
let betweenCalls: () => Promise<void> = async () => {};

const pageHtml = (nonce: string, body: string) =>
  '<!DOCTYPE html><html><head>' +
  `<style nonce="${nonce}">body{margin:0}</style></head><body>${body}` +
  `<script nonce="${nonce}">window.__ctx=1</script><script src="/assets/entry.js"></script>` +
  `<script type="module" nonce="${nonce}">import('/assets/entry.js')</script></body></html>`;
const pageInit = (init: ResponseInit): ResponseInit => ({
  status: 200,
  ...init,
  headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
});
/** A page in the Response's body (what React Router answers by itself, and the entry without `takeHtml`). */
const page = (nonce: string, body: string, init: ResponseInit = {}) => new Response(pageHtml(nonce, body), pageInit(init));
/** A page handed over as UTF-8, as web/app/entry.server.tsx does when the server takes it: the Response has no body. */
const handed = (context: Context, body: string, init: ResponseInit = {}) => {
  if (!context.takeHtml) throw new Error('the server takes no page as text');
  context.takeHtml(Buffer.from(pageHtml(context.nonce, body)));
  return new Response(null, pageInit(init));
};

const names = (res: Titled) => (Array.isArray(res.data) ? res.data.map((r) => r.title ?? r.shop_name).join('、') : '');

const fakeReactRouter: PageHandler = async (request, ctx) => {
  const context = ctx as Context;
  renders += 1;
  const url = new URL(request.url);
  const n = context.nonce;
  switch (url.pathname) {
    case '/': {
      const [list, shops] = await Promise.all([
        context.api(articlesCalls.serverList, {}),
        context.api(companiesCalls.shopList, { page_size: 50 }),
        context.api(siteCalls.config),
      ]);
      return handed(context, `<h1>${names(list as Titled)}</h1><ul>${names(shops as Titled)}</ul>`);
    }
    case '/information.data': {
      const list = await context.api(articlesCalls.serverList, {});
      return new Response(JSON.stringify(list.data), { status: 200, headers: { 'content-type': 'text/x-script' } });
    }
    case '/detail': {
      const p = await context.api(articlesCalls.serverDetail, { id: Number(url.searchParams.get('id')) });
      return handed(context, p.code === 1 && p.data ? `<h1>${p.data.title}</h1>` : '<p>加载失败</p>');
    }
    case '/company': {
      const c = await context.api(companiesCalls.shopDetail, { id: Number(url.searchParams.get('id')) });
      return page(n, `<h1>${c.data?.shop_name}</h1><p>浏览 ${c.data?.see_number}</p>`);
    }
    case '/mode': {
      // As root.tsx: the 适老化 mode comes from the request's `display` cookie.
      const care = displayModeFromCookieHeader(request.headers.get('cookie')) === 'care';
      return page(n, `<main data-display="${care ? 'care' : 'standard'}">显示模式</main>`);
    }
    case '/signed-in': {
      // As a signed-in page: the site settings (a public call, cached) and the user's own data.
      const [config, me] = await Promise.all([context.api(siteCalls.config), context.api(authCalls.userinfo)]);
      return handed(context, `<p>${config.code}</p><p>${me.code === 1 ? me.data?.nickname : `refused ${me.code}`}</p>`);
    }
    case '/signed-in-big': {
      const me = await context.api(authCalls.userinfo);
      return handed(context, `<p>${me.data?.nickname}</p><p>${'园区'.repeat(2000)}</p>`);
    }
    case '/twice-signed-in': {
      // Two loaders' calls of one page, something happening between them.
      const first = await context.api(authCalls.userinfo);
      await betweenCalls();
      const second = await context.api(authCalls.userinfo);
      return page(n, `<p>${first.code}</p><p>${second.code}</p>`);
    }
    case '/member-page': {
      // As a company page: userinfo (the root's) and the company's own list, each asking the membership.
      const me = await context.api(authCalls.userinfo);
      await betweenCalls();
      const list = await context.api(feedbackCalls.feedbackList, {});
      return page(n, `<p>${me.data?.shop?.shop_name ?? 'no company'}</p><p>list ${list.code}</p>`);
    }
    case '/big':
      return handed(context, `<p>${'园区'.repeat(2000)}</p>`);
    case '/qr-hand-over': {
      // As the login page's action: is the posted token the one checkStatus has just handed to this browser?
      const token = String((await request.formData()).get('token'));
      return new Response(JSON.stringify({ handedOver: await context.isQrHandOver(token) }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    case '/cookie':
      return page(n, '<p>设置 Cookie</p>', { headers: { 'set-cookie': 'seen=1; Path=/' } });
    case '/held':
      held = { now: held.now + 1, most: Math.max(held.most, held.now + 1) };
      await gate;
      held = { ...held, now: held.now - 1 };
      return page(n, '<p>排队页面</p>');
    case '/slow':
      entered();
      await gate;
      return page(n, '<p>慢页面</p>');
    default:
      return new Response('not found', { status: 404 });
  }
};

/** The harness's app (PGlite, or a fresh database on TEST_DATABASE_URL) with the page route registered, its clock at `now`. */
function pagesApp(overrides: Parameters<typeof testEnv>[0] = {}): Promise<TestApp> {
  return createTestApp(
    { PUBLIC_CACHE_SECONDS: '30', ...overrides },
    { now: () => new Date(now), beforeReady: (app) => registerPages(app, fakeReactRouter, pageDependencies(app)) },
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await pagesApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** How many times React Router rendered while `run` ran. */
async function rendersDuring(run: () => Promise<unknown>): Promise<number> {
  const before = renders;
  await run();
  return renders - before;
}
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe('pages for visitors without a session', () => {
  it('are rendered once and then answered from the cache, each answer with a nonce of its own', async () => {
    t.app.publicCache.bump();
    const answers: Awaited<ReturnType<typeof get>>[] = [];
    expect(
      await rendersDuring(async () => {
        for (let i = 0; i < 3; i++) answers.push(await get('/'));
      }),
    ).toBe(1);
    const nonces = answers.map((res) => nonceOf(res.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(3);
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      // Every nonce in the page is the one its policy admits, and every inline script has it.
      const inBody = [...res.body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(inBody).toHaveLength(3);
      expect(new Set(inBody)).toEqual(new Set([nonces[i]]));
      for (const tag of res.body.match(/<script\b[^>]*>/g)!)
        expect(tag.includes('src=') || tag.includes(`nonce="${nonces[i]}"`), tag).toBe(true);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe(ANONYMOUS_PAGE_CACHE);
      expect(res.headers.vary).toMatch(/\bCookie\b/);
      expect(res.headers['set-cookie']).toBeUndefined();
    });
    // Apart from the nonce, the kept page is the page.
    expect(answers[2]!.body.replaceAll(nonces[2]!, 'N')).toBe(answers[0]!.body.replaceAll(nonces[0]!, 'N'));
  });

  it('are kept compressed with the nonce left out, and every client gets an encoding it takes', async () => {
    t.app.publicCache.bump();
    const answers: Awaited<ReturnType<typeof get>>[] = [];
    expect(
      await rendersDuring(async () => {
        for (const encoding of ['gzip, deflate, br', 'gzip, deflate, br', 'gzip', 'br', 'br;q=1, gzip;q=0.5', '']) {
          answers.push(await get('/big', encoding ? { 'accept-encoding': encoding } : {}));
        }
      }),
    ).toBe(1);
    const [miss, hit, gzip, br, weighted, plain] = answers as Awaited<ReturnType<typeof get>>[];
    const decoded = (res: Awaited<ReturnType<typeof get>>) => {
      const encoding = res.headers['content-encoding'];
      if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
      if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
      expect(encoding).toBeUndefined();
      return res.body;
    };
    expect(miss!.headers['content-encoding']).toBe('gzip'); // compressed on the way out: gzip before brotli
    expect([hit, gzip].map((res) => res!.headers['content-encoding'])).toEqual(['gzip', 'gzip']);
    expect(br!.headers['content-encoding']).toBe('br'); // no gzip in the list: compressed on the way out
    expect(weighted!.headers['content-encoding']).toBe('br'); // weights: negotiated by @fastify/compress
    expect(plain!.headers['content-encoding']).toBeUndefined();
    const pages = answers.map((res) => {
      const html = decoded(res);
      const nonce = nonceOf(res.headers['content-security-policy'])!;
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(res.headers.vary).toMatch(/\bCookie\b/);
      if (res.headers['content-encoding']) expect(res.headers.vary).toMatch(/accept-encoding/i);
      return html.replaceAll(nonce, 'N');
    });
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain('园区园区');
  });

  it('are kept per display mode: a 适老化 page never reaches a visitor without the cookie, nor the other way', async () => {
    t.app.publicCache.bump();
    const care = { cookie: 'display=care' };
    const modeOf = (res: Awaited<ReturnType<typeof get>>) => /data-display="(\w+)"/.exec(res.body)?.[1];
    const answers: Awaited<ReturnType<typeof get>>[] = [];
    // Care first, so the standard page would be the care one if the key ignored the mode; then each is kept.
    expect(
      await rendersDuring(async () => {
        for (const headers of [care, {}, care, {}, { cookie: 'other=1; display=care' }, { cookie: 'display=bogus' }])
          answers.push(await get('/mode', headers));
      }),
    ).toBe(2);
    expect(answers.map(modeOf)).toEqual(['care', 'standard', 'care', 'standard', 'care', 'standard']);
    expect(answers.map((res) => res.headers['x-cache'])).toEqual(['miss', 'miss', 'hit', 'hit', 'hit', 'hit']);
    for (const res of answers) expect(res.headers.vary).toMatch(/\bCookie\b/);
  });

  it('answer HEAD without a body and keep nothing from it, though the render handed its page over as text', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/big?head=1' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    const first = await get('/big?head=1');
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(first.body).toContain('园区园区');
  });

  it('keep React Router .data answers too', async () => {
    await buildPolicy(t.database.db, { title: '数据请求政策' });
    t.app.publicCache.bump();
    const bodies: string[] = [];
    expect(
      await rendersDuring(async () => {
        for (let i = 0; i < 2; i++) {
          const res = await get('/information.data');
          expect(res.headers['content-type']).toBe('text/x-script');
          bodies.push(res.body);
        }
      }),
    ).toBe(1);
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[0]).toContain('数据请求政策');
  });

  it('show a staff change on the next request', async () => {
    const admin = await signIn(t, { type: LoginType.ADMIN });
    const pending = await buildCompany(t.database.db, { name: '页面待审核企业', status: ShopStatus.REVIEWING });
    t.app.publicCache.bump();
    expect((await get('/')).body).not.toContain('页面待审核企业');
    expect((await t.call(applicationsCalls.examStatus, { id: pending.id, status: 1 }, admin.token)).body.code).toBe(1);
    expect((await get('/')).body).toContain('页面待审核企业');
  });

  it('take their calls from the response cache when it has them', async () => {
    const p = await buildPolicy(t.database.db, { title: '进程内政策' });
    t.app.publicCache.bump();
    expect((await get('/?from=1')).body).toContain('进程内政策');
    await t.database.db.update(policies).set({ title: '进程内政策（改）' }).where(eq(policies.id, p.id));
    // Another address renders again, but its calls are answered from the cache: the old title.
    let second = '';
    expect(await rendersDuring(async () => (second = (await get('/?from=2')).body))).toBe(1);
    expect(second).toContain('进程内政策');
    expect(second).not.toContain('进程内政策（改）');
    t.app.publicCache.bump();
    expect((await get('/?from=3')).body).toContain('进程内政策（改）');
    // Once the kept answers expire, a page's calls read anew.
    await t.database.db.update(policies).set({ title: '进程内政策（再改）' }).where(eq(policies.id, p.id));
    now += 31_000;
    expect((await get('/?from=4')).body).toContain('进程内政策（再改）');
  });

  it('count the views of a detail on every answer from the cache', async () => {
    const p = await buildPolicy(t.database.db, { title: '页面浏览政策' });
    t.app.publicCache.bump();
    expect(
      await rendersDuring(async () => {
        for (let i = 0; i < 3; i++) expect((await get(`/detail?id=${p.id}`)).body).toContain('页面浏览政策');
      }),
    ).toBe(1);
    await t.app.publicCache.views.flush();
    const [row] = await t.database.db.select({ views: policies.viewCount }).from(policies).where(eq(policies.id, p.id));
    expect(row!.views).toBe(3);
  });

  it('render once for visitors asking the same page at the same time', async () => {
    t.app.publicCache.bump();
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const before = renders;
    const first = get('/slow');
    await inside;
    const others = [get('/slow'), get('/slow'), get('/slow')];
    // Give the others time to reach the page route and wait there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const all = await Promise.all([first, ...others]);
    expect(renders - before).toBe(1);
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(all.map((r) => nonceOf(r.headers['content-security-policy']))).size).toBe(4);
  });

  it('once expired, are rendered anew by one visitor while the others get the expired copy', async () => {
    t.app.publicCache.bump();
    gate = Promise.resolve();
    expect((await get('/slow')).headers['x-cache']).toBe('miss');
    now += 31_000; // past PUBLIC_CACHE_SECONDS (30 here)
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = get('/slow');
    await inside;
    const meanwhile = await get('/slow');
    expect(meanwhile.headers['x-cache']).toBe('stale');
    expect(meanwhile.body).toContain('慢页面');
    open();
    expect((await first).headers['x-cache']).toBe('miss');
    expect((await get('/slow')).headers['x-cache']).toBe('hit');
    // After a change there is no expired copy: everyone waits for the one render.
    t.app.publicCache.bump();
    gate = new Promise((resolve) => (open = resolve));
    const entered2 = new Promise<void>((resolve) => (entered = resolve));
    const again = get('/slow');
    await entered2;
    const waiting = get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    expect((await again).headers['x-cache']).toBe('miss');
    expect((await waiting).headers['x-cache']).toBe('hit');
  });
});

describe('pages never kept', () => {
  const twice = async (url: string, headers: Record<string, string> = {}) => {
    const answers: Awaited<ReturnType<typeof get>>[] = [];
    const n = await rendersDuring(async () => {
      for (let i = 0; i < 2; i++) answers.push(await get(url, headers));
    });
    return { n, answers };
  };

  it('a page setting a cookie', async () => {
    const { n, answers } = await twice('/cookie');
    expect(n).toBe(2);
    expect(answers[1]!.headers['set-cookie']).toEqual(['seen=1; Path=/']);
    expect(answers[1]!.headers['cache-control']).toBe('no-store');
  });

  it('for a visitor with a session cookie (even a stale one), or the QR binding cookie', async () => {
    await get('/');
    for (const cookie of ['token=stale', '__Host-token=stale', 'qr_bind=abc', '__Host-qr_bind=abc']) {
      const { n, answers } = await twice('/', { cookie });
      expect(n, cookie).toBe(2);
      // The cookie under the name this (plain http) server reads is a session: no-store.
      if (cookie.startsWith('token=')) expect(answers[1]!.headers['cache-control'], cookie).toBe('no-store');
    }
  });

  it('with a secret in its address', async () => {
    const { n, answers } = await twice('/?sign=abc');
    expect(n).toBe(2);
    expect(answers[1]!.headers['cache-control']).toBe('no-store');
  });

  it('a page that needs a call that is not cached (a view count it shows), or whose load failed', async () => {
    const company = await buildCompany(t.database.db, { name: '浏览页企业' });
    const shown = await twice(`/company?id=${company.id}`);
    expect(shown.n).toBe(2);
    expect(shown.answers[1]!.body).toContain('浏览 2');
    expect((await twice('/detail?id=999999')).n).toBe(2);
  });

  it('an answer other than 200', async () => {
    expect((await twice('/nowhere')).n).toBe(2);
  });

  it('a 404 (unknown address, missing item) stays a 404 every time: never kept, never answered as a kept 200', async () => {
    const { n, answers } = await twice('/nowhere?id=999999');
    expect(n).toBe(2);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-cache']).toBeUndefined();
    }
    // A kept page at another address does not change that.
    await get('/');
    expect((await get('/')).headers['x-cache']).toBe('hit');
    expect((await get('/nowhere?id=999999')).statusCode).toBe(404);
  });

  it('when PUBLIC_CACHE_SECONDS is 0', async () => {
    const off = await pagesApp({ PUBLIC_CACHE_SECONDS: '0' });
    try {
      const before = renders;
      for (let i = 0; i < 2; i++) expect((await off.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      expect(renders - before).toBe(2);
    } finally {
      await off.close();
    }
  });
});

describe('signed-in pages (issue 34)', () => {
  /** The requests the pages' calls sent through the server while `run` ran, by address. */
  async function callsDuring(run: () => Promise<unknown>): Promise<string[]> {
    const sent: string[] = [];
    const original = t.app.inject;
    const inject = original.bind(t.app) as (opts: InjectOptions | string) => Promise<LightMyRequestResponse>;
    const counting = (opts: InjectOptions | string) => {
      const url = typeof opts === 'string' ? opts : String(opts.url ?? '');
      if (url.startsWith('/api/')) sent.push(url);
      return inject(opts);
    };
    t.app.inject = counting as typeof t.app.inject;
    try {
      await run();
    } finally {
      t.app.inject = original;
    }
    return sent;
  }

  it('take public calls from the response cache too, and stay no-store', async () => {
    const { token, user } = await signIn(t);
    const cookie = `token=${token}`;
    t.app.publicCache.bump();
    const first = await callsDuring(() => get('/signed-in', { cookie }));
    // Each page rendered anew here (the signed-in page cache is tested below).
    t.app.signedInPages.drop();
    const res = await get('/signed-in', { cookie });
    t.app.signedInPages.drop();
    const second = await callsDuring(() => get('/signed-in', { cookie }));
    expect(first).toEqual(expect.arrayContaining([siteCalls.config.path, authCalls.userinfo.path]));
    // The site settings were kept from the first page on; the user's own data is asked every time.
    expect(second).toEqual([authCalls.userinfo.path]);
    expect(res.body).toContain(`<p>${user.nickname}</p>`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers[CACHE_STATUS_HEADER]).toBe('miss');
  });

  it('look the session up once per page view; an action sees the session as it is after each call', async () => {
    const endSession = (userId: number) => async () => {
      await t.database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(sessions.userId, userId));
    };
    try {
      // A page view: both calls belong to it, so the second is answered with the lookup of the first.
      const viewed = await signIn(t);
      betweenCalls = endSession(viewed.user.id);
      const view = await get('/twice-signed-in', { cookie: `token=${viewed.token}` });
      expect(view.body).toContain('<p>1</p><p>1</p>');
      // The session has ended all the same: the next page view is refused.
      betweenCalls = async () => {};
      expect((await get('/twice-signed-in', { cookie: `token=${viewed.token}` })).body).not.toContain('<p>1</p>');
      // An action (a sign-out, a password change) may end or change the session: every call looks it up anew.
      const acted = await signIn(t);
      betweenCalls = endSession(acted.user.id);
      const action = await t.app.inject({
        method: 'POST',
        url: '/twice-signed-in',
        headers: { cookie: `token=${acted.token}`, origin: t.env.publicUrl },
      });
      expect(action.body).toMatch(/<p>1<\/p><p>(?!1<)\d+<\/p>/);
    } finally {
      betweenCalls = async () => {};
    }
  });

  it("ask a company member's membership once per page view; an action, and the next page view, ask anew", async () => {
    const leave = (userId: number) => async () => {
      await t.database.db.delete(companyMembers).where(eq(companyMembers.userId, userId));
    };
    const member = async () => {
      const signedIn = await signIn(t);
      const company = await buildCompany(t.database.db, { name: `页面成员企业${signedIn.user.id}`, userId: signedIn.user.id });
      return { ...signedIn, company };
    };
    try {
      // A page view: userinfo and the company's list share one lookup, made before the member left.
      const viewed = await member();
      betweenCalls = leave(viewed.user.id);
      const view = await get('/member-page', { cookie: `token=${viewed.token}` });
      expect(view.body).toContain(`<p>${viewed.company.name}</p><p>list 1</p>`);
      // The next page view asks again (rendered anew: the member left behind the server's back): the member has left.
      betweenCalls = async () => {};
      t.app.signedInPages.drop();
      const next = await get('/member-page', { cookie: `token=${viewed.token}` });
      expect(next.body).toContain('<p>no company</p>');
      expect(next.body).not.toContain('list 1');
      // An action's calls each ask: the second sees the member gone.
      const acted = await member();
      betweenCalls = leave(acted.user.id);
      const action = await t.app.inject({
        method: 'POST',
        url: '/member-page',
        headers: { cookie: `token=${acted.token}`, origin: t.env.publicUrl },
      });
      expect(action.body).toContain(`<p>${acted.company.name}</p>`);
      expect(action.body).not.toContain('list 1');
    } finally {
      betweenCalls = async () => {};
    }
  });

  it('the page-view header grants nothing: another token, or an id of no page being rendered, is looked up as usual', async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    const view = t.app.openPageSession(owner.token);
    try {
      const me = (token: string, id: string) =>
        t.app.inject({ method: 'POST', url: authCalls.userinfo.path, headers: { token, [PAGE_SESSION_HEADER]: id }, payload: {} });
      expect((await me(owner.token, view.id)).json()).toMatchObject({ code: 1, data: { nickname: owner.user.nickname } });
      expect((await me(other.token, view.id)).json()).toMatchObject({ code: 1, data: { nickname: other.user.nickname } });
      expect((await me('x'.repeat(40), view.id)).json().code).not.toBe(1);
      expect((await me('x'.repeat(40), 'no-such-page')).json().code).not.toBe(1);
    } finally {
      view.close();
    }
  });
});

describe('signed-in pages kept for their session (issue 34)', () => {
  const twice = async (url: string, cookie: string) => {
    const answers: Awaited<ReturnType<typeof get>>[] = [];
    const n = await rendersDuring(async () => {
      for (let i = 0; i < 2; i++) answers.push(await get(url, { cookie }));
    });
    return { n, answers, cache: answers.map((res) => res.headers[CACHE_STATUS_HEADER]) };
  };

  it('a page of reads is rendered once per session and then answered from the cache, no-store, each with its own nonce', async () => {
    const { token, user } = await signIn(t);
    const { n, answers, cache } = await twice('/signed-in', `token=${token}`);
    expect(n).toBe(1);
    expect(cache).toEqual(['miss', 'hit']);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<p>${user.nickname}</p>`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toMatch(/\bCookie\b/);
      const nonce = nonceOf(res.headers['content-security-policy'])!;
      expect(new Set([...res.body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
    }
    expect(nonceOf(answers[0]!.headers['content-security-policy'])).not.toBe(nonceOf(answers[1]!.headers['content-security-policy']));
    // Compressed as a browser asks: the render on the way out, then a hit from the gzip pieces made on the first hit.
    for (let i = 0; i < 3; i++) {
      const zipped = await get('/signed-in-big', { cookie: `token=${token}`, 'accept-encoding': 'gzip' });
      expect(zipped.headers[CACHE_STATUS_HEADER]).toBe(i === 0 ? 'miss' : 'hit');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(zipped.rawPayload).toString('utf8');
      expect(html).toContain(`<p>${user.nickname}</p>`);
      expect(html).toContain(`nonce="${nonceOf(zipped.headers['content-security-policy'])}"`);
    }
  });

  it("never answers one session with another's page: another user, or the same user's other session, gets its own render", async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const again = await signIn(t);
    await get('/signed-in', { cookie: `token=${a.token}` });
    expect((await get('/signed-in', { cookie: `token=${a.token}` })).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const other = await twice('/signed-in', `token=${b.token}`);
    expect(other.cache).toEqual(['miss', 'hit']);
    for (const res of other.answers) {
      expect(res.body).toContain(`<p>${b.user.nickname}</p>`);
      expect(res.body).not.toContain(`<p>${a.user.nickname}</p>`);
    }
    expect((await twice('/signed-in', `token=${again.token}`)).cache).toEqual(['miss', 'hit']);
    // Per display mode too.
    expect((await twice('/signed-in', `token=${a.token}; display=care`)).cache).toEqual(['miss', 'hit']);
  });

  it('are emptied by any successful write, anyone’s, but not by reads or refused writes', async () => {
    const viewer = await signIn(t);
    const writer = await signIn(t);
    const cookie = `token=${viewer.token}`;
    await get('/signed-in', { cookie });
    expect((await get('/signed-in', { cookie })).headers[CACHE_STATUS_HEADER]).toBe('hit');
    // A read and a refused write (the body fails validation) leave it kept.
    expect((await t.call(authCalls.userinfo, {}, writer.token)).body.code).toBe(1);
    expect((await t.call(messageCentreCalls.messageRead, { all: 2 }, writer.token)).body.code).toBe(0);
    expect((await get('/signed-in', { cookie })).headers[CACHE_STATUS_HEADER]).toBe('hit');
    // Another user's write that changes nothing public (marking messages read) still empties it.
    expect((await t.call(messageCentreCalls.messageRead, { all: 1 }, writer.token)).body.code).toBe(1);
    expect((await twice('/signed-in', cookie)).cache).toEqual(['miss', 'hit']);
    // A public change too, and a scheduled job's (dataChanged).
    t.app.publicCache.bump();
    expect((await twice('/signed-in', cookie)).cache).toEqual(['miss', 'hit']);
    dataChanged(t.app);
    expect((await twice('/signed-in', cookie)).cache).toEqual(['miss', 'hit']);
  });

  it('stay kept while the login page polls a QR code that nothing has happened to (checkStatus writes only on a sign-in)', async () => {
    // The QR sign-in as a deployment without WeChat runs it (on PostgreSQL the test environment has it off).
    const q = await pagesApp({ QR_DEMO: '1' });
    try {
      const { token } = await signIn(q);
      const page = async () =>
        (await q.app.inject({ method: 'GET', url: '/signed-in', headers: { cookie: `token=${token}` } })).headers[CACHE_STATUS_HEADER];
      const code = await q.app.inject({ method: 'POST', url: qrCalls.webLogin.path, payload: {} });
      const sign = String(code.json().data.sign);
      const bind = code.cookies.find((c) => c.name === 'qr_bind')!.value;
      const poll = async () =>
        (await q.app.inject({ method: 'POST', url: qrCalls.checkStatus.path, payload: { sign }, cookies: { qr_bind: bind } })).json();
      await page();
      for (let i = 0; i < 3; i++) expect((await poll()).data).toBe(0);
      expect(await page()).toBe('hit');
      // Confirmed on the phone (a write), then the poll that completes the sign-in (a new session): each empties them.
      expect((await q.call(qrCalls.scanConfirm, { sign, nickname: '扫码者' })).body.code).toBe(1);
      expect([await page(), await page()]).toEqual(['miss', 'hit']);
      expect((await poll()).token).toEqual(expect.any(String));
      expect(await page()).toBe('miss');
    } finally {
      await q.close();
    }
  });

  it('are answered only while the session is live: an ended session is rendered for (and refused), not served the kept page', async () => {
    const { token, user } = await signIn(t);
    const cookie = `token=${token}`;
    await get('/signed-in', { cookie });
    expect((await get('/signed-in', { cookie })).headers[CACHE_STATUS_HEADER]).toBe('hit');
    // Ended behind the API's back (no call, so no version moves): the lookup on the hit sees it.
    await t.database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(sessions.userId, user.id));
    const after = await rendersDuring(async () => {
      const res = await get('/signed-in', { cookie });
      expect(res.body).not.toContain(`<p>${user.nickname}</p>`);
      expect(res.body).toContain('refused');
    });
    expect(after).toBe(1);
  });

  it('a page that asks a live call (a view count it shows) or a write, or whose load failed, is never kept', async () => {
    const { token } = await signIn(t);
    const cookie = `token=${token}`;
    const company = await buildCompany(t.database.db, { name: '登录浏览企业' });
    const live = await twice(`/company?id=${company.id}`, cookie);
    expect(live.n).toBe(2);
    expect(live.cache).toEqual([undefined, undefined]);
    expect((await twice('/detail?id=999999', cookie)).n).toBe(2);
    expect((await twice('/cookie', cookie)).n).toBe(2);
  });

  it('keep nothing when PUBLIC_CACHE_SECONDS is 0, nor under a `token` header (a spec client)', async () => {
    const off = await pagesApp({ PUBLIC_CACHE_SECONDS: '0' });
    try {
      const { token } = await signIn(off);
      const before = renders;
      for (let i = 0; i < 2; i++) await off.app.inject({ method: 'GET', url: '/signed-in', headers: { cookie: `token=${token}` } });
      expect(renders - before).toBe(2);
    } finally {
      await off.close();
    }
    const { token } = await signIn(t);
    const before = renders;
    for (let i = 0; i < 2; i++) await get('/signed-in', { cookie: `token=${token}`, token });
    expect(renders - before).toBe(2);
  });
});

describe('the log of a page view', () => {
  it("is one line at info, the page's; its in-process calls are written at debug with the page's request id", async () => {
    const lines: Record<string, any>[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logged = await createTestApp(
      { PUBLIC_CACHE_SECONDS: '0', LOG_LEVEL: 'debug' },
      { beforeReady: (app) => registerPages(app, fakeReactRouter, pageDependencies(app)), logStream },
    );
    try {
      const { token } = await signIn(logged);
      const res = await logged.app.inject({ method: 'GET', url: '/signed-in', headers: { cookie: `token=${token}` } });
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      const mine = lines.filter((e) => e.reqId === res.headers['x-request-id'] && e.msg === 'request completed');
      expect(mine.filter((e) => e.level >= 30).map((e) => e.req.url)).toEqual(['/signed-in']);
      expect(mine.filter((e) => e.level === 20).map((e) => e.req.url)).toEqual(
        expect.arrayContaining([siteCalls.config.path, authCalls.userinfo.path]),
      );
    } finally {
      await logged.close();
    }
  });
});

describe('headers of a page', () => {
  it("carry helmet's whole set and Permissions-Policy, kept or rendered, 404 too (a JSON answer carries fewer: http-security.test.ts)", async () => {
    const helmet = await helmetHeaders();
    t.app.publicCache.bump();
    const answers = [await get('/'), await get('/'), await get('/no/such/page')];
    expect(answers.map((r) => [r.statusCode, r.headers[CACHE_STATUS_HEADER]])).toEqual([
      [200, 'miss'],
      [200, 'hit'],
      [404, undefined],
    ]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(helmet)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });
});

describe("the login page's QR hand-over (context.isQrHandOver)", () => {
  it('is true only for the token checkStatus has just given this browser, whose binding cookie (Path=/) reaches the page', async () => {
    const q = await pagesApp({ QR_DEMO: '1' });
    try {
      const signedIn = async (nickname: string) => {
        const code = await q.app.inject({ method: 'POST', url: '/api/indexnew/web_login', payload: {} });
        const bind = code.cookies.find((c) => c.name === 'qr_bind')!;
        expect(bind).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
        const sign = code.json().data.sign;
        expect((await q.call(qrCalls.scanConfirm, { sign, nickname })).body.code).toBe(1);
        const done = await q.app.inject({
          method: 'POST',
          url: '/api/indexnew/checkStatus',
          payload: { sign },
          cookies: { qr_bind: bind.value },
        });
        return { bind: bind.value, token: String(done.json().token) };
      };
      const handOver = async (token: string, bind?: string) => {
        const res = await q.app.inject({
          method: 'POST',
          url: '/qr-hand-over',
          payload: new URLSearchParams({ token }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: q.env.publicUrl },
          cookies: bind ? { qr_bind: bind } : {},
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().handedOver as boolean;
      };
      const mine = await signedIn('本机用户');
      const attacker = await signedIn('他人账号');
      expect(await handOver(mine.token, mine.bind)).toBe(true);
      expect(await handOver(attacker.token, mine.bind)).toBe(false);
      expect(await handOver(attacker.token)).toBe(false);
    } finally {
      await q.close();
    }
  });
});

describe('renders at once', () => {
  it(`are at most ${PAGE_RENDERS_AT_ONCE}; the others wait their turn, and one past ${PAGE_RENDERS_WAITING} waiting is told busy at once`, async () => {
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    held = { now: 0, most: 0 };
    // Each address its own (never one shared render), none kept: every one is a render of its own.
    const ask = (i: number) => get(`/held?n=${i}&at=${Date.now()}`);
    const waiting = Array.from({ length: PAGE_RENDERS_AT_ONCE + PAGE_RENDERS_WAITING }, (_, i) => ask(i));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held.now).toBe(PAGE_RENDERS_AT_ONCE);
    const refused = await ask(-1);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('服务器繁忙，请稍后再试');
    open();
    const answered = await Promise.all(waiting);
    expect(answered.every((r) => r.statusCode === 200 && r.body.includes('排队页面'))).toBe(true);
    expect(held).toEqual({ now: 0, most: PAGE_RENDERS_AT_ONCE });
    // The line is empty again: the next visitor is rendered.
    expect((await ask(-2)).statusCode).toBe(200);
  });
});
