import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MSG } from '../../../shared/auth/password-policy';
import { FIRST_ADMIN_ROLES } from '../../../shared/auth/staff-roles';
import { LoginType } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { passwordHistory, recoveryCodes, sessions, users } from '../../db/schema/index';
import { testEnv } from '../../env';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { session } from '../../test/login-session';
import { ensureFirstAdmin } from './users.service';
import * as billingCalls from '../../../shared/calls/billing';
import * as authCalls from '../../../shared/calls/auth';
import type { ApiCall } from '../../../shared/calls/define';

/** The app's clock, moved by the tests (TOTP steps, password age). */
let clock = new Date('2025-03-01T02:00:00Z');
const STEP_MS = 30_000;
let t: TestApp;
let ipSeq = 0;
/** A fresh address per sign-in, so admin_login's own per-minute limit never interferes. */
const nextIp = () => ({ ip: `192.0.2.${++ipSeq}` });

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', STAFF_PASSWORD_MAX_AGE_DAYS: '90' }, { now: () => clock });
});
afterAll(() => t.close());

let userSeq = 0;
async function makeStaff(opts: { password?: string; mustChange?: boolean; changedAt?: Date } = {}) {
  userSeq += 1;
  const username = `staff${userSeq}`;
  const password = opts.password ?? `Good-Passw0rd-${userSeq}`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      loginType: LoginType.ADMIN,
      username,
      passwordHash: await hashPassword(password),
      passwordChangedAt: opts.changedAt ?? clock,
      mustChangePassword: opts.mustChange ?? false,
      // A real staff account always holds roles (staff_create requires one): these may use the operations calls.
      staffRoles: [...FIRST_ADMIN_ROLES],
    })
    .returning();
  return { user: user!, username, password };
}

async function login(username: string, password: string, otp?: string, app = t) {
  return app.call(authCalls.adminLogin, { username, password, ...(otp ? { otp } : {}) }, undefined, nextIp());
}

const totpAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

const STAFF_CALLS: [ApiCall, object][] = [
  [authCalls.securityInfo, {}],
  [authCalls.changePassword, { old_password: 'a', password: 'b', confirm: 'b' }],
  [authCalls.totpSetup, { password: 'a' }],
  [authCalls.totpEnable, { password: 'a', code: '123456' }],
  [authCalls.totpDisable, { password: 'a', code: '123456' }],
  [authCalls.mySessions, {}],
  [authCalls.endSession, { id: 1 }],
];

describe('who may call the account-security calls', () => {
  it('refuses a personal user (无权访问) and a visitor (50008) on every call', async () => {
    const personal = await signIn(t);
    for (const [call, body] of STAFF_CALLS) {
      const res = await t.call(call, body, personal.token);
      expect(res.body, call.path).toMatchObject({ code: 0, msg: MSG.forbidden });
      expect((await t.call(call, body)).body.code, call.path).toBe(Code.TOKEN_INVALID);
    }
  });
});

describe('password policy and change', () => {
  it('refuses weak, mismatched and reused passwords with the rule broken, and a wrong current password', async () => {
    const { username, password } = await makeStaff();
    const { token } = session(await login(username, password));
    const change = (old: string, next: string, confirm = next) =>
      t.call(authCalls.changePassword, { old_password: old, password: next, confirm }, token);
    expect((await change(password, 'Short-1a')).body.msg).toBe(PASSWORD_MSG.tooShort);
    expect((await change(password, 'alllowercaseletters')).body.msg).toBe(PASSWORD_MSG.classes);
    expect((await change(password, `Xx-1${username}-long`)).body.msg).toBe(PASSWORD_MSG.containsUsername);
    expect((await change(password, 'Another-Passw0rd', 'Another-Passw0rd!')).body.msg).toBe(PASSWORD_MSG.mismatch);
    expect((await change(password, password)).body.msg).toBe(PASSWORD_MSG.reused);
    expect((await change('not-my-password', 'Another-Passw0rd')).body.msg).toBe(MSG.oldPasswordWrong);
    // Still the old password.
    expect((await login(username, password)).body.code).toBe(Code.OK);
  });

  it('changes the password, ends the other sessions, and refuses the last five passwords', async () => {
    const { username, password, user } = await makeStaff();
    const first = session(await login(username, password)).token;
    const second = session(await login(username, password)).token; // single session: first is replaced
    const passwords = [password, 'Second-Passw0rd', 'Third-Passw0rd', 'Fourth-Passw0rd', 'Fifth-Passw0rd', 'Sixth-Passw0rd'];
    for (let i = 1; i < passwords.length; i++) {
      const res = await t.call(
        authCalls.changePassword,
        { old_password: passwords[i - 1], password: passwords[i], confirm: passwords[i] },
        second,
      );
      expect(res.body, passwords[i]).toMatchObject({ code: Code.OK, msg: MSG.passwordChanged, data: { restriction: null } });
    }
    // The current one and the four before it are refused; the sixth-last is allowed again.
    for (const old of passwords.slice(2)) {
      const res = await t.call(authCalls.changePassword, { old_password: 'Sixth-Passw0rd', password: old, confirm: old }, second);
      expect(res.body.msg, old).toBe(PASSWORD_MSG.reused);
    }
    const history = await t.database.db.select().from(passwordHistory).where(eq(passwordHistory.userId, user.id));
    expect(history.length).toBeLessThanOrEqual(5);
    expect((await t.call(authCalls.userinfo, {}, first)).body.code).not.toBe(Code.OK);
    expect((await login(username, 'Sixth-Passw0rd')).body.code).toBe(Code.OK);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword('Sixth-Passw0rd', row!.passwordHash!)).toBe(true);
  });
});

describe('restricted sessions', () => {
  it('a first sign-in with a generated password may only change it: other admin calls answer 请先修改密码', async () => {
    const { username, password } = await makeStaff({ mustChange: true });
    const res = await login(username, password);
    expect(res.body.code).toBe(Code.OK);
    expect(session(res).restriction).toBe('password');
    const token = session(res).token;
    expect((await t.call(billingCalls.warnData, {}, token)).body).toMatchObject({ code: 0, msg: '请先修改密码' });
    const me = await t.call(authCalls.userinfo, {}, token);
    expect(me.body.data.restriction).toBe('password');
    expect((await t.call(authCalls.securityInfo, {}, token)).body.data).toMatchObject({
      restriction: 'password',
      must_change_password: true,
    });
    const changed = await t.call(
      authCalls.changePassword,
      { old_password: password, password: 'Brand-New-Passw0rd', confirm: 'Brand-New-Passw0rd' },
      token,
    );
    expect(changed.body.data.restriction).toBeNull();
    expect((await t.call(billingCalls.warnData, {}, token)).body.code).toBe(Code.OK);
    expect((await t.call(authCalls.userinfo, {}, token)).body.data.restriction).toBeUndefined();
  });

  it('a password older than STAFF_PASSWORD_MAX_AGE_DAYS must be changed first', async () => {
    const old = new Date(clock.getTime() - 91 * 86_400_000);
    const { username, password } = await makeStaff({ changedAt: old });
    const res = await login(username, password);
    expect(session(res).restriction).toBe('password');
    expect((await t.call(billingCalls.warnData, {}, session(res).token)).body.msg).toBe('请先修改密码');
    const fresh = await makeStaff({ changedAt: new Date(clock.getTime() - 89 * 86_400_000) });
    expect(session(await login(fresh.username, fresh.password)).restriction).toBeNull();
  });

  it('with STAFF_TOTP_REQUIRED a staff member without a second factor may only enrol', async () => {
    const strict = await createTestApp({ STAFF_TOTP_REQUIRED: '1' }, { now: () => clock });
    try {
      await strict.database.db.insert(users).values({
        loginType: LoginType.ADMIN,
        username: 'guard',
        passwordHash: await hashPassword('Guard-Passw0rd-1'),
        passwordChangedAt: clock,
        staffRoles: [...FIRST_ADMIN_ROLES],
      });
      const res = await login('guard', 'Guard-Passw0rd-1', undefined, strict);
      expect(session(res).restriction).toBe('totp');
      const token = session(res).token;
      expect((await strict.call(billingCalls.warnData, {}, token)).body.msg).toBe(MSG.totpEnrolRequired);
      const setup = await strict.call(authCalls.totpSetup, { password: 'Guard-Passw0rd-1' }, token);
      const code = await totpAt(setup.body.data.secret, clock);
      expect((await strict.call(authCalls.totpEnable, { password: 'Guard-Passw0rd-1', code }, token)).body.code).toBe(Code.OK);
      expect((await strict.call(billingCalls.warnData, {}, token)).body.code).toBe(Code.OK);
    } finally {
      await strict.close();
    }
  });
});

describe('second factor (TOTP)', () => {
  it('enrols with a QR code and a first code, then every sign-in needs a code, each accepted once', async () => {
    clock = new Date(clock.getTime() + 10 * STEP_MS);
    const { username, password, user } = await makeStaff();
    const token = session(await login(username, password)).token;
    const setup = await t.call(authCalls.totpSetup, { password }, token);
    expect(setup.body.code).toBe(Code.OK);
    const { secret, otpauth_uri, qr } = setup.body.data;
    expect(qr).toMatch(/^data:image\/png;base64,/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.totpSecret).not.toContain(secret); // sealed, not the base32 text
    expect((await t.call(authCalls.totpEnable, { password, code: '000000' }, token)).body.msg).toBe(MSG.otpInvalid);
    const enabled = await t.call(authCalls.totpEnable, { password, code: await totpAt(secret, clock) }, token);
    expect(enabled.body.code).toBe(Code.OK);
    const codes: string[] = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const storedCodes = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(storedCodes.map((c) => c.codeHash).join()).not.toContain(codes[0]!.replace('-', ''));

    // Without a code: a refusal that asks for one.
    const asked = await login(username, password);
    expect(asked.body).toMatchObject({ code: 0, msg: '请输入动态验证码', data: { otp_required: true } });
    // The enrolment code is used: the same step cannot sign in (replay).
    expect((await login(username, password, await totpAt(secret, clock))).body.msg).toBe(MSG.otpInvalid);
    clock = new Date(clock.getTime() + STEP_MS);
    const code = await totpAt(secret, clock);
    const ok = await login(username, password, code);
    expect(ok.body.code).toBe(Code.OK);
    // The same code again, inside its window: refused.
    expect((await login(username, password, code)).body).toMatchObject({ code: 0, msg: MSG.otpInvalid });
    // A recovery code works once.
    expect((await login(username, password, codes[0]!.toUpperCase())).body.code).toBe(Code.OK);
    expect((await login(username, password, codes[0]!)).body.msg).toBe(MSG.otpInvalid);
    const info = await t.call(authCalls.securityInfo, {}, session(await login(username, password, codes[1]!)).token);
    expect(info.body.data).toMatchObject({ totp_enabled: true, recovery_codes_left: 8 });
  });

  it('counts wrong codes in the lockout even with the right password', async () => {
    const { username, password } = await makeStaff();
    const token = session(await login(username, password)).token;
    const { secret } = (await t.call(authCalls.totpSetup, { password }, token)).body.data;
    await t.call(authCalls.totpEnable, { password, code: await totpAt(secret, clock) }, token);
    const from = { ip: '192.0.2.250' };
    // Asking for the code is not a failure.
    for (let i = 0; i < 4; i++)
      expect((await t.call(authCalls.adminLogin, { username, password }, undefined, from)).body.data).toEqual({ otp_required: true });
    for (let i = 0; i < 3; i++) {
      expect((await t.call(authCalls.adminLogin, { username, password, otp: `11111${i}` }, undefined, from)).body.msg).toBe(MSG.otpInvalid);
    }
    clock = new Date(clock.getTime() + STEP_MS);
    const right = await t.call(authCalls.adminLogin, { username, password, otp: await totpAt(secret, clock) }, undefined, from);
    expect(right.body.msg).toBe(MSG.accountLocked(15));
  });

  it('disabling needs the password and a current code', async () => {
    clock = new Date(clock.getTime() + STEP_MS);
    const { username, password } = await makeStaff();
    let token = session(await login(username, password)).token;
    const { secret } = (await t.call(authCalls.totpSetup, { password }, token)).body.data;
    await t.call(authCalls.totpEnable, { password, code: await totpAt(secret, clock) }, token);
    expect((await t.call(authCalls.totpSetup, { password }, token)).body.msg).toBe(MSG.totpAlreadyEnabled);
    clock = new Date(clock.getTime() + STEP_MS);
    token = session(await login(username, password, await totpAt(secret, clock))).token;
    clock = new Date(clock.getTime() + STEP_MS);
    const code = await totpAt(secret, clock);
    expect((await t.call(authCalls.totpDisable, { password: 'wrong-password', code }, token)).body.msg).toBe(MSG.oldPasswordWrong);
    expect((await t.call(authCalls.totpDisable, { password, code: '123456' }, token)).body.msg).toBe(MSG.otpInvalid);
    expect((await t.call(authCalls.totpDisable, { password, code }, token)).body).toMatchObject({
      code: Code.OK,
      data: { restriction: null },
    });
    expect((await login(username, password)).body.code).toBe(Code.OK);
  });
});

describe('enrolment asks for the password (issue 27: a stolen session cannot lock the owner out)', () => {
  it('refuses totp_setup and totp_enable without the current password, stores nothing, and counts wrong ones in the lockout', async () => {
    clock = new Date(clock.getTime() + STEP_MS);
    const { username, password, user } = await makeStaff();
    const token = session(await login(username, password)).token;
    const from = { ip: '192.0.2.240' };
    const stored = async () => (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!;

    expect((await t.call(authCalls.totpSetup, {}, token, from)).body).toMatchObject({ code: 0, msg: MSG.passwordRequired });
    expect((await t.call(authCalls.totpSetup, { password: 'stolen-session' }, token, from)).body).toMatchObject({
      code: 0,
      msg: MSG.oldPasswordWrong,
    });
    expect((await stored()).totpSecret).toBeNull();

    // The owner starts enrolment; the thief's confirmation with its own code but no password is refused.
    const { secret } = (await t.call(authCalls.totpSetup, { password }, token, from)).body.data;
    const code = await totpAt(secret, clock);
    expect((await t.call(authCalls.totpEnable, { code }, token, from)).body).toMatchObject({ code: 0, msg: MSG.passwordRequired });
    expect((await t.call(authCalls.totpEnable, { password: 'stolen-session', code }, token, from)).body).toMatchObject({
      code: 0,
      msg: MSG.oldPasswordWrong,
    });
    expect((await stored()).totpEnabledAt).toBeNull();
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);

    // Wrong passwords count like failed sign-ins from the address (LOGIN_MAX_FAILURES is 3 here; the owner's right
    // one above cleared the count): after the third, the right one is refused too.
    for (const guess of ['stolen-again', 'stolen-thrice']) {
      expect((await t.call(authCalls.totpEnable, { password: guess, code }, token, from)).body.msg).toBe(MSG.oldPasswordWrong);
    }
    expect((await t.call(authCalls.totpEnable, { password, code }, token, from)).body.msg).toBe(MSG.accountLocked(15));
    expect((await stored()).totpEnabledAt).toBeNull();
  });
});

describe('sessions', () => {
  it('lists the staff member’s own sessions and ends another; another staff member’s session id is refused', async () => {
    const multi = await createTestApp({ ADMIN_SINGLE_SESSION: '0' }, { now: () => clock });
    try {
      const make = async (name: string) =>
        multi.database.db.insert(users).values({
          loginType: LoginType.ADMIN,
          username: name,
          passwordHash: await hashPassword('Multi-Passw0rd-1'),
          passwordChangedAt: clock,
        });
      await make('desk');
      await make('other');
      const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
      const a = await multi.call(authCalls.adminLogin, { username: 'desk', password: 'Multi-Passw0rd-1' }, undefined, {
        ip: '192.0.2.10',
        userAgent: chrome,
      });
      const b = await multi.call(authCalls.adminLogin, { username: 'desk', password: 'Multi-Passw0rd-1' }, undefined, { ip: '192.0.2.11' });
      const o = await multi.call(authCalls.adminLogin, { username: 'other', password: 'Multi-Passw0rd-1' }, undefined, {
        ip: '192.0.2.12',
      });
      // Both of desk's sessions work (ADMIN_SINGLE_SESSION=0).
      expect((await multi.call(authCalls.userinfo, {}, session(a).token)).body.code).toBe(Code.OK);
      const list = await multi.call(authCalls.mySessions, {}, session(b).token);
      expect(list.body.data).toHaveLength(2);
      const mine = list.body.data.find((s) => s.current)!;
      const theirs = list.body.data.find((s) => !s.current)!;
      expect(mine.ip).toBe('192.0.2.11');
      expect(theirs).toMatchObject({ ip: '192.0.2.10', browser: 'Chrome · Windows' });
      expect(JSON.stringify(list.body.data)).not.toContain(session(a).token);
      // Another staff member's session: refused, and it still works.
      const [otherSession] = await multi.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, session(o).userinfo.id));
      expect((await multi.call(authCalls.endSession, { id: otherSession!.id }, session(b).token)).body).toMatchObject({
        code: 0,
        msg: MSG.sessionNotFound,
      });
      expect((await multi.call(authCalls.userinfo, {}, session(o).token)).body.code).toBe(Code.OK);
      expect((await multi.call(authCalls.endSession, { id: mine.id }, session(b).token)).body.msg).toBe(MSG.sessionIsCurrent);
      expect((await multi.call(authCalls.endSession, { id: 'x' }, session(b).token)).body.msg).toBe('会话编号错误');
      const ended = await multi.call(authCalls.endSession, { id: theirs.id }, session(b).token);
      expect(ended.body).toMatchObject({ code: Code.OK, msg: MSG.sessionEnded });
      expect((await multi.call(authCalls.userinfo, {}, session(a).token)).body.code).toBe(Code.TOKEN_INVALID);
      expect((await multi.call(authCalls.mySessions, {}, session(b).token)).body.data).toHaveLength(1);
    } finally {
      await multi.close();
    }
  });

  it('with ADMIN_SINGLE_SESSION (default) a new sign-in ends the older one with 50012', async () => {
    const { username, password } = await makeStaff();
    const first = session(await login(username, password)).token;
    const second = session(await login(username, password)).token;
    expect((await t.call(authCalls.mySessions, {}, first)).body.code).toBe(Code.LOGGED_IN_ELSEWHERE);
    expect((await t.call(authCalls.mySessions, {}, second)).body.data).toHaveLength(1);
  });
});

describe('first administrator', () => {
  const quietLog = () => {
    const lines: string[] = [];
    const log = { info: (...a: unknown[]) => lines.push(JSON.stringify(a)), warn: (...a: unknown[]) => lines.push(JSON.stringify(a)) };
    return { log: log as never, lines };
  };

  it('prints a generated password once on the terminal, never to the log, and asks for a change at first sign-in', async () => {
    const fresh = await createTestApp();
    try {
      const { log, lines } = quietLog();
      let printed = '';
      const out = { write: (s: string) => ((printed += s), true) } as unknown as NodeJS.WritableStream;
      await ensureFirstAdmin(fresh.database.db, fresh.env, log, out);
      const password = printed.match(/初始密码 (\S+)/)?.[1];
      expect(password).toBeTruthy();
      expect(lines.join('\n')).not.toContain(password!);
      const [admin] = await fresh.database.db.select().from(users).where(eq(users.username, 'admin'));
      expect(admin!.mustChangePassword).toBe(true);
      const res = await fresh.call(authCalls.adminLogin, { username: 'admin', password });
      expect(session(res).restriction).toBe('password');
    } finally {
      await fresh.close();
    }
  });

  it('reads ADMIN_PASSWORD_FILE; an operator-chosen password needs no change, a weak one is warned about without the password', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'admin-pw-'));
    const fresh = await createTestApp();
    try {
      const file = path.join(dir, 'pw');
      await writeFile(file, 'weakbutlongpassword\n');
      const { log, lines } = quietLog();
      let printed = '';
      const out = { write: (s: string) => ((printed += s), true) } as unknown as NodeJS.WritableStream;
      await ensureFirstAdmin(fresh.database.db, testEnv({ DATA_DIR: dir, ADMIN_PASSWORD_FILE: file }), log, out);
      expect(printed).toBe('');
      expect(lines.join('\n')).toContain('password policy');
      expect(lines.join('\n')).not.toContain('weakbutlongpassword');
      const res = await fresh.call(authCalls.adminLogin, { username: 'admin', password: 'weakbutlongpassword' });
      expect(res.body).toMatchObject({ code: Code.OK, data: { restriction: null } });
    } finally {
      await fresh.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
