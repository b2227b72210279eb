import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';
import { audit, canonicalJson, chainHash, describeChainReport, verifyAuditChain } from './audit';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

/** What a DBA (the table's owner) could do: switch the append-only triggers off, change the table, switch them on. */
async function asOwner(db: Db, statement: ReturnType<typeof sql>) {
  await db.execute(sql`alter table audit_log disable trigger user`);
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql`alter table audit_log enable trigger user`);
  }
}

/** A fresh trail of `n` lines written by audit(). */
async function writeTrail(n: number) {
  await asOwner(db, sql`delete from audit_log`);
  for (let i = 0; i < n; i++) {
    await audit(db, null, { action: 'test.write', objectType: 'thing', objectId: i, detail: { n: i, note: `第 ${i} 行` } });
  }
  return (await db.select().from(auditLog).orderBy(asc(auditLog.id))).map((r) => r.id);
}

describe('audit hash chain', () => {
  beforeEach(async () => {
    await asOwner(db, sql`delete from audit_log`);
  });

  it('chains each row to the previous one and verifies an intact trail', async () => {
    const ids = await writeTrail(5);
    const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(rows[0]!.prevHash).toBe('');
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    for (const row of rows) expect(row.hash).toBe(chainHash(row.prevHash, row));
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ ok: true, total: 5, chained: 5, legacy: 0, broken: null, last: { id: ids[4] } });
    expect(describeChainReport(report)).toMatch(/审计日志哈希链完整.*Audit chain intact/);
  });

  it('detects a changed field in one row', async () => {
    const ids = await writeTrail(5);
    await asOwner(db, sql`update audit_log set actor_id = 42 where id = ${ids[2]}`);
    const report = await verifyAuditChain(db);
    expect(report.ok).toBe(false);
    expect(report.broken).toEqual({ id: ids[2], reason: 'altered', previousId: ids[1] });
    expect(describeChainReport(report)).toMatch(/审计日志哈希链断裂.*被改动.*Audit chain broken/);
  });

  it('detects a changed detail and a changed time', async () => {
    const ids = await writeTrail(4);
    await asOwner(db, sql`update audit_log set detail = '{"n": 99}'::jsonb where id = ${ids[1]}`);
    expect((await verifyAuditChain(db)).broken).toMatchObject({ id: ids[1], reason: 'altered' });
    const more = await writeTrail(3);
    await asOwner(db, sql`update audit_log set at = at - interval '1 day' where id = ${more[2]}`);
    expect((await verifyAuditChain(db)).broken).toMatchObject({ id: more[2], reason: 'altered' });
  });

  it('detects a removed row (the next row no longer links), even with the row re-hashed around it', async () => {
    const ids = await writeTrail(5);
    await asOwner(db, sql`delete from audit_log where id = ${ids[2]}`);
    const report = await verifyAuditChain(db);
    expect(report.broken).toEqual({ id: ids[3], reason: 'link', previousId: ids[1] });
    expect(describeChainReport(report)).toMatch(/删除.*removed/);
  });

  it('detects a removed first row and a row inserted around audit()', async () => {
    const ids = await writeTrail(3);
    await asOwner(db, sql`delete from audit_log where id = ${ids[0]}`);
    expect((await verifyAuditChain(db)).broken).toMatchObject({ id: ids[1], reason: 'link', previousId: null });
    await writeTrail(2);
    await db.insert(auditLog).values({ action: 'forged', objectType: 'thing' });
    expect((await verifyAuditChain(db)).broken).toMatchObject({ reason: 'unchained' });
  });

  it('reports rows written before the chain as legacy, not failures, and gaps in ids are fine', async () => {
    await db.insert(auditLog).values([{ action: 'old.one' }, { action: 'old.two' }]);
    await db.execute(sql`select nextval(pg_get_serial_sequence('audit_log', 'id'))`);
    await audit(db, null, { action: 'test.write' });
    await audit(db, null, { action: 'test.write' });
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ ok: true, total: 4, legacy: 2, chained: 2 });
    expect(describeChainReport(report)).toContain('链前旧记录 2 行');
  });

  it('keeps one chain under concurrent writers, inside and outside transactions (a rolled-back line leaves no hole)', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => audit(db, null, { action: 'test.concurrent', objectId: i })));
    await db.transaction(async (tx) => {
      await audit(tx, null, { action: 'test.in_tx' });
    });
    await db
      .transaction(async (tx) => {
        await audit(tx, null, { action: 'test.rolled_back' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await audit(db, null, { action: 'test.after' });
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ ok: true, total: 14, chained: 14 });
    const hashes = (await db.select().from(auditLog)).map((r) => r.prevHash);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('hashes what the database keeps: controls, surrogates, dates, key order and over-long values', async () => {
    await audit(db, null, {
      action: 'test.detail',
      objectId: 'x'.repeat(63) + '😀',
      detail: {
        z: 1,
        a: { y: [1, undefined, 'a\u0000b'], b: new Date('2025-01-02T03:04:05Z') },
        lone: 'x\ud800y',
        gone: undefined,
        big: 2 ** 60,
        f: 0.1,
      },
    });
    const [row] = await db.select().from(auditLog);
    expect(row!.detail).toEqual({ z: 1, a: { y: [1, null, 'ab'], b: '2025-01-02T03:04:05.000Z' }, lone: 'xy', big: 2 ** 60, f: 0.1 });
    expect(row!.objectId).toBe('x'.repeat(63));
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('writes canonical JSON with sorted keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: null }] })).toBe('{"a":[{"c":null,"d":1}],"b":1}');
  });
});

describe('append-only audit_log', () => {
  it("refuses UPDATE, DELETE and TRUNCATE on the application's connection", async () => {
    await audit(db, null, { action: 'test.append_only' });
    for (const statement of [sql`update audit_log set action = 'changed'`, sql`delete from audit_log`, sql`truncate audit_log`]) {
      const err = await db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      expect(err?.cause?.message ?? err?.message).toMatch(/audit_log is append-only/);
    }
    expect((await db.select().from(auditLog)).some((r) => r.action === 'test.append_only')).toBe(true);
  });
});

describe('npm run audit:verify', () => {
  it('exits 1 and names the broken row when a row of the embedded database was altered', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'audit-verify-'));
    try {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      for (let i = 0; i < 3; i++) await audit(database.db, null, { action: 'test.cli', objectId: i });
      const [, second] = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
      expect((await verifyAuditChain(database.db)).ok).toBe(true);
      await asOwner(database.db, sql`update audit_log set ip = '10.0.0.1' where id = ${second!.id}`);
      await database.close();

      const { DATABASE_URL: _unused, ...inherited } = process.env;
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
        env: { ...inherited, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(run.stdout).toContain(`审计日志哈希链断裂：第 #${second!.id} 行`);
      expect(run.status).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
