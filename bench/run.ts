/**
 * npm run bench: (1) API and page load on 100 000 policy items plus the demo park, on the embedded database and
 * on PostgreSQL, with autocannon against the real server in a child process; (2) first-load JS and CSS of each
 * public route from the build manifest; (3) Lighthouse (mobile) on home, a list and a detail page with Debian's
 * Chromium. Prints progress and writes bench/RESULTS.md; asserts nothing.
 *
 * Settings: BUILD_DIR (build; built first when missing), BENCH_ROWS (100000), BENCH_DURATION seconds for the
 * ceiling and the policy list (6), BENCH_PAGE_DURATION for the two pages (15), BENCH_SHORT_DURATION for the
 * other calls (5), BENCH_CONNECTIONS (50), BENCH_LIGHTHOUSE_RUNS per page (3), CHROMIUM_PATH (/usr/bin/chromium), BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped), BENCH_SKIP_PG=1 to
 * leave PostgreSQL out, BENCH_PARTS (load,sizes,lighthouse) to run only some parts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../scripts/lib/server-process';
import { benchBilling, billingSection, BILLING_END, BILLING_START } from './billing';
import { preparePglite, preparePostgres, type Prepared } from './databases';
import { explainKeyword } from './explain';
import { runLighthouse } from './lighthouse';
import { benchDatabase } from './load';
import { loadAvg, renderReport, type Report } from './report';
import { largestFiles, routeSizes, routeSizeTable } from './route-sizes';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PARTS = new Set((process.env.BENCH_PARTS ?? 'load,sizes,lighthouse,billing').split(',').map((s) => s.trim()));
const BUILD_DIR = process.env.BUILD_DIR || 'build';
/** '科技' is the common two-character case; '政策' matches most rows; '' is the plain list. */
const EXPLAIN_KEYWORDS = ['科技', '政策', ''];

/** Undo steps for an interrupted run: stop servers and Chromium, drop the database, remove temporary copies. */
const cleanups = new Set<() => Promise<void>>();
const say = (line: string) => process.stdout.write(`${line}\n`);

/** The pages are needed by every part: build them when the build directory has none. */
function ensureBuild(): void {
  const entry = path.join(projectRoot, BUILD_DIR, 'server/index.js');
  if (existsSync(entry)) {
    say(
      `Build: ${BUILD_DIR}/ from ${statSync(entry).mtime.toISOString()} (rebuild it to measure newer pages)`,
    );
    return;
  }
  say(`Build: ${BUILD_DIR}/ has no build; running react-router build…`);
  execFileSync(path.join(projectRoot, 'node_modules/.bin/react-router'), ['build'], {
    cwd: projectRoot,
    env: { ...process.env, BUILD_DIR, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}

async function withDatabase(prepare: () => Promise<Prepared>, use: (db: Prepared) => Promise<void>) {
  const db = await prepare();
  cleanups.add(db.cleanup);
  try {
    await use(db);
  } finally {
    await db.cleanup();
    cleanups.delete(db.cleanup);
  }
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadAvg();
  const onSignal = () => {
    void Promise.allSettled([...cleanups].map((c) => c())).then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  ensureBuild();

  const r: Report = {
    rows: ROWS,
    buildDir: BUILD_DIR,
    load: [],
    skipped: {},
    sizes: null,
    lighthouse: null,
    explain: null,
    billing: null,
  };
  const notAsked = 'not in BENCH_PARTS';

  if (PARTS.has('sizes')) {
    say('First-load JS and CSS per public route…');
    const dir = path.join(projectRoot, BUILD_DIR);
    r.sizes = { rows: routeSizes(dir), largest: largestFiles(dir, '/') };
    say(routeSizeTable(r.sizes.rows));
  } else r.skipped.sizes = notAsked;

  if (PARTS.has('lighthouse')) {
    say('Lighthouse (mobile) on home, /information and /policydetail…');
    try {
      r.lighthouse = await runLighthouse(cleanups);
    } catch (err) {
      // Recorded, not faked: RESULTS.md says why there are no Lighthouse figures.
      r.skipped.lighthouse = `failed: ${(err as Error).message.split('\n')[0]}`;
      say(`Lighthouse ${r.skipped.lighthouse}`);
    }
  } else r.skipped.lighthouse = notAsked;

  if (PARTS.has('load')) {
    say(`Preparing PGlite with ${ROWS} rows and the demo park…`);
    await withDatabase(
      () => preparePglite(ROWS),
      async (db) => void r.load.push(await benchDatabase(db, cleanups)),
    );
    if (process.env.BENCH_SKIP_PG === '1') {
      r.skipped.postgres = 'BENCH_SKIP_PG=1';
      say('PostgreSQL: skipped (BENCH_SKIP_PG=1).');
    } else {
      say(`Preparing PostgreSQL with ${ROWS} rows and the demo park…`);
      await withDatabase(
        () => preparePostgres(PG_URL, ROWS),
        async (db) => {
          r.load.push(await benchDatabase(db, cleanups));
          r.explain = [];
          for (const keyword of EXPLAIN_KEYWORDS) {
            r.explain.push({ keyword, statements: await explainKeyword(db.url!, keyword) });
          }
        },
      );
    }
  } else r.skipped.load = notAsked;

  if (PARTS.has('billing')) {
    say(`Billing: warning lists at ${process.env.BENCH_LEASES ?? 10000} leases…`);
    r.billing = await benchBilling(process.env.BENCH_SKIP_PG === '1' ? null : PG_URL);
  }
  const resultsFile = path.join(projectRoot, 'bench/RESULTS.md');
  if (PARTS.size === 1 && r.billing && existsSync(resultsFile)) {
    // Only the billing part ran: replace its section and keep the rest of the last full run.
    const old = readFileSync(resultsFile, 'utf8');
    const section = billingSection(r.billing);
    const a = old.indexOf(BILLING_START);
    const b = old.indexOf(BILLING_END);
    const md = a >= 0 && b > a ? old.slice(0, a) + section + old.slice(b + BILLING_END.length) : `${old.trimEnd()}\n\n${section}\n`;
    writeFileSync(resultsFile, md);
    say(`\n${section}\nWritten to bench/RESULTS.md (billing section only)`);
    return;
  }
  const md = renderReport(r, loadAtStart, started);
  writeFileSync(path.join(projectRoot, 'bench/RESULTS.md'), md);
  say(`\n${md}\nWritten to bench/RESULTS.md`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  void Promise.allSettled([...cleanups].map((c) => c())).then(() => process.exit(1));
});
