/**
 * The bench's databases. Generated policies are kept between runs (loading them is the slow part):
 * - PostgreSQL: a database per size, `bench_policies_<rows>_<key>`, kept on the server and reused while its
 *   row count and key match. The key covers the data version, the measured tree's tokenizer and the schema its
 *   migrations make (a fingerprint of an empty database migrated by the tree), so two trees whose migrations
 *   differ only in name share a database (it is given the tree's migration journal). A tree with more migrations
 *   than a kept database derives its own by copying it (CREATE DATABASE … TEMPLATE) and migrating the copy; a
 *   million rows are the 100 000 multiplied in SQL.
 *   Load runs work on a throw-away copy (the server writes: views, sessions); the search runs read the kept one.
 * - PGlite: the loaded data directory under bench/.data/ (gitignored), copied for each run.
 * The demo park (server/db/seed) is added to each run's copy, never to a kept database: its dates are relative
 * to today.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { projectRoot } from '../scripts/lib/server-process';
import type { Db } from '../server/db/client';
import { code, migrationJournal, migrations } from './code';
import { multiplyPolicies, sampleRows, seedPolicies, type Tokenizer } from './seed-bulk';

/** Bump when the generated data changes in a way the key below does not show. */
const DATA_VERSION = 'policies-v2';
/** Kept databases (or PGlite directories) per size; older ones are dropped. */
const KEEP = 3;
/** The size a million rows are multiplied from. */
export const BASE_ROWS = 100_000;

export type Prepared = {
  kind: 'pglite' | 'postgres';
  label: string;
  /** Settings that point the server at this database. */
  serverEnv: Record<string, string>;
  /** How the policies got there: generated, multiplied, derived, or reused (and the seconds it took). */
  seeded: string;
  /** Seconds spent adding the demo park (server/db/seed) on top of the generated policies. */
  demoSeconds: number;
  /** A connection string (PostgreSQL only). */
  url?: string;
  cleanup: () => Promise<void>;
};

const say = (line: string) => process.stdout.write(`${line}\n`);

function progress(label: string, total: number) {
  let last = 0;
  return (done: number) => {
    if (done - last >= total / 10 || done === total) {
      last = done;
      say(`  ${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} rows`);
    }
  };
}

async function tokenizer(): Promise<Tokenizer> {
  const [search, dates] = await Promise.all([code.search(), code.dates()]);
  // bodySearch: the body's columns, in a tree that searches the text (issue 29); older trees have none.
  const bodySearch = (search as Partial<typeof search>).bodySearch;
  return { searchText: search.searchText, searchTokens: search.searchTokens, bodySearch, quarterOf: dates.quarterOf };
}

/** What a kept database holds: the data version, a hash of the tokenizer's output, the schema, the migrations. */
type Meta = {
  rows: number;
  data: string;
  tokens: string;
  schema: string;
  migrations: string[];
  seeded: string;
};

const sha = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 12);

/** Everything a migration can make, in a stable order: columns, indexes, constraints, triggers, functions. */
const SCHEMA_SQL = `
  select coalesce(string_agg(x, E'\n' order by x), '') as schema from (
    select 'col ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as x
      from information_schema.columns where table_schema = 'public'
    union all select 'idx ' || indexdef from pg_indexes where schemaname = 'public'
    union all select 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all select 'trg ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
    union all select 'fn ' || pg_get_functiondef(oid) from pg_proc where pronamespace = 'public'::regnamespace
  ) s`;

let schemaCache: string | undefined;

/**
 * The schema the tree's migrations make, as a hash: an empty database migrated by the tree, described and
 * dropped (a few seconds, once a run). Without PostgreSQL, the migration files stand in for it.
 */
async function schemaFingerprint(): Promise<string> {
  if (schemaCache) return schemaCache;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (process.env.BENCH_SKIP_PG === '1') return (schemaCache = sha(migrations()));
  const name = `bench_schema_${process.pid}`;
  await admin(adminUrl, (c) => c.query(`drop database if exists "${name}"`).then(() => c.query(`create database "${name}"`)));
  try {
    let described = '';
    await withDatabase({ databaseUrl: urlFor(adminUrl, name) }, async (db) => {
      described = rowsOf<{ schema: string }>(await db.execute(sql.raw(SCHEMA_SQL)))[0]?.schema ?? '';
    });
    return (schemaCache = sha(described));
  } finally {
    await admin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
  }
}

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

async function currentMeta(rows: number): Promise<Meta> {
  const tokens = sha(sampleRows(500, await tokenizer()).map((r) => [r.search_text, r.search_tokens, r.body_tokens]));
  return {
    rows,
    data: DATA_VERSION,
    tokens,
    schema: await schemaFingerprint(),
    // By content: a migration renumbered by a later rebase is the same migration.
    migrations: migrations().map((m) => m.hash),
    seeded: '',
  };
}

const keyOf = (m: Meta) => sha([m.data, m.tokens, m.schema]).slice(0, 10);

/** The meta and the kept database's name for `rows` policies of the measured tree. */
export async function metaFor(rows: number): Promise<Meta & { name: string }> {
  const meta = await currentMeta(rows);
  return { ...meta, name: `bench_policies_${rows}_${keyOf(meta)}` };
}

/** The tree's migration journal written into a reused database, so its server finds nothing to migrate. */
async function adoptJournal(db: Db): Promise<void> {
  const rows = migrationJournal();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from drizzle.__drizzle_migrations`);
    for (const r of rows) {
      await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${r.hash}, ${r.createdAt})`);
    }
  });
}

/** The demo park added to a database that already holds the generated policies (with the tree's own code). */
async function addDemo(open: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<number> {
  const started = Date.now();
  const [{ openDatabase }, { seedDemo }, { ensureRegions }] = await Promise.all([code.client(), code.seed(), code.regions()]);
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

/** Migrated with the tree's migrations (unless told), then filled by `fill`. */
async function withDatabase(open: { databaseUrl?: string; dataDir?: string }, fill: (db: Db) => Promise<void>, migrate = true) {
  const { openDatabase } = await code.client();
  const database = await openDatabase({ ...open, poolSize: 2 });
  try {
    if (migrate) await database.migrate();
    await fill(database.db);
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------- PGlite

/**
 * Embedded PGlite with `rows` generated policies: the loaded directory is cached under bench/.data/ and copied
 * to a temporary directory for the run, so the server never writes to the cache. The demo park is added.
 */
export async function preparePglite(rows: number): Promise<Prepared> {
  const meta = await currentMeta(rows);
  const pglite = JSON.parse(readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  const cacheRoot = path.join(projectRoot, 'bench/.data');
  const cached = path.join(cacheRoot, `pglite-${rows}-${keyOf(meta)}-${pglite.version}`);
  let seeded = 'cached data directory';
  if (!existsSync(cached)) {
    mkdirSync(cacheRoot, { recursive: true });
    const building = path.join(cacheRoot, `.building-${process.pid}`);
    const started = Date.now();
    const t = await tokenizer();
    await withDatabase({ dataDir: building }, (db) => seedPolicies(db, rows, t, { onProgress: progress('PGlite', rows) }));
    rmSync(path.join(building, 'pgdata.lock'), { force: true });
    renameSync(building, cached);
    seeded = `generated and loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`;
    // Older caches of the same size go, beyond the newest few (the before and after trees each keep theirs).
    const same = readdirSync(cacheRoot)
      .filter((f) => f.startsWith(`pglite-${rows}-`))
      .map((f) => path.join(cacheRoot, f))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const old of same.slice(KEEP)) rmSync(old, { recursive: true, force: true });
  } else {
    say(`  PGlite: cached data ${path.relative(projectRoot, cached)}`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  cpSync(cached, work, { recursive: true });
  const cleanup = async () => rmSync(work, { recursive: true, force: true });
  try {
    await withDatabase({ dataDir: work }, adoptJournal, false);
    const demoSeconds = await addDemo({ dataDir: work });
    return {
      kind: 'pglite',
      label: 'PGlite (embedded)',
      serverEnv: { DATA_DIR: work, DATABASE_URL: '' },
      seeded,
      demoSeconds,
      cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

// ------------------------------------------------------------------------------------------ PostgreSQL

async function admin<T>(adminUrl: string, use: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await c.connect().catch((err: Error) => {
    throw new Error(`PostgreSQL 不可用（${adminUrl}）：${err.message}。设置 BENCH_DATABASE_URL 或 BENCH_SKIP_PG=1。`);
  });
  try {
    return await use(c);
  } finally {
    await c.end();
  }
}

const urlFor = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

type Kept = { name: string; meta: Meta };

async function keptDatabases(adminUrl: string): Promise<Kept[]> {
  return admin(adminUrl, async (c) => {
    const res = await c.query<{ name: string; comment: string | null }>(
      `select datname as name, shobj_description(oid, 'pg_database') as comment from pg_database
       where datname like 'bench\\_policies\\_%' order by oid desc`,
    );
    return res.rows.flatMap((r) => {
      try {
        return r.comment ? [{ name: r.name, meta: JSON.parse(r.comment) as Meta }] : [];
      } catch {
        return [];
      }
    });
  });
}

/** CREATE DATABASE … TEMPLATE: refused while anyone (autovacuum too) is connected to the template, so retried. */
async function copyDatabase(adminUrl: string, from: string, to: string): Promise<void> {
  await admin(adminUrl, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database "${to}" template "${from}"`);
        return;
      } catch (err) {
        if (attempt >= 10 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  });
}

async function finish(adminUrl: string, building: string, name: string, meta: Meta): Promise<void> {
  await admin(adminUrl, async (c) => {
    await c.query(`comment on database "${building}" is '${JSON.stringify(meta).replace(/'/g, "''")}'`);
    await c.query(`alter database "${building}" rename to "${name}"`);
    // Older kept databases of this size beyond the newest few are dropped.
    const same = (
      await c.query<{ datname: string }>(`select datname from pg_database where datname like $1 order by oid desc`, [
        `bench\\_policies\\_${meta.rows}\\_%`,
      ])
    ).rows.map((r) => r.datname);
    for (const old of same.slice(KEEP)) await c.query(`drop database if exists "${old}" with (force)`);
  });
}

async function countRows(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return Number((await c.query<{ n: string }>('select count(*) as n from policies')).rows[0]?.n ?? -1);
  } finally {
    await c.end();
  }
}

/**
 * A kept database of `rows` generated policies for the measured tree: reused when one matches, else derived
 * from a kept one with fewer migrations, else built (a million from the 100 000, which is built first when
 * missing). Returns its name and how it came about.
 */
export async function keptPostgres(adminUrl: string, rows: number): Promise<{ name: string; url: string; seeded: string }> {
  const meta = await currentMeta(rows);
  const name = `bench_policies_${rows}_${keyOf(meta)}`;
  const kept = await keptDatabases(adminUrl);
  const same = kept.find((k) => k.name === name);
  if (same && (await countRows(urlFor(adminUrl, name))) === rows) {
    await withDatabase({ databaseUrl: urlFor(adminUrl, name) }, adoptJournal, false);
    return { name, url: urlFor(adminUrl, name), seeded: `kept database ${name} (${same.meta.seeded})` };
  }
  if (same) await admin(adminUrl, (c) => c.query(`drop database "${name}" with (force)`));

  const building = `bench_building_${process.pid}_${rows}`;
  await admin(adminUrl, (c) => c.query(`drop database if exists "${building}" with (force)`));
  const started = Date.now();
  const secs = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  try {
    // 1. A kept database of this size whose migrations are a prefix of ours: copy and migrate it.
    const older = kept.find(
      (k) =>
        k.meta.rows === rows &&
        k.meta.data === meta.data &&
        k.meta.tokens === meta.tokens &&
        k.meta.migrations.length < meta.migrations.length &&
        k.meta.migrations.every((m, i) => meta.migrations[i] === m),
    );
    if (older) {
      say(`  PostgreSQL: deriving ${name} from ${older.name} (copy, then the newer migrations)…`);
      await copyDatabase(adminUrl, older.name, building);
      await withDatabase({ databaseUrl: urlFor(adminUrl, building) }, async (db) => {
        await db.execute(sql`vacuum analyze policies`);
      });
      meta.seeded = `derived from ${older.name} and migrated in ${secs()}`;
    } else if (rows > BASE_ROWS) {
      // 2. Many rows: the base size multiplied in SQL.
      const base = await keptPostgres(adminUrl, BASE_ROWS);
      say(`  PostgreSQL: multiplying ${base.name} to ${rows.toLocaleString('en')} rows…`);
      await copyDatabase(adminUrl, base.name, building);
      await withDatabase({ databaseUrl: urlFor(adminUrl, building) }, (db) =>
        multiplyPolicies(db, rows, { onProgress: progress('PostgreSQL', rows) }),
      );
      meta.seeded = `${BASE_ROWS.toLocaleString('en')} generated rows multiplied in SQL in ${secs()}`;
    } else {
      // 3. Generated.
      say(`  PostgreSQL: generating ${rows.toLocaleString('en')} rows…`);
      await admin(adminUrl, (c) => c.query(`create database "${building}"`));
      const t = await tokenizer();
      await withDatabase({ databaseUrl: urlFor(adminUrl, building) }, (db) =>
        seedPolicies(db, rows, t, { onProgress: progress('PostgreSQL', rows) }),
      );
      meta.seeded = `generated and loaded in ${secs()}`;
    }
    await finish(adminUrl, building, name, meta);
  } catch (err) {
    await admin(adminUrl, (c) => c.query(`drop database if exists "${building}" with (force)`)).catch(() => undefined);
    throw err;
  }
  return { name, url: urlFor(adminUrl, name), seeded: meta.seeded };
}

/** PostgreSQL for a load run: a throw-away copy of the kept database with the demo park, dropped by cleanup(). */
export async function preparePostgres(adminUrl: string, rows: number): Promise<Prepared> {
  const version = await admin(
    adminUrl,
    async (c) => (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '',
  );
  const kept = await keptPostgres(adminUrl, rows);
  const dbName = `bench_run_${process.pid}_${Math.floor(Date.now() / 1000)}`;
  await copyDatabase(adminUrl, kept.name, dbName);
  const url = urlFor(adminUrl, dbName);
  const cleanup = async () => {
    await admin(adminUrl, (c) => c.query(`drop database if exists "${dbName}" with (force)`));
  };
  try {
    return {
      kind: 'postgres',
      label: `PostgreSQL ${version}`.trim(),
      serverEnv: { DATABASE_URL: url },
      seeded: kept.seeded,
      demoSeconds: await addDemo({ databaseUrl: url, poolSize: 2 }),
      url,
      cleanup,
    };
  } catch (err) {
    await cleanup().catch(() => undefined);
    throw err;
  }
}
