/**
 * The booking part of `npm run bench` (issue 33): 1 000 meeting-room slots over 10 spaces booked through
 * /api/index/room_book from 50 connections at once, each slot asked for twice by two companies (so half the answers
 * are the refusal 该时段已被预约，请选择其他时间), against the production server (`npm start`'s, in a process of its
 * own) on the embedded database and (unless BENCH_SKIP_PG=1) on PostgreSQL, there from two server processes on one
 * database (BENCH_BOOKING_PG_NODES, 2), the connections split between them.
 *
 * The database is prepared in the bench's process before the server starts (PGlite: a fresh DATA_DIR from the
 * build's template; PostgreSQL: a fresh database, dropped after): 10 spaces open all day, 100 settled companies each
 * with one member and a live session (the server then knows the tokens as it knows any sign-in). The run asserts
 * what it claims: every slot booked exactly once, every other answer the overlap refusal, and a check query over the
 * bookings table finding no two holding bookings of one space that overlap; a run that finds a double booking fails.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { MemberRole } from '../shared/auth/member-roles';
import { addDays, parkToday } from '../shared/billing/rules';
import { BOOKING_MSG, hourMinute } from '../shared/bookings/rules';
import { roomBook, roomSlots } from '../shared/calls/bookings';
import { LoginType } from '../shared/constants';
import { openDatabase, type Database } from '../server/db/client';
import { companyMembers, spaces, users } from '../server/db/schema/index';
import { testEnv } from '../server/env';
import { createSession } from '../server/modules/auth/session.service';
import { buildCompany } from '../server/test/billing-factories';
import { BUILD_PATH, gitVersion } from './code';
import { loadAvg } from './load';
import { memoryMb, startCodeServer, stopServer, type Running } from './servers';

/** Issue 33's figure: slots booked, spaces, connections. */
export const BOOKING_SLOTS = Number(process.env.BENCH_BOOKING_SLOTS ?? 1000);
export const BOOKING_SPACES = 10;
export const BOOKING_CONNECTIONS = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 50);
/** Each slot is asked for by this many companies, one right after the other. */
const ASKS_PER_SLOT = 2;
/** room_book allows 30 calls a minute per session: the requests are spread so each session makes 20. */
const COMPANIES = Math.max(BOOKING_CONNECTIONS, Math.ceil((BOOKING_SLOTS * ASKS_PER_SLOT) / 20));
/** Server processes on PostgreSQL (one on the embedded database, which allows one process). */
const PG_NODES = Math.max(1, Number(process.env.BENCH_BOOKING_PG_NODES ?? 2));
/** Slots are an hour long, 24 a day in spaces open all day, from tomorrow (park time) on. */
const SLOT_MINUTES = 60;
const SLOTS_PER_DAY = (24 * 60) / SLOT_MINUTES;

const say = (line: string) => process.stdout.write(`${line}\n`);

export type BookingCheck = {
  /** Holding (pending or confirmed) bookings in the database. */
  held: number;
  /** Distinct (space, start) among them. */
  distinctSlots: number;
  /** Pairs of holding bookings of one space whose times overlap. */
  overlaps: number;
};
export type BookingRun = {
  label: string;
  nodes: number;
  connections: number;
  requests: number;
  seconds: number;
  booked: number;
  /** Answered 该时段已被预约，请选择其他时间. */
  refusedTaken: number;
  /** Any other answer (an error, another refusal, a non-200): must be none. */
  other: number;
  otherSample: string[];
  bookingsPerSecond: number;
  requestsPerSecond: number;
  /** Round trip of one room_book, all answers, ms (nearest rank). */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** The same of the successful bookings only. */
  bookedP50: number;
  bookedP99: number;
  check: BookingCheck;
  /** Resident memory of each server process after the run (MB), and its peak. */
  servers: { rssMb: number; hwmMb: number }[];
  loadStart: string;
  loadEnd: string;
  at: string;
};
export type BookingResult = { code: string; runs: BookingRun[] };

// ---------------------------------------------------------------------------------------------------------
// Preparing a database

type Prepared = { tokens: string[]; spaceIds: number[] };

/** 10 spaces open all day, 100 settled companies with one member each and a live session. */
async function prepare(database: Database): Promise<Prepared> {
  const db = database.db;
  const allDay = Array.from({ length: 7 }, () => ({ open: '00:00', close: '24:00' }));
  const rows = await db
    .insert(spaces)
    .values(
      Array.from({ length: BOOKING_SPACES }, (_, i) => ({
        name: `基准会议室${i + 1}`,
        building: '基准楼',
        floor: `${i + 1}层`,
        capacity: 20,
        openingHours: allDay,
        minMinutes: 30,
        maxMinutes: 240,
        advanceDays: 30,
        freeMinutes: 120,
        pricePerHour: 8000,
        sort: i,
      })),
    )
    .returning({ id: spaces.id });
  const env = testEnv({});
  const tokens: string[] = [];
  for (let i = 0; i < COMPANIES; i++) {
    const [user] = await db
      .insert(users)
      .values({ loginType: LoginType.PERSONAL, nickname: `基准用户${i + 1}` })
      .returning({ id: users.id });
    const company = await buildCompany(db, { name: `基准预约${i + 1}号科技有限公司` });
    await db.insert(companyMembers).values({ companyId: company.id, userId: user!.id, role: MemberRole.OWNER });
    const { token } = await createSession(
      db,
      env,
      { id: user!.id, loginType: LoginType.PERSONAL },
      { ip: '127.0.0.1', userAgent: 'bench' },
    );
    tokens.push(token);
  }
  return { tokens, spaceIds: rows.map((r) => r.id) };
}

const CHECK_SQL = sql`
  select
    (select count(*) from bookings where status in (0, 1))::int as held,
    (select count(distinct (space_id, start_at)) from bookings where status in (0, 1))::int as "distinctSlots",
    (select count(*) from bookings x join bookings y
       on x.space_id = y.space_id and x.id < y.id and tstzrange(x.start_at, x.end_at) && tstzrange(y.start_at, y.end_at)
      where x.status in (0, 1) and y.status in (0, 1))::int as overlaps`;

async function check(database: Database): Promise<BookingCheck> {
  const res = (await database.db.execute(CHECK_SQL)) as unknown as { rows: BookingCheck[] };
  const row = res.rows[0]!;
  return { held: Number(row.held), distinctSlots: Number(row.distinctSlots), overlaps: Number(row.overlaps) };
}

// ---------------------------------------------------------------------------------------------------------
// The load

type Job = { spaceId: number; start: string; end: string; token: string };

/** A small deterministic shuffle (the same order every run). */
function shuffled<T>(xs: T[]): T[] {
  const out = [...xs];
  let seed = 33;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Every slot twice in a row (two companies one right after the other), the slots in a shuffled order. */
function jobs(p: Prepared, firstDay: string): Job[] {
  const slots: { spaceId: number; start: string; end: string }[] = [];
  for (let n = 0; n < BOOKING_SLOTS; n++) {
    const spaceId = p.spaceIds[n % BOOKING_SPACES]!;
    const k = Math.floor(n / BOOKING_SPACES);
    const day = addDays(firstDay, Math.floor(k / SLOTS_PER_DAY));
    const from = (k % SLOTS_PER_DAY) * SLOT_MINUTES;
    slots.push({
      spaceId,
      start: `${day} ${hourMinute(from)}`,
      end: `${from + SLOT_MINUTES === 1440 ? addDays(day, 1) : day} ${hourMinute((from + SLOT_MINUTES) % 1440)}`,
    });
  }
  return shuffled(slots).flatMap((s, i) =>
    Array.from({ length: ASKS_PER_SLOT }, (_, a) => ({ ...s, token: p.tokens[(i * ASKS_PER_SLOT + a) % p.tokens.length]! })),
  );
}

type Answer = { status: number; code: number; msg: string };

function post(agent: http.Agent, base: string, call: string, body: unknown, token: string): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(body));
  const url = new URL(call, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length, token },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            const env = JSON.parse(text) as { code: number; msg: string };
            resolve({ status: res.statusCode ?? 0, code: env.code, msg: env.msg });
          } catch {
            resolve({ status: res.statusCode ?? 0, code: -1, msg: text.slice(0, 120) });
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const rank = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The jobs from CONNECTIONS workers (each one keep-alive connection), spread over the servers in turn. */
async function drive(servers: Running[], all: Job[]) {
  const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: Math.ceil(BOOKING_CONNECTIONS / servers.length) }));
  // Warm-up: each connection opened and the call's path run a few times (a day's slots, not a booking).
  await Promise.all(
    Array.from({ length: BOOKING_CONNECTIONS }, (_, w) =>
      post(
        agents[w % servers.length]!,
        servers[w % servers.length]!.baseUrl,
        roomSlots.path,
        { space_id: all[0]!.spaceId, date: all[0]!.start.slice(0, 10) },
        all[w]!.token,
      ),
    ),
  );
  const latencies: number[] = [];
  const bookedLatencies: number[] = [];
  let booked = 0;
  let refusedTaken = 0;
  const other: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BOOKING_CONNECTIONS }, async (_, w) => {
      const s = w % servers.length;
      for (;;) {
        const job = all[next++];
        if (!job) return;
        const t0 = performance.now();
        const a = await post(
          agents[s]!,
          servers[s]!.baseUrl,
          roomBook.path,
          { space_id: job.spaceId, start: job.start, end: job.end, subject: '基准测试会议', people: 4 },
          job.token,
        );
        const ms = performance.now() - t0;
        latencies.push(ms);
        if (a.status === 200 && a.code === 1) {
          booked += 1;
          bookedLatencies.push(ms);
        } else if (a.status === 200 && a.msg === BOOKING_MSG.taken) refusedTaken += 1;
        else other.push(`HTTP ${a.status} code ${a.code} ${a.msg}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  latencies.sort((x, y) => x - y);
  bookedLatencies.sort((x, y) => x - y);
  return {
    seconds: Math.round(seconds * 100) / 100,
    requests: all.length,
    booked,
    refusedTaken,
    other: other.length,
    otherSample: [...new Set(other)].slice(0, 5),
    bookingsPerSecond: Math.round(booked / seconds),
    requestsPerSecond: Math.round(all.length / seconds),
    p50: round1(rank(latencies, 0.5)),
    p90: round1(rank(latencies, 0.9)),
    p99: round1(rank(latencies, 0.99)),
    max: round1(latencies.at(-1) ?? 0),
    bookedP50: round1(rank(bookedLatencies, 0.5)),
    bookedP99: round1(rank(bookedLatencies, 0.99)),
  };
}

/** What the run claims, asserted: every slot once, every other answer the overlap refusal, no overlap in the table. */
function assertRun(
  label: string,
  r: Omit<BookingRun, 'servers' | 'loadStart' | 'loadEnd' | 'at' | 'label' | 'nodes' | 'connections'>,
): void {
  const problems: string[] = [];
  if (r.other) problems.push(`${r.other} answers neither a booking nor the overlap refusal (${r.otherSample.join('; ')})`);
  if (r.booked !== BOOKING_SLOTS) problems.push(`${r.booked} bookings answered, ${BOOKING_SLOTS} slots`);
  if (r.refusedTaken !== BOOKING_SLOTS * (ASKS_PER_SLOT - 1)) problems.push(`${r.refusedTaken} overlap refusals`);
  if (r.check.held !== r.booked) problems.push(`${r.check.held} holding bookings in the database, ${r.booked} answered`);
  if (r.check.distinctSlots !== BOOKING_SLOTS) problems.push(`${r.check.distinctSlots} distinct slots booked`);
  if (r.check.overlaps) problems.push(`${r.check.overlaps} overlapping pairs: a double booking`);
  if (problems.length) throw new Error(`bookings bench on ${label}: ${problems.join('; ')}`);
}

/** The servers (one, or PG_NODES on PostgreSQL) on a prepared database; the load; the check; the servers stopped. */
async function measure(
  label: string,
  env: Record<string, string>,
  nodes: number,
  prepared: Prepared,
  checkAfter: () => Promise<BookingCheck>,
  cleanups: Set<() => Promise<void>>,
): Promise<BookingRun> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-bookings-log-'));
  const servers: Running[] = [];
  const stopAll = async () => {
    for (const s of servers.splice(0)) await stopServer(s.pid);
  };
  cleanups.add(stopAll);
  try {
    const password = randomBytes(12).toString('hex');
    for (let i = 0; i < nodes; i++) {
      servers.push(
        await startCodeServer({
          logFile: path.join(logDir, `server-${i}.log`),
          env: { SEED_DEMO: '0', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', ADMIN_PASSWORD: password, ...env },
        }),
      );
    }
    const loadStart = loadAvg();
    const firstDay = addDays(parkToday(), 1);
    const driven = await drive(servers, jobs(prepared, firstDay));
    const loadEnd = loadAvg();
    const memory = servers.map((s) => memoryMb(s.pid)).map((m) => ({ rssMb: m.rss, hwmMb: m.hwm }));
    await stopAll();
    const run = { ...driven, check: await checkAfter() };
    assertRun(label, run);
    const result: BookingRun = {
      label,
      nodes,
      connections: BOOKING_CONNECTIONS,
      ...run,
      servers: memory,
      loadStart,
      loadEnd,
      at: new Date().toISOString(),
    };
    say(
      `  ${label}: ${result.booked} booked, ${result.refusedTaken} refused (taken), ${result.other} other in ${result.seconds} s — ${result.bookingsPerSecond} bookings/s, ${result.requestsPerSecond} requests/s, p50 ${result.p50} ms, p99 ${result.p99} ms; check: ${result.check.held} held, ${result.check.overlaps} overlaps`,
    );
    return result;
  } finally {
    await stopAll();
    cleanups.delete(stopAll);
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** The booking figures on the embedded database and (unless pgUrl is null) on PostgreSQL from PG_NODES servers. */
export async function benchBookings(pgUrl: string | null, cleanups: Set<() => Promise<void>>): Promise<BookingResult> {
  const runs: BookingRun[] = [];
  const template = path.join(BUILD_PATH, 'pgdata-template');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-bookings-data-'));
  const dropDir = async () => rmSync(dataDir, { recursive: true, force: true });
  cleanups.add(dropDir);
  try {
    const lite = await openDatabase({ dataDir, template });
    let prepared: Prepared;
    try {
      await lite.migrate();
      prepared = await prepare(lite);
    } finally {
      await lite.close();
    }
    const checkLite = async () => {
      const db = await openDatabase({ dataDir });
      try {
        return await check(db);
      } finally {
        await db.close();
      }
    };
    runs.push(await measure('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' }, 1, prepared, checkLite, cleanups));
  } finally {
    await dropDir();
    cleanups.delete(dropDir);
  }

  if (pgUrl) {
    const dbName = `portal_bench_bookings_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    const pgData = mkdtempSync(path.join(tmpdir(), 'portal-bench-bookings-pgdata-'));
    let database: Database | null = null;
    let dropped = false;
    const drop = async () => {
      if (dropped) return;
      dropped = true;
      await database?.close().catch(() => undefined);
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
      rmSync(pgData, { recursive: true, force: true });
    };
    cleanups.add(drop);
    try {
      database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      await database.migrate();
      const prepared = await prepare(database);
      const label = PG_NODES > 1 ? `PostgreSQL, ${PG_NODES} server processes` : 'PostgreSQL';
      runs.push(
        await measure(
          label,
          { DATABASE_URL: url.toString(), DATA_DIR: pgData, STAFF_TOTP_REQUIRED: '0' },
          PG_NODES,
          prepared,
          () => check(database!),
          cleanups,
        ),
      );
    } finally {
      await drop();
      cleanups.delete(drop);
    }
  }
  return { code: gitVersion(), runs };
}

// ---------------------------------------------------------------------------------------------------------
// The section of RESULTS.md

export const BOOKINGS_START = '<!-- bookings:start -->';
export const BOOKINGS_END = '<!-- bookings:end -->';

const n = (x: number) => x.toLocaleString('en');

export function bookingsSection({ code, runs }: BookingResult): string {
  const out = [
    BOOKINGS_START,
    `## Meeting-room booking: ${n(BOOKING_SLOTS)} slots over ${BOOKING_SPACES} spaces from ${BOOKING_CONNECTIONS} connections (issue 33)`,
    '',
    `bench/bookings.ts (\`npm run bench -- --only bookings\`; also part of the full run), ${code}. The production server as \`npm start\` runs it, in its own process; on PostgreSQL ${PG_NODES > 1 ? `${PG_NODES} such processes on one database, the connections split between them` : 'one'}. Each database is fresh (PGlite a new data directory from the build's template; PostgreSQL a new database, dropped after) and prepared before the servers start: ${BOOKING_SPACES} spaces open all day, ${n(COMPANIES)} settled companies with one member and a live session each. The load: ${n(BOOKING_SLOTS)} one-hour slots from tomorrow on (park time), in a shuffled order, each asked for ${ASKS_PER_SLOT} times in a row by different companies, through /api/index/room_book from ${BOOKING_CONNECTIONS} keep-alive connections at once (each session makes ${Math.round((BOOKING_SLOTS * ASKS_PER_SLOT) / COMPANIES)} calls, under the call's 30 a minute), after one room_slots call per connection as warm-up. Latency is one call's round trip in the bench's process (which shares the 2 cores with the servers and the database). **Asserted**: every slot booked exactly once, every other answer 该时段已被预约，请选择其他时间, and the check query (holding bookings of one space whose tstzrange overlap, a self-join over the table) finds none; a double booking fails the bench.`,
    '',
    '| Database | Servers | Calls | Booked | Refused (taken) | Other | Seconds | **Bookings/s** | Calls/s | p50 ms | p90 ms | p99 ms | Max ms | Booked p50 / p99 ms | Check: held, distinct slots, **overlaps** |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...runs.map(
      (r) =>
        `| ${r.label} | ${r.nodes} | ${n(r.requests)} | ${n(r.booked)} | ${n(r.refusedTaken)} | ${r.other} | ${r.seconds} | **${n(r.bookingsPerSecond)}** | ${n(r.requestsPerSecond)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.bookedP50} / ${r.bookedP99} | ${n(r.check.held)}, ${n(r.check.distinctSlots)}, **${r.check.overlaps}** |`,
    ),
    '',
    ...runs.map(
      (r) =>
        `${r.label}: ${r.at.slice(0, 16).replace('T', ' ')} UTC, load average ${r.loadStart} → ${r.loadEnd}; server resident ${r.servers.map((s) => `${s.rssMb} MB (peak ${s.hwmMb} MB)`).join(', ')} after the load.`,
    ),
    '',
    BOOKINGS_END,
  ];
  return out.join('\n');
}
