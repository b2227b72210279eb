import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/data-dir';
import { pgliteNodeBus, postgresNodeBus, type NodeBus } from './node-bus';
import { PreparedClient } from './pg-prepared';
import { oneExchangeClient } from './pglite-exchange';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: every query is written once against PostgreSQL's dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations; on PostgreSQL under an advisory lock so several processes can start at once. */
  migrate: () => Promise<void>;
  /** The node bus: messages between the processes on this database (db/node-bus.ts). */
  nodeBus: NodeBus;
  /** The embedded cluster as a tar archive (PGlite's dumpDataDir), for `openDatabase({ dump })`; absent on PostgreSQL. */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
};

/**
 * How a page of keyword matches is read (lib/catalog.ts planFor), which the planner cannot choose well (it
 * expects a handful of matches where there are tens of thousands): 'ordered' walks the list's index in date order
 * and stops when the page is full; 'gathered' reads every match through the GIN index, then sorts them (also how a
 * keyword's matches are counted). Neither ever scans the whole table, runs parallel workers or compiles with JIT,
 * which pay off only for a large scan the planner would otherwise pick from its wrong guess.
 */
export type ReadPlan = 'ordered' | 'gathered';
const FOR_A_PAGE = { enable_seqscan: 'off', max_parallel_workers_per_gather: '0', jit: 'off' };
export const READ_PLAN_SETTINGS: Record<ReadPlan, Record<string, string>> = {
  // The settings leave one way to read in the list's order (along its index), whatever the values: on its own
  // connections the ordered read keeps one generic plan per statement instead of planning every run again (about a
  // quarter of a millisecond of PostgreSQL's time a statement, bench/RESULTS.md "Keyword search").
  ordered: { enable_bitmapscan: 'off', enable_sort: 'off', plan_cache_mode: 'force_generic_plan', ...FOR_A_PAGE },
  gathered: { enable_indexscan: 'off', ...FOR_A_PAGE },
};
/**
 * Added to a planned read's settings where it shares its connection with every other statement (the embedded
 * database, or a transaction: lib/catalog.ts underPlan). A kept statement's generic plan (db/pglite-exchange.ts) may
 * have been made under the connection's usual settings, which PostgreSQL does not compare when it reuses one: the read
 * is planned for its own values under its own settings instead. A plan pool's connections (PostgreSQL) hold only
 * their plan's settings, so whatever plan they keep was made under them.
 */
export const SHARED_CONNECTION_PLAN = { plan_cache_mode: 'force_custom_plan' } as const;

/**
 * On PostgreSQL each plan has a small pool of its own whose connections start with its settings (the startup
 * packet's options), so a page so planned is one statement: no transaction around a set_config (four round trips
 * where one does). Absent on the embedded database and inside a transaction: underPlan sets them for the statement (lib/catalog.ts).
 */
const planned = new WeakMap<Db, Record<ReadPlan, Db>>();
export function plannedDb(db: Db, plan: ReadPlan): Db | undefined {
  return planned.get(db)?.[plan];
}
const startupOptions = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

/** The longest a query waits for a pool connection (PostgreSQL restarting, every connection busy). */
export const DB_CONNECT_TIMEOUT_MS = 3_000;
/**
 * How long an idle pool connection stays open (node-postgres closes it after 10 s by default): a connection keeps its
 * statements prepared (db/pg-prepared.ts), and one opened again at the next burst of visits pays its start-up and
 * every statement's preparation again.
 */
export const DB_IDLE_CONNECTION_MS = 60_000;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The embedded PostgreSQL's memory settings (issue 12: the whole process within 300 MB resident). PGlite runs
 * PostgreSQL inside WebAssembly, whose memory only grows: a buffer touched once stays resident for good. With
 * PostgreSQL's defaults (shared_buffers 128 MB, maintenance_work_mem 64 MB) the database alone held ~200 MB.
 * A page missing from shared_buffers is read from the data file through the operating system's page cache (a
 * read call, not a disk read), so a smaller pool costs some CPU on large scans, not disk time.
 * - shared_buffers: the buffer pool. 16 MB holds the list indexes and the pages a list, a keyword page or a detail
 *   reads; measured at 100 000 policies, the public calls cost the same CPU with 16 MB as with 128 MB.
 * - maintenance_work_mem: index builds and VACUUM (migrations); 16 MB builds the GIN index of 100 000 rows in
 *   a few passes instead of one.
 * - work_mem stays 4 MB (one sort or hash at a time: PGlite runs one query at a time); temp_buffers only serves
 *   temporary tables, which the portal does not use.
 */
export const PGLITE_MEMORY = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  work_mem: '4MB',
  temp_buffers: '1MB',
} as const;

/** PGlite's own start parameters (it replaces them wholesale when given) with PGLITE_MEMORY added. */
function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(PGLITE_MEMORY).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/** DATABASE_URL set: a real PostgreSQL pool. Unset: PGlite stored under DATA_DIR/pgdata (or in memory for tests). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** The build's embedded cluster, migrated and with the divisions loaded (scripts/db-template.ts): a new DATA_DIR starts as a copy. */
  template?: string;
  /** No DATA_DIR: an in-memory cluster loaded from this archive (Database.dump) instead of a new one made by initdb. */
  dump?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // A request never waits long for a connection: while the database is away, connecting fails within
    // DB_CONNECT_TIMEOUT_MS and the visitor hears "busy" (plugins/errors.ts) instead of hanging.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: DB_IDLE_CONNECTION_MS,
      // Each connection keeps its statements prepared (db/pg-prepared.ts), as the embedded database does.
      Client: PreparedClient as unknown as new () => pg.ClientBase,
    });
    const onError = () => {
      /* a dropped idle client is replaced on the next query */
    };
    pool.on('error', onError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Half the main pool's size each: the planned reads are the public lists' keyword pages and counts.
    const planPools = Object.fromEntries(
      (Object.keys(READ_PLAN_SETTINGS) as ReadPlan[]).map((plan) => {
        const p = new pg.Pool({
          connectionString: opts.databaseUrl,
          max: Math.max(1, Math.ceil((opts.poolSize ?? 10) / 2)),
          connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
          idleTimeoutMillis: DB_IDLE_CONNECTION_MS,
          options: startupOptions(READ_PLAN_SETTINGS[plan]),
          Client: PreparedClient as unknown as new () => pg.ClientBase,
        });
        p.on('error', onError);
        return [plan, p];
      }),
    ) as Record<ReadPlan, pg.Pool>;
    planned.set(db, {
      ordered: drizzlePg(planPools.ordered, { schema }) as unknown as Db,
      gathered: drizzlePg(planPools.gathered, { schema }) as unknown as Db,
    });
    const migrate = async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(472019)');
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock(472019)').catch(() => undefined);
        conn.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      migrate,
      nodeBus: postgresNodeBus(pool, opts.databaseUrl),
      close: async () => {
        await Promise.all([pool.end(), ...Object.values(planPools).map((p) => p.end())]);
      },
    };
  }
  let client: PGlite;
  let release = async () => {};
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    release = await lockDataDir(opts.dataDir);
    if (opts.template) await copyTemplate(opts.template, dir);
    client = await PGlite.create(dir, { startParams: pgliteStartParams() });
  } else {
    client = await PGlite.create({ startParams: pgliteStartParams(), ...(opts.dump ? { loadDataDir: opts.dump } : {}) });
  }
  // Every query in one protocol exchange instead of PGlite's six (db/pglite-exchange.ts).
  const pglite = drizzlePglite({ client: oneExchangeClient(client) as unknown as PGlite, schema });
  const db = pglite as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    nodeBus: pgliteNodeBus(client),
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/**
 * A new embedded database starts from the build's cluster instead of running initdb, the migrations and the
 * divisions' load: seconds of CPU off the first start (the migrations newer than the build still run after).
 * Copied beside the folder, then renamed: never half a cluster.
 */
async function copyTemplate(template: string, dir: string): Promise<void> {
  if (!existsSync(path.join(template, 'PG_VERSION')) || (await readdir(dir)).length > 0) return;
  const partial = `${dir}.template-${process.pid}`;
  try {
    await rm(partial, { recursive: true, force: true });
    await cp(template, partial, { recursive: true });
    await rm(dir, { recursive: true });
    await rename(partial, dir);
    // The copy has the build's modes (0755): the cluster is the portal's user's alone.
    await chmod(dir, PRIVATE_DIR_MODE);
  } catch {
    // Only a shortcut (a build replacing the template meanwhile, say): PGlite makes the cluster itself instead.
    await rm(partial, { recursive: true, force: true });
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The embedded database has one writer: a second process on the same DATA_DIR is refused, not allowed to corrupt it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'pgdata.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (holder && holder !== process.pid && processAlive(holder)) {
        throw new Error(`数据目录 ${dataDir} 正被另一个进程（PID ${holder}）使用；内置数据库只允许一个进程，多进程部署请设置 DATABASE_URL`);
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`无法锁定数据目录 ${dataDir}`);
}
