/**
 * npm run bench [-- --label before|after] [-- --only group,group]: issue 12's goals measured in one run, written
 * to bench/results/<label>.json, and bench/RESULTS.md rendered from before.json and after.json side by side.
 *
 * Groups (all but billing, signed-in and import unless --only): pglite and postgres (load at 100 000 rows:
 * hello-world, /healthz, the public calls, the pages, as deployed and with caches off; memory), search (PostgreSQL
 * at 1 000 000 rows), sizes (first-load JS per route), lighthouse, start (`npm start` to the first page); billing
 * (issue 9's warning lists; its own section of RESULTS.md, only with --only billing); signed-in (issue 34's company
 * area and back office, bench/signed-in.ts; its own section of RESULTS.md, only with --only signed-in, which
 * measures BENCH_CODE_DIR under --label before or after); import (issue 31's 10 000-row lease sheet checked and
 * imported in process, bench/import.ts; its own section of RESULTS.md, only with --only import); bookings (issue 33's
 * 1 000 meeting-room slots from 50 connections, bench/bookings.ts; its own section of RESULTS.md, with --only bookings
 * and in a full run of this checkout).
 *
 * Settings: BENCH_CODE_DIR (the tree to measure: its server, build, migrations and services; default this
 * checkout — the bench's own code always comes from here), BUILD_DIR (the pages' build inside it; built first
 * when missing), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres; kept databases
 * bench_policies_* live there), BENCH_SKIP_PG=1, BENCH_PORTS (e.g. 4500-4599), BENCH_ROWS (100000),
 * BENCH_BIG_ROWS (1000000), BENCH_DURATION / BENCH_PAGE_DURATION / BENCH_SHORT_DURATION (seconds),
 * BENCH_CONNECTIONS (50), BENCH_LIGHTHOUSE_RUNS (3), CHROMIUM_PATH, BENCH_IMPORT_ROWS (10000, the import group's
 * leases; fewer for a trial).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseArgs } from 'node:util';
import { projectRoot } from '../scripts/lib/server-process';
import { benchBilling, billingSection, BILLING_END, BILLING_START } from './billing';
import { benchBookings, BOOKINGS_END, BOOKINGS_START, bookingsSection } from './bookings';
import { BUILD_DIR, BUILD_PATH, cacheOffSettings, CODE_DIR, codePath, gitVersion, startCommand } from './code';
import { preparePglite, preparePostgres, type Prepared } from './databases';
import { benchImport, IMPORT_END, IMPORT_LEASES, IMPORT_START, importSection } from './import';
import { runLighthouse } from './lighthouse';
import { benchDatabase, loadAvg } from './load';
import { renderResults } from './report';
import { GROUPS, readResult, writeResult, type GroupMeta, type GroupName, type RunResult } from './results';
import { JS_TARGET_KB, largestFiles, routeSizes } from './route-sizes';
import { benchSearch } from './search1m';
import { benchSignedIn, SIGNED_IN_END, SIGNED_IN_START, withSignedInFigures, writeSignedIn } from './signed-in';
import { timeStart } from './start-time';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SKIP_PG = process.env.BENCH_SKIP_PG === '1';

/** Undo steps for an interrupted run: stop servers and Chromium, drop the run's database, remove temporary copies. */
const cleanups = new Set<() => Promise<void>>();
const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The pages (and, where the tree compiles its server at build time, the server) are needed by every group: a
 * tree with scripts/build.js --if-stale rebuilds when its sources changed; an older tree builds when its build
 * directory has no build.
 */
function ensureBuild(): void {
  const buildScript = codePath('scripts/build.js');
  const env = { ...process.env, BUILD_DIR, NODE_ENV: 'production' };
  if (existsSync(buildScript) && readFileSync(buildScript, 'utf8').includes('--if-stale')) {
    say(`Build: ${BUILD_PATH} (node scripts/build.js --if-stale)…`);
    execFileSync(process.execPath, [buildScript, '--if-stale'], { cwd: CODE_DIR, env, stdio: 'inherit' });
    return;
  }
  if (existsSync(path.join(BUILD_PATH, 'server/index.js'))) {
    say(`Build: ${BUILD_PATH} (rebuild it to measure newer pages)`);
    return;
  }
  say(`Build: ${BUILD_PATH} has no build; running react-router build…`);
  execFileSync(codePath('node_modules/.bin/react-router'), ['build'], {
    cwd: CODE_DIR,
    env,
    stdio: 'inherit',
  });
}

async function withDatabase<T>(prepare: () => Promise<Prepared>, use: (db: Prepared) => Promise<T>): Promise<T> {
  const db = await prepare();
  cleanups.add(db.cleanup);
  try {
    return await use(db);
  } finally {
    await db.cleanup();
    cleanups.delete(db.cleanup);
  }
}

async function postgresVersion(): Promise<string | null> {
  if (SKIP_PG) return null;
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  try {
    await c.connect();
    return `PostgreSQL ${(await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? ''}`;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => undefined);
  }
}

function withCode(groups: RunResult['groups'], version: string): RunResult['groups'] {
  return Object.fromEntries(Object.entries(groups).map(([name, g]) => [name, g && { ...g, code: g.code ?? version }]));
}

/** Runs one group and stamps it with when, how long and the machine's load around it. */
async function timed<T extends object>(run: () => Promise<T>): Promise<T & GroupMeta> {
  const started = Date.now();
  const loadStart = loadAvg();
  const value = await run();
  return {
    ...value,
    at: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    loadStart,
    loadEnd: loadAvg(),
    code: gitVersion(),
  };
}

/** A section of RESULTS.md between its markers, or null. */
function section(text: string, start: string, end: string): string | null {
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  return a >= 0 && b > a ? text.slice(a, b + end.length) : null;
}

function renderAndWrite(): void {
  const file = path.join(projectRoot, 'bench/RESULTS.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const billing = section(old, BILLING_START, BILLING_END);
  const signedIn = section(old, SIGNED_IN_START, SIGNED_IN_END);
  const imported = section(old, IMPORT_START, IMPORT_END);
  const booked = section(old, BOOKINGS_START, BOOKINGS_END);
  const rendered = renderResults(readResult('before'), readResult('after'), billing);
  // The signed-in pages' section (issue 34), the import's (issue 31) and the bookings' (issue 33) are kept as they
  // are: their figures come from their own groups.
  const kept = [signedIn, imported, booked].filter((s): s is string => s !== null);
  writeFileSync(file, kept.length ? `${[rendered.trimEnd(), ...kept].join('\n\n')}\n` : rendered);
  say('Written: bench/RESULTS.md');
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { label: { type: 'string' }, only: { type: 'string' }, 'render-only': { type: 'boolean' } },
  });
  if (values['render-only']) return renderAndWrite();
  const label = values.label ?? (CODE_DIR === path.resolve(projectRoot) ? 'after' : path.basename(CODE_DIR));
  if (!/^[\w-]+$/.test(label)) throw new Error(`--label ${label}: letters, digits, - and _ only`);
  const only = values.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const separate = ['billing', 'signed-in', 'import', 'bookings'];
  for (const g of only ?? [])
    if (![...GROUPS, ...separate].includes(g)) throw new Error(`--only ${g}: one of ${[...GROUPS, ...separate].join(', ')}`);
  const wanted = new Set<string>(only ?? GROUPS);

  const onSignal = () => void Promise.allSettled([...cleanups].map((c) => c())).then(() => process.exit(130));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  if (wanted.has('billing')) {
    if (CODE_DIR !== path.resolve(projectRoot)) throw new Error('billing measures this checkout only (BENCH_CODE_DIR unset)');
    say(`Billing: warning lists at ${process.env.BENCH_LEASES ?? 10000} leases…`);
    const billing = billingSection(await benchBilling(SKIP_PG ? null : PG_URL));
    const file = path.join(projectRoot, 'bench/RESULTS.md');
    const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const a = old.indexOf(BILLING_START);
    const b = old.indexOf(BILLING_END);
    writeFileSync(
      file,
      a >= 0 && b > a ? old.slice(0, a) + billing + old.slice(b + BILLING_END.length) : `${old.trimEnd()}\n\n${billing}\n`,
    );
    say('Written: the billing section of bench/RESULTS.md');
    wanted.delete('billing');
    if (!wanted.size) return;
  }

  if (wanted.has('import')) {
    if (CODE_DIR !== path.resolve(projectRoot)) throw new Error('import measures this checkout only (BENCH_CODE_DIR unset)');
    say(`Import: a ${IMPORT_LEASES.toLocaleString('en')}-row lease sheet, dry run and commit…`);
    const imported = importSection(await benchImport(SKIP_PG ? null : PG_URL, cleanups));
    const file = path.join(projectRoot, 'bench/RESULTS.md');
    const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const a = old.indexOf(IMPORT_START);
    const b = old.indexOf(IMPORT_END);
    writeFileSync(
      file,
      a >= 0 && b > a ? old.slice(0, a) + imported + old.slice(b + IMPORT_END.length) : `${old.trimEnd()}\n\n${imported}\n`,
    );
    say('Written: the import section of bench/RESULTS.md');
    wanted.delete('import');
    if (!wanted.size) return;
  }

  // Issue 33: with --only bookings, and in a full run of this checkout (an older tree may have no bookings).
  const thisCheckout = CODE_DIR === path.resolve(projectRoot);
  if (wanted.has('bookings') || (!only && thisCheckout)) {
    if (!thisCheckout) throw new Error('bookings measures this checkout only (BENCH_CODE_DIR unset)');
    say('Bookings: 1 000 meeting-room slots over 10 spaces from 50 connections…');
    ensureBuild();
    const booked = bookingsSection(await benchBookings(SKIP_PG ? null : PG_URL, cleanups));
    const file = path.join(projectRoot, 'bench/RESULTS.md');
    const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const a = old.indexOf(BOOKINGS_START);
    const b = old.indexOf(BOOKINGS_END);
    writeFileSync(
      file,
      a >= 0 && b > a ? old.slice(0, a) + booked + old.slice(b + BOOKINGS_END.length) : `${old.trimEnd()}\n\n${booked}\n`,
    );
    say('Written: the bookings section of bench/RESULTS.md');
    wanted.delete('bookings');
    if (!wanted.size) return;
  }

  if (wanted.has('signed-in')) {
    say(`Signed-in pages (issue 34): ${CODE_DIR} as "${label}"…`);
    ensureBuild();
    writeSignedIn(await benchSignedIn(label, SKIP_PG ? null : PG_URL));
    const file = path.join(projectRoot, 'bench/RESULTS.md');
    writeFileSync(file, withSignedInFigures(existsSync(file) ? readFileSync(file, 'utf8') : ''));
    say(`Written: bench/results/signed-in-${label}.json and the signed-in section of bench/RESULTS.md`);
    wanted.delete('signed-in');
    if (!wanted.size) return;
  }

  say(`Measuring ${CODE_DIR} as "${label}" (groups: ${[...wanted].join(', ')}); load average ${loadAvg()}`);
  ensureBuild();
  const previous = readResult(label);
  const start = startCommand();
  const runStarted = Date.now();
  const r: RunResult = {
    label,
    date: '',
    loadStart: loadAvg(),
    loadEnd: '',
    seconds: 0,
    ...(only ? { only: only.join(',') } : {}),
    code: {
      dir: CODE_DIR,
      version: gitVersion(),
      start: start.describe,
      typescriptLoader: start.typescriptLoader,
      buildDir: BUILD_DIR,
      cacheSettings: Object.keys(cacheOffSettings()),
    },
    machine: {
      cores: Number(execFileSync('nproc').toString().trim()),
      cpu: cpus()[0]?.model ?? 'unknown CPU',
      ramGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      postgres: await postgresVersion(),
    },
    // A partial run keeps the groups it did not run from the last run of this label.
    // Each kept group names the code it measured, which may no longer be this run's.
    groups: only && previous ? withCode(previous.groups, previous.code.version) : {},
    notes: only && previous ? { ...previous.notes } : {},
  };
  const save = () => {
    r.date = new Date().toISOString();
    r.loadEnd = loadAvg();
    r.seconds = Math.round((Date.now() - runStarted) / 1000);
    writeResult(r);
  };
  const attempt = async (name: GroupName, run: () => Promise<void>) => {
    if (!wanted.has(name)) return;
    delete r.notes[name];
    try {
      await run();
    } catch (err) {
      // Recorded, not faked: the report says why a group has no figures.
      r.notes[name] = `failed: ${(err as Error).message.split('\n')[0]}`;
      delete r.groups[name];
      say(`${name} ${r.notes[name]}`);
    }
    save();
  };

  await attempt('sizes', async () => {
    say('First-load JS and CSS per public route…');
    r.groups.sizes = await timed(async () => ({
      rows: routeSizes(BUILD_PATH),
      largest: largestFiles(BUILD_PATH, '/'),
      targetKb: JS_TARGET_KB,
    }));
  });
  await attempt('pglite', async () => {
    say(`PGlite with ${ROWS.toLocaleString('en')} policies and the demo park…`);
    r.groups.pglite = await timed(() =>
      withDatabase(
        () => preparePglite(ROWS),
        (db) => benchDatabase(db, ROWS, cleanups),
      ),
    );
  });
  await attempt('postgres', async () => {
    if (SKIP_PG) throw new Error('BENCH_SKIP_PG=1');
    say(`PostgreSQL with ${ROWS.toLocaleString('en')} policies and the demo park…`);
    r.groups.postgres = await timed(() =>
      withDatabase(
        () => preparePostgres(PG_URL, ROWS),
        (db) => benchDatabase(db, ROWS, cleanups),
      ),
    );
  });
  await attempt('search', async () => {
    if (SKIP_PG) throw new Error('BENCH_SKIP_PG=1');
    r.groups.search = await timed(() => benchSearch(PG_URL, cleanups));
  });
  await attempt('lighthouse', async () => {
    say('Lighthouse (mobile) on home, /information and /policydetail…');
    r.groups.lighthouse = await timed(() => runLighthouse(cleanups));
  });
  await attempt('start', async () => {
    say('`npm start` on a fresh data directory, to the first page…');
    r.groups.start = await timed(() => timeStart(loadAvg));
    say(`  ${r.groups.start.firstPageSeconds === null ? r.groups.start.error : `${r.groups.start.firstPageSeconds} s`}`);
  });
  save();
  say(`Written: bench/results/${label}.json`);
  // RESULTS.md shows the before and after runs; a run under another label (a trial) leaves it alone.
  if (label === 'before' || label === 'after') renderAndWrite();
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  void Promise.allSettled([...cleanups].map((c) => c())).then(() => process.exit(1));
});
