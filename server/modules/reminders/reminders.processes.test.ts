import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { addDays } from '../../../shared/billing/rules';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { reminders } from '../../db/schema/index';
import { testEnv } from '../../env';
import { FakeAliyunSms } from '../../test/fake-aliyun-sms';
import { closeChannels, createChannels, type ReminderChannel } from './channels';
import { makeCompany, makeFee, makeLease, parkTime } from './reminders.fixtures';
import { MAX_REMINDER_ATTEMPTS, runReminders } from './reminders.service';

/**
 * Once-only across processes and restarts. On PostgreSQL (TEST_DATABASE_URL) each "process" opens its own pool
 * on the same database, as two server processes would. PGlite allows one process per data directory, so there
 * the two apps share one Database object (the claim is still what keeps them apart), and a restart closes the
 * embedded database and opens its directory again.
 */
const base = process.env.TEST_DATABASE_URL;
const DAY0 = '2026-04-01';
let clock = parkTime(DAY0, 10);
const fake = new FakeAliyunSms();
let dataDir: string;
let dbName = '';
let dbUrl: string | undefined;

type Proc = { app: FastifyInstance; database: Database; channels: ReminderChannel[]; ownsDatabase: boolean };

async function openShared(): Promise<Database> {
  return dbUrl ? openDatabase({ databaseUrl: dbUrl, poolSize: 4 }) : openDatabase({ dataDir });
}

async function startProcess(shared?: Database): Promise<Proc> {
  const database = shared ?? (await openShared());
  const env = testEnv({ DATA_DIR: dataDir, REMINDER_CHANNELS: 'sms', ...fake.env() });
  const app = await buildApp({ env, database, now: () => clock });
  await app.ready();
  return { app, database, channels: createChannels(env, app.log), ownsDatabase: !shared };
}

async function stopProcess(p: Proc) {
  await closeChannels(p.channels);
  await p.app.close();
  if (p.ownsDatabase) await p.database.close();
}

const run = (p: Proc) => runReminders({ db: p.database.db, channels: p.channels, now: clock, log: p.app.log });

let a: Proc;
let b: Proc;
const expected: { phone: string; item: string }[] = [];

beforeAll(async () => {
  await fake.start();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'reminders-proc-'));
  if (base) {
    dbName = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
  }
  a = await startProcess();
  await a.database.migrate();
  b = dbUrl ? await startProcess() : await startProcess(a.database);
  const db = a.database.db;
  for (let i = 0; i < 16; i++) {
    const co = await makeCompany(db, { mobile: `1370000${String(1000 + i)}` });
    const lease = await makeLease(db, co.id, addDays(DAY0, [30, 12, 7, 3, 1, 0, -2, -40][i % 8]!), { roomNumber: `P-${i}` });
    expected.push({ phone: co.mobile, item: `房租（${lease.roomNumber}）` });
    if (i % 4 === 0) {
      await makeFee(db, co.id, addDays(DAY0, 5), '物业费');
      expected.push({ phone: co.mobile, item: '服务费（物业费）' });
    }
  }
  // Beyond the widest threshold today; tomorrow it enters the 30-day window.
  await makeLease(db, (await makeCompany(db, { mobile: '13700003131' })).id, addDays(DAY0, 31), { roomNumber: 'P-31' });
}, 60_000);

afterAll(async () => {
  await stopProcess(b).catch(() => undefined);
  await stopProcess(a).catch(() => undefined);
  await fake.stop();
  if (base && dbName) {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  }
  await rm(dataDir, { recursive: true, force: true });
});

const sentKeys = () => fake.messages.map((m) => `${m.phone} ${m.params.item}`).sort();

describe('two processes on one database', () => {
  it('run at the same moment: every reminder is delivered exactly once', async () => {
    // Both pools connected first, then three runs in each process at once, so they race for the same contracts.
    await Promise.all([a.database.db.select().from(reminders), b.database.db.select().from(reminders)]);
    const summaries = await Promise.all([run(a), run(b), run(a), run(b), run(a), run(b)]);
    expect(summaries.reduce((n, s) => n + s.claimed, 0)).toBe(expected.length);
    expect(summaries.reduce((n, s) => n + s.sent, 0)).toBe(expected.length);
    expect(sentKeys()).toEqual(expected.map((e) => `${e.phone} ${e.item}`).sort());
    const rows = await a.database.db.select().from(reminders);
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('running both again, several times at once, sends nothing more', async () => {
    const summaries = await Promise.all([run(a), run(b), run(a), run(b)]);
    expect(summaries.reduce((n, s) => n + s.claimed, 0)).toBe(0);
    expect(fake.messages).toHaveLength(expected.length);
  });
});

describe('restart', () => {
  it("a new process on the same database resends nothing, and sends the next day's reminders once", async () => {
    await stopProcess(b);
    await stopProcess(a);
    a = await startProcess();
    b = dbUrl ? await startProcess() : await startProcess(a.database);
    expect(await run(a)).toMatchObject({ claimed: 0 });
    expect(fake.messages).toHaveLength(expected.length);

    // Next day: the 1-day leases lapse (threshold 0) and the 31-day one reaches 30; the others stay at their threshold.
    clock = parkTime(addDays(DAY0, 1), 9, 30);
    const [sa, sb] = await Promise.all([run(a), run(b)]);
    expect(sa.claimed + sb.claimed).toBe(3);
    const fresh = fake.messages
      .slice(expected.length)
      .map((m) => `${m.params.item} ${m.params.days}`)
      .sort();
    expect(fresh).toEqual(['房租（P-12） 0', '房租（P-31） 30', '房租（P-4） 0']);
  });
});

describe('Alibaba Cloud errors', () => {
  it('a refused SMS (isv.BUSINESS_LIMIT_CONTROL) is recorded as failed and retried by later runs, up to 3 attempts', async () => {
    const co = await makeCompany(a.database.db, { mobile: '13900009999' });
    const lease = await makeLease(a.database.db, co.id, addDays(DAY0, 8));
    fake.failWith = { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发分钟级流控Permits:1', times: 100 };
    const before = fake.requests.length;
    for (let i = 1; i <= MAX_REMINDER_ATTEMPTS + 1; i++) {
      const s = await run(i % 2 ? a : b);
      expect(s).toMatchObject(i <= MAX_REMINDER_ATTEMPTS ? { claimed: 1, failed: 1 } : { claimed: 0 });
      clock = new Date(clock.getTime() + 3_600_000);
    }
    expect(fake.requests.length - before).toBe(MAX_REMINDER_ATTEMPTS);
    const [row] = await a.database.db.select().from(reminders).where(eq(reminders.recordId, lease.id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_REMINDER_ATTEMPTS, threshold: 7 });
    expect(row!.deliveries).toEqual([
      {
        channel: 'sms',
        to: '139****9999',
        status: 'failed',
        error: 'isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控Permits:1',
        at: expect.any(String),
        attempt: 3,
      },
    ]);
    fake.failWith = null;
  });

  it('a refusal followed by success: sent on the retry, once', async () => {
    const co = await makeCompany(a.database.db, { mobile: '13900008888' });
    await makeLease(a.database.db, co.id, addDays(parkTimeDay(), 2));
    fake.failWith = { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发分钟级流控Permits:1', times: 1 };
    expect(await run(a)).toMatchObject({ claimed: 1, failed: 1 });
    clock = new Date(clock.getTime() + 3_600_000);
    const [sa, sb] = await Promise.all([run(a), run(b)]);
    expect(sa.sent + sb.sent).toBe(1);
    expect(fake.messages.filter((m) => m.phone === '13900008888')).toHaveLength(1);
  });
});

function parkTimeDay(): string {
  return new Date(clock.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
