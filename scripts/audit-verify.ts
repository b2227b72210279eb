import { loadEnv } from '../server/env';
import { openDatabase } from '../server/db/client';
import { describeChainReport, verifyAuditChain } from '../server/lib/audit';

/**
 * `npm run audit:verify`: walks the audit trail's hash chain (server/lib/audit.ts) on the server's database
 * (DATABASE_URL, or the embedded one under DATA_DIR while the server is stopped) and prints one line.
 * Exit 0 intact, 1 a broken row (altered or removed), 2 the check could not run.
 */
async function main(): Promise<number> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, poolSize: 1 });
  try {
    const report = await verifyAuditChain(database.db);
    process.stdout.write(`${describeChainReport(report)}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // A failed query's own text (drizzle puts the database's reason in `cause`), not the SQL and its parameters.
    const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : '') || err.message : String(err);
    process.stderr.write(`无法校验审计日志 / Audit chain check failed: ${reason}\n`);
    process.exit(2);
  },
);
