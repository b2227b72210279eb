/**
 * The PostgreSQL half of `npm test`: the server suite again, each test file on a fresh database that
 * server/test/harness.ts creates on (and drops from) the server named by TEST_DATABASE_URL, as a copy of a template
 * database made here.
 * Not set: skipped with one line outside CI, a failure under CI=true.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { ensureRegions } from '../server/modules/regions/regions.service';
import { projectRoot } from './lib/server-process';

const url = process.env.TEST_DATABASE_URL;
const ci = !!process.env.CI && !['0', 'false', 'no'].includes(process.env.CI.toLowerCase());
const example = 'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test';

if (!url) {
  if (ci) {
    console.error(`test:pg FAILED: TEST_DATABASE_URL is not set, and CI must run the suite on PostgreSQL too (e.g. ${example}).`);
    process.exit(1);
  }
  console.log(`test:pg SKIPPED: the server suite did not run on PostgreSQL. To include it: ${example}`);
  process.exit(0);
}

const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query<{ v: string; can: boolean }>(
    'select current_setting($1) as v, (select rolcreatedb or rolsuper from pg_roles where rolname = current_user) as can',
    ['server_version'],
  );
  if (!rows[0]?.can) throw new Error('this role may not create databases (the harness makes one per test file)');
  console.log(`test:pg: server suite on PostgreSQL ${rows[0].v} at ${shown}`);
} catch (err) {
  console.error(`test:pg FAILED: cannot use TEST_DATABASE_URL=${shown}: ${(err as Error).message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => undefined);
}

/**
 * The test files' starting point: a database with the migrations applied and the divisions loaded, made here once
 * (the migrations run on PostgreSQL in every run) and copied for each test file (CREATE DATABASE … TEMPLATE, a
 * fraction of the migrations' time). Dropped when the suite ends, however it ends.
 */
const template = `portal_tpl_${process.pid}_${Date.now().toString(36)}`;
const admin = async (statement: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
};
let status = 1;
try {
  await admin(`create database ${template}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
  try {
    await database.migrate();
    await ensureRegions(database.db);
  } finally {
    await database.close();
  }
  const vitest = path.join(projectRoot, 'node_modules/.bin/vitest');
  const run = spawnSync(vitest, ['run', 'server'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_TEMPLATE: template },
  });
  status = run.status ?? 1;
} catch (err) {
  console.error(`test:pg FAILED: could not make the test files' template database: ${(err as Error).message}`);
} finally {
  await admin(`drop database if exists ${template} with (force)`).catch((err: Error) =>
    console.error(`test:pg: could not drop ${template}: ${err.message}`),
  );
}
process.exit(status);
