import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { qrLogins, users } from '../../db/schema/index';
import { hashToken } from './session.service';
import { FakeWechat } from '../../test/fake-wechat';
import { createTestApp, type TestApp } from '../../test/harness';

async function newCode(t: TestApp) {
  const res = await t.call('/api/indexnew/web_login', {});
  expect(res.body.code).toBe(1);
  return res.body.data as { sign: string; path: string; url: string; provider: string; expires_in: number };
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
    const [row] = await t.database.db.select().from(qrLogins).where(eq(qrLogins.signHash, hashToken(code.sign)));
    expect(row!.signHash).not.toBe(code.sign);
  });

  it('waits, then hands the token to the computer exactly once after the phone confirms', async () => {
    const { sign } = await newCode(t);
    expect((await t.call('/api/indexnew/checkStatus', { sign })).body).toMatchObject({ code: 1, data: 0 });
    expect((await t.call('/api/indexnew/scan_confirm', { sign })).body.msg).toBe('请输入昵称');
    expect((await t.call('/api/indexnew/scan_confirm', { sign, nickname: '李四' })).body.code).toBe(1);
    const done = await t.call('/api/indexnew/checkStatus', { sign });
    expect(done.body).toMatchObject({ code: 1, data: 1, msg: '登录成功', type: 2, user_id: expect.any(Number), token: expect.any(String) });
    expect(done.body.token).not.toBe(String(done.body.user_id));
    const me = await t.call('/api/index/userinfo', {}, done.body.token);
    expect(me.body.data).toMatchObject({ nickname: '李四', type: 2, shop: null });
    expect((await t.call('/api/indexnew/checkStatus', { sign })).body).toMatchObject({ code: 1, data: -1 });
  });

  it('reuses the personal user of the same nickname', async () => {
    const a = await newCode(t);
    await t.call('/api/indexnew/scan_confirm', { sign: a.sign, nickname: '王五' });
    const first = (await t.call('/api/indexnew/checkStatus', { sign: a.sign })).body.user_id;
    const b = await newCode(t);
    await t.call('/api/indexnew/scan_confirm', { sign: b.sign, nickname: '王五' });
    expect((await t.call('/api/indexnew/checkStatus', { sign: b.sign })).body.user_id).toBe(first);
  });

  it('confirms a sign only once and refuses expired, cancelled and unknown signs', async () => {
    const { sign } = await newCode(t);
    await t.call('/api/indexnew/scan_confirm', { sign, nickname: '赵六' });
    expect((await t.call('/api/indexnew/scan_confirm', { sign, nickname: '攻击者' })).body.msg).toMatch(/二维码已失效/);

    const old = await newCode(t);
    await t.database.db.update(qrLogins).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(qrLogins.signHash, hashToken(old.sign)));
    expect((await t.call('/api/indexnew/checkStatus', { sign: old.sign })).body.data).toBe(-1);
    expect((await t.call('/api/indexnew/scan_confirm', { sign: old.sign, nickname: 'x' })).body.code).toBe(0);

    const left = await newCode(t);
    expect((await t.call('/api/indexnew/logout', { sign: left.sign })).body.code).toBe(1);
    expect((await t.call('/api/indexnew/checkStatus', { sign: left.sign })).body.data).toBe(-1);
    expect((await t.call('/api/indexnew/scan_confirm', { sign: left.sign, nickname: 'x' })).body.code).toBe(0);

    expect((await t.call('/api/indexnew/checkStatus', { sign: 'x'.repeat(32) })).body.data).toBe(-1);
    expect((await t.call('/api/indexnew/checkStatus', { sign: 'short' })).body).toMatchObject({ code: 0, msg: '登录请求无效，请刷新二维码' });
  });

  it('tells the phone page what it is confirming', async () => {
    const { sign } = await newCode(t);
    expect((await t.call('/api/indexnew/scan_info', { sign })).body.data).toMatchObject({ provider: 'demo', state: 'pending', demo: true });
  });
});

describe('QR sign-in limits', () => {
  it('rate-limits checkStatus per client', async () => {
    const t = await createTestApp({ QR_DEMO: '1' });
    try {
      const { sign } = await newCode(t);
      const statuses: number[] = [];
      for (let i = 0; i < 125; i++) statuses.push((await t.app.inject({ method: 'POST', url: '/api/indexnew/checkStatus', payload: { sign } })).statusCode);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('is off on PostgreSQL-like settings without WeChat or QR_DEMO', async () => {
    const t = await createTestApp({ QR_DEMO: '0' });
    try {
      expect((await t.call('/api/indexnew/web_login', {})).body).toMatchObject({ code: 0, msg: '扫码登录暂未开通，请联系园区管理员' });
    } finally {
      await t.close();
    }
  });
});

describe('QR sign-in through WeChat (against a local fake of its OAuth endpoints)', () => {
  let t: TestApp;
  const wx = new FakeWechat();
  beforeAll(async () => {
    const base = await wx.start();
    t = await createTestApp({ WECHAT_APPID: wx.appid, WECHAT_SECRET: wx.secret, WECHAT_OPEN_BASE: base, WECHAT_API_BASE: base, PUBLIC_URL: 'https://park.example.cn' });
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
    expect(wechatUrl).toMatch(/\/connect\/oauth2\/authorize\?appid=wx_fake_app&redirect_uri=https%3A%2F%2Fpark\.example\.cn%2Fm%2Fwechat%2Fcallback/);
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
    const { sign } = await newCode(t);
    const scan = await phoneScans(sign);
    expect(scan.location).toBe(`/m/scan?sign=${encodeURIComponent(sign)}`);
    expect(scan.ticket).toBeTruthy();
    expect((await t.call('/api/indexnew/checkStatus', { sign })).body.data).toBe(2);
    expect((await t.call('/api/indexnew/scan_info', { sign })).body.data).toMatchObject({ state: 'scanned', nickname: '微信张三', demo: false });
    const confirm = await t.app.inject({ method: 'POST', url: '/api/indexnew/scan_confirm', payload: { sign }, cookies: { qr_ticket: scan.ticket! } });
    expect(confirm.json().code).toBe(1);
    const done = await t.call('/api/indexnew/checkStatus', { sign });
    expect(done.body.data).toBe(1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, done.body.user_id));
    expect(user).toMatchObject({ nickname: '微信张三', wechatUnionid: 'union-1', wechatOpenid: 'openid-1', loginType: 2 });
  });

  it('finds the same person by unionid next time, and falls back to openid without one', async () => {
    const a = await newCode(t);
    const s = await phoneScans(a.sign);
    await t.app.inject({ method: 'POST', url: '/api/indexnew/scan_confirm', payload: { sign: a.sign }, cookies: { qr_ticket: s.ticket! } });
    const id1 = (await t.call('/api/indexnew/checkStatus', { sign: a.sign })).body.user_id;
    const [known] = await t.database.db.select().from(users).where(eq(users.wechatUnionid, 'union-1'));
    expect(id1).toBe(known!.id);

    wx.user = { openid: 'openid-solo', nickname: '无联合号用户', headimgurl: '' };
    const b = await newCode(t);
    const s2 = await phoneScans(b.sign);
    await t.app.inject({ method: 'POST', url: '/api/indexnew/scan_confirm', payload: { sign: b.sign }, cookies: { qr_ticket: s2.ticket! } });
    const idB = (await t.call('/api/indexnew/checkStatus', { sign: b.sign })).body.user_id;
    const c = await newCode(t);
    const s3 = await phoneScans(c.sign);
    await t.app.inject({ method: 'POST', url: '/api/indexnew/scan_confirm', payload: { sign: c.sign }, cookies: { qr_ticket: s3.ticket! } });
    expect((await t.call('/api/indexnew/checkStatus', { sign: c.sign })).body.user_id).toBe(idB);
    wx.user = { openid: 'openid-1', unionid: 'union-1', nickname: '微信张三', headimgurl: '' };
  });

  it('refuses confirmation from another phone (no ticket) and a forged state', async () => {
    const { sign } = await newCode(t);
    await phoneScans(sign);
    const res = await t.call('/api/indexnew/scan_confirm', { sign });
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
    const replay = await t.app.inject({ method: 'GET', url: `/m/wechat/callback?sign=${encodeURIComponent(c.sign)}&code=${first.code}&state=${state}` });
    expect(replay.headers.location).toMatch(/error=wechat/);

    wx.codeTtlMs = -1;
    const d = await newCode(t);
    expect((await phoneScans(d.sign)).location).toMatch(/error=wechat/);
    wx.codeTtlMs = 10 * 60_000;
  });

  it('refuses the demo confirmation when WeChat is configured', async () => {
    const { sign, provider } = await newCode(t);
    expect(provider).toBe('wechat');
    expect((await t.call('/api/indexnew/scan_confirm', { sign, nickname: '冒充' })).body.code).toBe(0);
  });
});
