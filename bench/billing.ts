/**
 * The billing part of `npm run bench` (issue 9): the staff's warning lists and overview at 10 000 live leases
 * and 10 000 fee contracts, on the embedded database and on PostgreSQL. Each database gets 1 000 settled
 * companies, 10 000 rooms (one live lease each) and paid-through dates spread from 60 days overdue to a year
 * ahead (about a fifth are warned). The real server runs in a child process; autocannon sends the staff's
 * token header. Figures only, nothing asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../shared/constants';
import { addDays, contractEnd, parkToday, WarnTab } from '../shared/billing/rules';
import { openDatabase, type Database } from '../server/db/client';
import { companies, leases, rooms, serviceFees } from '../server/db/schema/index';
import { searchText, searchTokens } from '../server/lib/search';
import { freePort, rssKb, servingPid, startServer, stopServer } from '../scripts/lib/server-process';
import { rng } from './seed-bulk';
import { ACCEPT_ENCODING, CONNECTIONS, SHORT_DURATION } from './targets';

export const BILLING_LEASES = Number(process.env.BENCH_LEASES ?? 10_000);
const COMPANIES = Math.max(1, Math.round(BILLING_LEASES / 10));
const BATCH = 1000;

export type BillingRow = {
  call: string;
  count: number | null;
  singleMs: number;
  rps: number;
  p50: number | null;
  p99: number | null;
  failures: number;
  rssMb: number;
};
export type BillingResult = { label: string; leases: number; seedSeconds: number; rows: BillingRow[] };

/** Inserts the companies, rooms, leases and fee contracts (deterministic, so both databases get the same rows). */
async function seedBilling(database: Database, today: string): Promise<void> {
  const db = database.db;
  const r = rng(9);
  for (let done = 0; done < COMPANIES; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, COMPANIES - done) }, (_, i) => {
      const n = done + i + 1;
      const name = `${r.pick(['滨江', '钱塘', '西溪', '云栖', '良渚', '之江'])}${r.pick(['智能', '数据', '生物', '新能源', '软件', '传感'])}科技${n}号有限公司`;
      const text = searchText(name);
      return {
        name,
        contactName: `联系人${n}`,
        mobile: `138${String(n).padStart(8, '0')}`,
        status: 1,
        searchText: text,
        searchTokens: searchTokens(text),
      };
    });
    await db.insert(companies).values(rows);
  }
  const companyIds = (await db.select({ id: companies.id }).from(companies)).map((c) => c.id);
  for (let done = 0; done < BILLING_LEASES; done += BATCH) {
    const n = Math.min(BATCH, BILLING_LEASES - done);
    const roomRows = Array.from({ length: n }, (_, i) => {
      const no = `Z${String(done + i + 1).padStart(5, '0')}`;
      const text = searchText(no);
      return {
        title: `办公室 ${no}`,
        number: no,
        position: `${1 + ((done + i) % 20)}层`,
        area: '120',
        monthlyRent: 900_000,
        occupancy: 1,
        status: 1,
        searchText: text,
        searchTokens: searchTokens(text),
      };
    });
    const roomIds = (await db.insert(rooms).values(roomRows).returning({ id: rooms.id, number: rooms.number })).map((x) => x);
    const leaseRows = roomIds.map((room, i) => {
      const start = addDays(today, -Math.floor(r.next() * 700));
      const paidUntil = addDays(today, Math.floor(r.next() * 425) - 60);
      const cycle = r.pick([1, 3, 6, 12] as const);
      return {
        companyId: companyIds[(done + i) % companyIds.length]!,
        roomId: room.id,
        roomNumber: room.number,
        office: '',
        contractNumber: `BENCH-${done + i + 1}`,
        signDate: addDays(start, -7),
        leaseMonths: 36,
        startDate: start,
        endDate: contractEnd(start, 36),
        paidUntil: paidUntil < start ? start : paidUntil,
        price: 900_000,
        cycleMonths: cycle,
        amountDue: 900_000 * cycle,
        deposit: 1_800_000,
        status: 1,
      };
    });
    await db.insert(leases).values(leaseRows);
    const feeRows = leaseRows.map((l) => ({
      companyId: l.companyId,
      title: r.pick(['物业服务费', '企业专线宽带服务费', '地下车位停车服务费', '公共能耗费']),
      signDate: l.signDate,
      leaseMonths: 24,
      signExpire: contractEnd(l.signDate, 24),
      paidUntil: addDays(today, Math.floor(r.next() * 425) - 60),
      price: 60_000,
      cycleMonths: l.cycleMonths,
      amountDue: 60_000 * l.cycleMonths,
    }));
    await db.insert(serviceFees).values(feeRows);
  }
  for (const t of ['companies', 'rooms', 'leases', 'service_fees']) await db.execute(sql.raw(`analyze ${t}`));
}

type Call = { name: string; path: string; body: Record<string, unknown> };
const CALLS: Call[] = [
  { name: 'warn_list 全部 (type 0)', path: '/api/index/warn_list', body: { type: WarnTab.ALL, start: 1, page_size: PAGE_SIZE.warnings } },
  {
    name: 'warn_list 一周内 (type 2)',
    path: '/api/index/warn_list',
    body: { type: WarnTab.WEEK, start: 1, page_size: PAGE_SIZE.warnings },
  },
  {
    name: "warn_list keyword '智能'",
    path: '/api/index/warn_list',
    body: { type: WarnTab.ALL, keyword: '智能', start: 1, page_size: PAGE_SIZE.warnings },
  },
  { name: 'warn_list page 50', path: '/api/index/warn_list', body: { type: WarnTab.ALL, start: 50, page_size: PAGE_SIZE.warnings } },
  {
    name: 'ortherwarn_list 全部 (type 0)',
    path: '/api/index/ortherwarn_list',
    body: { type: WarnTab.ALL, start: 1, page_size: PAGE_SIZE.warnings },
  },
  { name: 'warn_data (overview)', path: '/api/index/warn_data', body: {} },
];

async function post(base: string, token: string, call: Call) {
  const started = performance.now();
  const res = await fetch(`${base}${call.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(call.body),
  });
  const body = (await res.json()) as { code: number; msg: string; count?: number };
  if (body.code !== 1) throw new Error(`${call.name}: ${body.msg}`);
  return { ms: performance.now() - started, count: body.count ?? null };
}

async function measureOn(label: string, serverEnv: Record<string, string>, seedSeconds: number): Promise<BillingResult> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-billing-'));
  const password = randomBytes(12).toString('hex');
  const server = await startServer({
    port: await freePort(),
    logFile: path.join(logDir, 'server.log'),
    env: { ...serverEnv, SEED_DEMO: '0', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', ADMIN_PASSWORD: password },
  });
  try {
    const login = await fetch(`${server.baseUrl}/api/user/admin_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const rows: BillingRow[] = [];
    for (const call of CALLS) {
      let best = Infinity;
      let count: number | null = null;
      for (let i = 0; i < 5; i++) {
        const once = await post(server.baseUrl, data.token, call);
        best = Math.min(best, once.ms);
        count = once.count;
      }
      const r = await autocannon({
        url: `${server.baseUrl}${call.path}`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SHORT_DURATION,
        headers: { 'content-type': 'application/json', token: data.token, 'accept-encoding': ACCEPT_ENCODING },
        body: JSON.stringify(call.body),
      });
      const row: BillingRow = {
        call: call.name,
        count,
        singleMs: Math.round(best * 10) / 10,
        rps: Math.round(r.requests.average),
        p50: r.requests.total ? r.latency.p50 : null,
        p99: r.requests.total ? r.latency.p99 : null,
        failures: r.non2xx + r.errors,
        rssMb: Math.round((rssKb(servingPid(server.pid)) ?? 0) / 1024),
      };
      rows.push(row);
      process.stdout.write(
        `  ${label} ${call.name}: 1 request ${row.singleMs} ms; ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms\n`,
      );
    }
    return { label, leases: BILLING_LEASES, seedSeconds, rows };
  } finally {
    await stopServer(server.pid);
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** The billing figures on PGlite and (unless skipped) PostgreSQL. */
export async function benchBilling(pgUrl: string | null): Promise<BillingResult[]> {
  const today = parkToday();
  const results: BillingResult[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-billing-db-'));
  try {
    let started = Date.now();
    const lite = await openDatabase({ dataDir: work });
    await lite.migrate();
    await seedBilling(lite, today);
    await lite.close();
    results.push(await measureOn('PGlite (embedded)', { DATA_DIR: work, DATABASE_URL: '' }, (Date.now() - started) / 1000));
    if (pgUrl) {
      const dbName = `portal_bench_billing_${process.pid}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      const url = new URL(pgUrl);
      url.pathname = `/${dbName}`;
      try {
        started = Date.now();
        const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
        await db.migrate();
        await seedBilling(db, today);
        await db.close();
        results.push(await measureOn('PostgreSQL', { DATABASE_URL: url.toString() }, (Date.now() - started) / 1000));
      } finally {
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}

export const BILLING_START = '<!-- billing:start -->';
export const BILLING_END = '<!-- billing:end -->';

/** The section of RESULTS.md, between markers so a billing-only run can replace just this part. */
export function billingSection(results: BillingResult[]): string {
  const out = [
    BILLING_START,
    `## 5. Billing: warning lists and overview at ${BILLING_LEASES.toLocaleString('en')} live leases (issue 9)`,
    '',
    `bench/billing.ts: ${COMPANIES.toLocaleString('en')} settled companies, ${BILLING_LEASES.toLocaleString('en')} rooms each with a live lease and ${BILLING_LEASES.toLocaleString('en')} fee contracts, paid-through dates spread from 60 days overdue to a year ahead (about a fifth warned); the staff's token in the header; ${CONNECTIONS} connections for ${SHORT_DURATION} s per call after five single requests (the best of them is "1 request ms"). Measured ${new Date().toISOString().slice(0, 10)}.`,
    '',
  ];
  for (const res of results) {
    out.push(
      `### ${res.label} (seeded in ${res.seedSeconds.toFixed(0)} s)`,
      '',
      '| Call | count | 1 request ms | Req/s | p50 ms | p99 ms | Failed | Server RSS MB |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...res.rows.map(
        (r) =>
          `| ${r.call} | ${r.count ?? '—'} | ${r.singleMs} | ${r.rps} | ${r.p50 ?? '—'} | ${r.p99 ?? '—'} | ${r.failures} | ${r.rssMb} |`,
      ),
      '',
    );
  }
  out.push(BILLING_END);
  return out.join('\n');
}
