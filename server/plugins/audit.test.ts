import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { LoginType } from '../../shared/constants';
import { auditLog, companies, sessions } from '../db/schema/index';
import { verifyAuditChain } from '../lib/audit';
import { createTestApp, signIn, type TestApp } from '../test/harness';
import * as applicationsCalls from '../../shared/calls/applications';
import * as auditCalls from '../../shared/calls/audit';
import * as authCalls from '../../shared/calls/auth';
import * as roomsCalls from '../../shared/calls/rooms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// In id order: with the index on (action, at DESC) an unordered read may come back newest first.
const rowsOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

describe('refused requests in the audit trail', () => {
  it('records a personal user calling an administrators’ call (无权访问) with success=false', async () => {
    const { user, token } = await signIn(t);
    const res = await t.call(applicationsCalls.applyList, {}, token);
    expect(res.body).toMatchObject({ code: 0, msg: '无权访问' });
    const rows = (await rowsOf('refused.forbidden')).filter((r) => r.actorId === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false, actorType: LoginType.PERSONAL, objectType: 'request', objectId: 'POST' });
    // Keyed on the refusal (a ForbiddenError), not on an HTTP status: 无权访问 is answered HTTP 200 like every business refusal.
    expect(rows[0]!.detail).toEqual({ path: '/api/index/apply_list', code: 0, status: 200 });
  });

  it('records staff calling a personal call', async () => {
    const { user, token } = await signIn(t, { type: LoginType.ADMIN });
    const res = await t.call(applicationsCalls.myShop, {}, token);
    expect(res.body.code).toBe(0);
    const rows = (await rowsOf('refused.forbidden')).filter((r) => r.actorId === user.id);
    expect(rows.map((r) => r.detail)).toEqual([{ path: '/api/index/my_shop', code: 0, status: 200 }]);
  });

  it('records each refusal of a session that existed (ended, expired), without the token; an unknown token and a visitor with none are not written at once', async () => {
    const before = (await rowsOf('refused.session')).length;
    const anonymous = await t.call(authCalls.userinfo, {});
    expect(anonymous.body.code).toBe(50008);
    const forged = await t.call(authCalls.userinfo, {}, 'forged-token-value-0123456789');
    expect(forged.body.code).toBe(50008);
    expect(await rowsOf('refused.session')).toHaveLength(before);

    // Ended by staff (end_session), then another one expired.
    const ended = await signIn(t);
    await t.database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'ended' }).where(eq(sessions.userId, ended.user.id));
    for (let i = 0; i < 2; i++) expect((await t.call(authCalls.userinfo, {}, ended.token)).body.code).toBe(50008);
    const expired = await signIn(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    expect((await t.call(authCalls.userinfo, {}, expired.token)).body.code).toBe(50014);

    const rows = await rowsOf('refused.session');
    expect(rows.slice(before).map((r) => r.detail)).toEqual([
      { path: '/api/index/userinfo', code: 50008, status: 200 },
      { path: '/api/index/userinfo', code: 50008, status: 200 },
      { path: '/api/index/userinfo', code: 50014, status: 200 },
    ]);
    expect(rows.at(-1)).toMatchObject({ success: false, actorId: null });
    for (const token of [ended.token, expired.token]) expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('keeps the path without its query string', async () => {
    const { token } = await signIn(t);
    await t.app.inject({ method: 'GET', url: '/api/admin/warn_export?kind=1&keyword=secret-sign', headers: { token } });
    const rows = await rowsOf('refused.forbidden');
    expect(rows.at(-1)!.detail).toMatchObject({ path: '/api/admin/warn_export' });
    expect(JSON.stringify(rows)).not.toContain('secret-sign');
  });

  it('keeps the chain intact through all of it', async () => {
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
  });
});

describe('refusals of tokens that name no session: counted per network and minute, not written one by one', () => {
  it('5 000 unknown tokens from one address and one /64 leave a handful of lines holding the count; a refused staff call is still recorded', async () => {
    const x = await createTestApp();
    try {
      // Staff without the auditor's role, calling the audit viewer: a genuine refusal, recorded at once.
      const staff = await signIn(x, { type: LoginType.ADMIN });
      expect((await x.call(auditCalls.auditList, {}, staff.token)).body.msg).toBe('无权访问');

      const v6 = ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::1', '2001:db8:1:2:1:2:3:4', '2001:db8:1:2::9'];
      const from = (i: number) => (i < 4000 ? '203.0.113.7' : v6[i % v6.length]!);
      const tokens: string[] = [];
      for (let start = 0; start < 5000; start += 250) {
        const chunk = Array.from({ length: 250 }, (_, k) => {
          const token = randomBytes(16).toString('hex');
          if (tokens.length < 3) tokens.push(token);
          return x.call(authCalls.userinfo, {}, token, { ip: from(start + k) });
        });
        for (const res of await Promise.all(chunk)) expect(res.body.code).toBe(50008);
      }
      const forbidden = await x.database.db.select().from(auditLog).where(eq(auditLog.action, 'refused.forbidden'));
      expect(forbidden.map((r) => [r.actorId, r.detail])).toEqual([
        [staff.user.id, { path: '/api/admin/audit_list', code: 0, status: 200 }],
      ]);

      await x.app.close(); // writes the minutes still open
      const rows = await x.database.db.select().from(auditLog).where(eq(auditLog.action, 'refused.session')).orderBy(asc(auditLog.id));
      // One line per network and minute: 2, or 4 should the requests straddle a minute.
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.length).toBeLessThanOrEqual(4);
      const byNetwork = new Map<string, number>();
      for (const row of rows) {
        const d = row.detail as { count: number; network: string; from: string; to: string };
        expect(row).toMatchObject({ success: false, actorId: null, objectType: 'request', objectId: 'POST' });
        expect(d).toMatchObject({ path: '/api/index/userinfo', last_path: '/api/index/userinfo', code: 50008, status: 200 });
        expect(Date.parse(d.to) - Date.parse(d.from)).toBe(60_000);
        byNetwork.set(d.network, (byNetwork.get(d.network) ?? 0) + d.count);
      }
      expect(Object.fromEntries(byNetwork)).toEqual({ '203.0.113.7': 4000, '2001:db8:1:2::/64': 1000 });
      expect(rows.find((r) => (r.detail as { network: string }).network === '203.0.113.7')!.ip).toBe('203.0.113.7');
      for (const token of tokens) expect(JSON.stringify(rows)).not.toContain(token);
      expect((await verifyAuditChain(x.database.db)).ok).toBe(true);
    } finally {
      await x.close();
    }
  }, 120_000);
});

describe('rate-limited requests in the audit trail', () => {
  it('records a 429 once per address and path in a window, not once per request', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.call(roomsCalls.roomList, {})).status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      const rows = await limited.database.db.select().from(auditLog).where(eq(auditLog.action, 'refused.rate_limit'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ success: false, detail: { path: '/api/demo/lease_list', code: 0, status: 429 } });
    } finally {
      await limited.close();
    }
  });
});

describe('reads of applications with ID photos', () => {
  it('records the staff’s view of the applications (application.view) with the ids shown', async () => {
    const owner = await signIn(t);
    const [company] = await t.database.db
      .insert(companies)
      .values({
        userId: owner.user.id,
        name: '滨江智造',
        contactName: '陈',
        mobile: '13800001111',
        idFrontPath: '/files/1',
        idBackPath: '/files/2',
      })
      .returning();
    const admin = await signIn(t, { type: LoginType.ADMIN });
    const res = await t.call(applicationsCalls.applyList, { start: 1 }, admin.token);
    expect(res.body.code).toBe(1);
    const rows = (await rowsOf('application.view')).filter((r) => r.actorId === admin.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: true, objectType: 'company', objectId: String(company!.id) });
    expect(rows[0]!.detail).toEqual({ path: '/api/index/apply_list', ids: [company!.id], id_photos: [company!.id], keyword: '' });

    const other = await signIn(t);
    expect((await t.call(applicationsCalls.applyList, {}, other.token)).body.msg).toBe('无权访问');
    expect((await rowsOf('application.view')).filter((r) => r.actorId === other.user.id)).toHaveLength(0);
  });
});
