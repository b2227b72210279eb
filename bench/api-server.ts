/**
 * The API half of server/main.ts, for benchmarking before the pages are built (build/ missing): the same
 * buildApp, database and settings, without the web pages. bench/run.ts prefers server/main.ts when it can.
 */
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { loadEnv } from '../server/env';
import { ensureFirstAdmin } from '../server/modules/auth/users.service';

const env = loadEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.dataDir,
  poolSize: env.DB_POOL_SIZE,
});
await database.migrate();
const app = await buildApp({ env, database, web: false });
await ensureFirstAdmin(database.db, env, app.log);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
await app.listen({ port: env.PORT, host: env.HOST });
