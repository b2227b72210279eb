import pino from 'pino';
import { loadEnv } from '../env';
import { openDatabase } from './client';
import { seedIfEmpty } from './seed/index';

/** `npm run seed`: the server's database settings, migrated, then demo content if it holds none yet. */
async function main() {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, poolSize: 2 });
  const where = database.kind === 'pglite' ? `内置数据库（${env.dataDir}）` : 'PostgreSQL 数据库';
  try {
    await database.migrate();
    const started = performance.now();
    const summary = await seedIfEmpty(database.db, pino({ level: 'silent' }));
    if (!summary) {
      process.stdout.write(`${where}中已有内容，未写入演示数据。\n`);
      return;
    }
    const ms = Math.round(performance.now() - started);
    const lines = Object.entries(summary).map(([table, n]) => `  ${table.padEnd(18)} ${n}`);
    process.stdout.write(`已向${where}写入演示数据（用时 ${ms} 毫秒）：\n${lines.join('\n')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`写入演示数据失败：${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
