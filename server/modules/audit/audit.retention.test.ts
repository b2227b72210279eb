import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { AUDIT_PURGE_ACTION } from '../../../shared/contracts/audit';
import { auditLog } from '../../db/schema/index';
import { loadEnv } from '../../env';
import { describeChainReport, verifyAuditChain } from '../../lib/audit';
import { createTestApp, type TestApp } from '../../test/harness';
import { runHousekeeping } from '../housekeeping/housekeeping.service';
import { asTableOwner, writeLine } from './audit.fixtures';
import { purgeAuditTrail } from './audit.service';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUDIT_RETENTION_DAYS: '184' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await asTableOwner(t.database.db, sql`delete from audit_log`);
});

/** The database's clock: the trigger compares with now(), so the purge is run at the same time. */
const now = () => new Date();
const daysAgo = (d: number) => new Date(Date.now() - d * DAY);
const remaining = async () => (await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id))).map((r) => r.action);

/** Runs a statement and gives back the database's refusal, or null. */
const refusal = (statement: ReturnType<typeof sql>) =>
  t.database.db.execute(statement).then(
    () => null,
    (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
  );

describe('audit retention', () => {
  it('the housekeeping job deletes lines past AUDIT_RETENTION_DAYS (185 days) and keeps younger ones (183 days); the chain still verifies', async () => {
    const db = t.database.db;
    await writeLine(db, { at: daysAgo(400), action: 'test.400' });
    const newestGone = await writeLine(db, { at: daysAgo(185), action: 'test.185' });
    const firstKept = await writeLine(db, { at: daysAgo(183), action: 'test.183' });
    await writeLine(db, { at: daysAgo(1), action: 'test.1' });
    expect(t.env.AUDIT_RETENTION_DAYS).toBe(184);

    const counts = await runHousekeeping({ db, storage: t.app.storage, env: t.env, now: now() });
    expect(counts.audit_log).toBe(2);
    expect(await remaining()).toEqual(['test.183', 'test.1', AUDIT_PURGE_ACTION]);

    const [line] = await db.select().from(auditLog).where(eq(auditLog.action, AUDIT_PURGE_ACTION));
    expect(line).toMatchObject({ actorId: null, objectType: 'audit_log', success: true });
    expect(line!.detail).toMatchObject({ rows: 2, retention_days: 184, last_id: newestGone.id, last_hash: newestGone.hash });
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, firstKept.id));
    expect(kept!.prevHash).toBe(newestGone.hash);

    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({
      ok: true,
      total: 3,
      chained: 3,
      purged: { throughId: newestGone.id, hash: newestGone.hash, anchorId: line!.id },
    });
    expect(describeChainReport(report)).toContain(`#${newestGone.id} 及更早的行已按保存期限清理`);

    // Nothing more to do: no second line.
    expect(await purgeAuditTrail(db, 184, now())).toBe(0);
    expect(await remaining()).toEqual(['test.183', 'test.1', AUDIT_PURGE_ACTION]);
  });

  it('deletes only the oldest run of lines: an old line after a younger one waits, so the chain stays whole', async () => {
    const db = t.database.db;
    await writeLine(db, { at: daysAgo(300), action: 'test.300' });
    await writeLine(db, { at: daysAgo(183), action: 'test.183' });
    await writeLine(db, { at: daysAgo(250), action: 'test.250-later-id' });
    expect(await purgeAuditTrail(db, 184, now())).toBe(1);
    expect(await remaining()).toEqual(['test.183', 'test.250-later-id', AUDIT_PURGE_ACTION]);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('chains its line to the last deleted row when every line was old', async () => {
    const db = t.database.db;
    await writeLine(db, { at: daysAgo(500), action: 'test.500' });
    const last = await writeLine(db, { at: daysAgo(200), action: 'test.200' });
    expect(await purgeAuditTrail(db, 184, now())).toBe(2);
    const rows = await db.select().from(auditLog);
    expect(rows.map((r) => [r.action, r.prevHash])).toEqual([[AUDIT_PURGE_ACTION, last.hash]]);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, purged: { throughId: last.id } });
  });

  it('the database refuses to delete a line younger than 184 days, to change any line, or to empty the table', async () => {
    const db = t.database.db;
    const old = await writeLine(db, { at: daysAgo(185), action: 'test.185' });
    const young = await writeLine(db, { at: daysAgo(183), action: 'test.183' });
    expect(await refusal(sql`delete from audit_log where id = ${young.id}`)).toMatch(/audit_log is append-only/);
    // 182 days is past 180 but not past the longest six calendar months: still refused.
    const sixMonths = await writeLine(db, { at: daysAgo(182), action: 'test.182' });
    expect(await refusal(sql`delete from audit_log where id = ${sixMonths.id}`)).toMatch(/audit_log is append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/audit_log is append-only/);
    expect(await refusal(sql`update audit_log set action = 'changed' where id = ${old.id}`)).toMatch(/audit_log is append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/audit_log is append-only/);
    expect(await remaining()).toEqual(['test.185', 'test.183', 'test.182']);
    // An old line may go (only the purge does it, with its line; without one the verifier reports the gap).
    expect(await refusal(sql`delete from audit_log where id = ${old.id}`)).toBeNull();
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, broken: { id: young.id, reason: 'link' } });
  });

  it('a removed first row after a purge is still caught', async () => {
    const db = t.database.db;
    await writeLine(db, { at: daysAgo(200), action: 'test.200' });
    const first = await writeLine(db, { at: daysAgo(100), action: 'test.100' });
    const second = await writeLine(db, { at: daysAgo(50), action: 'test.50' });
    await purgeAuditTrail(db, 184, now());
    expect((await verifyAuditChain(db)).ok).toBe(true);
    await asTableOwner(db, sql`delete from audit_log where id = ${first.id}`);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, broken: { id: second.id, reason: 'link', previousId: null } });
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('defaults to 365 days, and a value under 184 (6 months) stops the start with one Chinese line', () => {
    expect(loadEnv({}).AUDIT_RETENTION_DAYS).toBe(365);
    expect(loadEnv({ AUDIT_RETENTION_DAYS: '184' }).AUDIT_RETENTION_DAYS).toBe(184);
    expect(() => loadEnv({ AUDIT_RETENTION_DAYS: '183' })).toThrow(
      '配置错误 AUDIT_RETENTION_DAYS: AUDIT_RETENTION_DAYS 应为 184 至 3650 的整数（审计日志至少保存 6 个月）',
    );
    expect(() => loadEnv({ AUDIT_RETENTION_DAYS: 'abc' })).toThrow('AUDIT_RETENTION_DAYS 应为 184 至 3650 的整数');
  });
});
