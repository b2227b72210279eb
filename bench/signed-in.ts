/**
 * The signed-in part of `npm run bench -- --only signed-in [--label before|after]` (issue 34): the company area and
 * the back office, each page asked as its person (a demo company's user signed in by the demo QR flow, the first
 * administrator by password), on the embedded default with the demo content and (unless BENCH_SKIP_PG=1) on
 * PostgreSQL with the same. The measured tree's production server (BENCH_CODE_DIR, as its `npm start` runs it).
 *
 * Per page: 30 requests one at a time, each followed by one to /healthz (the median of each: what one page costs
 * beside what the server's cheapest answer costs in the same minute), then CONNECTIONS_SIGNED_IN connections for
 * BENCH_SHORT_DURATION seconds (autocannon, gzip accepted). Each answer is checked: 200, `no-store`, and no antd
 * <style> written inline (issue 34's sheet). On the embedded default, before the load, Lighthouse (mobile, as the
 * public pages' group: bench/lighthouse.ts) on SIGNED_IN_LIGHTHOUSE_PAGES as the demo company (BENCH_SKIP_LIGHTHOUSE=1
 * leaves it out). Figures only, nothing asserted; bench/results/signed-in-<label>.json,
 * and RESULTS.md's section "Signed-in pages (issue 34)" renders the before and after runs side by side.
 * BENCH_CODE_NOTE describes a measured tree that is not a git checkout.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { COMPANIES } from '../server/db/seed/data/companies';
import { launchChromium } from './chromium';
import { BUILD_PATH, gitVersion } from './code';
import { lighthousePage, lighthouseSetting, lighthouseTable, type LighthouseResult, type PageScore } from './lighthouse';
import { loadAvg } from './load';
import { resultsDir } from './results';
import { routeSizes } from './route-sizes';
import { cpuOfLoad, type LoadCpu } from './cpu';
import { memoryMb, memoryParts, startCodeServer, stopServer, type Running } from './servers';
import { ACCEPT_ENCODING, SHORT_DURATION } from './targets';

/** Issue 34's load: eight staff or companies at once. */
export const CONNECTIONS_SIGNED_IN = Number(process.env.BENCH_SIGNED_IN_CONNECTIONS ?? 8);
/** Requests one at a time per page (each followed by one to /healthz). */
const SINGLE_REQUESTS = Number(process.env.BENCH_SIGNED_IN_REQUESTS ?? 30);

type Who = 'company' | 'staff';
export const SIGNED_IN_PAGES: { path: string; who: Who }[] = [
  { path: '/service', who: 'company' },
  { path: '/room_price', who: 'company' },
  { path: '/service_price', who: 'company' },
  { path: '/service_list', who: 'company' },
  { path: '/company_brief', who: 'company' },
  { path: '/system/warning', who: 'staff' },
  { path: '/system/leases', who: 'staff' },
  { path: '/system/content', who: 'staff' },
  { path: '/system/feedback', who: 'staff' },
  { path: '/system/applylist', who: 'staff' },
];

export type SignedInRow = {
  path: string;
  /** Median and 90th percentile of one request at a time (round trip on this machine), ms. */
  singleMs: number;
  singleP90Ms: number;
  /** Median of /healthz asked between them, ms. */
  healthzMs: number;
  /** The page's HTML, KB (uncompressed), and antd <style> elements written inline in it. */
  kb: number;
  inlineAntdStyles: number;
  noStore: boolean;
  rps: number;
  p50: number | null;
  p99: number | null;
  failures: number;
  /** Of the one-at-a-time requests, how many were answered from the signed-in page cache (`x-cache: hit`). */
  hits?: number;
  /** Each request a new address (`?bench_render=<n>`, which the page ignores), so every one is rendered: as above. */
  renderedMs?: number;
  renderedP90Ms?: number;
  renderedRps?: number;
  renderedP99?: number | null;
  /** CPU a rendered page during that load, by where it ran, and how busy the machine's cores were (bench/cpu.ts). */
  renderedCpu?: LoadCpu | null;
};
/** Issue 34's pages for Lighthouse (mobile), signed in as the demo company, and the score each must reach. */
export const SIGNED_IN_LIGHTHOUSE_PAGES = ['/room_price', '/service'] as const;
export const SIGNED_IN_LIGHTHOUSE_TARGET = 90;
export type SignedInLighthouse = Omit<LighthouseResult, 'pages' | 'robots' | 'sitemap'> & { pages: PageScore[] };
export type SignedInDb = {
  label: string;
  rows: SignedInRow[];
  /** Lighthouse on the company pages, before the load (measured on the embedded default only; absent in older runs). */
  lighthouse?: SignedInLighthouse;
  rssMb: number;
  hwmMb: number;
  /** Where the resident memory is (servers.ts memoryParts); absent in runs before it was measured. */
  parts?: { wasm: number; files: number; rest: number };
};
/** Issue 34's aims for a signed-in page's first-load JavaScript (gzip): the company area's, and the back office's. */
export const SIGNED_IN_JS_TARGET_KB: Record<Who, number> = { company: 200, staff: 350 };
/** A signed-in page's first-load JS and CSS (gzip KB), read from the measured build's manifest (route-sizes.ts). */
export type FirstLoad = { path: string; who: Who; jsKb: number; cssKb: number };
export type SignedInResult = {
  label: string;
  code: string;
  at: string;
  loadStart: string;
  loadEnd: string;
  databases: SignedInDb[];
  /** Absent in runs before it was measured. */
  firstLoad?: FirstLoad[];
};

/** The signed-in pages' first-load JS and CSS in the build under measure. */
export function signedInFirstLoad(buildPath: string = BUILD_PATH): FirstLoad[] {
  const sizes = routeSizes(
    buildPath,
    SIGNED_IN_PAGES.map((p) => p.path),
  );
  return SIGNED_IN_PAGES.map((p, i) => ({ path: p.path, who: p.who, jsKb: sizes[i]!.jsKb, cssKb: sizes[i]!.cssKb }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

async function post(base: string, call: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${base}${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The first administrator's token, and a demo company user's through the demo QR sign-in (as e2e/qr-support.ts). */
async function signIn(base: string, adminPassword: string): Promise<Record<Who, string>> {
  const admin = (await (await post(base, '/api/user/admin_login', { username: 'admin', password: adminPassword })).json()) as {
    data?: { token?: string };
  };
  if (!admin.data?.token) throw new Error(`admin_login: ${JSON.stringify(admin)}`);
  const login = await post(base, '/api/indexnew/web_login', {});
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { sign } = ((await login.json()) as { data: { sign: string } }).data;
  // The first demo company's contact: its user owns a settled company with leases and fee contracts.
  const confirmed = (await (await post(base, '/api/indexnew/scan_confirm', { sign, nickname: COMPANIES[0]!.contact })).json()) as {
    code: number;
    msg: string;
  };
  if (confirmed.code !== 1) throw new Error(`scan_confirm: ${confirmed.msg}`);
  const status = (await (await post(base, '/api/indexnew/checkStatus', { sign }, { cookie })).json()) as { token?: string };
  if (!status.token) throw new Error(`checkStatus: ${JSON.stringify(status)}`);
  return { staff: admin.data.token, company: status.token };
}

async function timedGet(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers, redirect: 'manual' });
  const text = await res.text();
  return { ms: performance.now() - started, res, text };
}

async function measurePages(server: Running, tokens: Record<Who, string>, label: string): Promise<SignedInRow[]> {
  const rows: SignedInRow[] = [];
  for (const page of SIGNED_IN_PAGES) {
    const headers = { cookie: `token=${encodeURIComponent(tokens[page.who])}`, 'accept-encoding': ACCEPT_ENCODING };
    const url = `${server.baseUrl}${page.path}`;
    const first = await timedGet(url, headers);
    if (first.res.status !== 200) throw new Error(`${page.path}: HTTP ${first.res.status} ${first.res.headers.get('location') ?? ''}`);
    for (let i = 0; i < 3; i++) await timedGet(url, headers);
    const single: number[] = [];
    const healthz: number[] = [];
    let hits = 0;
    for (let i = 0; i < SINGLE_REQUESTS; i++) {
      const got = await timedGet(url, headers);
      single.push(got.ms);
      if (got.res.headers.get('x-cache') === 'hit') hits += 1;
      healthz.push((await timedGet(`${server.baseUrl}/healthz`, {})).ms);
    }
    const r = await autocannon({ url, connections: CONNECTIONS_SIGNED_IN, duration: SHORT_DURATION, headers });
    // The same page rendered every time: a new address per request (the page ignores the parameter), so nothing kept
    // for the session answers it — what a first view costs.
    let n = 0;
    const fresh = () => `${page.path}?bench_render=${++n}`;
    const rendered: number[] = [];
    for (let i = 0; i < SINGLE_REQUESTS; i++) rendered.push((await timedGet(`${server.baseUrl}${fresh()}`, headers)).ms);
    let m!: autocannon.Result;
    const { cpu } = await cpuOfLoad(server.pid, async () => {
      m = await autocannon({
        url,
        connections: CONNECTIONS_SIGNED_IN,
        duration: SHORT_DURATION,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: fresh() }) }],
      });
      return m.requests.total;
    });
    const row: SignedInRow = {
      path: page.path,
      singleMs: round(median(single)),
      singleP90Ms: round(percentile(single, 0.9)),
      healthzMs: Math.round(median(healthz) * 100) / 100,
      kb: round(first.text.length / 1024),
      inlineAntdStyles: [...first.text.matchAll(/<style[^>]*\bdata-(?:css|token)-hash=/g)].length,
      noStore: first.res.headers.get('cache-control') === 'no-store',
      rps: Math.round(r.requests.average),
      p50: r.requests.total ? r.latency.p50 : null,
      p99: r.requests.total ? r.latency.p99 : null,
      failures: r.non2xx + r.errors + m.non2xx + m.errors,
      hits,
      renderedMs: round(median(rendered)),
      renderedP90Ms: round(percentile(rendered, 0.9)),
      renderedRps: Math.round(m.requests.average),
      renderedP99: m.requests.total ? m.latency.p99 : null,
      renderedCpu: cpu,
    };
    rows.push(row);
    process.stdout.write(
      `  ${label} ${page.path}: 1 at a time ${row.singleMs} ms (/healthz ${row.healthzMs} ms, ${hits} hits); ${row.rps} pages/s, p99 ${row.p99} ms; rendered ${row.renderedMs} ms, ${row.renderedRps} pages/s, p99 ${row.renderedP99} ms\n`,
    );
  }
  return rows;
}

/**
 * Lighthouse (mobile defaults, as the public pages' group: bench/lighthouse.ts) on the company pages, the demo
 * company's session cookie on every request the page makes, so the page, its data calls and its scripts are what that
 * person's phone would load.
 */
async function signedInLighthouse(server: Running, token: string): Promise<SignedInLighthouse> {
  const browser = await launchChromium();
  try {
    const headers = { Cookie: `token=${encodeURIComponent(token)}` };
    const measured = [];
    for (const p of SIGNED_IN_LIGHTHOUSE_PAGES) measured.push(await lighthousePage(server.baseUrl, browser.port, p, p, headers));
    return { pages: measured.map((m) => m.score), ...lighthouseSetting(measured.at(-1)!.lhr, browser.version) };
  } finally {
    await browser.close();
  }
}

async function measureOn(label: string, env: Record<string, string>, withLighthouse = false): Promise<SignedInDb> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-signed-in-'));
  const password = randomBytes(12).toString('hex');
  // PUBLIC_URL is the origin the browser uses (Lighthouse's images would be cross-origin otherwise: lighthouse.ts).
  const server = await startCodeServer({
    publicUrl: true,
    logFile: path.join(logDir, 'server.log'),
    env: { SEED_DEMO: '1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', ADMIN_PASSWORD: password, ...env },
  });
  try {
    const tokens = await signIn(server.baseUrl, password);
    const lighthouse = withLighthouse ? await signedInLighthouse(server, tokens.company) : undefined;
    const rows = await measurePages(server, tokens, label);
    const { rss, hwm } = memoryMb(server.pid);
    return { label, rows, rssMb: rss, hwmMb: hwm, parts: memoryParts(server.pid), ...(lighthouse ? { lighthouse } : {}) };
  } finally {
    await stopServer(server.pid);
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** The signed-in pages on the embedded default (a fresh DATA_DIR, demo content) and on PostgreSQL (a fresh database). */
export async function benchSignedIn(runLabel: string, pgUrl: string | null): Promise<SignedInResult> {
  const loadStart = loadAvg();
  const databases: SignedInDb[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-signed-in-data-'));
  try {
    databases.push(
      await measureOn('PGlite (embedded default)', { DATA_DIR: dataDir, DATABASE_URL: '' }, process.env.BENCH_SKIP_LIGHTHOUSE !== '1'),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (pgUrl) {
    const dbName = `portal_bench_signed_in_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    const pgData = mkdtempSync(path.join(tmpdir(), 'portal-bench-signed-in-pgdata-'));
    try {
      // The demo sign-ins a deployment on PostgreSQL has off: the QR demo, and the first administrator without a second factor.
      databases.push(
        await measureOn('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: pgData, QR_DEMO: '1', STAFF_TOTP_REQUIRED: '0' }),
      );
    } finally {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
      rmSync(pgData, { recursive: true, force: true });
    }
  }
  // BENCH_CODE_NOTE names a measured tree that is not a git checkout (a copy of a commit, with or without a change).
  return {
    label: runLabel,
    code: process.env.BENCH_CODE_NOTE || gitVersion(),
    at: new Date().toISOString(),
    loadStart,
    loadEnd: loadAvg(),
    databases,
    firstLoad: signedInFirstLoad(),
  };
}

const resultPath = (label: string) => path.join(resultsDir, `signed-in-${label}.json`);

export function writeSignedIn(result: SignedInResult): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(resultPath(result.label), `${JSON.stringify(result, null, 2)}\n`);
}

function readSignedIn(label: string): SignedInResult | null {
  const file = resultPath(label);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SignedInResult) : null;
}

/** RESULTS.md's whole section (kept as it is by a full bench run), and the generated figures inside it. */
export const SIGNED_IN_START = '<!-- signed-in:start -->';
export const SIGNED_IN_END = '<!-- signed-in:end -->';
const FIGURES_START = '<!-- signed-in:figures:start -->';
const FIGURES_END = '<!-- signed-in:figures:end -->';

/** The resident memory's parts, as said after the total. */
const partsText = (p: SignedInDb['parts']) =>
  p ? ` (WebAssembly, the embedded database: ${p.wasm} MB; mapped files: ${p.files} MB; the rest, V8's heap and native: ${p.rest} MB)` : '';

function table(run: SignedInResult): string[] {
  const out = [
    `#### ${run.label}: ${run.code}, ${run.at.slice(0, 16).replace('T', ' ')} UTC, load average ${run.loadStart} → ${run.loadEnd}`,
    '',
  ];
  if (run.firstLoad) {
    out.push(
      `First-load JavaScript and CSS (gzip), from the build's manifest as for the public routes (route-sizes.ts); aims ${SIGNED_IN_JS_TARGET_KB.company} KB for the company area, ${SIGNED_IN_JS_TARGET_KB.staff} KB for the back office:`,
      '',
      '| Page | First-load JS gzip KB | CSS gzip KB | Aim, KB | Met? |',
      '|---|---:|---:|---:|---|',
      ...run.firstLoad.map(
        (f) =>
          `| ${f.path} | ${f.jsKb} | ${f.cssKb} | ${SIGNED_IN_JS_TARGET_KB[f.who]} | ${f.jsKb <= SIGNED_IN_JS_TARGET_KB[f.who] ? 'met' : '**not met**'} |`,
      ),
      '',
    );
  }
  for (const db of run.databases) {
    if (db.lighthouse) {
      const lh = db.lighthouse;
      out.push(
        `Lighthouse (mobile) signed in as the demo company, ${db.label}, before the load: Lighthouse ${lh.version}, ${lh.chromium}; ${lh.throttling}; host benchmark index ${lh.benchmarkIndex}; ${lh.runs} runs per page, the median shown; aim ≥ ${SIGNED_IN_LIGHTHOUSE_TARGET}:`,
        '',
        ...lighthouseTable(lh.pages, SIGNED_IN_LIGHTHOUSE_TARGET),
      );
    }
    out.push(
      `${db.label}, server resident ${db.rssMb} MB (peak ${db.hwmMb} MB) after the load${partsText(db.parts)}:`,
      '',
      `| Page | 1 at a time, median ms (p90) | kept (hits of ${SINGLE_REQUESTS}) | /healthz beside it, ms | HTML KB | antd <style> inline | no-store | Pages/s at ${CONNECTIONS_SIGNED_IN} | p50 ms | p99 ms | Rendered each time: median ms (p90) | Rendered: pages/s at ${CONNECTIONS_SIGNED_IN} | Rendered: p99 ms | Failed |`,
      '|---|---:|---:|---:|---:|---:|:---:|---:|---:|---:|---:|---:|---:|---:|',
      ...db.rows.map(
        (r) =>
          `| ${r.path} | ${r.singleMs} (${r.singleP90Ms}) | ${r.hits ?? '—'} | ${r.healthzMs.toFixed(2)} | ${r.kb} | ${r.inlineAntdStyles} | ${r.noStore ? 'yes' : '**no**'} | ${r.rps} | ${r.p50 ?? '—'} | ${r.p99 ?? '—'} | ${r.renderedMs === undefined ? '—' : `${r.renderedMs} (${r.renderedP90Ms})`} | ${r.renderedRps ?? '—'} | ${r.renderedP99 ?? '—'} | ${r.failures} |`,
      ),
      '',
      ...cpuTable(db),
    );
  }
  return out;
}

/** Where a rendered page's CPU went under the load, per page, for the runs that read it (bench/cpu.ts). */
function cpuTable(db: SignedInDb): string[] {
  const rows = db.rows.filter((r): r is SignedInRow & { renderedCpu: LoadCpu } => !!r.renderedCpu);
  if (!rows.length) return [];
  const ms = (n: number) => n.toFixed(1);
  return [
    `${db.label}, CPU a rendered page at ${CONNECTIONS_SIGNED_IN} connections, ms, by where it ran (from /proc before and after the load; a ms of CPU a page is 1 000 pages a second of one core):`,
    '',
    '| Page | Rendered pages/s | Server, main thread | Server, other threads | PostgreSQL | Load generator | Rest of the machine | All | Cores busy |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => {
      const c = r.renderedCpu;
      const all = c.mainMs + c.helpersMs + c.databaseMs + c.loadGeneratorMs + c.otherMs;
      return `| ${r.path} | ${r.renderedRps ?? '—'} | ${ms(c.mainMs)} | ${ms(c.helpersMs)} | ${ms(c.databaseMs)} | ${ms(c.loadGeneratorMs)} | ${ms(c.otherMs)} | ${ms(all)} | ${c.machineBusyPct} % |`;
    }),
    '',
  ];
}

/** The generated figures: the before and after runs of the signed-in group, as far as there are any. */
function figures(): string {
  const runs = ['before', 'after'].map(readSignedIn).filter((r): r is SignedInResult => r !== null);
  return [
    FIGURES_START,
    `### Figures of \`npm run bench -- --only signed-in\` (${SINGLE_REQUESTS} requests one at a time per page, then ${CONNECTIONS_SIGNED_IN} connections for ${SHORT_DURATION} s)`,
    '',
    ...(runs.length ? runs.flatMap(table) : ['No run yet.', '']),
    FIGURES_END,
  ].join('\n');
}

/** RESULTS.md with this group's figures put in (the section made when it has none). */
export function withSignedInFigures(results: string): string {
  const a = results.indexOf(FIGURES_START);
  const b = results.indexOf(FIGURES_END);
  if (a >= 0 && b > a) return results.slice(0, a) + figures() + results.slice(b + FIGURES_END.length);
  const section = [SIGNED_IN_START, '## Signed-in pages (issue 34)', '', figures(), SIGNED_IN_END].join('\n');
  return `${results.trimEnd()}\n\n${section}\n`;
}
