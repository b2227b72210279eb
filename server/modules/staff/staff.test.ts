import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';
import type { ApiCall } from '../../../shared/calls/define';
import * as inboxCalls from '../../../shared/calls/inbox';
import * as staffCalls from '../../../shared/calls/staff';
import { STAFF_MSG } from '../../../shared/contracts/staff';
import { LoginType } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { auditLog, loginAttempts, sessions, users } from '../../db/schema/index';
import { verifyPassword } from '../../lib/password';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { accountReads, appWithAdministrators, type SignedIn } from '../../test/staff-accounts';
import { loginKeys } from '../auth/lockout.service';
import { guardLast } from './staff.policy';
import { parseAttemptKey } from './lockouts.service';
import { generatePassword } from './staff.service';
import * as authCalls from '../../../shared/calls/auth';
import { session } from '../../test/login-session';

let t: TestApp;
/** The system administrator (system, content, operations) and the security administrator making the calls. */
let sys: SignedIn;
let sec: SignedIn;
let ipSeq = 0;
const nextIp = () => ({ ip: `198.51.100.${++ipSeq}` });

beforeAll(async () => {
  ({ t, sys, sec } = await appWithAdministrators({ sys: 'sysadmin', sec: 'secadmin' }));
});
afterAll(() => t.close());

const staffCount = async () => (await t.database.db.select({ n: count() }).from(users).where(isNotNull(users.username)))[0]!.n;
const { userRow, liveSessions, lastAudit } = accountReads(() => t);
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
/** What a refused call must leave as it was: the accounts, the audit trail, and the target's password, roles and sessions. */
async function snapshot(id: number) {
  const row = await userRow(id);
  return {
    staff: await staffCount(),
    audit: await auditCount(),
    passwordHash: row.passwordHash,
    mustChangePassword: row.mustChangePassword,
    roles: row.staffRoles,
    status: row.status,
    live: await liveSessions(id),
  };
}
const login = (username: string, password: string, ip = nextIp()) => t.call(authCalls.adminLogin, { username, password }, undefined, ip);

let nameSeq = 0;
async function create(roles: StaffRoleValue[], nickname = '新同事', token = sys.token) {
  nameSeq += 1;
  const username = `staff.${nameSeq}`;
  const res = await t.call(staffCalls.staffCreate, { username, nickname, roles }, token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 1, msg: STAFF_MSG.created });
  return res.body.data;
}

describe('who may make the staff calls', () => {
  it('keeps accounts to the system administrator and roles, sessions and lockouts to the security administrator', async () => {
    const auditor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR] });
    const content = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] });
    const personal = await signIn(t);
    const before = await staffCount();
    const attempts: [ApiCall, object, string][] = [
      [staffCalls.staffCreate, { username: 'intruder', nickname: '某人', roles: ['system'] }, sec.token],
      [staffCalls.staffCreate, { username: 'intruder', nickname: '某人', roles: ['system'] }, auditor.token],
      [staffCalls.staffResetPassword, { id: sys.user.id }, content.token],
      [staffCalls.staffRoles, { id: auditor.user.id, roles: ['system'] }, content.token],
      [staffCalls.staffSessions, {}, sys.token],
      [staffCalls.staffSessionEnd, { id: 1 }, sys.token],
      [staffCalls.lockouts, {}, auditor.token],
      [staffCalls.staffList, {}, auditor.token],
      [staffCalls.staffList, {}, personal.token],
    ];
    for (const [c, body, token] of attempts) {
      const res = await t.call(c, body, token);
      expect([res.status, res.body.code, res.body.msg], c.path).toEqual([200, 0, MSG.forbidden]);
    }
    expect((await t.call(staffCalls.staffList, {})).body.code).toBe(Code.TOKEN_INVALID);
    expect(await staffCount()).toBe(before);
    expect((await userRow(auditor.user.id)).staffRoles).toEqual([StaffRole.AUDITOR]);
    expect((await userRow(sys.user.id)).status).toBe(1);
    // Calls both administrators make, each to the accounts the duty table gives it: refused with who does it instead.
    const refused: [ApiCall, object, string, string][] = [
      [staffCalls.staffStatus, { id: sys.user.id, status: 0 }, sec.token, STAFF_MSG.statusBySystem],
      [staffCalls.staffRoles, { id: auditor.user.id, roles: ['system'] }, sys.token, STAFF_MSG.rolesTwoSteps],
      [staffCalls.staffRoles, { id: content.user.id, roles: ['content', 'operations'] }, sys.token, STAFF_MSG.rolesBusinessBySecurity],
    ];
    for (const [c, body, token, msg] of refused) {
      const res = await t.call(c, body, token);
      expect(res.body, c.path).toMatchObject({ code: 0, msg });
    }
    expect((await userRow(auditor.user.id)).staffRoles).toEqual([StaffRole.AUDITOR]);
    expect((await userRow(content.user.id)).staffRoles).toEqual([StaffRole.CONTENT]);
  });
});

describe('creating an account', () => {
  it('generates a password shown once, stores only its hash, and the first sign-in must change it', async () => {
    const made = await create([StaffRole.CONTENT], '编辑甲');
    expect(made.password).toMatch(/^[\w-]{16}$/);
    const row = await userRow(made.id);
    expect(row).toMatchObject({
      loginType: LoginType.ADMIN,
      username: made.username,
      nickname: '编辑甲',
      staffRoles: ['content'],
      status: 1,
      mustChangePassword: true,
    });
    expect(row.passwordHash).not.toContain(made.password);
    expect(await verifyPassword(made.password, row.passwordHash!)).toBe(true);
    const signedIn = await login(made.username, made.password);
    expect(signedIn.body).toMatchObject({ code: 1, data: { restriction: 'password' } });
    const entry = await lastAudit('staff.create');
    expect(entry).toMatchObject({ actorId: sys.user.id, objectId: String(made.id), success: true });
    expect(entry!.detail).toEqual({ before: null, after: { username: made.username, nickname: '编辑甲', roles: ['content'], status: 1 } });
    expect(JSON.stringify(entry!.detail)).not.toContain(made.password);
  });

  it('generated passwords meet the staff password policy', () => {
    for (let i = 0; i < 50; i++) expect(generatePassword('someone')).toMatch(/^[\w-]{16}$/);
  });

  it('refuses bad input with its Chinese message and creates nothing', async () => {
    const taken = await create([StaffRole.CONTENT]);
    const before = await staffCount();
    const cases: [object, string][] = [
      [{ username: taken.username.toUpperCase(), nickname: '重名', roles: ['content'] }, STAFF_MSG.usernameTaken],
      [{ username: 'sysadmin', nickname: '重名', roles: ['content'] }, STAFF_MSG.usernameTaken],
      [{ username: '', nickname: '甲', roles: ['content'] }, STAFF_MSG.usernameRequired],
      [{ username: 'ab', nickname: '甲', roles: ['content'] }, STAFF_MSG.usernameLength],
      [{ username: 'zhang san', nickname: '甲', roles: ['content'] }, STAFF_MSG.usernamePattern],
      [{ username: '张三丰', nickname: '甲', roles: ['content'] }, STAFF_MSG.usernamePattern],
      [{ username: 'x'.repeat(65), nickname: '甲', roles: ['content'] }, STAFF_MSG.usernameLength],
      [{ username: 'zhangsan', nickname: '  ', roles: ['content'] }, STAFF_MSG.nicknameRequired],
      [{ username: 'zhangsan', nickname: '名'.repeat(33), roles: ['content'] }, STAFF_MSG.nicknameTooLong],
      [{ username: 'zhangsan', nickname: '甲', roles: ['system', 'auditor'] }, '系统管理员、安全管理员、审计管理员须由不同账号担任'],
      [
        { username: 'zhangsan', nickname: '甲', roles: ['security', 'auditor', 'content'] },
        '系统管理员、安全管理员、审计管理员须由不同账号担任',
      ],
      [{ username: 'zhangsan', nickname: '甲', roles: ['boss'] }, STAFF_MSG.roleInvalid],
      [{ username: 'zhangsan', nickname: '甲', roles: 'system' }, STAFF_MSG.roleInvalid],
      [{ username: 'zhangsan', nickname: '甲' }, STAFF_MSG.roleInvalid],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call(staffCalls.staffCreate, body, sys.token);
      expect([res.body.code, res.body.msg], JSON.stringify(body)).toEqual([0, msg]);
    }
    expect(await staffCount()).toBe(before);
  });
});

describe('the accounts list', () => {
  it('filters by keyword, role and status, pages, counts, and says who is locked', async () => {
    const a = await create([StaffRole.OPERATIONS], '运营小王');
    const b = await create([StaffRole.OPERATIONS, StaffRole.CONTENT], '运营小李');
    await t.call(staffCalls.staffStatus, { id: b.id, status: 0 }, sys.token);
    // Five wrong passwords for a from one address lock it there.
    for (let i = 0; i < 5; i++) await login(a.username, 'wrong-password', { ip: '203.0.113.9' });

    const list = (body: object, token = sys.token) => t.call(staffCalls.staffList, body, token);
    const ops = await list({ role: 'operations', keyword: '运营' });
    expect(ops.body.count).toBe(2);
    expect(ops.body.data.map((r: { username: string }) => r.username)).toEqual([a.username, b.username]);
    expect(ops.body.data[0]).toMatchObject({
      id: a.id,
      nickname: '运营小王',
      roles: ['operations'],
      status: 1,
      status_name: '启用',
      locked: true,
      totp_enabled: false,
      must_change_password: true,
      last_login_at: null,
    });
    expect(ops.body.data[1]).toMatchObject({ roles: ['content', 'operations'], status: 0, status_name: '停用', locked: false });
    expect(ops.body.data[0]).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(ops.body.data)).not.toMatch(/scrypt|password_hash|totp_secret/);

    expect((await list({ keyword: 'SECADMIN' }, sec.token)).body.data.map((r: { id: number }) => r.id)).toEqual([sec.user.id]);
    expect((await list({ status: 0, keyword: '运营' })).body.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const page1 = await list({ page_size: 2, start: 1 });
    const page2 = await list({ page_size: 2, start: 2 });
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.count).toBe(await staffCount());
    const ids = (r: { body: { data: { id: number }[] } }) => r.body.data.map((x) => x.id);
    expect(ids(page2).some((id) => ids(page1).includes(id))).toBe(false);
    // Personal users are never listed.
    await signIn(t);
    expect((await list({ page_size: 50 })).body.count).toBe(await staffCount());

    expect((await list({ page_size: 51 })).body).toMatchObject({ code: 0, msg: '每页条数应为 1 至 50' });
    expect((await list({ role: 'boss' })).body).toMatchObject({ code: 0, msg: STAFF_MSG.roleInvalid });
    expect((await list({ status: 3 })).body).toMatchObject({ code: 0, msg: STAFF_MSG.statusInvalid });
  });
});

describe('editing, disabling and resetting an account', () => {
  it('changes the name, audited before → after', async () => {
    const a = await create([StaffRole.CONTENT], '旧名字');
    expect((await t.call(staffCalls.staffUpdate, { id: a.id, nickname: ' 新名字 ' }, sys.token)).body).toMatchObject({
      code: 1,
      msg: STAFF_MSG.saved,
    });
    expect((await userRow(a.id)).nickname).toBe('新名字');
    expect((await lastAudit('staff.update'))!.detail).toEqual({ before: { nickname: '旧名字' }, after: { nickname: '新名字' } });
    expect((await t.call(staffCalls.staffUpdate, { id: a.id, nickname: '' }, sys.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.nicknameRequired,
    });
    expect((await userRow(a.id)).nickname).toBe('新名字');
    const personal = await signIn(t);
    expect((await t.call(staffCalls.staffUpdate, { id: personal.user.id, nickname: '改' }, sys.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.notFound,
    });
    expect((await t.call(staffCalls.staffUpdate, { id: 2_000_000, nickname: '改' }, sys.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.notFound,
    });
  });

  it('disabling ends the account’s sessions at once (50008), refuses its sign-in, and enabling lets it back', async () => {
    const target = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] });
    expect((await t.call(authCalls.userinfo, {}, target.token)).body.code).toBe(1);
    const res = await t.call(staffCalls.staffStatus, { id: target.user.id, status: 0 }, sys.token);
    expect(res.body).toMatchObject({ code: 1, msg: STAFF_MSG.disabled });
    expect((await t.call(authCalls.securityInfo, {}, target.token)).body.code).toBe(Code.TOKEN_INVALID);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    expect(rows.map((r) => r.revokedReason)).toEqual(['disabled']);
    expect((await lastAudit('staff.disable'))!.detail).toEqual({ before: { status: 1 }, after: { status: 0 }, sessions_ended: 1 });

    expect((await t.call(staffCalls.staffStatus, { id: target.user.id, status: 1 }, sys.token)).body).toMatchObject({
      code: 1,
      msg: STAFF_MSG.enabled,
    });
    expect((await userRow(target.user.id)).status).toBe(1);
    // The old session stays ended.
    expect((await t.call(authCalls.securityInfo, {}, target.token)).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('a disabled account cannot sign in', async () => {
    const a = await create([StaffRole.CONTENT]);
    await t.call(staffCalls.staffStatus, { id: a.id, status: 0 }, sys.token);
    expect((await login(a.username, a.password)).body).toMatchObject({ code: 0, msg: MSG.badCredentials });
  });

  it('refuses one’s own account, bad status values and unknown accounts, changing nothing', async () => {
    const mine = await t.call(staffCalls.staffStatus, { id: sys.user.id, status: 0 }, sys.token);
    expect(mine.body).toMatchObject({ code: 0, msg: STAFF_MSG.notOwnStatus });
    expect((await userRow(sys.user.id)).status).toBe(1);
    expect((await t.call(staffCalls.staffStatus, { id: sec.user.id, status: 2 }, sys.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.statusInvalid,
    });
    expect((await t.call(staffCalls.staffStatus, { id: 'x', status: 0 }, sys.token)).body).toMatchObject({ code: 0, msg: '编号格式错误' });
    expect((await t.call(staffCalls.staffStatus, { id: 2_000_000, status: 0 }, sys.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.notFound,
    });
    expect((await userRow(sec.user.id)).status).toBe(1);
  });

  it('never leaves no enabled system administrator nor (once there is one) security administrator (the rule, for every change)', () => {
    const none = { system: 0, security: 0 };
    const system = { status: 1, staffRoles: [StaffRole.SYSTEM] };
    expect(() => guardLast(system, { ...system, status: 0 }, none)).toThrow(STAFF_MSG.lastSystem);
    expect(() => guardLast(system, { status: 1, staffRoles: [StaffRole.CONTENT] }, none)).toThrow(STAFF_MSG.lastSystem);
    expect(() => guardLast(system, { ...system, status: 0 }, { system: 1, security: 0 })).not.toThrow();
    expect(() => guardLast({ status: 0, staffRoles: [StaffRole.SYSTEM] }, { status: 0, staffRoles: [] }, none)).not.toThrow();
    const security = { status: 1, staffRoles: [StaffRole.SECURITY] };
    expect(() => guardLast(security, { ...security, status: 0 }, { system: 1, security: 0 })).toThrow(STAFF_MSG.lastSecurity);
    expect(() => guardLast(security, { status: 1, staffRoles: [StaffRole.AUDITOR] }, { system: 1, security: 0 })).toThrow(
      STAFF_MSG.lastSecurity,
    );
    expect(() => guardLast(security, { ...security, status: 0 }, { system: 0, security: 1 })).not.toThrow();
  });

  it('resets another account’s password: shown once, changed at the next sign-in, its sessions ended', async () => {
    const a = await create([StaffRole.OPERATIONS]);
    const first = await login(a.username, a.password);
    const oldToken = session(first).token;
    const res = await t.call(staffCalls.staffResetPassword, { id: a.id }, sys.token);
    expect(res.body).toMatchObject({ code: 1, msg: STAFF_MSG.passwordReset, data: { id: a.id, username: a.username } });
    const fresh = res.body.data.password as string;
    expect(fresh).not.toBe(a.password);
    expect((await t.call(authCalls.userinfo, {}, oldToken)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await login(a.username, a.password)).body).toMatchObject({ code: 0, msg: MSG.badCredentials });
    expect((await login(a.username, fresh)).body).toMatchObject({ code: 1, data: { restriction: 'password' } });
    expect((await userRow(a.id)).mustChangePassword).toBe(true);
    const entry = await lastAudit('staff.reset_password');
    expect(entry!.detail).toMatchObject({ after: { must_change_password: true }, sessions_ended: 1 });
    expect(JSON.stringify(entry!.detail)).not.toContain(fresh);

    const hash = (await userRow(sys.user.id)).passwordHash;
    expect((await t.call(staffCalls.staffResetPassword, { id: sys.user.id }, sys.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.notOwnPassword,
    });
    expect((await userRow(sys.user.id)).passwordHash).toBe(hash);
  });
});

describe('roles', () => {
  it('the security administrator sets another account’s roles, effective on its next request', async () => {
    const target = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] });
    expect((await t.call(inboxCalls.inboxSummary, {}, target.token)).body).toMatchObject({ code: 0, msg: MSG.forbidden });
    const res = await t.call(staffCalls.staffRoles, { id: target.user.id, roles: ['operations', 'content'] }, sec.token);
    expect(res.body).toMatchObject({ code: 1, msg: STAFF_MSG.rolesSaved });
    expect((await userRow(target.user.id)).staffRoles).toEqual(['content', 'operations']);
    expect((await t.call(inboxCalls.inboxSummary, {}, target.token)).body.code).toBe(1);
    expect((await lastAudit('staff.roles'))!.detail).toEqual({
      before: { roles: ['content'] },
      after: { roles: ['content', 'operations'] },
    });
    await t.call(staffCalls.staffRoles, { id: target.user.id, roles: ['content'] }, sec.token);
    expect((await t.call(inboxCalls.inboxSummary, {}, target.token)).body).toMatchObject({ code: 0, msg: MSG.forbidden });
  });

  it('refuses one’s own roles, combined 等保 roles, and the system role to the security administrator', async () => {
    const own = await t.call(staffCalls.staffRoles, { id: sec.user.id, roles: ['security', 'content'] }, sec.token);
    expect(own.body).toMatchObject({ code: 0, msg: STAFF_MSG.notOwnRoles });
    expect((await userRow(sec.user.id)).staffRoles).toEqual(['security']);

    const both = await t.call(staffCalls.staffRoles, { id: sys.user.id, roles: ['system', 'security'] }, sec.token);
    expect(both.body).toMatchObject({ code: 0, msg: '系统管理员、安全管理员、审计管理员须由不同账号担任' });
    expect((await t.call(staffCalls.staffRoles, { id: sys.user.id, roles: [] }, sec.token)).body).toMatchObject({
      code: 0,
      msg: '请至少选择一个角色',
    });

    // The system role is given and taken by the system administrator only (the last enabled one is then never
    // the target: nobody changes their own roles; guardLast holds it anyway, tested above).
    const taken = await t.call(staffCalls.staffRoles, { id: sys.user.id, roles: ['content', 'operations'] }, sec.token);
    expect(taken.body).toMatchObject({ code: 0, msg: STAFF_MSG.rolesBySystem });
    expect((await userRow(sys.user.id)).staffRoles).toEqual(['system', 'content', 'operations']);

    // With two enabled system administrators, one takes the role from the other (a new password, shown to it).
    const second = await create([StaffRole.SYSTEM], '第二位系统管理员');
    const ok = await t.call(staffCalls.staffRoles, { id: second.id, roles: ['content'] }, sys.token);
    expect(ok.body).toMatchObject({ code: 1, msg: STAFF_MSG.rolesSavedNewPassword });
    expect(ok.body.data.password).toMatch(/^[\w-]{16}$/);
    expect((await userRow(second.id)).staffRoles).toEqual(['content']);
  });
});

describe('everyone’s sessions', () => {
  it('lists live staff sessions (never personal ones), ends another, refuses the current one', async () => {
    const other = await signIn(t, { type: LoginType.ADMIN, username: 'session.target', roles: [StaffRole.OPERATIONS] });
    const personal = await signIn(t);
    const res = await t.call(staffCalls.staffSessions, { page_size: 50 }, sec.token);
    expect(res.body.code).toBe(1);
    const listed = res.body.data;
    const mine = listed.find((s) => s.current)!;
    expect(mine.user_id).toBe(sec.user.id);
    const theirs = listed.find((s) => s.user_id === other.user.id)!;
    expect(theirs).toMatchObject({ username: 'session.target', current: false, ip: '127.0.0.1' });
    expect(listed.some((s) => s.user_id === personal.user.id)).toBe(false);
    expect(res.body.count).toBe(listed.length);
    expect(JSON.stringify(listed)).not.toContain(other.token);

    expect((await t.call(staffCalls.staffSessionEnd, { id: mine.id }, sec.token)).body).toMatchObject({
      code: 0,
      msg: MSG.sessionIsCurrent,
    });
    expect((await t.call(authCalls.securityInfo, {}, sec.token)).body.code).toBe(1);

    const [personalSession] = await t.database.db.select().from(sessions).where(eq(sessions.userId, personal.user.id));
    expect((await t.call(staffCalls.staffSessionEnd, { id: personalSession!.id }, sec.token)).body).toMatchObject({
      code: 0,
      msg: MSG.sessionNotFound,
    });
    expect((await t.call(authCalls.userinfo, {}, personal.token)).body.code).toBe(1);

    expect((await t.call(staffCalls.staffSessionEnd, { id: theirs.id }, sec.token)).body).toMatchObject({ code: 1, msg: MSG.sessionEnded });
    expect((await t.call(inboxCalls.inboxSummary, {}, other.token)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await t.call(staffCalls.staffSessionEnd, { id: theirs.id }, sec.token)).body).toMatchObject({
      code: 0,
      msg: MSG.sessionNotFound,
    });
    expect(await lastAudit('staff.session_end')).toMatchObject({
      objectId: String(theirs.id),
      detail: { user_id: other.user.id, username: 'session.target' },
    });
    expect((await t.call(staffCalls.staffSessionEnd, { id: 0 }, sec.token)).body).toMatchObject({ code: 0, msg: '编号格式错误' });
  });
});

describe('sign-in lockouts', () => {
  it('reads the lockout’s own key format', () => {
    const [account, address] = loginKeys(t.env, 'Some.One', '10.1.2.3');
    expect(parseAttemptKey(account!.key)).toEqual({ kind: 'account', username: 'some.one', ip: '10.1.2.3' });
    expect(parseAttemptKey(address!.key)).toEqual({ kind: 'address', username: '', ip: '10.1.2.3' });
  });

  it('lists accounts and addresses locked now, and clearing one lets it sign in at once', async () => {
    const a = await create([StaffRole.CONTENT]);
    const ip = { ip: '203.0.113.77' };
    for (let i = 0; i < 5; i++) await login(a.username, 'wrong-password', ip);
    expect((await login(a.username, a.password, ip)).body.msg).toMatch(/^登录失败次数过多/);
    const until = new Date(Date.now() + 10 * 60_000);
    await t.database.db.insert(loginAttempts).values({ key: 'ip:192.0.2.200', failures: 50, windowStart: new Date(), lockedUntil: until });
    await t.database.db.insert(loginAttempts).values({ key: 'ip:192.0.2.201', failures: 2, windowStart: new Date(), lockedUntil: null });

    const res = await t.call(staffCalls.lockouts, {}, sec.token);
    expect(res.body.code).toBe(1);
    const items = res.body.data;
    const account = items.find((i) => i.username === a.username)!;
    // Five failures, and the refused sixth attempt still counted (lockout.service reserves before it checks).
    expect(account).toMatchObject({ kind: 'account', ip: '203.0.113.77', failures: 6 });
    expect(account.minutes_left).toBeGreaterThanOrEqual(14);
    expect(items.find((i) => i.ip === '192.0.2.200')).toMatchObject({ kind: 'address', username: '', failures: 50, minutes_left: 10 });
    expect(items.some((i) => i.ip === '192.0.2.201')).toBe(false);

    const cleared = await t.call(staffCalls.lockoutClear, { key: account.key }, sec.token);
    expect(cleared.body).toMatchObject({ code: 1, msg: STAFF_MSG.lockoutCleared });
    expect(await lastAudit('lockout.clear')).toMatchObject({ objectId: account.key, detail: { before: { failures: 6 }, after: null } });
    expect((await login(a.username, a.password, ip)).body.code).toBe(1);
    expect((await t.call(staffCalls.lockoutClear, { key: account.key }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.lockoutNotFound,
    });
    expect((await t.call(staffCalls.lockoutClear, { key: 'ip:192.0.2.201' }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.lockoutNotFound,
    });
    expect((await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'ip:192.0.2.201'))).length).toBe(1);
    expect((await t.call(staffCalls.lockoutClear, { key: '' }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.lockoutKeyInvalid,
    });
  });
});

describe('三员分立: no administrator acts through an account of another 三员 role', () => {
  // A second system administrator (its own session, so staff_create's per-minute limit is its own).
  let admin: { user: typeof users.$inferSelect; token: string };
  beforeAll(async () => {
    admin = await signIn(t, { type: LoginType.ADMIN, username: 'sysadmin.two', roles: [StaffRole.SYSTEM, StaffRole.CONTENT] });
  });

  it('the system administrator cannot create a security administrator (one exists) or an auditor: nothing is created', async () => {
    const before = await snapshot(admin.user.id);
    for (const roles of [['auditor'], ['security'], ['security', 'content'], ['auditor', 'operations']]) {
      const res = await t.call(staffCalls.staffCreate, { username: 'proxy.one', nickname: '代理', roles }, admin.token);
      expect([res.body.code, res.body.msg], JSON.stringify(roles)).toEqual([0, STAFF_MSG.grantBySecurity]);
    }
    expect(await snapshot(admin.user.id)).toEqual(before);
    expect((await t.database.db.select().from(users).where(eq(users.username, 'proxy.one'))).length).toBe(0);
  });

  it('creates an account with no role (the security administrator gives it one later)', async () => {
    const made = await create([], '待授权', admin.token);
    expect((await userRow(made.id)).staffRoles).toEqual([]);
    expect((await login(made.username, made.password)).body).toMatchObject({ code: 1, data: { restriction: 'password' } });
    expect((await lastAudit('staff.create'))!.detail).toMatchObject({ after: { roles: [] } });
  });

  it('giving the auditor role renews the password, shown once to the security administrator: the creator’s no longer works', async () => {
    const made = await create([], '审计员乙', admin.token);
    // The system administrator, who knows the first password, signs in as the account before the role is given.
    const creatorSession = session(await login(made.username, made.password)).token;
    expect((await t.call(authCalls.userinfo, {}, creatorSession)).body.code).toBe(1);

    const res = await t.call(staffCalls.staffRoles, { id: made.id, roles: ['auditor'] }, sec.token);
    expect(res.body).toMatchObject({ code: 1, msg: STAFF_MSG.rolesSavedNewPassword, data: { id: made.id, username: made.username } });
    const fresh = res.body.data.password as string;
    expect(fresh).toMatch(/^[\w-]{16}$/);
    expect((await t.call(authCalls.userinfo, {}, creatorSession)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await login(made.username, made.password)).body).toMatchObject({ code: 0, msg: MSG.badCredentials });
    expect((await login(made.username, fresh)).body).toMatchObject({ code: 1, data: { restriction: 'password' } });
    expect(await userRow(made.id)).toMatchObject({ staffRoles: ['auditor'], mustChangePassword: true });
    const entry = await lastAudit('staff.roles');
    expect(entry).toMatchObject({ actorId: sec.user.id, objectId: String(made.id) });
    expect(entry!.detail).toEqual({
      before: { roles: [] },
      after: { roles: ['auditor'] },
      password_reset: true,
      totp_reset: false,
      sessions_ended: 1,
    });
    expect(JSON.stringify(entry!.detail)).not.toContain(fresh);

    // A 三员 role it already holds, or a business role, renews nothing.
    const hash = (await userRow(made.id)).passwordHash;
    const more = await t.call(staffCalls.staffRoles, { id: made.id, roles: ['auditor', 'content'] }, sec.token);
    expect(more.body).toMatchObject({ code: 1, msg: STAFF_MSG.rolesSaved, data: { id: made.id, password: null } });
    const editor = await create([StaffRole.CONTENT], '编辑乙', admin.token);
    const ops = await t.call(staffCalls.staffRoles, { id: editor.id, roles: ['content', 'operations'] }, sec.token);
    expect(ops.body).toMatchObject({ code: 1, msg: STAFF_MSG.rolesSaved, data: { password: null } });
    expect((await userRow(made.id)).passwordHash).toBe(hash);
    expect((await login(editor.username, editor.password)).body.code).toBe(1);
    expect((await lastAudit('staff.roles'))!.detail).toEqual({
      before: { roles: ['content'] },
      after: { roles: ['content', 'operations'] },
    });
  });

  it('a refused change of roles renews no password', async () => {
    const made = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.SYSTEM] });
    const before = await snapshot(made.user.id);
    const res = await t.call(staffCalls.staffRoles, { id: made.user.id, roles: ['system', 'auditor'] }, sec.token);
    expect(res.body).toMatchObject({ code: 0, msg: '系统管理员、安全管理员、审计管理员须由不同账号担任' });
    expect(await snapshot(made.user.id)).toEqual(before);
    expect((await t.call(authCalls.userinfo, {}, made.token)).body.code).toBe(1);
  });

  it('the system administrator cannot reset a security administrator’s or an auditor’s password: nothing changes', async () => {
    const auditor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR] });
    const security = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.SECURITY, StaffRole.CONTENT] });
    for (const target of [auditor, security, sec]) {
      const before = await snapshot(target.user.id);
      const res = await t.call(staffCalls.staffResetPassword, { id: target.user.id }, sys.token);
      expect(res.body).toMatchObject({ code: 0, msg: STAFF_MSG.resetBySecurity });
      expect(res.body.data ?? null).toBeNull();
      expect(await snapshot(target.user.id)).toEqual(before);
      expect((await t.call(authCalls.userinfo, {}, target.token)).body.code).toBe(1);
    }
  });

  it('the security administrator resets them (shown once, changed at the next sign-in, sessions ended, audited), not other accounts nor its own', async () => {
    const auditor = await signIn(t, { type: LoginType.ADMIN, username: 'auditor.reset', roles: [StaffRole.AUDITOR] });
    const res = await t.call(staffCalls.staffResetPassword, { id: auditor.user.id }, sec.token);
    expect(res.body).toMatchObject({ code: 1, msg: STAFF_MSG.passwordReset, data: { id: auditor.user.id, username: 'auditor.reset' } });
    const fresh = res.body.data.password as string;
    expect((await t.call(authCalls.userinfo, {}, auditor.token)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await login('auditor.reset', fresh)).body).toMatchObject({ code: 1, data: { restriction: 'password' } });
    expect((await userRow(auditor.user.id)).mustChangePassword).toBe(true);
    const entry = await lastAudit('staff.reset_password');
    expect(entry).toMatchObject({ actorId: sec.user.id, objectId: String(auditor.user.id) });
    expect(entry!.detail).toMatchObject({ after: { must_change_password: true }, sessions_ended: 1 });
    expect(JSON.stringify(entry!.detail)).not.toContain(fresh);

    // The system administrator's accounts (system, content, operations, none) are not the security administrator's.
    const editor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT, StaffRole.OPERATIONS] });
    const roleless = await signIn(t, { type: LoginType.ADMIN, roles: [] });
    for (const target of [sys, editor, roleless]) {
      const before = await snapshot(target.user.id);
      const refused = await t.call(staffCalls.staffResetPassword, { id: target.user.id }, sec.token);
      expect(refused.body).toMatchObject({ code: 0, msg: STAFF_MSG.resetBySystem });
      expect(await snapshot(target.user.id)).toEqual(before);
      expect((await t.call(authCalls.userinfo, {}, target.token)).body.code).toBe(1);
    }
    // Nor its own (the change-password flow is for that).
    const own = await snapshot(sec.user.id);
    expect((await t.call(staffCalls.staffResetPassword, { id: sec.user.id }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.notOwnPassword,
    });
    expect(await snapshot(sec.user.id)).toEqual(own);
    // The system administrator still resets the accounts without a security-kept role.
    expect((await t.call(staffCalls.staffResetPassword, { id: editor.user.id }, sys.token)).body).toMatchObject({
      code: 1,
      msg: STAFF_MSG.passwordReset,
    });
  });

  it('a new park: the system administrator creates the first security administrator while none exists, then never again', async () => {
    const park = await createTestApp();
    try {
      const admin = await signIn(park, { type: LoginType.ADMIN, username: 'first.admin' });
      const accounts = async () => (await park.database.db.select({ n: count() }).from(users).where(isNotNull(users.username)))[0]!.n;
      const audits = async () => (await park.database.db.select({ n: count() }).from(auditLog))[0]!.n;
      const create = (username: string, roles: string[]) =>
        park.call(staffCalls.staffCreate, { username, nickname: '安全员', roles }, admin.token);

      // Never an auditor, even now.
      let before = [await accounts(), await audits()];
      expect((await create('auditor.first', ['auditor'])).body).toMatchObject({ code: 0, msg: STAFF_MSG.grantBySecurity });
      expect([await accounts(), await audits()]).toEqual(before);

      // Two at once: the staff lock lets exactly one be "the first".
      const both = await Promise.all([create('security.a', ['security']), create('security.b', ['security'])]);
      expect(both.map((r) => r.body.code).sort()).toEqual([0, 1]);
      expect(both.find((r) => r.body.code === 0)!.body.msg).toBe(STAFF_MSG.grantBySecurity);
      const first = both.find((r) => r.body.code === 1)!.body.data;
      const [entry] = await park.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
      expect(entry!.detail).toMatchObject({ after: { username: first.username, roles: ['security'] } });

      // Then never again, even with the first one disabled (the system administrator may not disable it: set here).
      before = [await accounts(), await audits()];
      expect((await create('security.c', ['security'])).body).toMatchObject({ code: 0, msg: STAFF_MSG.grantBySecurity });
      expect([await accounts(), await audits()]).toEqual(before);
      expect((await park.call(staffCalls.staffStatus, { id: first.id, status: 0 }, admin.token)).body).toMatchObject({
        code: 0,
        msg: STAFF_MSG.statusBySecurity,
      });
      await park.database.db.update(users).set({ status: 0 }).where(eq(users.id, first.id));
      before = [await accounts(), await audits()];
      expect((await create('security.d', ['security', 'content'])).body).toMatchObject({ code: 0, msg: STAFF_MSG.grantBySecurity });
      expect([await accounts(), await audits()]).toEqual(before);
    } finally {
      await park.close();
    }
  });
});
