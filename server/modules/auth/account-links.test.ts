import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_MSG } from '../../../shared/auth/sms-code';
import * as authCalls from '../../../shared/calls/auth';
import * as qrCalls from '../../../shared/calls/qr';
import { LoginType } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { auditLog, qrLogins, sessions, users } from '../../db/schema/index';
import { FakeAliyunSms } from '../../test/fake-aliyun-sms';
import { FakeWechat } from '../../test/fake-wechat';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { ipSequence, issueSmsCode, phoneSequence } from '../../test/sms';
import { isQrHandOver } from './qr.service';
import { hashToken } from './session.service';

const newPhone = phoneSequence('137', 20_000_000, 6133);
const newIp = ipSequence('10.30');

describe('account binding: one person, one account (WeChat and SMS against local fakes)', () => {
  let t: TestApp;
  const wx = new FakeWechat();
  const sms = new FakeAliyunSms();
  beforeAll(async () => {
    await wx.start();
    await sms.start();
    t = await createTestApp({ ...sms.loginEnv(), ...wx.loginEnv(), PUBLIC_URL: 'https://park.example.cn' });
  });
  afterAll(async () => {
    await t.close();
    await wx.stop();
    await sms.stop();
  });

  const sentCode = (phone: string) => sms.messages.filter((m) => m.phone === phone).at(-1)?.params.code ?? '';
  const sendCode = (phone: string, purpose: 'login' | 'bind', token?: string) =>
    t.call(authCalls.smsCode, { phone, purpose }, token, { ip: newIp() });
  /** A personal account signed in by SMS (a fresh phone): its token and id. */
  async function smsUser() {
    const phone = newPhone();
    await sendCode(phone, 'login');
    const res = await t.call(authCalls.smsLogin, { phone, code: sentCode(phone) }, undefined, { ip: newIp() });
    expect(res.body.code).toBe(Code.OK);
    return { phone, token: res.body.data.token, id: res.body.data.userinfo.id };
  }

  /** The phone scans a binding (or sign-in) code with WeChat: our authorize redirect → WeChat → our callback. */
  async function phoneScans(sign: string) {
    const start = await t.app.inject({ method: 'GET', url: `/m/wechat/authorize?sign=${encodeURIComponent(sign)}` });
    expect(start.statusCode).toBe(302);
    const page = await (await fetch(start.headers.location as string)).text();
    const link = new URL(page.match(/id="approve" href="([^"]+)"/)![1]!.replace(/&amp;/g, '&'));
    const back = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(back.statusCode).toBe(302);
    return { location: back.headers.location as string, ticket: back.cookies.find((c) => c.name === 'qr_ticket')?.value };
  }

  it('lists how the account signs in: the phone masked, WeChat, whether WeChat can be linked', async () => {
    const me = await smsUser();
    const res = await t.call(authCalls.accountLinks, {}, me.token);
    expect(res.body.data).toEqual({ phone: `${me.phone.slice(0, 3)}****${me.phone.slice(-4)}`, wechat: false, wechat_available: true });
    const qrUser = await signIn(t);
    expect((await t.call(authCalls.accountLinks, {}, qrUser.token)).body.data).toEqual({
      phone: '',
      wechat: false,
      wechat_available: true,
    });
    const staff = await signIn(t, { type: LoginType.ADMIN });
    expect((await t.call(authCalls.accountLinks, {}, staff.token)).body).toMatchObject({ code: Code.FAIL, msg: MSG.switchToPersonal });
    expect((await t.call(authCalls.accountLinks, {})).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('binds a mobile by a bind code; the phone then signs in the same account', async () => {
    const me = await signIn(t);
    const phone = newPhone();
    expect((await sendCode(phone, 'bind', me.token)).body.code).toBe(Code.OK);
    const res = await t.call(authCalls.bindPhone, { phone, code: sentCode(phone) }, me.token);
    expect(res.body).toMatchObject({
      code: Code.OK,
      msg: SMS_MSG.phoneBound,
      data: { phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.phone).toBe(phone);
    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.bind_phone'));
    expect(line).toMatchObject({ objectId: String(me.user.id), actorId: me.user.id });
    expect(JSON.stringify(line!.detail)).not.toContain(phone);

    // (The phone may ask again only a minute later: the helper keeps a sign-in code as sms_code would.)
    const code = await issueSmsCode(t.database.db, phone, 'login');
    const signedIn = await t.call(authCalls.smsLogin, { phone, code }, undefined, { ip: newIp() });
    expect(signedIn.body.data.userinfo.id).toBe(me.user.id);
  });

  it('refuses a phone bound to another account, when asking for the code and when binding (never merges)', async () => {
    const owner = await smsUser();
    const me = await signIn(t);
    expect((await sendCode(owner.phone, 'bind', me.token)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.phoneTaken });
    const code = await issueSmsCode(t.database.db, owner.phone, 'bind', me.user.id);
    expect((await t.call(authCalls.bindPhone, { phone: owner.phone, code }, me.token)).body).toMatchObject({
      code: Code.FAIL,
      msg: SMS_MSG.phoneTaken,
    });
    const [mine] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(mine!.phone).toBeNull();
    const [theirs] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(theirs!.phone).toBe(owner.phone);
  });

  it("does not let another user's session, or a sign-in code, bind my phone", async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const phone = newPhone();
    await sendCode(phone, 'bind', me.token);
    const code = sentCode(phone);
    expect((await t.call(authCalls.bindPhone, { phone, code }, other.token)).body).toMatchObject({
      code: Code.FAIL,
      msg: SMS_MSG.codeWrong,
    });
    const loginCode = await issueSmsCode(t.database.db, newPhone(), 'login');
    expect((await t.call(authCalls.bindPhone, { phone, code: loginCode }, me.token)).body.msg).toBe(SMS_MSG.codeWrong);
    // A bind code does not sign anyone in either.
    expect((await t.call(authCalls.smsLogin, { phone, code }, undefined, { ip: newIp() })).body.msg).toBe(SMS_MSG.codeWrong);
    expect((await t.call(authCalls.bindPhone, { phone, code }, me.token)).body.code).toBe(Code.OK);
    expect((await t.call(authCalls.bindPhone, { phone, code }, me.token)).body.msg).toBe(SMS_MSG.codeWrong);
    expect((await t.call(authCalls.bindPhone, { phone, code })).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('links the WeChat that scans to the account that asked; WeChat then signs in that account', async () => {
    wx.user = { openid: 'openid-bind-1', unionid: 'union-bind-1', nickname: '微信李四', headimgurl: '' };
    const me = await smsUser();
    const bind = await t.call(authCalls.wechatBind, {}, me.token);
    expect(bind.body.code).toBe(Code.OK);
    const { sign, path, url } = bind.body.data;
    expect(path).toMatch(/^data:image\/png;base64,/);
    expect(url).toBe(`https://park.example.cn/m/scan?sign=${encodeURIComponent(sign)}`);
    expect((await t.call(authCalls.wechatBindStatus, { sign }, me.token)).body.data).toEqual({ status: 0, msg: SMS_MSG.bindWaiting });
    expect((await t.call(qrCalls.scanInfo, { sign })).body.data).toMatchObject({ purpose: 'bind', state: 'pending' });

    const scan = await phoneScans(sign);
    expect(scan.location).toBe(`/m/scan?sign=${encodeURIComponent(sign)}`);
    // Nobody is signed in: no ticket to confirm with.
    expect(scan.ticket).toBeUndefined();
    expect((await t.call(authCalls.wechatBindStatus, { sign }, me.token)).body.data).toEqual({ status: 1, msg: SMS_MSG.wechatBound });
    expect((await t.call(qrCalls.scanInfo, { sign })).body.data).toMatchObject({ purpose: 'bind', state: 'confirmed' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ wechatOpenid: 'openid-bind-1', wechatUnionid: 'union-bind-1', phone: me.phone });
    expect((await t.call(authCalls.accountLinks, {}, me.token)).body.data).toMatchObject({ wechat: true });
    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.bind_wechat'));
    expect(line).toMatchObject({ objectId: String(me.id) });

    // Linking a second WeChat is refused.
    expect((await t.call(authCalls.wechatBind, {}, me.token)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.wechatBound });

    // The QR sign-in by this WeChat now signs in the same account.
    const web = await t.app.inject({ method: 'POST', url: qrCalls.webLogin.path, payload: {} });
    const login = web.json().data as { sign: string };
    const bindCookie = web.cookies.find((c) => /qr_bind$/.test(c.name))!;
    const s = await phoneScans(login.sign);
    await t.app.inject({ method: 'POST', url: qrCalls.scanConfirm.path, payload: { sign: login.sign }, cookies: { qr_ticket: s.ticket! } });
    const poll = await t.app.inject({
      method: 'POST',
      url: qrCalls.checkStatus.path,
      payload: { sign: login.sign },
      cookies: { [bindCookie.name]: bindCookie.value },
    });
    expect(poll.json()).toMatchObject({ data: 1, user_id: me.id });
  });

  it('refuses a WeChat that belongs to another account, and leaves both accounts as they were', async () => {
    wx.user = { openid: 'openid-bind-2', unionid: 'union-bind-2', nickname: '微信王五', headimgurl: '' };
    const [holder] = await t.database.db
      .insert(users)
      .values({ loginType: LoginType.PERSONAL, nickname: '微信王五', wechatOpenid: 'openid-other-app', wechatUnionid: 'union-bind-2' })
      .returning();
    const me = await smsUser();
    const { sign } = (await t.call(authCalls.wechatBind, {}, me.token)).body.data;
    const scan = await phoneScans(sign);
    expect(scan.location).toBe(`/m/scan?sign=${encodeURIComponent(sign)}&error=taken`);
    expect((await t.call(authCalls.wechatBindStatus, { sign }, me.token)).body.data).toEqual({ status: -1, msg: SMS_MSG.wechatTaken });
    expect((await t.call(qrCalls.scanInfo, { sign })).body.data).toMatchObject({ purpose: 'bind', state: 'expired' });
    const [mine] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(mine).toMatchObject({ wechatOpenid: null, wechatUnionid: null });
    const [theirs] = await t.database.db.select().from(users).where(eq(users.id, holder!.id));
    expect(theirs).toMatchObject({ wechatOpenid: 'openid-other-app', wechatUnionid: 'union-bind-2' });
  });

  it('tells the progress of a binding request only to the user who made it', async () => {
    const me = await smsUser();
    const other = await signIn(t);
    const { sign } = (await t.call(authCalls.wechatBind, {}, me.token)).body.data;
    expect((await t.call(authCalls.wechatBindStatus, { sign }, other.token)).body).toMatchObject({
      code: Code.FAIL,
      msg: SMS_MSG.bindInvalid,
    });
    expect((await t.call(authCalls.wechatBindStatus, { sign: 'x'.repeat(32) }, me.token)).body.msg).toBe(SMS_MSG.bindInvalid);
    expect((await t.call(authCalls.wechatBindStatus, { sign })).body.code).toBe(Code.TOKEN_INVALID);
    await t.database.db
      .update(qrLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLogins.signHash, hashToken(sign)));
    expect((await t.call(authCalls.wechatBindStatus, { sign }, me.token)).body.data).toEqual({ status: -1, msg: SMS_MSG.bindExpired });
  });

  it('never lets a binding request sign anyone in', async () => {
    wx.user = { openid: 'openid-bind-3', nickname: '微信赵六', headimgurl: '' };
    const me = await smsUser();
    const { sign } = (await t.call(authCalls.wechatBind, {}, me.token)).body.data;
    // Before the scan: the computer's poll and the phone's confirmation know no such sign-in.
    const poll = async () => (await t.app.inject({ method: 'POST', url: qrCalls.checkStatus.path, payload: { sign } })).json();
    expect((await poll()).token).toBeUndefined();
    expect((await t.call(qrCalls.scanConfirm, { sign })).body.code).toBe(Code.FAIL);
    await phoneScans(sign);
    // After it, with the row marked done and even with a binding cookie forged to match, still nothing.
    const secret = 'a'.repeat(43);
    await t.database.db
      .update(qrLogins)
      .set({ bindHash: hashToken(secret) })
      .where(eq(qrLogins.signHash, hashToken(sign)));
    const forged = await t.app.inject({
      method: 'POST',
      url: qrCalls.checkStatus.path,
      payload: { sign },
      cookies: { qr_bind: secret, '__Host-qr_bind': secret },
    });
    expect(forged.json()).not.toHaveProperty('token');
    expect(forged.json().data).not.toBe(1);
    const [row] = await t.database.db
      .select()
      .from(qrLogins)
      .where(eq(qrLogins.signHash, hashToken(sign)));
    expect(row).toMatchObject({ purpose: 'bind', state: 'collected', userId: me.id });
    // Even set to 'confirmed' by hand, checkStatus hands out no session for it.
    await t.database.db.update(qrLogins).set({ state: 'confirmed' }).where(eq(qrLogins.id, row!.id));
    const again = await t.app.inject({
      method: 'POST',
      url: qrCalls.checkStatus.path,
      payload: { sign },
      cookies: { qr_bind: secret, '__Host-qr_bind': secret },
    });
    expect(again.json()).not.toHaveProperty('token');
    expect(await isQrHandOver(t.database.db, t.env, me.token, secret)).toBe(false);
    // The account's only session is the one its SMS sign-in made.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(1);
  });
});

describe('account binding without WeChat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ QR_DEMO: '1' });
  });
  afterAll(() => t.close());

  it('says WeChat cannot be linked, and refuses to make a binding code', async () => {
    const me = await signIn(t);
    expect((await t.call(authCalls.accountLinks, {}, me.token)).body.data).toMatchObject({ wechat_available: false });
    expect((await t.call(authCalls.wechatBind, {}, me.token)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.wechatUnavailable });
  });
});
