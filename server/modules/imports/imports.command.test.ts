import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { auditLog, imports, rooms } from '../../db/schema/index';
import { writeWorkbook } from '../../test/sheets';

const HEAD = ['楼栋', '房间号*', '楼层', '房源名称', '面积(㎡)*'];

/** `npm run import` on an embedded database of its own (the server stopped), as an operator runs it. */
function runImport(dataDir: string, args: string[]) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...args], {
    env: { ...inherited, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

describe('npm run import', () => {
  it('dry-runs by default, refuses bad rows with the report, and writes with --commit', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-cli-'));
    try {
      const good = path.join(dir, 'rooms.xlsx');
      const bad = path.join(dir, 'bad.xlsx');
      await writeFile(good, await writeWorkbook({ 房间: [HEAD, ['C栋', 'CLI-1', '1层', '', 30], ['C栋', 'CLI-2', '1层', '', 40]] }));
      await writeFile(bad, await writeWorkbook({ 房间: [HEAD, ['C栋', '', '1层', '', 30]] }));
      const dataDir = path.join(dir, 'data');

      const dry = runImport(dataDir, ['--kind', 'rooms', good]);
      expect(dry.stdout).toContain('房间（房间）\t2\t2\t0\t0\t0');
      expect(dry.stdout).toContain('检查通过（试运行，未写入）');
      expect(dry.status).toBe(0);

      const refused = runImport(dataDir, ['--kind', 'rooms', bad, '--commit']);
      expect(refused.stdout).toContain('房间 第 2 行 房间号：必填项为空');
      expect(refused.status).toBe(1);

      const done = runImport(dataDir, ['--kind', 'rooms', good, '--commit']);
      expect(done.stdout).toContain('新增 2 行，更新 0 行，不变 0 行');
      expect(done.status).toBe(0);

      const usage = runImport(dataDir, ['--kind', 'rooms', path.join(dir, 'rooms.xlsx'), '--kind', 'nothing']);
      expect(usage.status).toBe(2);

      const database = await openDatabase({ dataDir });
      try {
        expect(await database.db.select({ n: rooms.number }).from(rooms).where(eq(rooms.building, 'C栋'))).toHaveLength(2);
        expect((await database.db.select({ s: imports.status }).from(imports)).map((r) => r.s).sort()).toEqual(['committed', 'stale']);
        const logged = await database.db.select().from(auditLog).where(eq(auditLog.action, 'import.commit'));
        expect(logged[0]!.detail).toMatchObject({ via: 'command', create: 2 });
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
