import { mkdir } from 'node:fs/promises';
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
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
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
    close: () => client.close(),
  };
}
