import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LoginType } from '../../../shared/constants';
import { QR_OTHER_BROWSER_MSG } from '../../../shared/contracts/qr';
import { qrLogins, users } from '../../db/schema/index';
import { testEnv } from '../../env';
import { isQrHandOver, qrProvider } from './qr.service';
import { hashToken } from './session.service';
import { browserLabel } from './user-agent';
import { FakeWechat } from '../../test/fake-wechat';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import * as authCalls from '../../../shared/calls/auth';
import * as qrCalls from '../../../shared/calls/qr';
import * as siteCalls from '../../../shared/calls/site';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

type Code = { sign: string; path: string; url: string; provider: string; expires_in: number; bind: { name: string; value: string } };

/** web_login as a browser: the code, and the binding cookie it set (name and value). */
async function newCode(t: TestApp, headers: Record<string, string> = {}): Promise<Code> {
  const res = await t.app.inject({ method: 'POST', url: qrCalls.webLogin.path, payload: {}, headers });
  const body = res.json();
  expect(body.code).toBe(1);
  const cookie = res.cookies.find((c) => /qr_bind$/.test(c.name));
  expect(cookie).toBeDefined();
  return { ...body.data, bind: { name: cookie!.name, value: cookie!.value } };
}

/** checkStatus from the browser that asked (its binding cookie), or from anyone else (none, or another's). */
async function poll(t: TestApp, sign: string, bind?: { name: string; value: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: qrCalls.checkStatus.path,
    payload: { sign },
    cookies: bind ? { [bind.name]: bind.value } : {},
  });
  return res.json() as { code: number; msg: string; data: number; token?: string; user_id?: number; type?: number };
}

describe('QR sign-in, demo provider (embedded database, no WeChat)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ QR_DEMO: '1', PUBLIC_URL: 'https://park.example.cn' });
  });
  afterAll(() => t.close());

  it('gives a QR image of our phone page and a sign', async () => {
    const code = await newCode(t);
    expect(code.path).toMatch(/^data:image\/png;base64,/);
    expect(code.url).toBe(`https://park.example.cn/m/scan?sign=${code.sign}`);
    expect(code.provider).toBe('demo');
    expect(code.expires_in).toBeGreaterThan(200);
    const [row] = await t.database.db
      .select()
      .from(qrLogins)
      .where(eq(qrLogins.signHash, hashToken(code.sign)));
    expect(row!.signHash).not.toBe(code.sign);
  });

  it('waits, then hands the token to the computer exactly once after the phone confirms', async () => {
    const { sign, bind } = await newCode(t);
    expect(await poll(t, sign, bind)).toMatchObject({ code: 1, data: 0 });
    expect((await t.call(qrCalls.scanConfirm, { sign })).body.msg).toBe('请输入昵称');
    expect((await t.call(qrCalls.scanConfirm, { sign, nickname: '李四' })).body.code).toBe(1);
    const done = await poll(t, sign, bind);
    expect(done).toMatchObject({ code: 1, data: 1, msg: '登录成功', type: 2, user_id: expect.any(Number), token: expect.any(String) });
    expect(done.token).not.toBe(String(done.user_id));
    const me = await t.call(authCalls.userinfo, {}, done.token);
    expect(me.body.data).toMatchObject({ nickname: '李四', type: 2, shop: null });
    expect(await poll(t, sign, bind)).toMatchObject({ code: 1, data: -1 });
  });

  it('reuses the demo account of the same nickname, and marks the accounts it makes as demo ones', async () => {
    const a = await newCode(t);
    await t.call(qrCalls.scanConfirm, { sign: a.sign, nickname: '王五' });
    const first = (await poll(t, a.sign, a.bind)).user_id!;
    const b = await newCode(t);
    await t.call(qrCalls.scanConfirm, { sign: b.sign, nickname: '王五' });
    expect((await poll(t, b.sign, b.bind)).user_id).toBe(first);
    const [made] = await t.database.db.select().from(users).where(eq(users.id, first));
    expect(made).toMatchObject({ demo: true, loginType: LoginType.PERSONAL, wechatOpenid: null });
  });

  it('hands the session only to the browser that asked for the code, never to one that knows just the sign', async () => {
    const { sign, bind } = await newCode(t);
    expect(bind.name).toBe('__Host-qr_bind');
    // A shoulder-surfer polls with the sign alone, or with a binding cookie of its own from another code.
    const other = await newCode(t);
    expect(await poll(t, sign)).toMatchObject({ code: 1, data: 0, msg: QR_OTHER_BROWSER_MSG });
    expect((await t.call(qrCalls.scanConfirm, { sign, nickname: '被盯梢' })).body.code).toBe(1);
    for (let i = 0; i < 3; i++) {
      const stolen = await poll(t, sign);
      expect(stolen).toMatchObject({ code: 1, data: 0, msg: QR_OTHER_BROWSER_MSG });
      expect(stolen).not.toHaveProperty('token');
    }
    const otherBrowser = { name: bind.name, value: other.bind.value === bind.value ? 'y'.repeat(43) : other.bind.value };
    expect(await poll(t, sign, otherBrowser)).not.toHaveProperty('token');
    expect(await poll(t, sign, { name: bind.name, value: 'forged' })).not.toHaveProperty('token');
    // The asking browser still collects it, once.
    const mine = await poll(t, sign, bind);
    expect(mine).toMatchObject({ data: 1, token: expect.any(String) });
    expect(await poll(t, sign, bind)).toMatchObject({ data: -1 });
    expect(await poll(t, sign)).toMatchObject({ data: -1 });
  });

  it('sets the binding cookie HttpOnly, SameSite=Lax, __Host- over HTTPS, for the life of the code', async () => {
    const res = await t.app.inject({ method: 'POST', url: qrCalls.webLogin.path, payload: {} });
    const cookie = res.cookies.find((c) => c.name === '__Host-qr_bind')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/', maxAge: t.env.QR_TTL_SECONDS });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).not.toHaveProperty('domain');
    const [row] = await t.database.db
      .select()
      .from(qrLogins)
      .where(eq(qrLogins.signHash, hashToken(res.json().data.sign)));
    expect(row!.bindHash).toBe(hashToken(cookie.value));
    // A second login tab of the same browser keeps the browser's secret, so both tabs' codes work.
    const again = await t.app.inject({
      method: 'POST',
      url: qrCalls.webLogin.path,
      payload: {},
      cookies: { '__Host-qr_bind': cookie.value },
    });
    expect(again.cookies.find((c) => c.name === '__Host-qr_bind')!.value).toBe(cookie.value);
  });

  it('never signs in a real user: a nickname held by a WeChat user or a member of staff is refused', async () => {
    const [real] = await t.database.db
      .insert(users)
      .values({ loginType: LoginType.PERSONAL, nickname: '实名张三', wechatOpenid: 'openid-real', wechatUnionid: 'union-real' })
      .returning();
    await t.database.db.insert(users).values({ loginType: LoginType.PERSONAL, nickname: '老用户' });
    const staff = await signIn(t, { type: LoginType.ADMIN });
    for (const nickname of ['实名张三', '老用户', staff.user.nickname]) {
      const { sign, bind } = await newCode(t);
      const res = await t.call(qrCalls.scanConfirm, { sign, nickname });
      expect(res.body, nickname).toMatchObject({ code: 0, msg: '该昵称属于正式用户，演示登录不能使用' });
      // Nothing changed: the code still waits, and another nickname can be used.
      expect(await poll(t, sign, bind)).toMatchObject({ data: 0 });
      expect((await t.call(qrCalls.scanConfirm, { sign, nickname: `${nickname}演示` })).body.code).toBe(1);
      const done = await poll(t, sign, bind);
      expect(done.user_id).not.toBe(real!.id);
    }
    const rows = await t.database.db.select().from(users).where(eq(users.nickname, '实名张三'));
    expect(rows).toHaveLength(1);
  });

  it('shows the phone what is asking to be signed in: browser, address and time', async () => {
    const { sign } = await newCode(t, { 'user-agent': CHROME_WINDOWS });
    const info = (await t.call(qrCalls.scanInfo, { sign })).body.data;
    expect(info.requester).toEqual({
      browser: 'Chrome 126 · Windows',
      ip: '127.0.0.1',
      requested_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    });
    const [row] = await t.database.db
      .select()
      .from(qrLogins)
      .where(eq(qrLogins.signHash, hashToken(sign)));
    expect(row).toMatchObject({ userAgent: CHROME_WINDOWS, ip: '127.0.0.1' });
  });

  it("logout with a session ends it (and cancels the code); cancel and a visitor's logout only cancel the code", async () => {
    const a = await signIn(t);
    const { sign, bind } = await newCode(t);
    expect((await t.call(qrCalls.logout, { sign }, a.token)).body).toMatchObject({ code: 1, msg: '已退出登录' });
    expect((await t.call(authCalls.userinfo, {}, a.token)).body.code).toBe(50008);
    expect(await poll(t, sign, bind)).toMatchObject({ data: -1 });

    // Without a sign, the session alone.
    const b = await signIn(t);
    expect((await t.call(qrCalls.logout, {}, b.token)).body.code).toBe(1);
    expect((await t.call(authCalls.userinfo, {}, b.token)).body.code).toBe(50008);
    // Already ended: still answers, nothing to do.
    expect((await t.call(qrCalls.logout, {}, b.token)).body.code).toBe(1);

    // Our pages give a code up through cancel, which leaves the browser's session alone.
    const c = await signIn(t);
    const code = await newCode(t);
    expect((await t.call(qrCalls.cancel, { sign: code.sign }, c.token)).body.code).toBe(1);
    expect(await poll(t, code.sign, code.bind)).toMatchObject({ data: -1 });
    expect((await t.call(authCalls.userinfo, {}, c.token)).body.code).toBe(1);

    expect((await t.call(qrCalls.logout, {})).body).toMatchObject({ code: 0, msg: '登录请求无效，请刷新二维码' });
  });

  it('confirms a sign only once and refuses expired, cancelled and unknown signs', async () => {
    const { sign } = await newCode(t);
    await t.call(qrCalls.scanConfirm, { sign, nickname: '赵六' });
    expect((await t.call(qrCalls.scanConfirm, { sign, nickname: '攻击者' })).body.msg).toMatch(/二维码已失效/);

    const old = await newCode(t);
    await t.database.db
      .update(qrLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLogins.signHash, hashToken(old.sign)));
    expect((await poll(t, old.sign, old.bind)).data).toBe(-1);
    expect((await t.call(qrCalls.scanConfirm, { sign: old.sign, nickname: 'x' })).body.code).toBe(0);

    const left = await newCode(t);
    expect((await t.call(qrCalls.logout, { sign: left.sign })).body.code).toBe(1);
    expect((await poll(t, left.sign, left.bind)).data).toBe(-1);
    expect((await t.call(qrCalls.scanConfirm, { sign: left.sign, nickname: 'x' })).body.code).toBe(0);

    expect((await t.call(qrCalls.checkStatus, { sign: 'x'.repeat(32) })).body.data).toBe(-1);
    expect((await t.call(qrCalls.checkStatus, { sign: 'short' })).body).toMatchObject({ code: 0, msg: '登录请求无效，请刷新二维码' });
  });

  it('knows the session checkStatus has just handed to this browser from any other token (the login page sets only it)', async () => {
    const signedIn = async (nickname: string) => {
      const code = await newCode(t);
      expect((await t.call(qrCalls.scanConfirm, { sign: code.sign, nickname })).body.code).toBe(1);
      return { bind: code.bind.value, token: (await poll(t, code.sign, code.bind)).token! };
    };
    const handOver = (token: string, bind: string | undefined, now?: Date) => isQrHandOver(t.database.db, t.env, token, bind, now);
    const victim = await signedIn('访客甲');
    const attacker = await signedIn('攻击者乙');
    expect(await handOver(victim.token, victim.bind)).toBe(true);
    // The attacker's own fresh QR session, posted from the victim's browser (or one without a binding cookie).
    expect(await handOver(attacker.token, victim.bind)).toBe(false);
    expect(await handOver(victim.token, undefined)).toBe(false);
    expect(await handOver(victim.token, attacker.bind)).toBe(false);
    expect(await handOver(victim.token, 'forged')).toBe(false);
    // Sessions not made by this browser's QR sign-in: a staff one, a personal one signed in otherwise.
    const staff = await signIn(t, { type: LoginType.ADMIN });
    expect(await handOver(staff.token, victim.bind)).toBe(false);
    expect(await handOver((await signIn(t)).token, victim.bind)).toBe(false);
    // Only just now: not once QR_TTL_SECONDS have passed, and not once the session has ended.
    expect(await handOver(victim.token, victim.bind, new Date(Date.now() + (t.env.QR_TTL_SECONDS + 1) * 1000))).toBe(false);
    expect((await t.call(qrCalls.logout, {}, victim.token)).body.code).toBe(1);
    expect(await handOver(victim.token, victim.bind)).toBe(false);
  });

  it('tells the phone page what it is confirming', async () => {
    const { sign } = await newCode(t);
    expect((await t.call(qrCalls.scanInfo, { sign })).body.data).toMatchObject({ provider: 'demo', state: 'pending', demo: true });
  });

  it('tells every page the demo is on (site config), so they show the 演示模式 ribbon', async () => {
    expect((await t.call(siteCalls.config, {})).body.data.demo).toBe(true);
  });
});

describe('the demo and a real database', () => {
  const pg = { DATABASE_URL: 'postgres://portal@db.example.cn/portal' };
  it('is on by default only on the embedded database', () => {
    expect(qrProvider(testEnv({}), 'pglite')).toBe('demo');
    expect(qrProvider(testEnv({ QR_DEMO: '0' }), 'pglite')).toBe('none');
  });

  it('needs QR_DEMO=1 said explicitly with DATABASE_URL, whatever connection was opened', () => {
    expect(qrProvider(testEnv(pg), 'postgres')).toBe('none');
    expect(qrProvider(testEnv(pg), 'pglite')).toBe('none');
    expect(qrProvider(testEnv({ ...pg, QR_DEMO: '' }), 'pglite')).toBe('none');
    expect(qrProvider(testEnv({ ...pg, QR_DEMO: '0' }), 'postgres')).toBe('none');
    expect(qrProvider(testEnv({}), 'postgres')).toBe('none');
    expect(qrProvider(testEnv({ ...pg, QR_DEMO: '1' }), 'postgres')).toBe('demo');
  });

  it('gives way to WeChat when it is configured', () => {
    expect(qrProvider(testEnv({ WECHAT_APPID: 'wx1', WECHAT_SECRET: 's' }), 'pglite')).toBe('wechat');
    expect(() => testEnv({ WECHAT_APPID: 'wx1', WECHAT_SECRET: 's', QR_DEMO: '1' })).toThrow(/QR_DEMO/);
  });
});

describe('browserLabel', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome 126 · Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.51',
      'Edge 125 · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari 17 · macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
      '微信 8 · iPhone',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox 127 · Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.119 Mobile Safari/537.36',
      'Chrome 122 · Android',
    ],
    ['curl/8.5.0', '未知浏览器'],
    ['', '未知浏览器'],
  ])('%s → %s', (ua, label) => {
    expect(browserLabel(ua)).toBe(label);
  });
});

describe('QR sign-in limits', () => {
  it('rate-limits checkStatus per client', async () => {
    const t = await createTestApp({ QR_DEMO: '1' });
    try {
      const { sign } = await newCode(t);
      const statuses: number[] = [];
      for (let i = 0; i < 125; i++)
        statuses.push((await t.app.inject({ method: 'POST', url: qrCalls.checkStatus.path, payload: { sign } })).statusCode);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('is off on PostgreSQL-like settings without WeChat or QR_DEMO', async () => {
    const t = await createTestApp({ QR_DEMO: '0' });
    try {
      expect((await t.call(qrCalls.webLogin, {})).body).toMatchObject({ code: 0, msg: '扫码登录暂未开通，请联系园区管理员' });
    } finally {
      await t.close();
    }
  });
});

describe('QR sign-in through WeChat (against a local fake of its OAuth endpoints)', () => {
  let t: TestApp;
  const wx = new FakeWechat();
  beforeAll(async () => {
    await wx.start();
    t = await createTestApp({ ...wx.loginEnv(), PUBLIC_URL: 'https://park.example.cn' });
  });
  afterAll(async () => {
    await t.close();
    await wx.stop();
  });

  /** The phone: our authorize redirect → WeChat's page → the approve link → our callback. */
  async function phoneScans(sign: string, opts: { deny?: boolean; tamperState?: boolean } = {}) {
    const start = await t.app.inject({ method: 'GET', url: `/m/wechat/authorize?sign=${encodeURIComponent(sign)}` });
    expect(start.statusCode).toBe(302);
    const wechatUrl = start.headers.location as string;
    expect(wechatUrl).toMatch(
      /\/connect\/oauth2\/authorize\?appid=wx_fake_app&redirect_uri=https%3A%2F%2Fpark\.example\.cn%2Fm%2Fwechat%2Fcallback/,
    );
    expect(wechatUrl).toContain('scope=snsapi_userinfo');
    const page = await (await fetch(wechatUrl)).text();
    const link = page.match(new RegExp(`id="${opts.deny ? 'deny' : 'approve'}" href="([^"]+)"`))![1]!.replace(/&amp;/g, '&');
    const cb = new URL(link);
    if (opts.tamperState) cb.searchParams.set('state', 'forged');
    const back = await t.app.inject({ method: 'GET', url: `${cb.pathname}${cb.search}` });
    expect(back.statusCode).toBe(302);
    const cookie = back.cookies.find((c) => c.name === 'qr_ticket');
    return { location: back.headers.location as string, ticket: cookie?.value, code: cb.searchParams.get('code') };
  }

  it('signs in the WeChat user after the phone approves and confirms', async () => {
    const { sign, bind } = await newCode(t);
    const scan = await phoneScans(sign);
    expect(scan.location).toBe(`/m/scan?sign=${encodeURIComponent(sign)}`);
    expect(scan.ticket).toBeTruthy();
    expect((await poll(t, sign, bind)).data).toBe(2);
    // Someone who saw the code learns nothing of the scan.
    expect(await poll(t, sign)).toMatchObject({ data: 0, msg: QR_OTHER_BROWSER_MSG });
    expect((await t.call(qrCalls.scanInfo, { sign })).body.data).toMatchObject({ state: 'scanned', nickname: '微信张三', demo: false });
    const confirm = await t.app.inject({
      method: 'POST',
      url: qrCalls.scanConfirm.path,
      payload: { sign },
      cookies: { qr_ticket: scan.ticket! },
    });
    expect(confirm.json().code).toBe(1);
    expect(await poll(t, sign)).not.toHaveProperty('token');
    const done = await poll(t, sign, bind);
    expect(done.data).toBe(1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, done.user_id!));
    expect(user).toMatchObject({ nickname: '微信张三', wechatUnionid: 'union-1', wechatOpenid: 'openid-1', loginType: 2, demo: false });
  });

  it('finds the same person by unionid next time, and falls back to openid without one', async () => {
    const a = await newCode(t);
    const s = await phoneScans(a.sign);
    await t.app.inject({ method: 'POST', url: qrCalls.scanConfirm.path, payload: { sign: a.sign }, cookies: { qr_ticket: s.ticket! } });
    const id1 = (await poll(t, a.sign, a.bind)).user_id;
    const [known] = await t.database.db.select().from(users).where(eq(users.wechatUnionid, 'union-1'));
    expect(id1).toBe(known!.id);

    wx.user = { openid: 'openid-solo', nickname: '无联合号用户', headimgurl: '' };
    const b = await newCode(t);
    const s2 = await phoneScans(b.sign);
    await t.app.inject({ method: 'POST', url: qrCalls.scanConfirm.path, payload: { sign: b.sign }, cookies: { qr_ticket: s2.ticket! } });
    const idB = (await poll(t, b.sign, b.bind)).user_id;
    const c = await newCode(t);
    const s3 = await phoneScans(c.sign);
    await t.app.inject({ method: 'POST', url: qrCalls.scanConfirm.path, payload: { sign: c.sign }, cookies: { qr_ticket: s3.ticket! } });
    expect((await poll(t, c.sign, c.bind)).user_id).toBe(idB);
    wx.user = { openid: 'openid-1', unionid: 'union-1', nickname: '微信张三', headimgurl: '' };
  });

  it('refuses confirmation from another phone (no ticket) and a forged state', async () => {
    const { sign } = await newCode(t);
    await phoneScans(sign);
    const res = await t.call(qrCalls.scanConfirm, { sign });
    expect(res.body.msg).toBe('请使用扫码的手机确认登录');
    const other = await newCode(t);
    const forged = await phoneScans(other.sign, { tamperState: true });
    expect(forged.location).toMatch(/error=expired/);
    expect(forged.ticket).toBeUndefined();
  });

  it('handles a denied authorization and a reused or expired code', async () => {
    const a = await newCode(t);
    expect((await phoneScans(a.sign, { deny: true })).location).toMatch(/error=denied/);

    const b = await newCode(t);
    const first = await phoneScans(b.sign);
    expect(first.ticket).toBeTruthy();
    // Replaying WeChat's single-use code on a fresh login fails with WeChat's own error.
    const c = await newCode(t);
    const start = await t.app.inject({ method: 'GET', url: `/m/wechat/authorize?sign=${encodeURIComponent(c.sign)}` });
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const replay = await t.app.inject({
      method: 'GET',
      url: `/m/wechat/callback?sign=${encodeURIComponent(c.sign)}&code=${first.code}&state=${state}`,
    });
    expect(replay.headers.location).toMatch(/error=wechat/);

    wx.codeTtlMs = -1;
    const d = await newCode(t);
    expect((await phoneScans(d.sign)).location).toMatch(/error=wechat/);
    wx.codeTtlMs = 10 * 60_000;
  });

  it('refuses the demo confirmation when WeChat is configured', async () => {
    const { sign, provider } = await newCode(t);
    expect(provider).toBe('wechat');
    expect((await t.call(qrCalls.scanConfirm, { sign, nickname: '冒充' })).body.code).toBe(0);
  });
});
