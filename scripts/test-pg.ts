/**
 * The PostgreSQL half of `npm test`: the server suite again, each test file on a fresh database that
 * server/test/harness.ts creates on (and drops from) the server named by TEST_DATABASE_URL.
 * Not set: skipped with one line outside CI, a failure under CI=true.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
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

const vitest = path.join(projectRoot, 'node_modules/.bin/vitest');
const run = spawnSync(vitest, ['run', 'server'], { cwd: projectRoot, stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
