import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../shared/constants';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema/index';
import { testEnv } from '../env';
import { hashPassword } from '../lib/password';
import { ensureRegions } from '../modules/regions/regions.service';
import { createTestApp, signIn, type TestApp } from '../test/harness';
import { API_CSP, EVERY_ANSWER_HEADERS, helmetHeaders, newNonce, ORIGIN_REFUSED_MSG, pageCsp, PERMISSIONS_POLICY } from './http-security';
import { redactUrl } from './logging';
import * as authCalls from '../../shared/calls/auth';

const REFUSED = { code: 0, msg: ORIGIN_REFUSED_MSG, data: null };
const SELF = 'http://localhost:3000';
const EVIL = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SELF });
});
afterAll(() => t.close());

/** A POST as a browser would send it: the session in the cookie, Origin/Referer as given. */
const post = (url: string, headers: Record<string, string>, cookieToken?: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url,
    payload: {},
    headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
    ...(cookieToken ? { cookies: { token: cookieToken } } : {}),
  });

/** Whether a token still names a live session (asked with the spec's header, which the origin check allows). */
const alive = async (token: string) => (await t.call(authCalls.userinfo, {}, token)).body.code === 1;

describe('security headers on every answer', () => {
  it('an API answer: a minimal CSP, no framing, no sniffing, never cached; none of the headers only a page needs', async () => {
    const { token } = await signIn(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/index/userinfo', payload: {}, headers: { token } });
    expect(res.json().code).toBe(1);
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/\bCookie\b/);
    for (const name of ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-xss-protection'])
      expect(res.headers[name], name).toBeUndefined();
  });

  it("helmet's headers on every answer as a page needs them; JSON answers (data, refusals, /healthz) carry OWASP's set for an API", async () => {
    const helmet = await helmetHeaders();
    // What helmet sets with our options (the values are helmet's; these few are what the portal relies on).
    expect(helmet).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': expect.stringContaining('max-age='),
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(helmet['content-security-policy']).toBeUndefined();
    for (const name of EVERY_ANSWER_HEADERS) expect(helmet[name], name).toBeDefined();
    const { token } = await signIn(t);
    const json = [
      await post('/api/demo/config', {}),
      await post('/api/user/logout', { origin: EVIL }, token),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await post('/api/no/such/call', {}),
    ];
    expect(json.map((r) => r.statusCode)).toEqual([200, 403, 200, 404]);
    for (const res of json) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      for (const [name, value] of Object.entries(helmet))
        expect(res.headers[name], name).toBe(EVERY_ANSWER_HEADERS.includes(name) ? value : undefined);
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
      expect(res.headers['content-security-policy']).toBe(API_CSP);
    }
    // A page a browser shows (pages themselves: plugins/web.test.ts).
    const shown = [await t.app.inject({ method: 'GET', url: '/api/docs' })];
    for (const res of shown) {
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      for (const [name, value] of Object.entries(helmet)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    }
  });

  it('public API data is not cached either, and every variant depends on the cookie', async () => {
    const res = await post('/api/demo/config', {});
    expect(res.json().code).toBe(1);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/\bCookie\b/);
  });

  it('sensitive files are no-store, even the refusal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/1' });
    // Refused as a call is (HTTP 200, the session code), and never kept.
    expect([res.statusCode, res.json().code]).toEqual([200, 50008]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('the API document has its own policy: its scripts are files of ours, nothing inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.body).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    // The same for everyone: cacheable without a session, no-store with one.
    expect(res.headers['cache-control']).toBe('no-cache');
    const { token } = await signIn(t);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { token } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('nonces: 128 random bits each, never the same twice, across many draws from the generator', () => {
    const nonces = Array.from({ length: 2_000 }, () => newNonce());
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("a page's policy: nonce'd scripts only, no framing, no plugins, forms and base to ourselves", () => {
    const csp = pageCsp('abc123', 'https://park.example.cn');
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("style-src-elem 'self' 'nonce-abc123'");
    for (const d of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(d);
    }
  });
});

describe('state-changing requests from another site (CSRF)', () => {
  it('a forged Origin with the session cookie is refused and the session stays', async () => {
    const { token } = await signIn(t);
    const res = await post('/api/user/logout', { origin: EVIL }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await alive(token)).toBe(true);
  });

  it('`Origin: null` (a sandboxed frame, a data: page) is refused too', async () => {
    const { token } = await signIn(t);
    const res = await post('/api/user/logout', { origin: 'null' }, token);
    expect(res.statusCode).toBe(403);
    expect(await alive(token)).toBe(true);
  });

  it('a foreign Referer without Origin is refused', async () => {
    const { token } = await signIn(t);
    const res = await post('/api/user/logout', { referer: `${EVIL}/page` }, token);
    expect(res.statusCode).toBe(403);
    expect(await alive(token)).toBe(true);
  });

  it('neither Origin nor Referer while the session cookie is present: refused', async () => {
    const { token } = await signIn(t);
    const res = await post('/api/user/logout', {}, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await alive(token)).toBe(true);
  });

  it('a cross-site call without any session is refused as well', async () => {
    const res = await post('/api/demo/config', { origin: EVIL });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('same origin (by Origin, by Referer, or the configured address) works', async () => {
    const a = await signIn(t);
    expect((await post('/api/user/logout', { origin: 'http://localhost:3000' }, a.token)).json().code).toBe(1);
    expect(await alive(a.token)).toBe(false);
    const b = await signIn(t);
    expect((await post('/api/user/logout', { referer: 'http://localhost:3000/personal' }, b.token)).json().code).toBe(1);
    expect(await alive(b.token)).toBe(false);
    const c = await signIn(t);
    // Behind a proxy that rewrites Host, the configured PUBLIC_URL is still our origin.
    expect((await post('/api/user/logout', { origin: SELF, host: '127.0.0.1:3000' }, c.token)).json().code).toBe(1);
  });

  it("the spec's token header without Origin (other clients) works", async () => {
    const { token } = await signIn(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/logout', payload: {}, headers: { token } });
    expect(res.json().code).toBe(1);
    expect(await alive(token)).toBe(false);
  });

  it('reads (GET) are not refused: links from other sites keep working', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { referer: `${EVIL}/` } });
    expect(res.statusCode).toBe(200);
  });
});

describe('the session cookie over https', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://park.example.cn' });
  });
  afterAll(() => https.close());

  const userinfo = (cookies: Record<string, string>) =>
    https.app.inject({
      method: 'POST',
      url: '/api/index/userinfo',
      payload: {},
      headers: { host: 'park.example.cn', origin: 'https://park.example.cn' },
      cookies,
    });

  it('is read as __Host-token; a plain `token` cookie (which a subdomain could plant) is not a session', async () => {
    const { token } = await signIn(https);
    expect((await userinfo({ '__Host-token': token })).json().code).toBe(1);
    expect((await userinfo({ token })).json().code).toBe(50008);
  });

  it('the origin check counts the __Host- cookie as the session cookie', async () => {
    const { token } = await signIn(https);
    const res = await https.app.inject({ method: 'POST', url: '/api/user/logout', payload: {}, cookies: { '__Host-token': token } });
    expect(res.statusCode).toBe(403);
  });
});

/** A server built by hand (not ready yet, so a test route can be added), logging into `lines` when asked. */
async function bareApp(database: Database, env: Record<string, string>, lines?: string[]) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-http-'));
  const logStream = lines
    ? new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      })
    : undefined;
  const app = await buildApp({ env: testEnv({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000', ...env }), database, logStream });
  return {
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('TRUST_PROXY: only the listed proxies may say who the client is', () => {
  // No query runs here: an empty embedded database serves every build.
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ poolSize: 1 });
  });
  afterAll(() => database.close());

  async function ipSeen(trust: string | undefined, remoteAddress: string): Promise<string> {
    const bare = await bareApp(database, trust === undefined ? {} : { TRUST_PROXY: trust });
    try {
      bare.app.get('/test/ip', async (req) => ({ ip: req.ip }));
      const res = await bare.app.inject({ method: 'GET', url: '/test/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } });
      return res.json().ip;
    } finally {
      await bare.close();
    }
  }

  it("unset: X-Forwarded-For is ignored, the address is the socket's", async () => {
    expect(await ipSeen(undefined, '127.0.0.1')).toBe('127.0.0.1');
  });

  it("set to the socket's address (or its range): the forwarded address is used", async () => {
    expect(await ipSeen('127.0.0.1', '127.0.0.1')).toBe('203.0.113.9');
    expect(await ipSeen('10.0.0.0/8', '10.1.2.3')).toBe('203.0.113.9');
  });

  it('from a socket that is not a listed proxy: ignored', async () => {
    expect(await ipSeen('10.0.0.0/8', '192.0.2.5')).toBe('192.0.2.5');
  });
});

describe('logs never hold tokens, QR signs, passwords or SQL parameters', () => {
  it('redacts secret query values in logged URLs', () => {
    expect(redactUrl('/m/scan?sign=abc&x=1')).toBe('/m/scan?sign=[redacted]&x=1');
    expect(redactUrl('/m/wechat?code=c0de&state=s7&token=t&ticket=k&page=2')).toBe(
      '/m/wechat?code=[redacted]&state=[redacted]&token=[redacted]&ticket=[redacted]&page=2',
    );
    expect(redactUrl('/information?cat=1')).toBe('/information?cat=1');
  });

  it('a password login, a QR poll with its sign, a scan page address and a failing query leave no secret behind', async () => {
    const lines: string[] = [];
    const database = await openDatabase({ poolSize: 1 });
    await database.migrate();
    await ensureRegions(database.db);
    const bare = await bareApp(database, { LOG_LEVEL: 'info', QR_DEMO: '1' }, lines);
    const secretParam = 'sekret-param-7f3a9c';
    bare.app.post('/test/fail', async () => {
      await bare.app.db.execute(sql`select ${secretParam}::int`);
      return {};
    });
    try {
      const password = 'Pw-logcheck-2718281828';
      await database.db.insert(users).values({
        loginType: LoginType.ADMIN,
        username: 'logcheck',
        passwordHash: await hashPassword(password),
        nickname: '管理员',
      });
      const login = await bare.app.inject({ method: 'POST', url: '/api/user/admin_login', payload: { username: 'logcheck', password } });
      const token: string = login.json().data.token;
      expect(token).toMatch(/^[\w-]{40,}$/); // base64url: may hold "-" anywhere
      await bare.app.inject({ method: 'POST', url: '/api/index/userinfo', payload: {}, headers: { token, cookie: `token=${token}` } });

      const qr = await bare.app.inject({ method: 'POST', url: '/api/indexnew/web_login', payload: {} });
      const sign: string = qr.json().data.sign;
      expect(sign).toBeTruthy();
      await bare.app.inject({ method: 'POST', url: '/api/indexnew/checkStatus', payload: { sign } });
      await bare.app.inject({ method: 'GET', url: `/m/scan?sign=${encodeURIComponent(sign)}` });

      const failed = await bare.app.inject({ method: 'POST', url: '/test/fail', payload: {} });
      expect(failed.statusCode).toBe(500);
      await new Promise((resolve) => setImmediate(resolve));

      const log = lines.join('');
      // The log did record these requests and the failure (the test would pass vacuously otherwise).
      expect(log).toContain('/m/scan?sign=[redacted]');
      expect(log).toContain('"code":"22P02"');
      for (const secret of [password, token, sign, secretParam]) expect(log).not.toContain(secret);
    } finally {
      await bare.close();
      await database.close();
    }
  });
});
