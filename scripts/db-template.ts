import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { ensureRegions } from '../server/modules/regions/regions.service';

/**
 * `tsx scripts/db-template.ts <dir>`, run by the build (scripts/build.js): an embedded PGlite cluster with the
 * migrations applied and the administrative divisions loaded. A first start on a new DATA_DIR copies it
 * (server/db/client.ts) instead of running initdb, the migrations and the divisions' load, seconds of CPU. It holds
 * no account, key, setting or demo content: the start adds those as on any database.
 */
async function main() {
  const target = path.resolve(process.argv[2] ?? '');
  if (!process.argv[2]) throw new Error('用法：tsx scripts/db-template.ts <目录>');
  const work = await mkdtemp(path.join(path.dirname(target), '.pgdata-template-'));
  try {
    const database = await openDatabase({ dataDir: work });
    await database.migrate();
    await ensureRegions(database.db);
    await database.close();
    await rm(target, { recursive: true, force: true });
    await rename(path.join(work, 'pgdata'), target);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`无法生成内置数据库模板：${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
