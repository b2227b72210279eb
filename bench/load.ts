/**
 * Load on one database: the real server (server/main.ts with the build) in a child process, each target warmed
 * up with single requests and then driven by autocannon; the server is restarted when a run leaves it busy.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  rssKb,
  servingPid,
  startServer,
  stopServer,
  type ServerHandle,
} from '../scripts/lib/server-process';
import type { Prepared } from './databases';
import { ACCEPT_ENCODING, CONNECTIONS, newestPolicyId, targets, type Group, type Target } from './targets';

export type Row = {
  target: string;
  group: Group;
  /** Seconds of load. */
  seconds: number;
  matches: string;
  /** One request alone, after warm-up: the cost without queueing. */
  singleMs: number;
  rps: number;
  completed: number;
  p50: number | null;
  p99: number | null;
  failures: number;
  /** Mean bytes on the wire per response (compressed where the server compresses). */
  respKb: number | null;
  rssMb: number;
};
export type DbResult = { db: Prepared; rows: Row[]; peakMb: number; detailId: number };

const mb = (kb: number | undefined) => Math.round((kb ?? 0) / 1024);

function request(t: Target) {
  const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING };
  if (t.body) headers['content-type'] = 'application/json';
  return { method: t.method, headers, ...(t.body ? { body: JSON.stringify(t.body) } : {}) };
}

async function measure(server: ServerHandle, t: Target) {
  return autocannon({
    url: `${server.baseUrl}${t.path}`,
    connections: CONNECTIONS,
    duration: t.seconds,
    timeout: 60,
    ...request(t),
  });
}

async function once(server: ServerHandle, t: Target): Promise<{ ms: number; count?: number }> {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}${t.path}`, request(t));
  if (t.kind === 'html') {
    const html = await res.text();
    if (res.status !== 200 || !html.includes('</html>')) throw new Error(`${t.name}: HTTP ${res.status}`);
    return { ms: performance.now() - started };
  }
  const body = (await res.json()) as { code: number; count?: number; msg: string };
  if (body.code !== 1) throw new Error(`${t.name}: ${body.msg}`);
  return { ms: performance.now() - started, count: body.count };
}

/** True when /healthz answers within 100 ms twice in a row: requests left over from a run have drained. */
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
  const env = {
    ...db.serverEnv,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  };
  return async () => startServer({ entry: 'server/main.ts', port: await freePort(), logFile, env });
}

/** Every target on one prepared database; `cleanups` gets the server's stop while it runs. */
export async function benchDatabase(db: Prepared, cleanups: Set<() => Promise<void>>): Promise<DbResult> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-log-'));
  const start = serverLauncher(db, path.join(logDir, 'server.log'));
  let server = await start();
  const stop = () => stopServer(server.pid);
  cleanups.add(stop);
  const rows: Row[] = [];
  let peakKb = 0;
  try {
    const detailId = await newestPolicyId(server.baseUrl);
    for (const t of targets(detailId)) {
      // Warm-up one request at a time (JIT, plans, page cache): at most one is left in flight.
      const warmUntil = Date.now() + 5000;
      let first = await once(server, t);
      for (let i = 0; i < 4 && Date.now() < warmUntil; i++) first = await once(server, t);
      const single = first.ms < 2000 ? Math.min(first.ms, (await once(server, t)).ms) : first.ms;

      const r = await measure(server, t);
      const pid = servingPid(server.pid);
      const row: Row = {
        target: t.name,
        group: t.group,
        seconds: t.seconds,
        matches: first.count === undefined ? '' : first.count.toLocaleString('en'),
        singleMs: Math.round(single * 10) / 10,
        rps: Math.round(r.requests.average),
        completed: r.requests.total,
        p50: r.requests.total ? r.latency.p50 : null,
        p99: r.requests.total ? r.latency.p99 : null,
        failures: r.non2xx + r.errors,
        respKb: r.requests.total
          ? Math.round((r.throughput.total / r.requests.total / 1024) * 10) / 10
          : null,
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
        peakKb = Math.max(peakKb, rssKb(servingPid(server.pid), 'VmHWM') ?? 0);
        await stopServer(server.pid, 5000);
        server = await start();
      }
    }
    return { db, rows, peakMb: Math.max(mb(peakKb), ...rows.map((r) => r.rssMb)), detailId };
  } finally {
    await stop();
    cleanups.delete(stop);
    rmSync(logDir, { recursive: true, force: true });
  }
}
