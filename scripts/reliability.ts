/* eslint-disable @typescript-eslint/no-explicit-any -- the answers of many calls, read loosely by a load script */
/**
 * `npm run reliability`: what survives a fault (issue 14), measured on this machine's loopback only, against the
 * compiled server (`BUILD_DIR/server-main.js`, what `npm start` runs), bounded in time. Prints each scenario's
 * figures and writes them between the markers of docs/RELIABILITY.md.
 *
 *   kill-embedded, kill-postgres  100 clients submit consultations, applications and service requests; the server
 *                                 is killed with SIGKILL under that load and started again; every request that
 *                                 was answered 成功 is looked for in the database (lost must be 0).
 *   pg-restart                    PostgreSQL stopped under load for a few seconds and started again: what the
 *                                 requests meanwhile heard, how long the slowest waited, how soon the server
 *                                 served again (no restart of its own).
 *   two-nodes                     two servers on one PostgreSQL and one uploads directory: QR sign-in started on A
 *                                 and confirmed on B, the rate limit and the login lockout across both, an upload
 *                                 made on A read on B, a change on A seen by B's next read.
 *   sigterm                       SIGTERM while requests are in flight: they finish, new ones are refused, the
 *                                 process exits 0 and the embedded database opens cleanly afterwards.
 *   soak                          mixed public and signed-in traffic for SOAK_MINUTES (default 10): errors and the
 *                                 growth of resident memory after the warm-up.
 *
 * PostgreSQL scenarios run on a cluster of their own (initdb into a temporary folder, as the `postgres` user, on a
 * free port), so that stopping it disturbs nothing else. `--only kill-embedded,sigterm` picks scenarios.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { freePort, isAlive, projectRoot, rssKb, startServer, stopServer, type ServerHandle } from './lib/server-process';

const BUILD_DIR = process.env.BUILD_DIR || 'build';
const ENTRY = `${BUILD_DIR}/server-main.js`;
const ADMIN = { username: 'admin', password: 'Reliability-Admin-2026' };
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
/** Traffic before the soak's measured minutes: 2 minutes unless SOAK_WARMUP_S says otherwise. */
const SOAK_WARMUP_MS = Number(process.env.SOAK_WARMUP_S ?? 120) * 1000;
const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 100);
const DOC = path.join(projectRoot, 'docs/RELIABILITY.md');
const START = '<!-- reliability:start -->';
const END = '<!-- reliability:end -->';

const tmp = mkdtempSync(path.join(tmpdir(), 'portal-reliability-'));
chmodSync(tmp, 0o755);
const run = randomBytes(3).toString('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------- HTTP

type Answer = { status: number; code?: number; msg?: string; body?: any; ms: number; error?: string; headers?: Headers };

/** The visitor's address as the proxy in front would pass it (the servers trust 127.0.0.1 as their proxy). */
const clientIp = (i: number) => `10.7.${(i >> 8) & 255}.${i & 255 || 1}`;

async function post(
  base: string,
  call: string,
  body: object = {},
  opts: { token?: string; cookie?: string; timeoutMs?: number; ip?: string } = {},
): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(base + call, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.token ? { token: opts.token } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, code: json?.code, msg: json?.msg, body: json, ms: performance.now() - t0, headers: res.headers };
  } catch (err) {
    return {
      status: 0,
      ms: performance.now() - t0,
      error: (err as Error).cause ? String(((err as Error).cause as Error).message ?? (err as Error).cause) : (err as Error).message,
    };
  }
}

async function get(base: string, url: string, timeoutMs = 15_000): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(base + url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, body, ms: performance.now() - t0, headers: res.headers };
  } catch (err) {
    const cause = (err as Error).cause as { code?: string } | undefined;
    return { status: 0, ms: performance.now() - t0, error: cause?.code ?? (err as Error).message };
  }
}

/** A personal user's token through the demo QR flow: the code shown by `show`, confirmed on `confirm`. */
async function qrToken(show: string, confirm: string, nickname: string, ip?: string): Promise<string> {
  const res = await fetch(show + '/api/indexnew/web_login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: '{}',
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const sign = ((await res.json()) as { data: { sign: string } }).data.sign;
  const ok = await post(confirm, '/api/indexnew/scan_confirm', { sign, nickname }, { ip });
  if (ok.code !== 1) throw new Error(`scan_confirm: ${ok.msg ?? ok.error}`);
  const status = await post(show, '/api/indexnew/checkStatus', { sign }, { cookie, ip });
  const token = status.body?.token as string | undefined;
  if (!token) throw new Error(`checkStatus: ${JSON.stringify(status.body)}`);
  return token;
}

/** One address in front of several nodes: each new connection goes to the next node in turn, as a TCP balancer does. */
async function roundRobinProxy(ports: number[]) {
  const served = ports.map(() => 0);
  let next = 0;
  const server = net.createServer((client) => {
    const i = next++ % ports.length;
    served[i]! += 1;
    const upstream = net.connect(ports[i]!, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${port}`, served, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A call on a connection of its own (so the balancer picks the next node); answers the envelope and the cookies set. */
function postOwnConnection(
  base: string,
  call: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ json: any; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      base + call,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), connection: 'close', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
            });
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function adminToken(base: string): Promise<string> {
  const res = await post(base, '/api/user/admin_login', ADMIN);
  if (res.code !== 1) throw new Error(`admin_login: ${res.msg ?? res.error}`);
  return res.body.data.token as string;
}

let licence: Buffer | undefined;
async function upload(base: string, token: string, name: string, ip?: string): Promise<Answer> {
  if (!licence) {
    const { default: sharp } = await import('sharp');
    licence = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d0d8e0' } })
      .jpeg()
      .toBuffer();
  }
  const form = new FormData();
  form.set('name', name);
  form.set('file', new Blob([new Uint8Array(licence)], { type: 'image/jpeg' }), `${name}.jpg`);
  const t0 = performance.now();
  try {
    const headers = { token, ...(ip ? { 'x-forwarded-for': ip } : {}) };
    const res = await fetch(base + '/api/common/upload', { method: 'POST', headers, body: form, signal: AbortSignal.timeout(15_000) });
    const json = (await res.json()) as { code: number; msg: string; data: { url: string } };
    return { status: res.status, code: json.code, msg: json.msg, body: json, ms: performance.now() - t0 };
  } catch (err) {
    return { status: 0, ms: performance.now() - t0, error: (err as Error).message };
  }
}

const applicationBody = (shopName: string, licenceUrl: string) => ({
  shop_name: shopName,
  people_name: '联系人',
  mobile: '13800138000',
  province: 330000,
  city: 330100,
  district: 330108,
  license: licenceUrl,
});

/** Applies and has the application approved: the user becomes a settled company (needed for service requests). */
async function settle(base: string, token: string, admin: string, shopName: string, ip: string): Promise<void> {
  const up = await upload(base, token, 'license', ip);
  if (up.code !== 1) throw new Error(`upload: ${up.msg ?? up.error}`);
  const res = await post(base, '/api/index/shop_submit', applicationBody(shopName, up.body.data.url), { token, ip });
  if (res.code !== 1) throw new Error(`shop_submit: ${res.msg ?? res.error}`);
  const mine = await post(base, '/api/index/my_shop', {}, { token, ip });
  const ok = await post(base, '/api/index/exam_status', { id: mine.body.data.id, status: 1 }, { token: admin });
  if (ok.code !== 1) throw new Error(`exam_status: ${ok.msg ?? ok.error}`);
}

async function pool<T>(items: T[], width: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

// ---------------------------------------------------------------- servers and databases

const baseEnv = (extra: Record<string, string>) => ({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '1000000',
  STAFF_TOTP_REQUIRED: '0',
  QR_DEMO: '1',
  TRUST_PROXY: '127.0.0.1',
  BUILD_DIR,
  ...extra,
});

async function serve(label: string, env: Record<string, string>, port?: number): Promise<ServerHandle> {
  const p = port ?? (await freePort());
  return startServer({
    entry: ENTRY,
    env: baseEnv({ PUBLIC_URL: `http://127.0.0.1:${p}`, ...env }),
    port: p,
    logFile: path.join(tmp, `${label}.log`),
    readyTimeoutMs: 60_000,
  });
}

/** A PostgreSQL cluster of our own on a free port, run as the `postgres` user (PostgreSQL refuses root). */
type Cluster = { port: number; url: (db: string) => string; stop: () => void; start: () => void; destroy: () => void };

function asPostgres(args: string[]): string {
  const cmd = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  return execFileSync(cmd[0]!, cmd.slice(1), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function makeCluster(): Promise<Cluster> {
  const dir = path.join(tmp, 'pgdata');
  const port = await freePort();
  mkdirSync(dir, { mode: 0o700 });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  asPostgres(['initdb', '-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  writeFileSync(
    path.join(dir, 'postgresql.auto.conf'),
    `port = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nmax_connections = 200\nfsync = on\n`,
  );
  const ctl = (what: string[]) => asPostgres(['pg_ctl', '-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', ...what]);
  ctl(['start']);
  return {
    port,
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop: () => void ctl(['stop', '-m', 'fast']),
    start: () => void ctl(['start']),
    destroy: () => {
      try {
        ctl(['stop', '-m', 'immediate']);
      } catch {
        /* already stopped */
      }
    },
  };
}

async function createDb(cluster: Cluster, name: string): Promise<string> {
  const c = new pg.Client({ connectionString: cluster.url('postgres') });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  return cluster.url(name);
}

type Counts = { consultations: string[]; feedback: string[]; companies: string[] };

/** The markers of this run found in the database. */
async function findMarkers(query: (sql: string, params: unknown[]) => Promise<{ rows: any[] }>, prefix: string): Promise<Counts> {
  const like = `${prefix}%`;
  const col = async (sql: string) => (await query(sql, [like])).rows.map((r) => String(r.m));
  return {
    consultations: await col(`select content as m from consultations where content like $1`),
    feedback: await col(`select title as m from feedback where title like $1`),
    companies: await col(`select name as m from companies where name like $1`),
  };
}

// ---------------------------------------------------------------- kill -9 under load

type KillResult = {
  database: string;
  clients: number;
  sent: number;
  answeredOk: number;
  answeredOther: number;
  noAnswer: number;
  found: number;
  lost: number;
  byKind: Record<string, { ok: number; found: number }>;
  restartMs: number;
  killedAfterMs: number;
  otherAnswers: Record<string, number>;
};

async function killScenario(database: 'embedded' | 'postgres', cluster?: Cluster): Promise<KillResult> {
  log(`\n== kill -9 under load (${database}, ${CLIENTS} clients)`);
  const dataDir = path.join(tmp, `kill-${database}`);
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: '0' };
  if (database === 'postgres') env.DATABASE_URL = await createDb(cluster!, `rel_kill_${run}`);
  let server = await serve(`kill-${database}`, env);
  const base = server.baseUrl;
  const prefix = `REL${run}${database[0]}-`;
  const tokens: string[] = [];
  await pool(
    Array.from({ length: CLIENTS }, (_, i) => i),
    10,
    async (i) => {
      tokens[i] = await qrToken(base, base, `可靠性${i}`, clientIp(i));
    },
  );
  // A fifth of the clients are settled companies: they send service requests.
  const companies = Math.max(1, Math.floor(CLIENTS / 5));
  const admin = await adminToken(base);
  await pool(tokens.slice(0, companies), 5, async (token, i) => settle(base, token, admin, `${prefix}settled-${i}`, clientIp(i)));
  const licences: string[] = [];
  await pool(tokens.slice(companies), 10, async (token, i) => {
    const up = await upload(base, token, 'license', clientIp(companies + i));
    if (up.code !== 1) throw new Error(`upload: ${up.msg ?? up.error}`);
    licences[i] = up.body.data.url;
  });
  log(`   ${CLIENTS} users signed in by QR, ${companies} settled; load starts`);

  const ok: { kind: string; marker: string }[] = [];
  let sent = 0;
  let answeredOther = 0;
  const otherMsgs = new Map<string, number>();
  let noAnswer = 0;
  let stop = false;
  const client = async (i: number) => {
    const token = tokens[i]!;
    const ip = clientIp(i);
    let n = 0;
    let failuresInARow = 0;
    while (!stop && failuresInARow < 3) {
      n += 1;
      let kind: string;
      let marker: string;
      let res: Answer;
      if (i < companies) {
        kind = n % 2 ? 'feedback' : 'consultation';
      } else {
        kind = n === 1 ? 'application' : 'consultation';
      }
      if (kind === 'feedback') {
        marker = `${prefix}f${i}-${n}`;
        res = await post(base, '/api/demo/feedback', { title: marker, content: '可靠性测试的服务申请' }, { token, ip });
      } else if (kind === 'application') {
        marker = `${prefix}a${i}`;
        res = await post(base, '/api/index/shop_submit', applicationBody(marker, licences[i - companies]!), { token, ip });
      } else {
        marker = `${prefix}c${i}-${n}`;
        res = await post(base, '/api/index/question_add', { type: 3, name: '访客', phone: '13800138000', content: marker }, { token, ip });
      }
      sent += 1;
      if (res.status === 0) {
        noAnswer += 1;
        failuresInARow += 1;
      } else if (res.code === 1) {
        ok.push({ kind, marker });
        failuresInARow = 0;
      } else {
        answeredOther += 1;
        otherMsgs.set(res.msg ?? `HTTP ${res.status}`, (otherMsgs.get(res.msg ?? `HTTP ${res.status}`) ?? 0) + 1);
      }
    }
  };
  const t0 = Date.now();
  const clients = Promise.all(tokens.map((_, i) => client(i)));
  await sleep(4_000);
  const killedAfterMs = Date.now() - t0;
  process.kill(server.pid, 'SIGKILL');
  await sleep(1_500);
  stop = true;
  await clients;
  while (isAlive(server.pid)) await sleep(50);
  log(
    `   killed after ${killedAfterMs} ms; sent ${sent}, answered 成功 ${ok.length}, other answers ${answeredOther}, no answer ${noAnswer}`,
  );

  const r0 = Date.now();
  server = await serve(`kill-${database}-restart`, env);
  const restartMs = Date.now() - r0;
  const health = await get(server.baseUrl, '/healthz');
  if (health.status !== 200) throw new Error(`restarted server unhealthy: HTTP ${health.status}`);
  // The restarted server answers a list as before: the database opened cleanly.
  const list = await post(server.baseUrl, '/api/index/server_list', { page: 1 });
  if (list.code !== 1) throw new Error(`restarted server: server_list ${list.msg}`);
  await stopServer(server.pid);

  let found: Counts;
  if (database === 'embedded') {
    const db = await openDatabase({ dataDir });
    const client = (db.db as unknown as { $client: { query: (s: string, p: unknown[]) => Promise<{ rows: any[] }> } }).$client;
    found = await findMarkers((s, p) => client.query(s, p), prefix);
    await db.close();
  } else {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    found = await findMarkers((s, p) => c.query(s, p), prefix);
    await c.end();
  }
  const inDb = new Set([...found.consultations, ...found.feedback, ...found.companies]);
  const byKind: KillResult['byKind'] = {};
  for (const { kind, marker } of ok) {
    byKind[kind] ??= { ok: 0, found: 0 };
    byKind[kind].ok += 1;
    if (inDb.has(marker)) byKind[kind].found += 1;
  }
  const foundCount = ok.filter((o) => inDb.has(o.marker)).length;
  const result = {
    database,
    clients: CLIENTS,
    sent,
    answeredOk: ok.length,
    answeredOther,
    noAnswer,
    found: foundCount,
    lost: ok.length - foundCount,
    byKind,
    restartMs,
    killedAfterMs,
    otherAnswers: Object.fromEntries(otherMsgs),
  };
  log(`   restarted in ${restartMs} ms; found ${foundCount} of ${ok.length} answered 成功; lost ${result.lost}`);
  return result;
}

// ---------------------------------------------------------------- PostgreSQL restarted under load

type RestartResult = {
  clients: number;
  sent: number;
  ok: number;
  busy: number;
  other: number;
  noAnswer: number;
  slowestDuringOutageMs: number;
  outageMs: number;
  backAfterMs: number | null;
  busyMsg: string;
  busyStatus: number;
};

async function pgRestartScenario(cluster: Cluster): Promise<RestartResult> {
  log('\n== PostgreSQL restarted under load');
  const url = await createDb(cluster, `rel_restart_${run}`);
  const server = await serve('pg-restart', {
    DATA_DIR: path.join(tmp, 'restart'),
    DATABASE_URL: url,
    SEED_DEMO: '1',
    PUBLIC_CACHE_SECONDS: '0',
  });
  const base = server.baseUrl;
  const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => qrToken(base, base, `重启${i}`, clientIp(200 + i))));
  let stop = false;
  let phase: 'before' | 'outage' | 'after' = 'before';
  let backAt: number | null = null;
  let upAt = 0;
  const stats = { sent: 0, ok: 0, busy: 0, other: 0, noAnswer: 0, slowestDuringOutageMs: 0, busyMsg: '', busyStatus: 0 };
  const client = async (i: number) => {
    let n = 0;
    let lastConsultation = 0;
    while (!stop) {
      n += 1;
      // Consultations at most every 3.5 s per client: under the call's own limit (20 a minute per session).
      const ask = i % 2 === 0 && Date.now() - lastConsultation > 3_500;
      if (ask) lastConsultation = Date.now();
      const res = !ask
        ? await post(base, '/api/index/server_list', { page: 1 + (n % 3) }, { timeoutMs: 30_000, ip: clientIp(200 + i) })
        : await post(
            base,
            '/api/index/question_add',
            { type: 3, name: '访客', phone: '13800138000', content: `restart ${i}-${n}` },
            { token: tokens[i % tokens.length], timeoutMs: 30_000, ip: clientIp(200 + i) },
          );
      stats.sent += 1;
      if (phase === 'outage') stats.slowestDuringOutageMs = Math.max(stats.slowestDuringOutageMs, res.ms);
      if (res.status === 0) stats.noAnswer += 1;
      else if (res.code === 1) {
        stats.ok += 1;
        if (phase === 'after' && backAt === null) backAt = Date.now();
      } else if (res.status === 503) {
        stats.busy += 1;
        stats.busyMsg = res.msg ?? '';
        stats.busyStatus = res.status;
      } else stats.other += 1;
      await sleep(20);
    }
  };
  const clients = Promise.all(Array.from({ length: 20 }, (_, i) => client(i)));
  await sleep(3_000);
  const down = Date.now();
  phase = 'outage';
  cluster.stop();
  await sleep(5_000);
  cluster.start();
  upAt = Date.now();
  phase = 'after';
  const deadline = Date.now() + 20_000;
  while (backAt === null && Date.now() < deadline) await sleep(50);
  await sleep(1_000);
  stop = true;
  await clients;
  await stopServer(server.pid);
  const result = { clients: 20, ...stats, outageMs: upAt - down, backAfterMs: backAt === null ? null : (backAt as number) - upAt };
  log(
    `   outage ${result.outageMs} ms: ${stats.busy} answered ${stats.busyStatus} 「${stats.busyMsg}」, slowest ${Math.round(stats.slowestDuringOutageMs)} ms, no answer ${stats.noAnswer}; served again ${result.backAfterMs} ms after the database was back`,
  );
  return result;
}

// ---------------------------------------------------------------- two nodes

type NodesResult = { checks: { what: string; ok: boolean; detail: string }[] };

async function twoNodesScenario(cluster: Cluster): Promise<NodesResult> {
  log('\n== two nodes on one PostgreSQL');
  const url = await createDb(cluster, `rel_nodes_${run}`);
  const uploads = path.join(tmp, 'shared-uploads');
  const key = randomBytes(32).toString('base64');
  const checks: NodesResult['checks'] = [];
  const check = (what: string, ok: boolean, detail: string) => {
    checks.push({ what, ok, detail });
    log(`   ${ok ? '✓' : '✗'} ${what}: ${detail}`);
  };
  for (const store of ['database', 'redis'] as const) {
    const common = {
      DATABASE_URL: url,
      UPLOADS_DIR: uploads,
      DATA_KEY: key,
      SEED_DEMO: '1',
      RATE_LIMIT_PER_MINUTE: '120',
      PUBLIC_CACHE_SECONDS: '60',
      RATE_LIMIT_STORE: store,
      ...(store === 'redis' ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
    };
    const a = await serve(`node-a-${store}`, { ...common, DATA_DIR: path.join(tmp, `node-a-${store}`) });
    const b = await serve(`node-b-${store}`, { ...common, DATA_DIR: path.join(tmp, `node-b-${store}`) });
    try {
      // The rate limit: one client alternating between the nodes is refused after the limit, not after twice it.
      const limitIp = `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
      let answered = 0;
      let refusedAt = 0;
      for (let i = 1; i <= 200 && !refusedAt; i++) {
        const res = await post((i % 2 ? a : b).baseUrl, '/api/demo/config', {}, { ip: limitIp });
        if (res.status === 429) refusedAt = i;
        else answered += 1;
      }
      check(
        `rate limit across nodes (${store})`,
        refusedAt > 0 && refusedAt <= 121 && answered <= 120,
        `limit 120 a minute: ${answered} answered, refused from request ${refusedAt} (alternating A/B)`,
      );
      if (store === 'redis') continue;

      // Behind one address: a balancer in front of both; each request on a new connection goes to the next node,
      // so the computer asks for the code on one node, the phone confirms on the other, the computer polls and
      // then reads its account each on the node its connection reached.
      const front = await roundRobinProxy([a.port, b.port]);
      try {
        const ip = { 'x-forwarded-for': clientIp(503) };
        const shown = await postOwnConnection(front.base, '/api/indexnew/web_login', {}, ip);
        const confirmed = await postOwnConnection(
          front.base,
          '/api/indexnew/scan_confirm',
          { sign: shown.json.data.sign, nickname: '同一地址' },
          ip,
        );
        const polled = await postOwnConnection(
          front.base,
          '/api/indexnew/checkStatus',
          { sign: shown.json.data.sign },
          { ...ip, cookie: shown.cookies.join('; ') },
        );
        const me = polled.json.token
          ? await postOwnConnection(front.base, '/api/index/userinfo', {}, { ...ip, token: polled.json.token as string })
          : undefined;
        check(
          'QR sign-in behind one address (round-robin over A and B)',
          confirmed.json.code === 1 && me?.json.code === 1 && front.served.every((n) => n >= 2),
          `code shown, confirmed, polled and the account read through one address; connections per node: A ${front.served[0]}, B ${front.served[1]}; userinfo code ${me?.json.code}`,
        );
      } finally {
        await front.close();
      }

      // QR: the computer shows the code on A, the phone confirms on B, the computer signs in on A; B knows the session.
      const token = await qrToken(a.baseUrl, b.baseUrl, '两节点');
      const onB = await post(b.baseUrl, '/api/index/userinfo', {}, { token });
      check('QR sign-in started on A, confirmed on B', onB.code === 1, `userinfo on B: code ${onB.code}`);

      // Uploads made on A are served by B: a public picture (the same bytes from both) and a sealed licence
      // (decrypted by B with the shared data key, for its owner only).
      const pic = await upload(a.baseUrl, token, 'intro', clientIp(500));
      const fromA = pic.code === 1 ? await get(a.baseUrl, pic.body.data.url) : undefined;
      const fromB = pic.code === 1 ? await get(b.baseUrl, pic.body.data.url) : undefined;
      const same = !!fromA && !!fromB && fromB.status === 200 && Buffer.compare(fromA.body as Buffer, fromB.body as Buffer) === 0;
      check(
        'public upload on A, served by B',
        same,
        `${pic.body?.data?.url ?? pic.msg}: A ${fromA?.status}, B ${fromB?.status}, ${same ? 'same bytes' : 'different'}`,
      );
      const lic = await upload(a.baseUrl, token, 'license', clientIp(500));
      const sealed = lic.code === 1 ? await fetch(b.baseUrl + lic.body.data.url, { headers: { token } }) : undefined;
      const sealedType = sealed?.headers.get('content-type') ?? '';
      if (sealed) await sealed.arrayBuffer();
      check(
        'sealed licence uploaded on A, opened on B',
        sealed?.status === 200 && sealedType.startsWith('image/'),
        `${lic.body?.data?.url ?? lic.msg}: HTTP ${sealed?.status} ${sealedType}`,
      );

      // One content version: B has the links cached; a change on A shows on B's next read.
      const names = async (base: string) =>
        (((await post(base, '/api/demo/links', {}, { ip: clientIp(501) })).body?.data ?? []) as { name: string }[]).map((l) => l.name);
      const before = await names(b.baseUrl);
      const adminOnA = await post(a.baseUrl, '/api/user/admin_login', ADMIN);
      const staff = adminOnA.body?.data?.token as string | undefined;
      const name = `两节点链接${run}`;
      const saved = staff
        ? await post(a.baseUrl, '/api/admin/site_item_save', { type: 'link', name, href: 'https://www.gov.cn', sort: 1 }, { token: staff })
        : undefined;
      const t0 = Date.now();
      let seen = false;
      while (!seen && Date.now() - t0 < 5_000) {
        seen = (await names(b.baseUrl)).includes(name);
        if (!seen) await sleep(20);
      }
      check(
        'a change on A seen on B at once',
        !!saved && saved.code === 1 && seen && !before.includes(name),
        seen ? `seen on B after ${Date.now() - t0} ms (cache 60 s)` : `not seen (save: ${saved?.msg ?? adminOnA.msg})`,
      );

      // Scheduled jobs run once: a news item scheduled a few seconds ahead is published by one node's job, not by
      // both (each node runs the publishing job every minute; the first run comes a minute after its start).
      if (staff) {
        const draft = await post(
          a.baseUrl,
          '/api/admin/content_save',
          { kind: 'news', title: `两节点定时${run}`, content: '<p>定时发布</p>' },
          { token: staff },
        );
        const newsId = draft.body?.data?.id as number | undefined;
        const when = new Date(Date.now() + 3_000).toISOString();
        const scheduled = newsId
          ? await post(a.baseUrl, '/api/admin/content_publish', { kind: 'news', id: newsId, publish_at: when }, { token: staff })
          : undefined;
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        const count = async () =>
          Number(
            (
              await db.query(`select count(*)::int as n from audit_log where action = 'content.publish_due' and object_id = $1`, [
                String(newsId),
              ])
            ).rows[0].n,
          );
        const t1 = Date.now();
        while ((await count()) === 0 && Date.now() - t1 < 90_000) await sleep(1_000);
        const publishedAfter = Date.now() - t1;
        await sleep(65_000); // both nodes' jobs have run again since
        const runs = await count();
        const claims = (await db.query(`select job, last_run_at from job_runs order by job`)).rows
          .map((r: { job: string }) => r.job)
          .join(', ');
        await db.end();
        check(
          'a scheduled job runs once across nodes',
          scheduled?.code === 1 && runs === 1,
          `news item scheduled on A: published by the job after ${(publishedAfter / 1000).toFixed(0)} s; publish_due audit rows ${runs} after both nodes' jobs ran again (claims: ${claims})`,
        );
      }

      // The login lockout: five wrong passwords alternating A/B lock the account on both.
      const wrong = { username: ADMIN.username, password: 'wrong-password-1' };
      const tries: string[] = [];
      for (let i = 0; i < 6; i++)
        tries.push((await post(i % 2 ? b.baseUrl : a.baseUrl, '/api/user/admin_login', wrong, { ip: clientIp(502) })).msg ?? '');
      const right = await post(a.baseUrl, '/api/user/admin_login', ADMIN, { ip: clientIp(502) });
      check(
        'login lockout across nodes',
        right.code !== 1 && /失败次数过多/.test(right.msg ?? ''),
        `after 6 wrong (A,B,A,…): 「${tries[5]}」; the right password on A: 「${right.msg}」`,
      );
    } finally {
      await stopServer(a.pid);
      await stopServer(b.pid);
    }
  }
  return { checks };
}

// ---------------------------------------------------------------- SIGTERM

type SigtermResult = {
  inFlight: number;
  finished: number;
  failed: number;
  healthDuringDrain: number;
  refusedAfter: boolean;
  exitCode: number | null;
  exitMs: number;
  reopened: boolean;
};

async function sigtermScenario(): Promise<SigtermResult> {
  log('\n== graceful shutdown (SIGTERM)');
  const dataDir = path.join(tmp, 'sigterm');
  const server = await serve('sigterm', { DATA_DIR: dataDir, PUBLIC_CACHE_SECONDS: '0', SHUTDOWN_DRAIN_MS: process.env.DRAIN ?? '1000' });
  const base = server.baseUrl;
  await get(base, '/');
  const inFlight = 40;
  const answers = Array.from({ length: inFlight }, (_, i) => get(base, i % 2 ? `/information?page=${i}` : `/?v=${i}`, 30_000));
  await sleep(30);
  const t0 = Date.now();
  process.kill(server.pid, 'SIGTERM');
  await sleep(200);
  // Draining: the proxy's health check hears 503 and sends no more.
  const health = await get(base, '/healthz', 3_000);
  const done = await Promise.all(answers);
  while (isAlive(server.pid) && Date.now() - t0 < 20_000) await sleep(20);
  const exitMs = Date.now() - t0;
  // Once stopped, a new request is refused at the door.
  const after = await get(base, '/healthz', 3_000);
  const exitCode = /code=(\d+)/.exec(server.exitInfo?.() ?? '')?.[1];
  const finished = done.filter((d) => d.status === 200).length;
  if (process.env.RELIABILITY_DEBUG)
    log(`   ${done.map((d) => `${d.status}${d.error ? ` ${d.error}` : ''} ${Math.round(d.ms)}ms`).join('; ')}`);
  const again = await serve('sigterm-reopen', { DATA_DIR: dataDir });
  const reopened = (await post(again.baseUrl, '/api/index/server_list', { page: 1 })).code === 1;
  await stopServer(again.pid);
  const result = {
    inFlight,
    finished,
    failed: inFlight - finished,
    healthDuringDrain: health.status,
    refusedAfter: after.status === 0,
    exitCode: exitCode === undefined ? null : Number(exitCode),
    exitMs,
    reopened,
  };
  log(
    `   ${finished}/${inFlight} in-flight pages answered 200; /healthz while draining: ${health.status}; after the stop a new request was ${result.refusedAfter ? 'refused' : `answered ${after.status}`}; exit code ${result.exitCode} after ${exitMs} ms; reopened cleanly: ${reopened}`,
  );
  return result;
}

// ---------------------------------------------------------------- soak

type SoakResult = {
  minutes: number;
  requests: number;
  errors: number;
  rssStartMb: number;
  rssEndMb: number;
  rssPeakMb: number;
  growthPct: number;
  p99Ms: number;
  perMinuteMb: number[];
};

async function soakScenario(): Promise<SoakResult> {
  log(`\n== soak: ${SOAK_MINUTES} min of mixed traffic after ${SOAK_WARMUP_MS / 1000} s of warm-up (embedded default)`);
  const server = await serve('soak', { DATA_DIR: path.join(tmp, 'soak') });
  const base = server.baseUrl;
  const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => qrToken(base, base, `浸泡${i}`, clientIp(300 + i))));
  const pages = ['/', '/information', '/technics', '/tenancy', '/policydetail?id=1&type=0', '/tenancydetail?id=1', '/risklist', '/train'];
  let stop = false;
  let requests = 0;
  let errors = 0;
  const times: number[] = [];
  const errorKinds = new Map<string, number>();
  const note = (res: Answer, what: string) => {
    requests += 1;
    if (times.length < 200_000) times.push(res.ms);
    const good = res.status === 200 && (res.code === undefined || res.code === 1);
    if (!good) {
      errors += 1;
      const k = `${what}: ${res.status} ${res.msg ?? res.error ?? ''}`;
      errorKinds.set(k, (errorKinds.get(k) ?? 0) + 1);
    }
  };
  // Consultations go round 40 users, one every 3.5 s in all: each user stays under the rule of 5 in 10 minutes.
  const askers = await Promise.all(Array.from({ length: 40 }, (_, i) => qrToken(base, base, `浸泡咨询${i}`, clientIp(400 + i))));
  let asked = 0;
  let lastConsultation = 0;
  const worker = async (i: number) => {
    let n = 0;
    while (!stop) {
      n += 1;
      const token = tokens[i % tokens.length]!;
      const ask = n % 6 === 5 && Date.now() - lastConsultation >= 3_500;
      if (ask) lastConsultation = Date.now();
      const slot = n % 6 === 5 && !ask ? 0 : n % 6;
      switch (slot) {
        case 0:
          note(await get(base, pages[(i + n) % pages.length]!), 'page');
          break;
        case 1:
          note(await post(base, '/api/index/server_list', { page: 1 + (n % 5), keyword: n % 3 ? '' : '科技' }), 'server_list');
          break;
        case 2:
          note(await post(base, '/api/demo/home_policy', {}), 'home_policy');
          break;
        case 3:
          note(await post(base, '/api/index/userinfo', {}, { token }), 'userinfo');
          break;
        case 4:
          note(await post(base, '/api/index/my_question', { page: 1 }, { token }), 'my_question');
          break;
        default: {
          const k = asked++;
          const asker = askers[k % askers.length]!;
          note(
            await post(
              base,
              '/api/index/question_add',
              { type: 3, name: '访客', phone: '13800138000', content: `soak ${k}` },
              { token: asker, ip: clientIp(400 + (k % askers.length)) },
            ),
            'question_add',
          );
        }
      }
    }
  };
  const workers = Promise.all(Array.from({ length: 8 }, (_, i) => worker(i)));
  // The warm-up (caches filled, code compiled, the embedded database's buffers touched) is not measured: the
  // growth is counted from its end over SOAK_MINUTES.
  await sleep(SOAK_WARMUP_MS);
  const rssStart = rssKb(server.pid) ?? 0;
  let peak = rssStart;
  const samples: number[] = [Math.round(rssStart / 1024)];
  const end = Date.now() + SOAK_MINUTES * 60_000;
  while (Date.now() < end) {
    await sleep(5_000);
    const now = rssKb(server.pid) ?? 0;
    peak = Math.max(peak, now);
    samples.push(Math.round(now / 1024));
  }
  const rssEnd = rssKb(server.pid) ?? 0;
  stop = true;
  await workers;
  await stopServer(server.pid);
  times.sort((x, y) => x - y);
  const result = {
    minutes: SOAK_MINUTES,
    requests,
    errors,
    rssStartMb: Math.round(rssStart / 1024),
    rssEndMb: Math.round(rssEnd / 1024),
    rssPeakMb: Math.round(peak / 1024),
    growthPct: Math.round(((rssEnd - rssStart) / rssStart) * 1000) / 10,
    p99Ms: Math.round(times[Math.floor(times.length * 0.99)] ?? 0),
    // One resident-memory reading a minute (MB), after the warm-up.
    perMinuteMb: samples.filter((_, i) => i % 12 === 0),
  };
  log(
    `   ${requests} requests, ${errors} errors${
      errors
        ? ` (${[...errorKinds]
            .slice(0, 5)
            .map(([k, v]) => `${k} ×${v}`)
            .join('; ')})`
        : ''
    }; RSS ${result.rssStartMb} → ${result.rssEndMb} MB (${result.growthPct} %), peak ${result.rssPeakMb} MB (a minute apart: ${result.perMinuteMb.join(', ')}); p99 ${result.p99Ms} ms`,
  );
  return result;
}

// ---------------------------------------------------------------- report

function report(results: Record<string, unknown>, started: Date): string {
  const lines: string[] = [
    START,
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (2 cores), code ${gitVersion()}, by \`npm run reliability\`.`,
    '',
  ];
  const kills = ['kill-embedded', 'kill-postgres'].map((k) => results[k] as KillResult | undefined).filter(Boolean) as KillResult[];
  if (kills.length) {
    lines.push(
      '**kill -9 under load** (each client: consultations; a fifth of them settled companies sending service requests; the others one application each)',
      '',
    );
    lines.push(
      '| Database | Clients | Sent | Answered 成功 | Other answers | No answer | Found afterwards | Lost | Restart |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const k of kills) {
      lines.push(
        `| ${k.database === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'} | ${k.clients} | ${k.sent} | ${k.answeredOk} (${Object.entries(
          k.byKind,
        )
          .map(([kind, v]) => `${kind} ${v.ok}`)
          .join(', ')}) | ${k.answeredOther}${
          k.answeredOther
            ? ` (${Object.entries(k.otherAnswers)
                .map(([m, n]) => `「${m}」 ${n}`)
                .join(', ')})`
            : ''
        } | ${k.noAnswer} | ${k.found} | **${k.lost}** | ${(k.restartMs / 1000).toFixed(1)} s |`,
      );
    }
    lines.push('');
  }
  const restart = results['pg-restart'] as RestartResult | undefined;
  if (restart) {
    lines.push(
      `**PostgreSQL stopped for ${(restart.outageMs / 1000).toFixed(1)} s under load** (${restart.clients} clients, lists and consultations): ${restart.sent} requests; ${restart.ok} 成功, ${restart.busy} answered HTTP ${restart.busyStatus || 503} 「${restart.busyMsg}」, ${restart.other} other, ${restart.noAnswer} without answer; the slowest answer during the outage took ${(restart.slowestDuringOutageMs / 1000).toFixed(1)} s; the server served again **${restart.backAfterMs === null ? 'never (within 20 s)' : `${(restart.backAfterMs / 1000).toFixed(2)} s`}** after the database was back, without a restart of its own.`,
      '',
    );
  }
  const nodes = results['two-nodes'] as NodesResult | undefined;
  if (nodes) {
    lines.push('**Two nodes on one PostgreSQL** (shared uploads directory and data key)', '', '| Check | Result |', '|---|---|');
    for (const c of nodes.checks) lines.push(`| ${c.what} | ${c.ok ? '✓' : '✗'} ${c.detail} |`);
    lines.push('');
  }
  const term = results.sigterm as SigtermResult | undefined;
  if (term) {
    lines.push(
      `**SIGTERM with ${term.inFlight} page requests in flight** (embedded, SHUTDOWN_DRAIN_MS 1000): ${term.finished} answered 200, ${term.failed} failed; /healthz during the drain answered ${term.healthDuringDrain}; once stopped a new request was ${term.refusedAfter ? 'refused (connection refused)' : 'still answered'}; the process exited with code ${term.exitCode} ${(term.exitMs / 1000).toFixed(1)} s after the signal; the embedded database opened cleanly afterwards: ${term.reopened ? 'yes' : 'no'}.`,
      '',
    );
  }
  const soak = results.soak as SoakResult | undefined;
  if (soak) {
    lines.push(
      `**Soak, ${soak.minutes} min** of mixed public and signed-in traffic (8 clients, embedded; measured after ${SOAK_WARMUP_MS / 60_000} min of the same traffic as warm-up): ${soak.requests} requests, **${soak.errors} errors**, p99 ${soak.p99Ms} ms; resident memory after the warm-up ${soak.rssStartMb} MB → ${soak.rssEndMb} MB at the end (**${soak.growthPct} %**), peak ${soak.rssPeakMb} MB; a minute apart: ${soak.perMinuteMb.join(' → ')} MB.`,
      '',
    );
  }
  lines.push(END);
  return lines.join('\n');
}

function gitVersion(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: projectRoot, encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

async function main() {
  if (!existsSync(path.join(projectRoot, ENTRY))) throw new Error(`未找到 ${ENTRY}：请先运行 npm run build`);
  const all = ['kill-embedded', 'kill-postgres', 'pg-restart', 'two-nodes', 'sigterm', 'soak'];
  const onlyArg = process.argv.find((a) => a.startsWith('--only'));
  const only = onlyArg
    ? (onlyArg.includes('=') ? onlyArg.split('=')[1]! : process.argv[process.argv.indexOf(onlyArg) + 1]!).split(',')
    : all;
  const started = new Date();
  const results: Record<string, unknown> = {};
  let cluster: Cluster | undefined;
  try {
    if (only.some((s) => ['kill-postgres', 'pg-restart', 'two-nodes'].includes(s))) cluster = await makeCluster();
    if (only.includes('kill-embedded')) results['kill-embedded'] = await killScenario('embedded');
    if (only.includes('kill-postgres')) results['kill-postgres'] = await killScenario('postgres', cluster);
    if (only.includes('pg-restart')) results['pg-restart'] = await pgRestartScenario(cluster!);
    if (only.includes('two-nodes')) results['two-nodes'] = await twoNodesScenario(cluster!);
    if (only.includes('sigterm')) results.sigterm = await sigtermScenario();
    if (only.includes('soak')) results.soak = await soakScenario();
  } finally {
    cluster?.destroy();
  }
  const section = report(results, started);
  writeFileSync(path.join(tmp, 'results.json'), JSON.stringify(results, null, 2));
  if (!process.argv.includes('--no-write') && existsSync(DOC)) {
    const doc = readFileSync(DOC, 'utf8');
    const a = doc.indexOf(START);
    const b = doc.indexOf(END);
    if (a >= 0 && b > a) writeFileSync(DOC, doc.slice(0, a) + section + doc.slice(b + END.length));
  }
  log(`\n${section}\n\n(logs in ${tmp})`);
  const failed =
    Object.values(results).some((r) => (r as KillResult).lost > 0) ||
    ((results['two-nodes'] as NodesResult | undefined)?.checks.some((c) => !c.ok) ?? false) ||
    ((results['pg-restart'] as RestartResult | undefined) && ((results['pg-restart'] as RestartResult).backAfterMs ?? Infinity) > 5_000) ||
    ((results.soak as SoakResult | undefined) &&
      ((results.soak as SoakResult).errors > 0 || (results.soak as SoakResult).growthPct > 10)) ||
    ((results.sigterm as SigtermResult | undefined) &&
      ((results.sigterm as SigtermResult).failed > 0 ||
        (results.sigterm as SigtermResult).exitCode !== 0 ||
        !(results.sigterm as SigtermResult).reopened));
  if (failed) {
    log('RELIABILITY: a goal was missed (see above)');
    process.exitCode = 1;
  } else rmSync(tmp, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n(logs in ${tmp})\n`);
  process.exit(1);
});
