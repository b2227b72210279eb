import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('keeps data in DATA_DIR across a close and reopen, with migrations applied once', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-db-'));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.execute(sql`insert into site_settings (key, value) values ('phone', '"0571-1"')`);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    const rows = await second.db.execute(sql`select value from site_settings where key = 'phone'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ value: '0571-1' }]);
    await second.close();
  });

  it('refuses a second process-level opener of the same DATA_DIR while the first holds it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-db-'));
    dirs.push(dir);
    const { writeFile } = await import('node:fs/promises');
    // Pretend another live process (this test runner's parent) holds the lock.
    await writeFile(path.join(dir, 'pgdata.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/正被另一个进程/);
  });
});
