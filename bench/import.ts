/**
 * The import part of `npm run bench` (issue 31): a 10 000-row lease sheet checked (the dry run) and imported (the
 * commit) on the embedded database and on PostgreSQL, in process: the service's own checkUpload and commitImport
 * on a workbook built with exceljs, as staff would upload it; no HTTP server. Each database first gets 10 000 rooms
 * and 1 000 companies from one workbook (kind all, timed too); then the lease sheet (kind leases) is imported, and
 * imported again (every row unchanged). The plans' counts are asserted: a bench that imported the wrong thing fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { count } from 'drizzle-orm';
import { addDays, parkToday } from '../shared/billing/rules';
import { IMPORT_COLUMNS } from '../shared/imports/columns';
import { IMPORT_KIND_LABEL, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportKind, type ImportTarget } from '../shared/imports/rules';
import { openDatabase, type Database } from '../server/db/client';
import { leases } from '../server/db/schema/index';
import { checkUpload, commitImport } from '../server/modules/imports/imports.service';
import { writeWorkbook } from '../server/test/sheets';
import { loadAvg } from './load';

/** Leases in the measured sheet (and rooms made for them); at most a sheet's limit. */
export const IMPORT_LEASES = Math.min(IMPORT_MAX_ROWS, Number(process.env.BENCH_IMPORT_ROWS ?? IMPORT_MAX_ROWS));
const COMPANIES = Math.max(1, Math.round(IMPORT_LEASES / 10));
/** Issue 31's goal: the lease sheet checked and imported within this on the embedded database. */
export const IMPORT_GOAL_SECONDS = 30;

const say = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

type Counts = { create: number; update: number; unchanged: number; errors: number };
/** One upload: the dry run, then the commit. */
export type ImportStep = { checkSeconds: number; commitSeconds: number; totalSeconds: number; sheets: (Counts & { kind: ImportKind })[] };
export type ImportResult = {
  label: string;
  prepare: ImportStep;
  leases: ImportStep;
  repeat: ImportStep;
  /** This process before the database was opened, and after the runs (PGlite's WebAssembly memory included on the embedded database). */
  rssBeforeMb: number;
  rssMb: number;
  heapUsedMb: number;
  peakRssMb: number;
  loadStart: string;
  loadEnd: string;
  at: string;
};
export type ImportFiles = { prepareKb: number; leasesKb: number };

// ---------------------------------------------------------------------------------------------------------
// The workbooks

/** A sheet's rows: the template's headers (required ones marked * as the template writes them), then the values by key. */
function sheet(kind: ImportKind, rows: Record<string, string | number>[]): unknown[][] {
  const columns = IMPORT_COLUMNS[kind];
  return [columns.map((c) => (c.required ? `${c.header}*` : c.header)), ...rows.map((r) => columns.map((c) => r[c.key] ?? ''))];
}

const roomNumber = (i: number) => `BR-${String(i + 1).padStart(5, '0')}`;
const companyName = (i: number) => `基准导入${i + 1}号科技有限公司`;

function prepareSheets(): Record<string, unknown[][]> {
  return {
    [IMPORT_KIND_LABEL.rooms]: sheet(
      'rooms',
      Array.from({ length: IMPORT_LEASES }, (_, i) => ({
        building: '基准楼',
        number: roomNumber(i),
        floor: `${1 + (i % 30)}层`,
        area: 80 + (i % 50),
        usage: '办公',
        work: 10,
        rent: 9000,
        occupancy: '空置',
        published: '否',
      })),
    ),
    [IMPORT_KIND_LABEL.companies]: sheet(
      'companies',
      Array.from({ length: COMPANIES }, (_, i) => ({
        name: companyName(i),
        contact: `联系人${i + 1}`,
        mobile: `139${String(i + 1).padStart(8, '0')}`,
        movedIn: '2024-03-01',
        listed: '否',
      })),
    ),
  };
}

/** 10 000 live leases, each of its own room, the companies in turn; started up to 700 days ago for 36 months, paid quarterly. */
function leaseSheets(today: string): Record<string, unknown[][]> {
  return {
    [IMPORT_KIND_LABEL.leases]: sheet(
      'leases',
      Array.from({ length: IMPORT_LEASES }, (_, i) => {
        const start = addDays(today, -(i % 700));
        return {
          number: `BL-${String(i + 1).padStart(5, '0')}`,
          company: companyName(i % COMPANIES),
          building: '基准楼',
          room: roomNumber(i),
          signDate: addDays(start, -7),
          startDate: start,
          months: 36,
          price: 9000 + (i % 7) * 500,
          cycle: '季付',
          deposit: 18000,
          status: '在租',
        };
      }),
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;

function expectCounts(what: string, sheets: readonly (Counts & { kind: string })[], expected: Record<string, Partial<Counts>>): void {
  for (const [kind, want] of Object.entries(expected)) {
    const got = sheets.find((s) => s.kind === kind);
    for (const [key, n] of Object.entries(want))
      if (!got || got[key as keyof Counts] !== n)
        throw new Error(`import bench: ${what}, sheet ${kind}: expected ${key} ${n}, got ${got ? JSON.stringify(got) : 'no such sheet'}`);
  }
}

/** One upload as staff make it: the dry run, then the commit; both plans' counts checked against `expected`. */
async function importOnce(
  database: Database,
  what: string,
  target: ImportTarget,
  file: Buffer,
  expected: Record<string, Partial<Counts>>,
): Promise<ImportStep> {
  const db = database.db;
  const started = performance.now();
  const checked = await checkUpload(db, { target, fileName: `${what}.xlsx`, file }, null, new Date());
  const checkSeconds = seconds(started);
  if (checked.plan.errorRows)
    throw new Error(
      `import bench: ${what}: the dry run found ${checked.plan.errorRows} bad rows, first ${JSON.stringify(checked.plan.errors.slice(0, 3))}`,
    );
  expectCounts(`${what} (dry run)`, checked.plan.sheets, expected);
  const committing = performance.now();
  const committed = await commitImport(db, checked.row.id, null, new Date());
  const commitSeconds = seconds(committing);
  expectCounts(`${what} (commit)`, committed.plan.sheets, expected);
  const step = { checkSeconds, commitSeconds, totalSeconds: seconds(started), sheets: committed.plan.sheets };
  say(`  ${database.kind} ${what}: dry run ${step.checkSeconds} s, commit ${step.commitSeconds} s, total ${step.totalSeconds} s`);
  return step;
}

async function measureOn(
  label: string,
  rssBeforeMb: number,
  database: Database,
  files: { prepare: Buffer; leases: Buffer },
): Promise<ImportResult> {
  const loadStart = loadAvg();
  const prepare = await importOnce(database, 'prepare', 'all', files.prepare, {
    rooms: { create: IMPORT_LEASES, errors: 0 },
    companies: { create: COMPANIES, errors: 0 },
  });
  const measured = await importOnce(database, 'leases', 'leases', files.leases, {
    leases: { create: IMPORT_LEASES, update: 0, unchanged: 0, errors: 0 },
  });
  const stored = (await database.db.select({ n: count() }).from(leases))[0]!.n;
  if (stored !== IMPORT_LEASES) throw new Error(`import bench: ${IMPORT_LEASES} leases committed but ${stored} in the database`);
  const repeat = await importOnce(database, 'leases again', 'leases', files.leases, {
    leases: { create: 0, update: 0, unchanged: IMPORT_LEASES, errors: 0 },
  });
  const memory = process.memoryUsage();
  return {
    label,
    prepare,
    leases: measured,
    repeat,
    rssBeforeMb,
    rssMb: mb(memory.rss),
    heapUsedMb: mb(memory.heapUsed),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    loadStart,
    loadEnd: loadAvg(),
    at: new Date().toISOString(),
  };
}

/** The import figures on PGlite (a fresh data directory) and (unless skipped) a fresh PostgreSQL database, dropped after. */
export async function benchImport(
  pgUrl: string | null,
  cleanups: Set<() => Promise<void>>,
): Promise<{ files: ImportFiles; results: ImportResult[] }> {
  const files = { prepare: await writeWorkbook(prepareSheets()), leases: await writeWorkbook(leaseSheets(parkToday())) };
  for (const [name, file] of Object.entries(files))
    if (file.length > IMPORT_MAX_BYTES)
      throw new Error(`import bench: the ${name} workbook is ${file.length} bytes, over the upload limit ${IMPORT_MAX_BYTES}`);
  const sizes = { prepareKb: Math.round(files.prepare.length / 1024), leasesKb: Math.round(files.leases.length / 1024) };
  say(`  workbooks: rooms and companies ${sizes.prepareKb} KB, leases ${sizes.leasesKb} KB`);
  const results: ImportResult[] = [];

  let rssBefore = mb(process.memoryUsage().rss);
  const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-import-db-'));
  const lite = await openDatabase({ dataDir: work });
  const closeLite = async () => {
    await lite.close().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };
  cleanups.add(closeLite);
  try {
    await lite.migrate();
    results.push(await measureOn('PGlite (embedded)', rssBefore, lite, files));
  } finally {
    await closeLite();
    cleanups.delete(closeLite);
  }

  if (pgUrl) {
    const dbName = `portal_bench_import_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    rssBefore = mb(process.memoryUsage().rss);
    let db: Database | null = null;
    let dropped = false;
    const drop = async () => {
      if (dropped) return;
      dropped = true;
      await db?.close().catch(() => undefined);
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    };
    cleanups.add(drop);
    try {
      db = await openDatabase({ databaseUrl: url.toString() });
      await db.migrate();
      results.push(await measureOn('PostgreSQL', rssBefore, db, files));
    } finally {
      await drop();
      cleanups.delete(drop);
    }
  }
  return { files: sizes, results };
}

// ---------------------------------------------------------------------------------------------------------
// The section of RESULTS.md

export const IMPORT_START = '<!-- import:start -->';
export const IMPORT_END = '<!-- import:end -->';

const n = (x: number) => x.toLocaleString('en');

/** What an upload's sheets did, e.g. "房间 10,000 created; 企业 1,000 created". */
function changes(step: ImportStep): string {
  return step.sheets
    .map((c) => {
      const parts = [
        c.create && `${n(c.create)} created`,
        c.update && `${n(c.update)} updated`,
        c.unchanged && `${n(c.unchanged)} unchanged`,
      ];
      return `${IMPORT_KIND_LABEL[c.kind]} ${parts.filter(Boolean).join(', ') || 'nothing'}`;
    })
    .join('; ');
}

/** The section of RESULTS.md, between markers so an import-only run can replace just this part. */
export function importSection({ files, results }: { files: ImportFiles; results: ImportResult[] }): string {
  const lite = results.find((r) => r.label.startsWith('PGlite'));
  const met = lite ? lite.leases.totalSeconds <= IMPORT_GOAL_SECONDS : null;
  const out = [
    IMPORT_START,
    `## Import: a ${n(IMPORT_LEASES)}-row lease sheet (issue 31)`,
    '',
    `bench/import.ts, in process (no HTTP server): the imports service's checkUpload (the dry run: read the workbook, check every row against the database, keep the file and its report) and commitImport (check again and write, in one transaction), each timed from the call to its answer. Each database is fresh (PGlite in a new data directory; PostgreSQL a new database, dropped after) and first gets one workbook of ${n(IMPORT_LEASES)} rooms and ${n(COMPANIES)} companies (sheets 房间 and 企业, ${n(files.prepareKb)} KB, kind all: "prepare"). The measured file is one sheet 房租合同 of ${n(IMPORT_LEASES)} live leases (${n(files.leasesKb)} KB, kind leases), each of its own room, the companies in turn, 季付; "again" uploads the same file a second time (every row unchanged). The plans' counts are asserted. Memory is the bench's own process (PGlite runs inside it, so on the embedded database it includes the database; PostgreSQL is measured after PGlite in the same process, and the peak is over the whole bench so far).`,
    '',
    `**Goal** (issue 31): the lease sheet checked and imported in ≤ ${IMPORT_GOAL_SECONDS} s on the embedded database. ${
      lite ? `Measured ${lite.leases.totalSeconds} s: ${met ? 'met' : '**not met**'}.` : 'Not measured.'
    }`,
    '',
  ];
  for (const r of results) {
    out.push(
      `### ${r.label}: ${r.at.slice(0, 16).replace('T', ' ')} UTC, load average ${r.loadStart} → ${r.loadEnd}`,
      '',
      '| Upload | Rows | Dry run s | Commit s | Total s |',
      '|---|---|---:|---:|---:|',
      `| Prepare: 房间 + 企业 | ${changes(r.prepare)} | ${r.prepare.checkSeconds} | ${r.prepare.commitSeconds} | ${r.prepare.totalSeconds} |`,
      `| **房租合同 (measured)** | ${changes(r.leases)} | ${r.leases.checkSeconds} | ${r.leases.commitSeconds} | **${r.leases.totalSeconds}** |`,
      `| 房租合同 again | ${changes(r.repeat)} | ${r.repeat.checkSeconds} | ${r.repeat.commitSeconds} | ${r.repeat.totalSeconds} |`,
      '',
      `The bench's process: RSS ${r.rssBeforeMb} MB before the database was opened, ${r.rssMb} MB after the uploads, heap used ${r.heapUsedMb} MB; peak RSS so far ${r.peakRssMb} MB.`,
      '',
    );
  }
  out.push(IMPORT_END);
  return out.join('\n');
}
