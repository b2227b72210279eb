import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: every query is written once against PostgreSQL's dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations; on PostgreSQL under an advisory lock so several processes can start at once. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** DATABASE_URL set: a real PostgreSQL pool. Unset: PGlite stored under DATA_DIR/pgdata (or in memory for tests). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', () => {
      /* a dropped idle client is replaced on the next query */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
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
    return { db, kind: 'postgres', migrate, close: () => pool.end() };
  }
  let client: PGlite;
  let release = async () => {};
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    release = await lockDataDir(opts.dataDir);
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const pglite = drizzlePglite(client, { schema });
  const db = pglite as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    close: async () => {
      await client.close();
      await release();
    },
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The embedded database has one writer: a second process on the same DATA_DIR is refused, not allowed to corrupt it. */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'pgdata.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
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
