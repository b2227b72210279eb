import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_MAX_BYTES, IMPORT_MSG, IMPORT_TARGETS, IMPORT_KIND_LABEL, type ImportTarget } from '../shared/imports/rules';
import type { ImportRowError, ImportSheetReport } from '../shared/contracts/imports';
import { loadEnv } from '../server/env';
import { openDatabase } from '../server/db/client';
import { audit } from '../server/lib/audit';
import { AppError } from '../server/lib/errors';
import { checkUpload, commitImport, planImport, totals } from '../server/modules/imports/imports.service';

/**
 * `npm run import -- --kind leases file.xlsx [--commit]` (issue 31): the back office's 数据导入 for an operator moving
 * from another system, on the server's database (DATABASE_URL, or the embedded one under DATA_DIR while the server is
 * stopped). Same rules, same report: a dry run by default (nothing written); `--commit` checks, then writes every row
 * in one transaction or none, recorded in 导入记录 and the audit trail like an import from the page.
 * Exit 0 done (or a clean dry run), 1 rows or the file refused, 2 the import could not run.
 */
const USAGE = `用法 / usage: npm run import -- --kind <${IMPORT_TARGETS.join('|')}> <文件.xlsx> [--commit]`;
const SHOWN_ERRORS = 50;

function printReport(sheets: readonly ImportSheetReport[], errors: readonly ImportRowError[], errorRows: number) {
  const out = process.stdout;
  out.write('工作表\t数据行\t新增\t更新\t不变\t错误\n');
  for (const s of sheets)
    out.write(`${s.sheet}（${IMPORT_KIND_LABEL[s.kind]}）\t${s.rows}\t${s.create}\t${s.update}\t${s.unchanged}\t${s.errors}\n`);
  for (const e of errors.slice(0, SHOWN_ERRORS)) out.write(`  ${e.sheet} 第 ${e.row} 行 ${e.column}：${e.reason}\n`);
  if (errors.length > SHOWN_ERRORS) out.write(`  …还有 ${errors.length - SHOWN_ERRORS} 条错误（后台「数据导入」可下载完整报告）\n`);
  if (errorRows) out.write(`${errorRows} 行有错误，未写入任何数据。\n`);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { kind: { type: 'string', default: 'all' }, commit: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = positionals[0];
  const kind = values.kind as ImportTarget;
  if (!file || !IMPORT_TARGETS.includes(kind)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if ((await stat(file)).size > IMPORT_MAX_BYTES) {
    process.stderr.write(`${IMPORT_MSG.tooBig}\n`);
    return 1;
  }
  const data = await readFile(file);
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, poolSize: 1 });
  const now = new Date();
  try {
    await database.migrate();
    if (!values.commit) {
      const plan = await planImport(database.db, data, kind, now);
      printReport(plan.sheets, plan.errors, plan.errorRows);
      if (!plan.errorRows) process.stdout.write('检查通过（试运行，未写入）。加 --commit 写入。\n');
      return plan.errorRows ? 1 : 0;
    }
    const checked = await checkUpload(database.db, { target: kind, fileName: path.basename(file), file: data }, null, now);
    const detail = { kind, file_name: checked.row.fileName, via: 'command' };
    await audit(database.db, null, {
      action: 'import.check',
      objectType: 'import',
      objectId: checked.row.id,
      detail: { ...detail, ...totals(checked.plan.sheets) },
    });
    if (checked.plan.errorRows) {
      printReport(checked.plan.sheets, checked.plan.errors, checked.plan.errorRows);
      return 1;
    }
    const done = await commitImport(database.db, checked.row.id, null, new Date());
    await audit(database.db, null, {
      action: 'import.commit',
      objectType: 'import',
      objectId: done.row.id,
      detail: { ...detail, ...totals(done.plan.sheets) },
    });
    printReport(done.plan.sheets, [], 0);
    const t = totals(done.plan.sheets);
    process.stdout.write(`导入完成（导入记录 #${done.row.id}）：新增 ${t.create} 行，更新 ${t.update} 行，不变 ${t.unchanged} 行。\n`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : '') || err.message : String(err);
    process.stderr.write(`导入未能运行 / Import failed: ${reason}\n`);
    process.exit(2);
  },
);
