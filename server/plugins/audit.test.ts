import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { LoginType } from '../../shared/constants';
import { auditLog, companies } from '../db/schema/index';
import { verifyAuditChain } from '../lib/audit';
import { createTestApp, signIn, type TestApp } from '../test/harness';

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
    const res = await t.call('/api/index/apply_list', {}, token);
    expect(res.body).toMatchObject({ code: 0, msg: '无权访问' });
    const rows = (await rowsOf('refused.forbidden')).filter((r) => r.actorId === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false, actorType: LoginType.PERSONAL, objectType: 'request', objectId: 'POST' });
    expect(rows[0]!.detail).toEqual({ path: '/api/index/apply_list', code: 0, status: 403 });
  });

  it('records staff calling a personal call', async () => {
    const { user, token } = await signIn(t, { type: LoginType.ADMIN });
    const res = await t.call('/api/index/my_shop', {}, token);
    expect(res.body.code).toBe(0);
    const rows = (await rowsOf('refused.forbidden')).filter((r) => r.actorId === user.id);
    expect(rows.map((r) => r.detail)).toEqual([{ path: '/api/index/my_shop', code: 0, status: 403 }]);
  });

  it('records a presented token that gives no session, without the token; a visitor with none is not recorded', async () => {
    const before = (await rowsOf('refused.session')).length;
    const anonymous = await t.call('/api/index/userinfo', {});
    expect(anonymous.body.code).toBe(50008);
    expect(await rowsOf('refused.session')).toHaveLength(before);

    const forged = 'forged-token-value-0123456789';
    const res = await t.call('/api/index/userinfo', {}, forged);
    expect(res.body.code).toBe(50008);
    const rows = await rowsOf('refused.session');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ success: false, actorId: null, detail: { path: '/api/index/userinfo', code: 50008, status: 200 } });
    expect(JSON.stringify(rows)).not.toContain(forged);
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

describe('rate-limited requests in the audit trail', () => {
  it('records a 429 once per address and path in a window, not once per request', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.call('/api/demo/lease_list', {})).status);
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
      .values({ userId: owner.user.id, name: '滨江智造', contactName: '陈', mobile: '13800001111', idFrontPath: '/files/1', idBackPath: '/files/2' })
      .returning();
    const admin = await signIn(t, { type: LoginType.ADMIN });
    const res = await t.call('/api/index/apply_list', { start: 1 }, admin.token);
    expect(res.body.code).toBe(1);
    const rows = (await rowsOf('application.view')).filter((r) => r.actorId === admin.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: true, objectType: 'company', objectId: String(company!.id) });
    expect(rows[0]!.detail).toEqual({ path: '/api/index/apply_list', ids: [company!.id], id_photos: [company!.id], keyword: '' });

    const other = await signIn(t);
    expect((await t.call('/api/index/apply_list', {}, other.token)).body.msg).toBe('无权访问');
    expect((await rowsOf('application.view')).filter((r) => r.actorId === other.user.id)).toHaveLength(0);
  });
});
