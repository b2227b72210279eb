import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '../../../shared/envelope';
import { LoginType } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { auditLog, loginAttempts, sessions, users } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { session } from '../../test/login-session';
import { watchSent } from '../../test/statements';
import { resolveSession } from './session.service';
import { ADDRESS_ALLOWANCE_FACTOR } from './lockout.service';
import * as authCalls from '../../../shared/calls/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
  await t.database.db.insert(users).values({
    loginType: LoginType.ADMIN,
    username: 'keeper',
    passwordHash: await hashPassword('correct horse battery'),
    nickname: '值班员',
  });
});
afterAll(() => t.close());

describe('admin_login', () => {
  it('asks for the account, then the password, in the spec words', async () => {
    expect((await t.call(authCalls.adminLogin, { username: '  ', password: 'x' })).body.msg).toBe('请输入您的账户');
    expect((await t.call(authCalls.adminLogin, { username: 'keeper', password: '   ' })).body.msg).toBe('请输入您的密码');
    expect((await t.call(authCalls.adminLogin, {})).body.msg).toBe('请输入您的账户');
  });

  it('trims the fields and returns an opaque token that is not the user id', async () => {
    const res = await t.call(authCalls.adminLogin, { username: ' keeper ', password: ' correct horse battery ' });
    expect(res.body.code).toBe(Code.OK);
    const { token, type, userinfo } = session(res);
    expect(type).toBe(1);
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(token).not.toBe(String(userinfo.id));
    const [stored] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userinfo.id));
    expect(stored!.tokenHash).not.toContain(token);
    const me = await t.call(authCalls.userinfo, { user_id: 999, type: 2 }, token);
    expect(me.body.data).toMatchObject({ id: userinfo.id, username: 'keeper', nickname: '值班员', shop: null });
    expect(JSON.stringify(me.body.data)).not.toContain('scrypt');
  });

  it('refuses a wrong password with one message and records it', async () => {
    const res = await t.call(authCalls.adminLogin, { username: 'keeper', password: 'wrong' });
    expect(res.body).toMatchObject({ code: 0, msg: '账户或密码错误' });
    const unknown = await t.call(authCalls.adminLogin, { username: 'nobody', password: 'wrong' });
    expect(unknown.body.msg).toBe('账户或密码错误');
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login.password'));
    expect(rows.some((r) => r.success === false && r.objectId === 'keeper')).toBe(true);
  });

  it('records the typed name of a failed sign-in only when it names an account (it may be a password)', async () => {
    const typed = 'Typed-In-The-Wrong-Box-9';
    expect((await t.call(authCalls.adminLogin, { username: typed, password: 'x' }, undefined, { ip: '192.0.2.77' })).body.msg).toBe(
      MSG.badCredentials,
    );
    expect((await t.call(authCalls.login, { username: 'keeper', password: typed }, undefined, { ip: '192.0.2.77' })).body.msg).toBe(
      MSG.badCredentials,
    );
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.ip, '192.0.2.77'));
    expect(rows.map((r) => [r.action, r.objectId, r.success])).toEqual([
      ['login.password', '', false],
      ['login.password', 'keeper', false],
    ]);
    expect(JSON.stringify(rows)).not.toContain(typed);
  });

  it('shares one request limit between the two sign-in paths: alternating them does not double it', async () => {
    const from = { ip: '192.0.2.88' };
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await t.call(i % 2 ? authCalls.login : authCalls.adminLogin, { username: `alt${i}`, password: 'x' }, undefined, from)).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
  });

  it('locks the account after repeated failures, even for the right password', async () => {
    await t.database.db.insert(users).values({
      loginType: LoginType.ADMIN,
      username: 'target',
      passwordHash: await hashPassword('right password 1'),
    });
    for (let i = 0; i < 3; i++) await t.call(authCalls.adminLogin, { username: 'target', password: `bad${i}` });
    const res = await t.call(authCalls.adminLogin, { username: 'target', password: 'right password 1' });
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(/登录失败次数过多，请 \d+ 分钟后再试/);
  });

  it("does not lock the administrator out of another address: a stranger's failures lock only the stranger", async () => {
    await t.database.db
      .insert(users)
      .values({ loginType: LoginType.ADMIN, username: 'chief', passwordHash: await hashPassword('Chief-Password-2024') });
    const stranger = { ip: '203.0.113.7' };
    for (let i = 0; i < 3; i++) {
      expect((await t.call(authCalls.adminLogin, { username: 'chief', password: `guess${i}` }, undefined, stranger)).body.msg).toBe(
        '账户或密码错误',
      );
    }
    const locked = await t.call(authCalls.adminLogin, { username: 'chief', password: 'Chief-Password-2024' }, undefined, stranger);
    expect(locked.body).toMatchObject({ code: 0, msg: MSG.accountLocked(15) });
    const office = await t.call(authCalls.adminLogin, { username: 'CHIEF', password: 'x' }, undefined, { ip: '198.51.100.20' });
    expect(office.body.msg).toBe('账户或密码错误');
    const real = await t.call(authCalls.adminLogin, { username: 'chief', password: 'Chief-Password-2024' }, undefined, {
      ip: '198.51.100.20',
    });
    expect(real.body.code).toBe(Code.OK);
  });

  it('counts concurrent guesses one by one: no more than LOGIN_MAX_FAILURES are verified, then even the right password waits', async () => {
    await t.database.db
      .insert(users)
      .values({ loginType: LoginType.ADMIN, username: 'racer', passwordHash: await hashPassword('Racer-Password-2024') });
    const from = { ip: '203.0.113.50' };
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => t.call(authCalls.adminLogin, { username: 'racer', password: `wrong-${i}` }, undefined, from)),
    );
    const msgs = answers.map((a) => a.body.msg);
    // Exactly max (3) guesses reached the password check; the other 12 were refused before it.
    expect(msgs.filter((m) => m === '账户或密码错误')).toHaveLength(3);
    expect(msgs.filter((m) => m === MSG.accountLocked(15))).toHaveLength(12);
    const right = await t.call(authCalls.adminLogin, { username: 'racer', password: 'Racer-Password-2024' }, undefined, from);
    expect(right.body).toMatchObject({ code: 0, msg: MSG.accountLocked(15) });
    const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'user:racer|ip:203.0.113.50'));
    expect(row!.lockedUntil).not.toBeNull();
  });

  it('stops one address spraying many accounts with a generous per-address allowance', async () => {
    // One failure per account, so the address allowance (1 × factor) stays under the call's 20-a-minute limit.
    const strict = await createTestApp({ LOGIN_MAX_FAILURES: '1' });
    try {
      const from = { ip: '203.0.113.99' };
      for (let i = 0; i < ADDRESS_ALLOWANCE_FACTOR; i++) {
        // Each guess names another account, so no account-and-address pair is refused before the address is.
        const res = await strict.call(authCalls.adminLogin, { username: `spray${i}`, password: 'Password-1' }, undefined, from);
        expect(res.body.msg).toBe('账户或密码错误');
      }
      const next = await strict.call(authCalls.adminLogin, { username: 'spray-last', password: 'Password-1' }, undefined, from);
      expect(next.body.msg).toBe(MSG.accountLocked(15));
      const elsewhere = await strict.call(authCalls.adminLogin, { username: 'spray-last', password: 'Password-1' }, undefined, {
        ip: '198.51.100.1',
      });
      expect(elsewhere.body.msg).toBe('账户或密码错误');
    } finally {
      await strict.close();
    }
  });

  it('tells an older administrator session it was replaced (50012)', async () => {
    const first = await t.call(authCalls.adminLogin, { username: 'keeper', password: 'correct horse battery' });
    const second = await t.call(authCalls.adminLogin, { username: 'keeper', password: 'correct horse battery' });
    expect((await t.call(authCalls.userinfo, {}, session(first).token)).body.code).toBe(Code.LOGGED_IN_ELSEWHERE);
    expect((await t.call(authCalls.userinfo, {}, session(second).token)).body.code).toBe(Code.OK);
  });
});

describe('sessions', () => {
  it('answers 50008 for an unknown token and for a user id used as a token', async () => {
    const { user } = await signIn(t);
    expect((await t.call(authCalls.userinfo, {}, 'not-a-real-token-at-all-xxxxxxxx')).body.code).toBe(Code.TOKEN_INVALID);
    expect((await t.call(authCalls.userinfo, {}, String(user.id))).body.code).toBe(Code.TOKEN_INVALID);
    expect((await t.call(authCalls.userinfo, {})).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('answers 50014 once the session has expired', async () => {
    const { token, user } = await signIn(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.call(authCalls.userinfo, {}, token)).body.code).toBe(Code.TOKEN_EXPIRED);
  });

  it('answers 50014 after the idle timeout', async () => {
    const { token, user } = await signIn(t);
    await t.database.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.call(authCalls.userinfo, {}, token)).body.code).toBe(Code.TOKEN_EXPIRED);
  });

  it("writes a stale session's last-seen time once for a burst of its requests, and never waits for another writer", async () => {
    const { token, user } = await signIn(t);
    const db = t.database.db;
    const stale = new Date(Date.now() - 5 * 60_000);
    const idleBefore = new Date(Date.now() + 60_000);
    await db.update(sessions).set({ lastSeenAt: stale, idleExpiresAt: idleBefore }).where(eq(sessions.userId, user.id));
    const sent = watchSent();
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => resolveSession(db, t.env, token)));
      expect(answers.map((a) => ('actor' in a ? a.actor.userId : a.problem))).toEqual(Array(8).fill(user.id));
      expect(sent.texts().filter((q) => q.startsWith('update "sessions"'))).toHaveLength(1);
    } finally {
      sent.stop();
    }
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(stale.getTime());
    expect(row!.idleExpiresAt.getTime()).toBeGreaterThan(idleBefore.getTime());
    if (t.database.kind === 'pglite') return; // one connection: a second writer cannot hold the row meanwhile
    // Another process writing the row (its transaction holds it): this one goes on without waiting, and writes nothing.
    await db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.userId, user.id));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const holding = new Promise<void>((r) => (locked = r));
    const other = db.transaction(async (tx) => {
      await tx.select().from(sessions).where(eq(sessions.userId, user.id)).for('update');
      locked();
      await held;
    });
    await holding;
    try {
      const answer = await resolveSession(db, t.env, token);
      expect('actor' in answer && answer.actor.userId).toBe(user.id);
    } finally {
      release();
      await other;
    }
    const [after] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after!.lastSeenAt.getTime()).toBe(stale.getTime());
  });

  it('ends the session at logout', async () => {
    const { token } = await signIn(t);
    expect((await t.call(authCalls.logout, {}, token)).body.code).toBe(Code.OK);
    expect((await t.call(authCalls.userinfo, {}, token)).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('returns only the session user, whatever user_id says', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const res = await t.call(authCalls.userinfo, { user_id: b.user.id }, a.token);
    expect(res.body.data.id).toBe(a.user.id);
  });

  it('shows the user as they are at each call (read with the session, never kept beyond the call)', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    await t.database.db.update(users).set({ nickname: '改过的昵称', sign: '新签名' }).where(eq(users.id, a.user.id));
    expect((await t.call(authCalls.userinfo, {}, a.token)).body.data).toMatchObject({ nickname: '改过的昵称', sign: '新签名' });
    await t.database.db.update(users).set({ nickname: '又改了' }).where(eq(users.id, a.user.id));
    expect((await t.call(authCalls.userinfo, {}, a.token)).body.data).toMatchObject({ id: a.user.id, nickname: '又改了' });
    expect((await t.call(authCalls.userinfo, {}, b.token)).body.data).toMatchObject({ id: b.user.id, nickname: b.user.nickname });
  });
});
