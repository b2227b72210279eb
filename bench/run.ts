/**
 * npm run bench: the policy list call (/information) on 100 000 items, on the embedded database and on
 * PostgreSQL, measured with autocannon against the real server in a child process. Prints figures and writes
 * bench/RESULTS.md; asserts nothing.
 *
 * Settings: BENCH_ROWS (100000), BENCH_DURATION seconds per call (8), BENCH_CONNECTIONS (50),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped),
 * BENCH_SKIP_PG=1 to measure the embedded database only.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  projectRoot,
  rssKb,
  servingPid,
  startServer,
  stopServer,
  type ServerHandle,
} from '../scripts/lib/server-process';
import { preparePglite, preparePostgres, type Prepared } from './databases';
import { explainKeyword } from './explain';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** '科技' is the common two-character case; '政策' matches most rows; '' is the plain list. */
const EXPLAIN_KEYWORDS = ['科技', '政策', ''];
type Explained = { keyword: string; statements: Awaited<ReturnType<typeof explainKeyword>> };

type Target = { name: string; method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> };
const TARGETS: Target[] = [
  { name: 'GET /healthz (ceiling)', method: 'GET', path: '/healthz' },
  { name: 'server_list {} (no keyword)', method: 'POST', path: '/api/index/server_list', body: {} },
  ...['科', '科技', '政策', '人工智能'].map((keyword) => ({
    name: `server_list keyword '${keyword}'`,
    method: 'POST' as const,
    path: '/api/index/server_list',
    body: { keyword },
  })),
];

type Row = {
  target: string;
  matches: string;
  /** One request alone, after warm-up: the cost without queueing. */
  singleMs: number;
  rps: number;
  completed: number;
  p50: number | null;
  p99: number | null;
  failures: number;
  rssMb: number;
};
type DbResult = { db: Prepared; rows: Row[]; peakMb: number; entry: string };

/** Undo steps for an interrupted run: stop the server, drop the database, remove temporary copies. */
const cleanups = new Set<() => Promise<void>>();

const mb = (kb: number | undefined) => Math.round((kb ?? 0) / 1024);

async function measure(server: ServerHandle, t: Target, seconds: number, connections: number) {
  return autocannon({
    url: `${server.baseUrl}${t.path}`,
    method: t.method,
    connections,
    duration: seconds,
    timeout: 60,
    ...(t.body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(t.body) } : {}),
  });
}

async function once(server: ServerHandle, t: Target): Promise<{ ms: number; count?: number }> {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}${t.path}`, {
    method: t.method,
    ...(t.body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(t.body) } : {}),
  });
  const body = (await res.json()) as { code: number; count?: number; msg: string };
  if (body.code !== 1) throw new Error(`${t.name}: ${body.msg}`);
  return { ms: performance.now() - started, count: body.count };
}

/** True when /healthz answers within `ms` twice in a row: requests left over from a run have drained. */
async function idle(server: ServerHandle, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  let fast = 0;
  while (Date.now() < deadline && fast < 2) {
    const started = performance.now();
    const ok = await fetch(`${server.baseUrl}/healthz`, {
      signal: AbortSignal.timeout(Math.max(100, deadline - Date.now())),
    })
      .then((r) => r.ok)
      .catch(() => false);
    fast = ok && performance.now() - started < 100 ? fast + 1 : 0;
  }
  return fast >= 2;
}

function serverLauncher(db: Prepared, logFile: string) {
  const entry = existsSync(path.join(projectRoot, process.env.BUILD_DIR || 'build', 'server/index.js'))
    ? 'server/main.ts'
    : 'bench/api-server.ts';
  const env = {
    ...db.serverEnv,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  };
  return { entry, start: async () => startServer({ entry, port: await freePort(), logFile, env }) };
}

async function benchDatabase(db: Prepared): Promise<DbResult> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-log-'));
  const launcher = serverLauncher(db, path.join(logDir, 'server.log'));
  let server = await launcher.start();
  const stop = () => stopServer(server.pid);
  cleanups.add(stop);
  const rows: Row[] = [];
  let peakKb = 0;
  try {
    for (const t of TARGETS) {
      // Warm-up one request at a time (JIT, plans, page cache): at most one is left in flight.
      const warmUntil = Date.now() + 5000;
      let first = await once(server, t);
      for (let i = 0; i < 4 && Date.now() < warmUntil; i++) first = await once(server, t);
      const single = first.ms < 2000 ? Math.min(first.ms, (await once(server, t)).ms) : first.ms;

      const r = await measure(server, t, DURATION, CONNECTIONS);
      const pid = servingPid(server.pid);
      const row: Row = {
        target: t.name,
        matches: first.count === undefined ? '' : first.count.toLocaleString('en'),
        singleMs: Math.round(single * 10) / 10,
        rps: Math.round(r.requests.average),
        completed: r.requests.total,
        p50: r.requests.total ? r.latency.p50 : null,
        p99: r.requests.total ? r.latency.p99 : null,
        failures: r.non2xx + r.errors,
        rssMb: mb(rssKb(pid)),
      };
      peakKb = Math.max(peakKb, rssKb(pid, 'VmHWM') ?? 0);
      rows.push(row);
      process.stdout.write(
        `  ${t.name}: 1 request ${row.singleMs} ms; ${row.rps} req/s (${row.completed} done), p50 ${row.p50 ?? '-'} ms, p99 ${row.p99 ?? '-'} ms, RSS ${row.rssMb} MB\n`,
      );
      // The server keeps working on requests the load left queued; restart rather than wait for a long drain.
      if (!(await idle(server, 10_000))) {
        process.stdout.write('  (server still busy with queued requests: restarting it for the next call)\n');
        await stopServer(server.pid, 5000);
        server = await launcher.start();
      }
    }
    return { db, rows, peakMb: Math.max(mb(peakKb), ...rows.map((r) => r.rssMb)), entry: launcher.entry };
  } finally {
    await stop();
    cleanups.delete(stop);
    rmSync(logDir, { recursive: true, force: true });
  }
}

function table(res: DbResult): string {
  const ms = (v: number | null) => (v === null ? '—' : String(v));
  return [
    '| Call | Rows matched | 1 request ms | Req/s | Completed | p50 ms | p99 ms | Failed | Server RSS MB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...res.rows.map(
      (r) =>
        `| ${r.target} | ${r.matches} | ${r.singleMs} | ${r.rps} | ${r.completed} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.failures} | ${r.rssMb} |`,
    ),
  ].join('\n');
}

function codeVersion(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: projectRoot }).toString().trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

const loadAvg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadAtStart = loadAvg();

function report(results: DbResult[], explain: Explained[] | null, started: number): string {
  const nproc = execFileSync('nproc').toString().trim();
  const out = [
    '# Benchmark: policy list (/api/index/server_list)',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${nproc} cores (\`nproc\`), ${cpus()[0]?.model ?? 'unknown CPU'}; Node ${process.version}`,
    `- Code: ${codeVersion()}`,
    `- Load average (1, 5, 15 min) at start: ${loadAtStart}; at end: ${loadAvg()} — other work on the machine skews the figures`,
    `- Data: ${ROWS.toLocaleString('en')} generated policy items (bench/seed-bulk.ts: categories 1–3, release dates over 3 years, ~3% hidden; search columns filled by server/lib/search.ts)`,
    `- Load: autocannon, ${CONNECTIONS} connections for ${DURATION} s per call, after a warm-up of a few single requests; client and server share the machine`,
    '- "1 request ms": one request alone after the warm-up (no queueing). "Completed": responses within the run; requests still in flight when it ends are not counted, so a call slower than the run shows 0 and no latency',
    '- "Server RSS" is VmRSS of the server process after each run; for PGlite it includes the database, for PostgreSQL it does not',
    '',
  ];
  for (const r of results) {
    const load =
      r.db.seedSeconds === null
        ? 'cached data directory'
        : `generated and loaded in ${r.db.seedSeconds.toFixed(0)} s`;
    out.push(
      `## ${r.db.label} — ${ROWS.toLocaleString('en')} rows (${load}; server: \`${r.entry}\`)`,
      '',
      table(r),
      '',
    );
    out.push(
      `Max server RSS: ${Math.max(...r.rows.map((x) => x.rssMb))} MB after a run; peak (VmHWM) ${r.peakMb} MB.`,
      '',
    );
  }
  for (const { keyword, statements } of explain ?? []) {
    const what = keyword ? `keyword '${keyword}'` : 'no keyword';
    out.push(`## EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL: ${what}`, '');
    out.push(
      'The statements listPolicies sends (captured from the service, run with its own parameters).',
      '',
    );
    for (const e of statements) {
      out.push(
        '```sql',
        e.sql,
        `-- params: ${JSON.stringify(e.params)}`,
        '```',
        '',
        '```',
        e.plan,
        '```',
        '',
      );
    }
  }
  out.push(`Total bench time: ${((Date.now() - started) / 1000).toFixed(0)} s.`, '');
  return out.join('\n');
}

async function main() {
  const started = Date.now();
  const onSignal = () => {
    void Promise.allSettled([...cleanups].map((c) => c())).then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const results: DbResult[] = [];
  let explain: Explained[] | null = null;

  process.stdout.write(`Preparing PGlite with ${ROWS} rows…\n`);
  const lite = await preparePglite(ROWS);
  cleanups.add(lite.cleanup);
  try {
    results.push(await benchDatabase(lite));
  } finally {
    await lite.cleanup();
    cleanups.delete(lite.cleanup);
  }

  if (process.env.BENCH_SKIP_PG !== '1') {
    process.stdout.write(`Preparing PostgreSQL with ${ROWS} rows…\n`);
    const pgDb = await preparePostgres(PG_URL, ROWS);
    cleanups.add(pgDb.cleanup);
    try {
      results.push(await benchDatabase(pgDb));
      explain = [];
      for (const keyword of EXPLAIN_KEYWORDS) {
        explain.push({ keyword, statements: await explainKeyword(pgDb.url!, keyword) });
      }
    } finally {
      await pgDb.cleanup();
      cleanups.delete(pgDb.cleanup);
    }
  }

  const md = report(results, explain, started);
  writeFileSync(path.join(projectRoot, 'bench/RESULTS.md'), md);
  process.stdout.write(`\n${md}\nWritten to bench/RESULTS.md\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
