import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import type { Env } from '../env';
import { ensureRegions } from '../modules/regions/regions.service';
import { embeddedDump } from './embedded-dump';
import { createTestDatabase, testApp, type TestApp } from './harness';

/**
 * Several app nodes on one database, as several server processes would be (issue 14). On PostgreSQL
 * (TEST_DATABASE_URL) a fresh database that each node opens with a pool of its own; PGlite allows one process per
 * data directory, so there the nodes share one Database object (the mechanisms under test are exercised all the
 * same). Call setUp in beforeAll, closeNodes in afterEach, tearDown in afterAll.
 */
export function sharedDatabase(opts: { name: string; regions?: boolean }) {
  const base = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let shared: Database | undefined;
  const opened: { app: FastifyInstance; own?: Database }[] = [];

  return {
    async setUp(): Promise<void> {
      if (base) ({ url, drop } = await createTestDatabase(base, opts.name));
      const first = url ? await openDatabase({ databaseUrl: url, poolSize: 2 }) : await openDatabase({ dump: await embeddedDump() });
      await first.migrate();
      // The embedded archive has the divisions already.
      if (opts.regions && url) await ensureRegions(first.db);
      if (url) await first.close();
      else shared = first;
    },

    /** A node with these settings on the shared database. */
    async node(env: Env): Promise<TestApp> {
      const database = url ? await openDatabase({ databaseUrl: url, poolSize: 3 }) : shared!;
      const app = await buildApp({ env, database });
      await app.ready();
      opened.push({ app, own: url ? database : undefined });
      return testApp(app, database, env, async () => {});
    },

    async closeNodes(): Promise<void> {
      for (const { app, own } of opened.splice(0)) {
        await app.close();
        await own?.close();
      }
    },

    async tearDown(): Promise<void> {
      await shared?.close();
      await drop?.();
    },
  };
}
