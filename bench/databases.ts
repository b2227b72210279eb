import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/db/seed/index';
import { ensureRegions } from '../server/modules/regions/regions.service';
import { projectRoot } from '../scripts/lib/server-process';
import { sampleRows, seedPolicies } from './seed-bulk';

/** Bump when the generated data changes in a way the hashed files below do not show. */
const DATA_VERSION = 'policies-v1';

export type Prepared = {
  kind: 'pglite' | 'postgres';
  label: string;
  /** Settings that point the server at this database. */
  serverEnv: Record<string, string>;
  /** Seconds spent generating and loading, or null when a cached copy was used. */
  seedSeconds: number | null;
  /** Seconds spent adding the demo park (server/db/seed) on top of the generated policies. */
  demoSeconds: number;
  /** A connection string for EXPLAIN (PostgreSQL only). */
  url?: string;
  cleanup: () => Promise<void>;
};

function progress(label: string, total: number) {
  let last = 0;
  return (done: number) => {
    if (done - last >= total / 10 || done === total) {
      last = done;
      process.stdout.write(`  ${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} rows\n`);
    }
  };
}

/**
 * The demo park (what `npm start` seeds: site config, banners, partners, articles, rooms, companies, services…)
 * added to a database that already holds the generated policies, so the home page's calls and pages have real
 * content. Seeded on every run rather than cached: its dates are relative to today.
 */
async function addDemo(open: Parameters<typeof openDatabase>[0]): Promise<number> {
  const started = Date.now();
  const database = await openDatabase(open);
  try {
    await database.migrate();
    await ensureRegions(database.db);
    await database.db.transaction((tx) => seedDemo(tx));
  } finally {
    await database.close();
  }
  return (Date.now() - started) / 1000;
}

/**
 * The cache key: row count, data version, PGlite version, the migrations, and a fingerprint of the generated
 * rows themselves (so a refactor of server/lib/search.ts that leaves the tokens unchanged keeps the cache).
 */
export function cacheKey(rows: number): string {
  const h = createHash('sha256').update(`${DATA_VERSION}:${rows}`);
  const migrations = path.join(projectRoot, 'server/db/migrations');
  const sqlFiles = readdirSync(migrations).filter((f) => f.endsWith('.sql'));
  for (const f of sqlFiles.sort()) h.update(readFileSync(path.join(migrations, f)));
  h.update(readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json')));
  h.update(JSON.stringify(sampleRows(500)));
  return h.digest('hex').slice(0, 12);
}

/**
 * Embedded PGlite: the loaded data directory is cached under bench/.data/ (gitignored) and copied to a
 * temporary directory for each run, so the server never writes to the cache.
 */
export async function preparePglite(rows: number): Promise<Prepared> {
  const cacheRoot = path.join(projectRoot, 'bench/.data');
  const name = `pglite-${rows}-${cacheKey(rows)}`;
  const cached = path.join(cacheRoot, name);
  let seedSeconds: number | null = null;
  if (!existsSync(cached)) {
    mkdirSync(cacheRoot, { recursive: true });
    for (const old of readdirSync(cacheRoot))
      rmSync(path.join(cacheRoot, old), { recursive: true, force: true });
    const building = path.join(cacheRoot, `.building-${process.pid}`);
    const started = Date.now();
    const database = await openDatabase({ dataDir: building });
    try {
      await database.migrate();
      await seedPolicies(database.db, rows, { onProgress: progress('PGlite', rows) });
    } finally {
      await database.close();
    }
    renameSync(building, cached);
    seedSeconds = (Date.now() - started) / 1000;
  } else {
    process.stdout.write(`  PGlite: cached data ${path.relative(projectRoot, cached)}\n`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  cpSync(cached, work, { recursive: true });
  const cleanup = async () => rmSync(work, { recursive: true, force: true });
  try {
    const demoSeconds = await addDemo({ dataDir: work });
    return {
      kind: 'pglite',
      label: 'PGlite (embedded)',
      serverEnv: { DATA_DIR: work, DATABASE_URL: '' },
      seedSeconds,
      demoSeconds,
      cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** PostgreSQL: a fresh database for this run on the server of `adminUrl`, dropped by cleanup(). */
export async function preparePostgres(adminUrl: string, rows: number): Promise<Prepared> {
  const dbName = `portal_bench_${process.pid}_${Math.floor(Date.now() / 1000)}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect().catch((err: Error) => {
    throw new Error(
      `PostgreSQL 不可用（${adminUrl}）：${err.message}。设置 BENCH_DATABASE_URL 或 BENCH_SKIP_PG=1。`,
    );
  });
  const {
    rows: [v],
  } = await admin.query<{ v: string }>("select current_setting('server_version') as v");
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const cleanup = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  };
  try {
    const started = Date.now();
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      await database.migrate();
      await seedPolicies(database.db, rows, { onProgress: progress('PostgreSQL', rows) });
    } finally {
      await database.close();
    }
    const seedSeconds = (Date.now() - started) / 1000;
    return {
      kind: 'postgres',
      label: `PostgreSQL ${v?.v ?? ''}`.trim(),
      serverEnv: { DATABASE_URL: url.toString() },
      seedSeconds,
      demoSeconds: await addDemo({ databaseUrl: url.toString(), poolSize: 2 }),
      url: url.toString(),
      cleanup,
    };
  } catch (err) {
    await cleanup().catch(() => undefined);
    throw err;
  }
}
