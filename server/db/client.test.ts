import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_MEMORY, type Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

const setting = async (name: string) =>
  ((await database.db.execute(sql`select current_setting(${name}) as v`)) as unknown as { rows: { v: string }[] }).rows[0]!.v;

describe('the embedded database', () => {
  it('starts with the bounded memory settings (shared_buffers, maintenance_work_mem, work_mem, temp_buffers)', async () => {
    for (const [name, value] of Object.entries(PGLITE_MEMORY)) expect(await setting(name)).toBe(value);
  });

  it("keeps PGlite's own start parameters (replaced wholesale when any are given): no worker processes", async () => {
    expect(await setting('max_worker_processes')).toBe('0');
    expect(await setting('max_parallel_workers_per_gather')).toBe('0');
  });
});

describe('an embedded cluster loaded from a dump (the test apps start this way: server/test/embedded-dump.ts)', () => {
  it('has what the dumped one had, and its own changes stay its own', async () => {
    await database.db.execute(sql`create table dumped (v text)`);
    await database.db.execute(sql`insert into dumped values ('在导出之前')`);
    const archive = await database.dump!();
    const copy = await openDatabase({ dump: archive });
    try {
      await copy.db.execute(sql`insert into dumped values ('只在副本里')`);
      const rows = async (d: Database) =>
        ((await d.db.execute(sql`select v from dumped order by v`)) as unknown as { rows: { v: string }[] }).rows.map((r) => r.v);
      expect(await rows(copy)).toEqual(['只在副本里', '在导出之前'].sort());
      expect(await rows(database)).toEqual(['在导出之前']);
      const copied = (await copy.db.execute(sql`select current_setting('work_mem') as v`)) as unknown as { rows: { v: string }[] };
      expect(copied.rows[0]!.v).toBe(PGLITE_MEMORY.work_mem);
    } finally {
      await copy.close();
    }
  });
});
