/** bench/RESULTS.md: what was measured, on what, and what each table means. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { projectRoot } from '../scripts/lib/server-process';
import { billingSection, type BillingResult } from './billing';
import type { explainKeyword } from './explain';
import type { LighthouseResult } from './lighthouse';
import type { DbResult } from './load';
import { JS_TARGET_KB, routeSizeTable, type RouteSize } from './route-sizes';
import { ACCEPT_ENCODING, CONNECTIONS, DURATION, PAGE_DURATION, SHORT_DURATION } from './targets';

export type Explained = { keyword: string; statements: Awaited<ReturnType<typeof explainKeyword>> };
export type Report = {
  rows: number;
  buildDir: string;
  load: DbResult[];
  /** Why a part did not run, by part; absent when it ran. */
  skipped: { load?: string; postgres?: string; sizes?: string; lighthouse?: string };
  sizes: { rows: RouteSize[]; largest: { file: string; kb: number }[] } | null;
  lighthouse: LighthouseResult | null;
  explain: Explained[] | null;
  billing: BillingResult[] | null;
};

export const loadAvg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot }).toString();
    const head = git('rev-parse', '--short', 'HEAD').trim();
    // Which top-level folders or files differ from the commit: the figures are of the working tree.
    const dirty = new Set(
      git('status', '--porcelain')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.slice(3).split('/')[0]!),
    );
    return dirty.size ? `${head} plus uncommitted changes in ${[...dirty].sort().join(', ')}` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

function loadTable(res: DbResult): string {
  // No response within the run: every one took longer than the run itself.
  const ms = (v: number | null, r: DbResult['rows'][number]) =>
    v === null ? `> ${r.seconds * 1000}` : String(v);
  const out = [
    '| Group | Call | Rows matched | 1 request ms | Req/s | Completed | p50 ms | p99 ms | Failed | KB/response | Server RSS MB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of res.rows) {
    out.push(
      `| ${r.group} | ${r.target} | ${r.matches} | ${r.singleMs} | ${r.rps} | ${r.completed} | ${ms(r.p50, r)} | ${ms(r.p99, r)} | ${r.failures} | ${r.respKb ?? '—'} | ${r.rssMb} |`,
    );
  }
  return out.join('\n');
}

function lighthouseSection(lh: LighthouseResult): string[] {
  const out = [
    `Lighthouse ${lh.version}, ${lh.chromium} (Debian's), mobile defaults; throttling is **simulated** (${lh.throttling}): the page loads at full speed and Lighthouse computes what it would take on a slow phone and network, so the machine's own load still shows through. Host benchmark index ${lh.benchmarkIndex} (Lighthouse's measure of this machine's CPU speed at the time; higher is faster, and a busy machine scores lower). Each page ran ${lh.runs}× and the run with the median performance score is shown (all scores in the last column). Server: production build on a fresh embedded database with the demo park (as \`npm start\` gives), PUBLIC_URL set to the address the browser used.`,
    '',
    '| Page | Performance | FCP ms | LCP ms | TBT ms | CLS | Speed index ms | Transfer KB | JS KB | HTML KB | Requests | Accessibility | Best practices | SEO | Perf of each run |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const p of lh.pages) {
    out.push(
      `| ${p.page} \`${p.url}\` | ${p.scores.performance ?? '—'} | ${p.fcpMs} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.speedIndexMs} | ${p.totalKb} | ${p.scriptKb} | ${p.documentKb} | ${p.requests} | ${p.scores.accessibility ?? '—'} | ${p.scores['best-practices'] ?? '—'} | ${p.scores.seo ?? '—'} | ${p.allPerf.join(', ')} |`,
    );
  }
  out.push('', 'Audits under 0.9 and console errors, by page:', '');
  for (const p of lh.pages) {
    out.push(`- ${p.page}: ${p.weak.length ? p.weak.join('; ') : 'none'}`);
    for (const e of p.consoleErrors) out.push(`  - console error: ${e}`);
  }
  return out;
}

function explainSection(explain: Explained[]): string[] {
  const out: string[] = [];
  for (const { keyword, statements } of explain) {
    out.push(
      `### EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL: ${keyword ? `keyword '${keyword}'` : 'no keyword'}`,
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
  return out;
}

export function renderReport(r: Report, loadAtStart: string, started: number): string {
  const nproc = execFileSync('nproc').toString().trim();
  const out = [
    '# Benchmarks: API load, first-load bundle sizes, Lighthouse',
    '',
    'Written by `npm run bench` (bench/run.ts); figures only, nothing asserted. Re-run after changing the server or pages.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${nproc} cores (\`nproc\`), ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM; Node ${process.version}`,
    `- Code: ${codeVersion()}; pages from the build in \`${r.buildDir}/\``,
    `- Load average (1, 5, 15 min) at start: ${loadAtStart}; at end: ${loadAvg()} — other work shared this 2-core machine, so absolute figures are pessimistic; compare rows of one run rather than runs`,
    '',
    '## 1. API and page load',
    '',
  ];
  if (r.skipped.load) out.push(`Not run: ${r.skipped.load}.`, '');
  else {
    out.push(
      `- Data: ${r.rows.toLocaleString('en')} generated policy items (bench/seed-bulk.ts: categories 1–3, release dates over 3 years, ~3% hidden; search columns filled by server/lib/search.ts) **plus the demo park** (server/db/seed: site config, banners, partners, articles, rooms, companies, services) in the same database, so the home calls and pages serve demo content while the policy tab and /information read the 100 000-row table`,
      `- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per call for the ceiling and the policy list, ${PAGE_DURATION} s for the pages, ${SHORT_DURATION} s for the other calls, after a warm-up of a few single requests; client and server share the machine. Requests send \`accept-encoding: ${ACCEPT_ENCODING}\` as a browser does (the server compresses bodies over 1 KB)`,
      '- "Rows matched": the call\'s `count`; the server caps list counts at 10 000 (server/lib/catalog.ts), so common keywords show 10,000. "1 request ms": one request alone after the warm-up (no queueing). "Completed": responses within the run; requests still in flight when it ends are not counted, so a call slower than the run shows 0 completed and "> run length" as its latency. "KB/response": bytes received per response, headers included, after compression',
      '- "Server RSS" is VmRSS of the server process after each run; for PGlite it includes the database, for PostgreSQL it does not. When a run leaves the server busy with queued requests, the server is restarted before the next call',
      "- Pages: `GET /` and `GET /information` are server-rendered HTML (loaders call the same services; Ant Design's CSS inlined)",
      '',
    );
    for (const res of r.load) {
      const load =
        res.db.seedSeconds === null
          ? 'cached data directory'
          : `generated and loaded in ${res.db.seedSeconds.toFixed(0)} s`;
      out.push(
        `### ${res.db.label} — ${r.rows.toLocaleString('en')} policy rows (${load}; demo park added in ${res.db.demoSeconds.toFixed(1)} s; detail call on id ${res.detailId})`,
        '',
        loadTable(res),
        '',
        `Max server RSS: ${Math.max(...res.rows.map((x) => x.rssMb))} MB after a run; peak (VmHWM) ${res.peakMb} MB.`,
        '',
      );
    }
    if (r.skipped.postgres) out.push(`PostgreSQL: not run (${r.skipped.postgres}).`, '');
  }
  out.push('## 2. First-load JS and CSS per public route (gzip)', '');
  if (r.sizes) {
    const over = r.sizes.rows.filter((x) => x.overTarget);
    out.push(
      `From the React Router build manifest (\`${r.buildDir}/client/assets/manifest-*.js\`, bench/route-sizes.ts): the entry chunk and its imports, the manifest script, and every route module from the root to the page with their imports and CSS, each file gzipped (level 6) once. Lazy chunks are not counted, nor the Ant Design CSS inlined into the HTML (see the HTML KB column of section 3). Target: at most ${JS_TARGET_KB} KB of JS.`,
      '',
      routeSizeTable(r.sizes.rows),
      '',
      over.length
        ? `**${over.length} of ${r.sizes.rows.length} routes are over ${JS_TARGET_KB} KB.**`
        : `All routes are within ${JS_TARGET_KB} KB.`,
      '',
      `Largest JS files of the home page's first load (gzip KB): ${r.sizes.largest.map((f) => `${f.file} ${f.kb}`).join(', ')}.`,
      '',
    );
  } else out.push(`Not run: ${r.skipped.sizes}.`, '');
  out.push('## 3. Lighthouse, mobile', '');
  if (r.lighthouse) out.push(...lighthouseSection(r.lighthouse), '');
  else out.push(`Not run: ${r.skipped.lighthouse}.`, '');
  if (r.explain)
    out.push(
      '## 4. Query plans of the policy list',
      '',
      'The statements listPolicies sends (captured from the service, run with its own parameters).',
      '',
      ...explainSection(r.explain),
    );
  if (r.billing) out.push(billingSection(r.billing), '');
  out.push(`Total bench time: ${((Date.now() - started) / 1000).toFixed(0)} s.`, '');
  return out.join('\n');
}
