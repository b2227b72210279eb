import { Writable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_FREE_PER_NETWORK_HOUR,
  SMS_MSG,
  SMS_PER_NETWORK_HOUR,
  SMS_PER_PHONE_DAY,
  SMS_RESEND_SECONDS,
} from '../../../shared/auth/sms-code';
import * as authCalls from '../../../shared/calls/auth';
import { LoginType, UserStatus } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { auditLog, captchas, smsCodes, users } from '../../db/schema/index';
import { testEnv } from '../../env';
import { formatDate } from '../../lib/dates';
import { FakeAliyunSms } from '../../test/fake-aliyun-sms';
import { createTestApp, signIn, type CallOptions, type TestApp } from '../../test/harness';
import { ipSequence, issueSmsCode, phoneSequence } from '../../test/sms';
import { consumeSmsCode } from './auth.public';
import { storeCaptcha } from './captcha.service';
import { smsMode } from './sms-sender';
import { insertSmsCode, smsCodeHash } from './sms.service';

/** The park's noon today: the tests' clock, moved forward by hand (no sleeps, and never across the park's midnight). */
const noonToday = () => new Date(`${formatDate(new Date())}T12:00:00+08:00`);

/** A log that tests read (LOG_LEVEL info): proof that a code is never written, except by the demonstration. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** A fresh valid mobile number per use, so one test's limits never reach another's. */
const newPhone = phoneSequence('139', 10_000_000, 7919);
/** A fresh client address (its own network) per use. */
const newIp = ipSequence('10.20');

describe('sign-in by SMS code through Alibaba Cloud (against a local fake of SendSms)', () => {
  let t: TestApp;
  const sms = new FakeAliyunSms();
  const log = logCapture();
  let clock = noonToday();
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    await sms.start();
    t = await createTestApp({ ...sms.loginEnv(), LOG_LEVEL: 'info', QR_DEMO: '0' }, { now: () => clock, logStream: log.stream });
  });
  afterAll(async () => {
    await t.close();
    await sms.stop();
  });
  beforeEach(() => {
    sms.failWith = null;
  });

  const send = (phone: string, opts: CallOptions & { extra?: Record<string, unknown>; token?: string } = {}) =>
    t.call(authCalls.smsCode, { phone, ...opts.extra }, opts.token, { ip: opts.ip ?? newIp() });
  const login = (phone: string, code: string, ip = newIp()) => t.call(authCalls.smsLogin, { phone, code }, undefined, { ip });
  /** The code the fake received last for `phone`. */
  const sentCode = (phone: string) => sms.messages.filter((m) => m.phone === phone).at(-1)?.params.code ?? '';

  it('is on (not the demonstration) when the AccessKey, signature and login template are set', async () => {
    expect((await t.call(authCalls.smsStatus)).body.data).toEqual({ enabled: true, demo: false });
    expect(smsMode(testEnv({ ...sms.loginEnv() }), 'postgres')).toBe('aliyun');
    // Without the login template, the reminders' SMS settings alone do not turn it on.
    expect(smsMode(testEnv({ ...sms.env(), QR_DEMO: '0' }), 'pglite')).toBe('none');
    expect(() => testEnv({ SMS_ALIYUN_LOGIN_TEMPLATE_CODE: 'SMS_2' })).toThrow(/SMS_ALIYUN_LOGIN_TEMPLATE_CODE.*SMS_ALIYUN_ACCESS_KEY_ID/);
  });

  it('sends a 6-digit code with the login template, signed, as TemplateParam {"code"}; keeps only its hash', async () => {
    const phone = newPhone();
    const res = await send(phone);
    expect(res.body).toMatchObject({
      code: Code.OK,
      msg: SMS_MSG.sent,
      data: { expires_in: SMS_CODE_TTL_SECONDS, resend_in: SMS_RESEND_SECONDS },
    });
    expect(res.body.data).not.toHaveProperty('demo_code');
    // The fake accepts only a valid signature, a fresh timestamp and a new nonce.
    const message = sms.messages.at(-1)!;
    expect(message).toMatchObject({ phone, signName: sms.signName, templateCode: sms.loginTemplateCode });
    expect(Object.keys(message.params)).toEqual(['code']);
    expect(message.params.code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row).toMatchObject({ purpose: 'login', userId: null, tries: 0, usedAt: null });
    expect(row!.codeHash).toBe(smsCodeHash(phone, 'login', message.params.code!));
    expect(JSON.stringify(row)).not.toContain(message.params.code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(SMS_CODE_TTL_SECONDS * 1000);
  });

  it('signs in with the code: a first sign-in creates the personal account, the next one finds it', async () => {
    const phone = newPhone();
    await send(phone);
    const first = await login(phone, sentCode(phone));
    expect(first.body).toMatchObject({ code: Code.OK, msg: MSG.loginSuccess, data: { type: LoginType.PERSONAL, restriction: null } });
    expect(first.body.data.token.length).toBeGreaterThan(20);
    expect(first.body.data.userinfo.nickname).toBe(`用户${phone.slice(-4)}`);
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ loginType: LoginType.PERSONAL, demo: false, id: first.body.data.userinfo.id });
    // The token is a working session.
    expect((await t.call(authCalls.userinfo, {}, first.body.data.token)).body.data.id).toBe(user!.id);
    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login.sms')).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({ success: true, objectId: String(user!.id), actorId: user!.id });
    expect(JSON.stringify(line!.detail)).not.toContain(phone);

    advance(SMS_RESEND_SECONDS);
    await send(phone);
    const again = await login(phone, sentCode(phone));
    expect(again.body.data.userinfo.id).toBe(user!.id);
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('refuses an empty or invalid phone with the spec’s messages, and an empty code', async () => {
    for (const call of [authCalls.smsCode, authCalls.smsLogin]) {
      expect((await t.call(call, { phone: '', code: '123456' })).body).toMatchObject({ code: Code.FAIL, msg: MSG.phoneRequired });
      expect((await t.call(call, { code: '123456' })).body).toMatchObject({ code: Code.FAIL, msg: MSG.phoneRequired });
      expect((await t.call(call, { phone: '12345678901', code: '123456' })).body).toMatchObject({ code: Code.FAIL, msg: MSG.phoneInvalid });
      expect((await t.call(call, { phone: 'abc', code: '123456' })).body.msg).toBe(MSG.phoneInvalid);
    }
    expect((await t.call(authCalls.smsLogin, { phone: newPhone(), code: '' })).body.msg).toBe(SMS_MSG.codeRequired);
    expect((await t.call(authCalls.smsLogin, { phone: newPhone(), code: '12ab56' })).body.msg).toBe(SMS_MSG.codeWrong);
    expect((await t.call(authCalls.smsCode, { phone: newPhone(), purpose: 'other' })).body.code).toBe(Code.FAIL);
  });

  it('refuses a wrong code (a try counted), a code used once already, and a phone that never asked', async () => {
    const phone = newPhone();
    await send(phone);
    const code = sentCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login(phone, wrong)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.codeWrong });
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row!.tries).toBe(1);
    const failed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.sms'), eq(auditLog.success, false)));
    expect(failed.length).toBeGreaterThan(0);
    expect((await login(phone, code)).body.code).toBe(Code.OK);
    expect((await login(phone, code)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.codeWrong });
    expect((await login(newPhone(), code)).body.msg).toBe(SMS_MSG.codeWrong);
  });

  it(`spends a code after ${SMS_CODE_MAX_TRIES} wrong tries: the right one is refused after them`, async () => {
    const phone = newPhone();
    await send(phone);
    const code = sentCode(phone);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < SMS_CODE_MAX_TRIES; i += 1) expect((await login(phone, wrong)).body.msg).toBe(SMS_MSG.codeWrong);
    expect((await login(phone, code)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.codeWrong });
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it('refuses an expired code, and an older code once a newer one was sent', async () => {
    const phone = newPhone();
    await send(phone);
    const code = sentCode(phone);
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(clock.getTime() - 1000) })
      .where(eq(smsCodes.phone, phone));
    expect((await login(phone, code)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.codeWrong });

    const other = newPhone();
    await send(other);
    const older = sentCode(other);
    advance(SMS_RESEND_SECONDS);
    await send(other);
    if (older !== sentCode(other)) expect((await login(other, older)).body.msg).toBe(SMS_MSG.codeWrong);
    expect((await login(other, sentCode(other))).body.code).toBe(Code.OK);
  });

  it('sends one code a minute per phone, from any address', async () => {
    const phone = newPhone();
    expect((await send(phone)).body.code).toBe(Code.OK);
    const count = sms.messages.length;
    expect((await send(phone)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.tooFrequent });
    advance(SMS_RESEND_SECONDS - 1);
    expect((await send(phone)).body.msg).toBe(SMS_MSG.tooFrequent);
    expect(sms.messages.length).toBe(count);
    advance(1);
    expect((await send(phone)).body.code).toBe(Code.OK);
  });

  it(`sends ${SMS_PER_PHONE_DAY} codes a park day per phone; the next is refused`, async () => {
    const phone = newPhone();
    for (let i = 0; i < SMS_PER_PHONE_DAY; i += 1) {
      expect((await send(phone)).body.code).toBe(Code.OK);
      advance(SMS_RESEND_SECONDS);
    }
    expect((await send(phone)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.tooFrequent });
  });

  it(`asks an address for the picture check from its ${SMS_FREE_PER_NETWORK_HOUR + 1}th code in an hour: without, wrong, right`, async () => {
    const ip = newIp();
    for (let i = 0; i < SMS_FREE_PER_NETWORK_HOUR; i += 1) expect((await send(newPhone(), { ip })).body.code).toBe(Code.OK);
    const phone = newPhone();
    const count = sms.messages.length;
    expect((await send(phone, { ip })).body).toEqual({ code: Code.FAIL, msg: SMS_MSG.captchaRequired, data: { captcha_required: true } });

    // A picture from the call itself: an SVG of paths (no text to read its answer from), used once.
    const pic = await t.call(authCalls.captcha, {}, undefined, { ip });
    expect(pic.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(pic.body.data.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*>.*<path /);
    expect(svg).not.toMatch(/<text/);
    expect(pic.body.data.expires_in).toBe(300);
    const wrong = await send(phone, { ip, extra: { captcha_id: pic.body.data.id, captcha: '!!!!' } });
    expect(wrong.body).toEqual({ code: Code.FAIL, msg: SMS_MSG.captchaWrong, data: { captcha_required: true } });
    expect(sms.messages.length).toBe(count);

    // A known answer (the picture's own is kept only as a hash): case does not matter; used once, right or wrong.
    await storeCaptcha(t.database.db, 'known-captcha-1', 'AB3C', ip, clock);
    const right = await send(phone, { ip, extra: { captcha_id: 'known-captcha-1', captcha: 'ab3c' } });
    expect(right.body.code).toBe(Code.OK);
    expect(sms.messages.length).toBe(count + 1);
    expect((await send(newPhone(), { ip, extra: { captcha_id: 'known-captcha-1', captcha: 'AB3C' } })).body.msg).toBe(SMS_MSG.captchaWrong);
    // A picture check passed from another address does not count here.
    await storeCaptcha(t.database.db, 'known-captcha-2', 'XY7K', newIp(), clock);
    expect((await send(newPhone(), { ip, extra: { captcha_id: 'known-captcha-2', captcha: 'XY7K' } })).body.msg).toBe(SMS_MSG.captchaWrong);
    // An expired one neither.
    await storeCaptcha(t.database.db, 'known-captcha-3', 'XY7K', ip, new Date(clock.getTime() - 301_000));
    expect((await send(newPhone(), { ip, extra: { captcha_id: 'known-captcha-3', captcha: 'XY7K' } })).body.msg).toBe(SMS_MSG.captchaWrong);
    const stored = await t.database.db.select().from(captchas);
    expect(JSON.stringify(stored)).not.toMatch(/AB3C|XY7K/i);

    // An hour later the address starts afresh.
    advance(3600);
    expect((await send(newPhone(), { ip })).body.code).toBe(Code.OK);
  });

  it('counts an IPv6 address by its /64', async () => {
    const net = '2001:db8:77:1';
    for (let i = 1; i <= SMS_FREE_PER_NETWORK_HOUR; i += 1) {
      expect((await send(newPhone(), { ip: `${net}::${i.toString(16)}` })).body.code).toBe(Code.OK);
    }
    expect((await send(newPhone(), { ip: `${net}:ffff:ffff:ffff:fffe` })).body.msg).toBe(SMS_MSG.captchaRequired);
    expect((await send(newPhone(), { ip: '2001:db8:77:2::1' })).body.code).toBe(Code.OK);
  });

  it(`refuses an address its ${SMS_PER_NETWORK_HOUR + 1}th code in an hour, picture check or not`, async () => {
    const ip = newIp();
    for (let i = 0; i < SMS_PER_NETWORK_HOUR; i += 1) {
      await insertSmsCode(t.database.db, { phone: newPhone(), purpose: 'login', userId: null, network: ip }, '123456', clock);
    }
    await storeCaptcha(t.database.db, 'known-captcha-4', 'MNPQ', ip, clock);
    expect((await send(newPhone(), { ip, extra: { captcha_id: 'known-captcha-4', captcha: 'MNPQ' } })).body).toMatchObject({
      code: Code.FAIL,
      msg: SMS_MSG.tooFrequent,
    });
  });

  it('rate-limits picture checks per address', async () => {
    const ip = newIp();
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await t.raw(authCalls.captcha.path, {}, undefined, { ip })).status);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('forgets a code Alibaba Cloud refused, so it neither works nor counts', async () => {
    const phone = newPhone();
    sms.failWith = { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发分钟级流控', times: 1 };
    expect((await send(phone)).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.sendFailed });
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(0);
    expect((await send(phone)).body.code).toBe(Code.OK);
  });

  it('refuses a disabled account, and a staff session never comes of it', async () => {
    const phone = newPhone();
    const [user] = await t.database.db
      .insert(users)
      .values({ loginType: LoginType.PERSONAL, nickname: '停用用户', phone, status: UserStatus.DISABLED })
      .returning();
    await send(phone);
    expect((await login(phone, sentCode(phone))).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.accountDisabled });
    expect(user!.id).toBeGreaterThan(0);
  });

  it('asks for a session for a bind or contact code, and ties the code to that account', async () => {
    for (const purpose of ['bind', 'contact']) {
      const res = await send(newPhone(), { extra: { purpose } });
      expect(res.body).toMatchObject({ code: Code.TOKEN_INVALID, msg: MSG.loginRequired });
    }
    const staff = await signIn(t, { type: LoginType.ADMIN });
    expect((await send(newPhone(), { extra: { purpose: 'contact' }, token: staff.token })).body.msg).toBe(MSG.switchToPersonal);
    const me = await signIn(t);
    const phone = newPhone();
    expect((await send(phone, { extra: { purpose: 'contact' }, token: me.token })).body.code).toBe(Code.OK);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row).toMatchObject({ purpose: 'contact', userId: me.user.id });
    // Neither a sign-in nor another account can use it; its own account can, once.
    expect((await login(phone, sentCode(phone))).body.msg).toBe(SMS_MSG.codeWrong);
    const other = await signIn(t);
    await expect(
      consumeSmsCode(t.database.db, { phone, purpose: 'contact', userId: other.user.id, code: sentCode(phone) }),
    ).rejects.toThrow(SMS_MSG.codeWrong);
    await expect(consumeSmsCode(t.database.db, { phone, purpose: 'bind', userId: me.user.id, code: sentCode(phone) })).rejects.toThrow(
      SMS_MSG.codeWrong,
    );
    await consumeSmsCode(t.database.db, { phone, purpose: 'contact', userId: me.user.id, code: sentCode(phone) }, clock);
    await expect(
      consumeSmsCode(t.database.db, { phone, purpose: 'contact', userId: me.user.id, code: sentCode(phone) }, clock),
    ).rejects.toThrow(SMS_MSG.codeWrong);
  });

  it('issueSmsCode (the test helper) keeps a code the service accepts', async () => {
    const me = await signIn(t);
    const phone = newPhone();
    const code = await issueSmsCode(t.database.db, phone, 'contact', me.user.id);
    await consumeSmsCode(t.database.db, { phone, purpose: 'contact', userId: me.user.id, code });
    const login1 = await issueSmsCode(t.database.db, newPhone(), 'login');
    expect(login1).toMatch(/^\d{6}$/);
  });

  it('never writes a code to the log', async () => {
    const phone = newPhone();
    await send(phone);
    const code = sentCode(phone);
    await login(phone, code);
    const text = log.text();
    expect(text).toContain('SMS code sent');
    expect(text).not.toContain(phone);
    // As a number of its own (a log line's timestamps hold many six-digit runs).
    for (const m of sms.messages) expect(text).not.toMatch(new RegExp(`(?<![0-9])${m.params.code}(?![0-9])`));
  });
});

describe('sign-in by SMS code in 演示模式 (no SMS settings)', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ QR_DEMO: '1', LOG_LEVEL: 'info' }, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it('is on as the demonstration', async () => {
    expect((await t.call(authCalls.smsStatus)).body.data).toEqual({ enabled: true, demo: true });
  });

  it('shows the code on the page and in the log, and signs in a demo account', async () => {
    const phone = newPhone();
    const res = await t.call(authCalls.smsCode, { phone }, undefined, { ip: newIp() });
    expect(res.body.code).toBe(Code.OK);
    const code = (res.body.data as { demo_code?: string }).demo_code!;
    expect(code).toMatch(/^\d{6}$/);
    expect(log.text()).toContain(`演示模式短信验证码：${code}`);
    const signedIn = await t.call(authCalls.smsLogin, { phone, code });
    expect(signedIn.body.code).toBe(Code.OK);
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ demo: true, id: signedIn.body.data.userinfo.id });
  });

  it("refuses a real account's phone, and a real account asking, as the demo QR sign-in refuses real users", async () => {
    const real = await signIn(t);
    const phone = newPhone();
    await t.database.db.update(users).set({ phone }).where(eq(users.id, real.user.id));
    expect((await t.call(authCalls.smsCode, { phone }, undefined, { ip: newIp() })).body).toMatchObject({
      code: Code.FAIL,
      msg: SMS_MSG.demoOnly,
    });
    // Even with a code made some other way, the demonstration signs no real account in.
    const code = await issueSmsCode(t.database.db, phone, 'login');
    expect((await t.call(authCalls.smsLogin, { phone, code })).body.msg).toBe(SMS_MSG.demoOnly);
    expect((await t.call(authCalls.smsCode, { phone: newPhone(), purpose: 'bind' }, real.token, { ip: newIp() })).body.msg).toBe(
      SMS_MSG.demoOnly,
    );
  });
});

describe('sign-in by SMS code, neither configured nor the demonstration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ QR_DEMO: '0' });
  });
  afterAll(() => t.close());

  it('is off and refuses to send or sign in', async () => {
    expect((await t.call(authCalls.smsStatus)).body.data).toEqual({ enabled: false, demo: false });
    const phone = newPhone();
    expect((await t.call(authCalls.smsCode, { phone })).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.closed });
    const code = await issueSmsCode(t.database.db, phone, 'login');
    expect((await t.call(authCalls.smsLogin, { phone, code })).body).toMatchObject({ code: Code.FAIL, msg: SMS_MSG.closed });
  });
});
