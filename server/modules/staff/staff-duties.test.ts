import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';
import * as staffCalls from '../../../shared/calls/staff';
import { STAFF_MSG } from '../../../shared/contracts/staff';
import { LoginType } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { recoveryCodes, users } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { accountReads, appWithAdministrators, type SignedIn } from '../../test/staff-accounts';
import { createSession } from '../auth/session.service';
import { setStatus } from './staff.service';
import * as authCalls from '../../../shared/calls/auth';
import { session as sessionOf } from '../../test/login-session';

/**
 * Issue 27 (HIGH): 三员分立 cannot be walked around — through the calls, on a park with a system administrator and
 * a security administrator. The rules themselves are walked over every sequence in staff-walk.test.ts.
 */

let t: TestApp;
let sys: SignedIn;
let sec: SignedIn;
let ipSeq = 0;

beforeAll(async () => {
  ({ t, sys, sec } = await appWithAdministrators({ sys: 'duty.sys', sec: 'duty.sec' }));
});
afterAll(() => t.close());

const { userRow, liveSessions, lastAudit } = accountReads(() => t);
const login = (username: string, password: string) =>
  t.call(authCalls.adminLogin, { username, password }, undefined, { ip: `198.18.0.${++ipSeq}` });
const roles = (id: number, to: StaffRoleValue[], token: string) => t.call(staffCalls.staffRoles, { id, roles: to }, token);

let seq = 0;
/** An account the system administrator creates (its password known to it), signed in once so it has a session. */
async function account(first: StaffRoleValue[] = []) {
  seq += 1;
  const res = await t.call(staffCalls.staffCreate, { username: `duty.${seq}`, nickname: '某同事', roles: first }, sys.token);
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data;
}

/** A live session of the account (as a sign-in makes); its token. */
async function openSession(id: number) {
  return (await createSession(t.database.db, t.env, { id, loginType: LoginType.ADMIN }, { ip: '127.0.0.1', userAgent: 'test' })).token;
}

/** Gives the account an enrolled second factor with one recovery code (as totp_enable leaves it). */
async function enrolTotp(id: number) {
  await t.database.db
    .update(users)
    .set({ totpSecret: t.app.box.sealText('JBSWY3DPEHPK3PXP'), totpEnabledAt: new Date() })
    .where(eq(users.id, id));
  await t.database.db.insert(recoveryCodes).values({ userId: id, codeHash: 'x'.repeat(64) });
}

describe('a change of an account’s 三员 role (issue 27)', () => {
  it('the security administrator cannot make an account whose password it knows a system administrator', async () => {
    const a = await account();
    // Step 1 of the issue: the auditor role; the answer carries the new password.
    const made = await roles(a.id, [StaffRole.AUDITOR], sec.token);
    expect(made.body).toMatchObject({ code: 1, msg: STAFF_MSG.rolesSavedNewPassword });
    const seen = made.body.data.password as string;
    // Step 2: system + operations, keeping the password it saw — refused, nothing changes.
    const before = await userRow(a.id);
    expect((await roles(a.id, [StaffRole.SYSTEM, StaffRole.OPERATIONS], sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.rolesTwoSteps,
    });
    // Taking the auditor role away first, then giving system: still not the security administrator's to give.
    const taken = await roles(a.id, [StaffRole.OPERATIONS], sec.token);
    expect(taken.body).toMatchObject({ code: 1, msg: STAFF_MSG.rolesSavedNewPassword });
    const seenAgain = taken.body.data.password as string;
    expect((await roles(a.id, [StaffRole.SYSTEM, StaffRole.OPERATIONS], sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.rolesBySystem,
    });
    expect((await userRow(a.id)).staffRoles).toEqual([StaffRole.OPERATIONS]);
    expect(before.staffRoles).toEqual([StaffRole.AUDITOR]);
    // The system administrator gives it: a new password, shown to it; neither password the security administrator saw works.
    const sysMade = await roles(a.id, [StaffRole.SYSTEM, StaffRole.OPERATIONS], sys.token);
    expect(sysMade.body).toMatchObject({ code: 1, msg: STAFF_MSG.rolesSavedNewPassword });
    const fresh = sysMade.body.data.password as string;
    for (const old of [a.password, seen, seenAgain])
      expect((await login(a.username, old)).body).toMatchObject({ code: 0, msg: MSG.badCredentials });
    expect((await login(a.username, fresh)).body).toMatchObject({
      code: 1,
      data: { restriction: 'password' },
    });
  });

  it('renews the password (changed at the next sign-in), ends the sessions and clears the second factor on gaining or losing one, audited', async () => {
    const a = await account([StaffRole.CONTENT]);
    for (const [to, by] of [
      [[StaffRole.AUDITOR, StaffRole.CONTENT], sec],
      [[StaffRole.SECURITY, StaffRole.CONTENT], sec],
      [[StaffRole.CONTENT], sec],
      [[StaffRole.SYSTEM], sys],
      [[StaffRole.CONTENT], sys],
    ] as const) {
      await enrolTotp(a.id);
      const session = await openSession(a.id);
      const res = await roles(a.id, [...to], by.token);
      expect(res.body, to.join()).toMatchObject({
        code: 1,
        msg: STAFF_MSG.rolesSavedNewPassword,
        data: { password: expect.stringMatching(/^[\w-]{16}$/) },
      });
      const row = await userRow(a.id);
      expect(row).toMatchObject({
        staffRoles: [...to],
        mustChangePassword: true,
        totpSecret: null,
        totpEnabledAt: null,
      });
      expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, a.id))).toEqual([]);
      expect(await liveSessions(a.id)).toBe(0);
      expect((await t.call(authCalls.securityInfo, {}, session)).body.code).toBe(Code.TOKEN_INVALID);
      const entry = await lastAudit('staff.roles');
      expect(entry).toMatchObject({ actorId: by.user.id, objectId: String(a.id) });
      expect(entry!.detail).toMatchObject({
        after: { roles: [...to] },
        password_reset: true,
        totp_reset: true,
        sessions_ended: 1,
      });
      expect(JSON.stringify(entry!.detail)).not.toContain(res.body.data.password);
    }
  });
});

describe('disabling and enabling the security administrators and auditors (issue 27)', () => {
  it('only the security administrator does it; the system administrator is refused and changes nothing', async () => {
    const auditor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR] });
    const security = await signIn(t, {
      type: LoginType.ADMIN,
      roles: [StaffRole.SECURITY, StaffRole.CONTENT],
    });
    for (const target of [auditor, security, sec]) {
      const res = await t.call(staffCalls.staffStatus, { id: target.user.id, status: 0 }, sys.token);
      expect(res.body).toMatchObject({ code: 0, msg: STAFF_MSG.statusBySecurity });
      expect((await userRow(target.user.id)).status).toBe(1);
      expect((await t.call(authCalls.userinfo, {}, target.token)).body.code).toBe(1);
    }
    for (const target of [auditor, security]) {
      expect((await t.call(staffCalls.staffStatus, { id: target.user.id, status: 0 }, sec.token)).body).toMatchObject({
        code: 1,
        msg: STAFF_MSG.disabled,
      });
      expect((await t.call(authCalls.userinfo, {}, target.token)).body.code).toBe(Code.TOKEN_INVALID);
      expect((await t.call(staffCalls.staffStatus, { id: target.user.id, status: 1 }, sec.token)).body).toMatchObject({
        code: 1,
        msg: STAFF_MSG.enabled,
      });
      expect((await userRow(target.user.id)).status).toBe(1);
    }
    expect(await lastAudit('staff.enable')).toMatchObject({
      actorId: sec.user.id,
      objectId: String(security.user.id),
    });
    // The other accounts stay the system administrator's.
    const editor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] });
    expect((await t.call(staffCalls.staffStatus, { id: editor.user.id, status: 0 }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.statusBySystem,
    });
    expect((await t.call(staffCalls.staffStatus, { id: sys.user.id, status: 0 }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.statusBySystem,
    });
    expect((await t.call(staffCalls.staffStatus, { id: sec.user.id, status: 0 }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.notOwnStatus,
    });
  });

  it('never disables the last enabled security administrator: two disabling each other at once leave one', async () => {
    const park = await createTestApp();
    try {
      await signIn(park, { type: LoginType.ADMIN, roles: [StaffRole.SYSTEM] });
      const a = await signIn(park, { type: LoginType.ADMIN, roles: [StaffRole.SECURITY] });
      const b = await signIn(park, { type: LoginType.ADMIN, roles: [StaffRole.SECURITY] });
      const both = await Promise.all([
        park.call(staffCalls.staffStatus, { id: b.user.id, status: 0 }, a.token),
        park.call(staffCalls.staffStatus, { id: a.user.id, status: 0 }, b.token),
      ]);
      // One succeeds; the other is refused by the staff lock's count, or (when it came second) its session ended.
      expect(both.filter((r) => r.body.code === 1)).toHaveLength(1);
      const loser = both.find((r) => r.body.code !== 1)!;
      expect([
        [0, STAFF_MSG.lastSecurity],
        [Code.TOKEN_INVALID, MSG.tokenInvalid],
      ]).toContainEqual([loser.body.code, loser.body.msg]);
      const status = async (id: number) => (await park.database.db.select().from(users).where(eq(users.id, id)))[0]!.status;
      expect([await status(a.user.id), await status(b.user.id)].sort()).toEqual([0, 1]);
      // The one left cannot be disabled, whoever asks (the rule the lock applies, called as the route does).
      const left = (await status(a.user.id)) === 1 ? a : b;
      await expect(setStatus(park.database.db, left.user.id, 0, new Date(), () => undefined)).rejects.toThrow(STAFF_MSG.lastSecurity);
      expect(await status(left.user.id)).toBe(1);
    } finally {
      await park.close();
    }
  });
});

describe('resetting another person’s second factor (issue 27)', () => {
  it('the security administrator clears it (audited, sessions ended); the owner then signs in with the password and enrols again', async () => {
    const a = await account([StaffRole.OPERATIONS]);
    const changed = 'Duty-Owner-Passw0rd!';
    const first = sessionOf(await login(a.username, a.password)).token;
    await t.call(authCalls.changePassword, { old_password: a.password, password: changed, confirm: changed }, first);
    await enrolTotp(a.id);
    expect((await login(a.username, changed)).body).toMatchObject({ code: 0, data: { otp_required: true } });
    const session = await openSession(a.id);

    const res = await t.call(staffCalls.staffTotpReset, { id: a.id }, sec.token);
    expect(res.body).toMatchObject({ code: 1, msg: STAFF_MSG.totpReset, data: { id: a.id } });
    expect(await userRow(a.id)).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, a.id))).toEqual([]);
    expect(await liveSessions(a.id)).toBe(0);
    expect((await t.call(authCalls.securityInfo, {}, session)).body.code).toBe(Code.TOKEN_INVALID);
    expect(await lastAudit('staff.totp_reset')).toMatchObject({
      actorId: sec.user.id,
      objectId: String(a.id),
      detail: { before: { totp_enabled: true }, after: { totp_enabled: false }, sessions_ended: 1 },
    });
    expect((await login(a.username, changed)).body).toMatchObject({ code: 1, data: { restriction: null } });

    // Nothing left to reset; not one's own; not a stranger's id; never the system administrator (无权访问).
    expect((await t.call(staffCalls.staffTotpReset, { id: a.id }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.totpNotSet,
    });
    await enrolTotp(sec.user.id);
    expect((await t.call(staffCalls.staffTotpReset, { id: sec.user.id }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.notOwnTotp,
    });
    expect((await userRow(sec.user.id)).totpEnabledAt).not.toBeNull();
    expect((await t.call(staffCalls.staffTotpReset, { id: 2_000_000 }, sec.token)).body).toMatchObject({
      code: 0,
      msg: STAFF_MSG.notFound,
    });
    await enrolTotp(a.id);
    const refused = await t.call(staffCalls.staffTotpReset, { id: a.id }, sys.token);
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([200, 0, MSG.forbidden]);
    expect((await userRow(a.id)).totpEnabledAt).not.toBeNull();
  });
});
