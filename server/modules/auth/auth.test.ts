import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '../../../shared/envelope';
import { LoginType } from '../../../shared/constants';
import { auditLog, sessions, users } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { createTestApp, signIn, type TestApp } from '../../test/harness';

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
    expect((await t.call('/api/user/admin_login', { username: '  ', password: 'x' })).body.msg).toBe('请输入您的账户');
    expect((await t.call('/api/user/admin_login', { username: 'keeper', password: '   ' })).body.msg).toBe('请输入您的密码');
    expect((await t.call('/api/user/admin_login', {})).body.msg).toBe('请输入您的账户');
  });

  it('trims the fields and returns an opaque token that is not the user id', async () => {
    const res = await t.call('/api/user/admin_login', { username: ' keeper ', password: ' correct horse battery ' });
    expect(res.body.code).toBe(Code.OK);
    const { token, type, userinfo } = res.body.data;
    expect(type).toBe(1);
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(token).not.toBe(String(userinfo.id));
    const [stored] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userinfo.id));
    expect(stored!.tokenHash).not.toContain(token);
    const me = await t.call('/api/index/userinfo', { user_id: 999, type: 2 }, token);
    expect(me.body.data).toMatchObject({ id: userinfo.id, username: 'keeper', nickname: '值班员', shop: null });
    expect(JSON.stringify(me.body.data)).not.toContain('scrypt');
  });

  it('refuses a wrong password with one message and records it', async () => {
    const res = await t.call('/api/user/admin_login', { username: 'keeper', password: 'wrong' });
    expect(res.body).toMatchObject({ code: 0, msg: '账户或密码错误' });
    const unknown = await t.call('/api/user/admin_login', { username: 'nobody', password: 'wrong' });
    expect(unknown.body.msg).toBe('账户或密码错误');
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login.password'));
    expect(rows.some((r) => r.success === false && r.objectId === 'keeper')).toBe(true);
  });

  it('locks the account after repeated failures, even for the right password', async () => {
    await t.database.db.insert(users).values({
      loginType: LoginType.ADMIN,
      username: 'target',
      passwordHash: await hashPassword('right password 1'),
    });
    for (let i = 0; i < 3; i++) await t.call('/api/user/admin_login', { username: 'target', password: `bad${i}` });
    const res = await t.call('/api/user/admin_login', { username: 'target', password: 'right password 1' });
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(/登录失败次数过多，请 \d+ 分钟后再试/);
  });

  it('tells an older administrator session it was replaced (50012)', async () => {
    const first = await t.call('/api/user/admin_login', { username: 'keeper', password: 'correct horse battery' });
    const second = await t.call('/api/user/admin_login', { username: 'keeper', password: 'correct horse battery' });
    expect((await t.call('/api/index/userinfo', {}, first.body.data.token)).body.code).toBe(Code.LOGGED_IN_ELSEWHERE);
    expect((await t.call('/api/index/userinfo', {}, second.body.data.token)).body.code).toBe(Code.OK);
  });
});

describe('sessions', () => {
  it('answers 50008 for an unknown token and for a user id used as a token', async () => {
    const { user } = await signIn(t);
    expect((await t.call('/api/index/userinfo', {}, 'not-a-real-token-at-all-xxxxxxxx')).body.code).toBe(Code.TOKEN_INVALID);
    expect((await t.call('/api/index/userinfo', {}, String(user.id))).body.code).toBe(Code.TOKEN_INVALID);
    expect((await t.call('/api/index/userinfo', {})).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('answers 50014 once the session has expired', async () => {
    const { token, user } = await signIn(t);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await t.call('/api/index/userinfo', {}, token)).body.code).toBe(Code.TOKEN_EXPIRED);
  });

  it('answers 50014 after the idle timeout', async () => {
    const { token, user } = await signIn(t);
    await t.database.db.update(sessions).set({ idleExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await t.call('/api/index/userinfo', {}, token)).body.code).toBe(Code.TOKEN_EXPIRED);
  });

  it('ends the session at logout', async () => {
    const { token } = await signIn(t);
    expect((await t.call('/api/user/logout', {}, token)).body.code).toBe(Code.OK);
    expect((await t.call('/api/index/userinfo', {}, token)).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('returns only the session user, whatever user_id says', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const res = await t.call('/api/index/userinfo', { user_id: b.user.id }, a.token);
    expect(res.body.data.id).toBe(a.user.id);
  });
});
