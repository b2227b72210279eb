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
