/**
 * Lighthouse (mobile, default config: simulated Slow 4G and 4x CPU slowdown) on home, one list and one detail
 * page, against the production server on a fresh embedded database that seeds the demo park as `npm start`
 * does. Each page runs BENCH_LIGHTHOUSE_RUNS times (3); the run with the median performance score is kept.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { launchChromium } from './chromium';
import { startCodeServer, stopServer } from './servers';
import { newestPolicyId } from './targets';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type PageScore = {
  page: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** Performance scores of every run, in order. */
  allPerf: (number | null)[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalKb: number;
  scriptKb: number;
  documentKb: number;
  requests: number;
  /** Audits scored under 0.9 (titles), to show where the points went. */
  weak: string[];
  /** Messages the page logged to the console as errors. */
  consoleErrors: string[];
};
export type LighthouseResult = {
  pages: PageScore[];
  version: string;
  chromium: string;
  benchmarkIndex: number;
  throttling: string;
  runs: number;
  /**
   * What /robots.txt and /sitemap.xml answered on the server Lighthouse measured: status and content type (a page
   * answering every address with HTML is not a robots file; SEO counts a valid robots.txt).
   */
  robots: string | number;
  sitemap: string | number;
};

const num = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function summarise(page: string, url: string, lhr: Result, allPerf: (number | null)[]): PageScore {
  type Req = { resourceType?: string; transferSize?: number };
  const items = ((lhr.audits['network-requests']?.details as { items?: Req[] } | undefined)?.items ?? []) as Req[];
  const kb = (type?: string) =>
    Math.round(items.filter((i) => !type || i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0) / 102.4) / 10;
  const score = (c: string) => {
    const s = lhr.categories[c]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  const weak = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a!.title);
  type Logged = { description?: string; sourceLocation?: { url?: string } };
  const logged = ((lhr.audits['errors-in-console']?.details as { items?: Logged[] } | undefined)?.items ?? []) as Logged[];
  const consoleErrors = logged.map((e) => `${e.description ?? ''}${e.sourceLocation?.url ? ` (${e.sourceLocation.url})` : ''}`);
  return {
    page,
    url,
    consoleErrors: [...new Set(consoleErrors)].slice(0, 8),
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as PageScore['scores'],
    allPerf,
    fcpMs: Math.round(num(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(num(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(num(lhr, 'total-blocking-time')),
    cls: Math.round(num(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(num(lhr, 'speed-index')),
    totalKb: Math.round(num(lhr, 'total-byte-weight') / 102.4) / 10,
    scriptKb: kb('Script'),
    documentKb: kb('Document'),
    requests: items.length,
    weak: [...new Set(weak)],
  };
}

/**
 * One Lighthouse run; a run that fails to record the page load (NO_NAVSTART, NO_FCP and the like happen now
 * and then on a busy machine) is tried again, up to three times in all, and then reported as failed.
 */
async function attempt(url: string, port: number, headers?: Record<string, string>): Promise<Result> {
  let why = '';
  for (let i = 0; i < 3; i++) {
    const res = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(headers ? { extraHeaders: headers } : {}),
    });
    if (res && !res.lhr.runtimeError) return res.lhr;
    why = res?.lhr.runtimeError?.message ?? 'no result';
    process.stdout.write(`  (Lighthouse run failed on ${url}: ${why}; trying again)\n`);
  }
  throw new Error(`Lighthouse on ${url} failed three times: ${why}`);
}

/**
 * RUNS Lighthouse runs of one page (with `headers` on every request the page makes: a session's cookie for a
 * signed-in page), the server warmed for it first; the run with the median performance score is kept.
 */
export async function lighthousePage(
  baseUrl: string,
  port: number,
  page: string,
  p: string,
  headers?: Record<string, string>,
): Promise<{ score: PageScore; lhr: Result }> {
  const url = `${baseUrl}${p}`;
  const warm = await fetch(url, { headers, redirect: 'manual' }); // warm the server's code paths for this page
  await warm.text();
  if (warm.status !== 200) throw new Error(`${p}: HTTP ${warm.status} ${warm.headers.get('location') ?? ''}`);
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await attempt(url, port, headers);
    if (new URL(lhr.finalDisplayedUrl).href !== new URL(url).href)
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    runs.push(lhr);
    process.stdout.write(`  ${page} run ${i + 1}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}\n`);
  }
  const perf = (r: Result) => r.categories.performance?.score ?? 0;
  const median = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor(runs.length / 2)]!;
  return {
    score: summarise(
      page,
      p,
      median,
      runs.map((r) => Math.round(perf(r) * 100)),
    ),
    lhr: median,
  };
}

/** What the runs were measured with: Lighthouse's version, the browser, the host's index and the throttling. */
export function lighthouseSetting(
  lhr: Result,
  chromium: string,
): Pick<LighthouseResult, 'version' | 'chromium' | 'benchmarkIndex' | 'throttling' | 'runs'> {
  const t = lhr.configSettings.throttling;
  return {
    version: lhr.lighthouseVersion,
    chromium,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    throttling: `${lhr.configSettings.throttlingMethod}: RTT ${t.rttMs} ms, ${Math.round((t.throughputKbps ?? 0) / 102.4) / 10} Mbit/s, CPU ×${t.cpuSlowdownMultiplier}; screen ${lhr.configSettings.screenEmulation.width}×${lhr.configSettings.screenEmulation.height}`,
    runs: RUNS,
  };
}

/** Starts the demo server and Chromium, runs Lighthouse on the three pages, and stops both. */
export async function runLighthouse(cleanups: Set<() => Promise<void>>): Promise<LighthouseResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-demo-'));
  const logFile = path.join(dataDir, 'server.log');
  // PUBLIC_URL is the origin the browser uses: image addresses point at it, and a mismatch (localhost vs
  // 127.0.0.1) makes them cross-origin, which the server's Cross-Origin-Resource-Policy blocks.
  const server = await startCodeServer({
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    },
    publicUrl: true,
    logFile,
  });
  const stopAll: (() => Promise<void>)[] = [() => stopServer(server.pid)];
  const cleanup = async () => {
    for (const s of stopAll.reverse()) await s().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    const browser = await launchChromium();
    stopAll.push(browser.close);
    const id = await newestPolicyId(server.baseUrl);
    const pages = [
      ['home', '/'],
      ['list', '/information'],
      ['detail', `/policydetail?id=${id}&type=0`],
    ] as const;
    const out: PageScore[] = [];
    let last: Result | undefined;
    for (const [page, p] of pages) {
      const measured = await lighthousePage(server.baseUrl, browser.port, page, p);
      out.push(measured.score);
      last = measured.lhr;
    }
    const status = (p: string) =>
      fetch(`${server.baseUrl}${p}`)
        .then(async (r) => {
          await r.arrayBuffer();
          return `${r.status} ${(r.headers.get('content-type') ?? '').split(';')[0]}`;
        })
        .catch((err: Error) => err.message);
    return {
      robots: await status('/robots.txt'),
      sitemap: await status('/sitemap.xml'),
      pages: out,
      ...lighthouseSetting(last!, browser.version),
    };
  } finally {
    await cleanup();
    cleanups.delete(cleanup);
  }
}

/**
 * RESULTS.md's table of Lighthouse runs, one row a page, and below it each page's weak audits and console errors;
 * with `target`, a column says whether the performance score reaches it.
 */
export function lighthouseTable(pages: PageScore[], target?: number): string[] {
  const met = (p: PageScore) => (target === undefined ? '' : ` ${(p.scores.performance ?? 0) >= target ? 'met' : '**not met**'} |`);
  return [
    `| Page | Performance |${target === undefined ? '' : ' Met? |'} FCP ms | LCP ms | TBT ms | CLS | Speed index ms | Transfer KB | JS KB | HTML KB | Requests | Accessibility | Best practices | SEO | Perf of each run |`,
    `|---|---:|${target === undefined ? '' : '---|'}---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|`,
    ...pages.map(
      (p) =>
        `| ${p.page === p.url ? `\`${p.url}\`` : `${p.page} \`${p.url}\``} | ${p.scores.performance ?? '—'} |${met(p)} ${p.fcpMs} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.speedIndexMs} | ${p.totalKb} | ${p.scriptKb} | ${p.documentKb} | ${p.requests} | ${p.scores.accessibility ?? '—'} | ${p.scores['best-practices'] ?? '—'} | ${p.scores.seo ?? '—'} | ${p.allPerf.join(', ')} |`,
    ),
    '',
    ...pages.map(
      (p) =>
        `- ${p.page}: audits under 0.9: ${p.weak.length ? p.weak.join('; ') : 'none'}${p.consoleErrors.length ? `; console errors: ${p.consoleErrors.join('; ')}` : ''}`,
    ),
    '',
  ];
}
