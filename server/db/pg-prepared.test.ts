import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { openDatabase, plannedDb, READ_PLAN_SETTINGS, type Database, type Db, type ReadPlan } from './client';
import { STATEMENTS_KEPT_PER_CONNECTION } from './pg-prepared';
import { STATEMENTS_KEPT } from './pglite-exchange';

/**
 * Issue 34: the database keeps each statement it is sent prepared, on PostgreSQL (db/pg-prepared.ts: a pool of one
 * connection here, so every statement meets the same server process) as on the embedded database
 * (db/pglite-exchange.ts). The same expectations on either, whichever TEST_DATABASE_URL chooses.
 */

let database: Database;
let drop: (() => Promise<void>) | undefined;
const db = () => database.db;
const rowsOf = async <T>(q: Db, statement: SQL) => ((await q.execute(statement)) as unknown as { rows: T[] }).rows;
/** How many statements this connection keeps whose text contains `like` (pg_prepared_statements is per connection). */
const keptLike = async (q: Db, like: string) =>
  Number((await rowsOf<{ n: number }>(q, sql`select count(*)::int as n from pg_prepared_statements where statement like ${like}`))[0]!.n);

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL;
  const created = base ? await createTestDatabase(base, 'prepared') : undefined;
  drop = created?.drop;
  database = await openDatabase({ databaseUrl: created?.url, poolSize: 1 });
  await db().execute(sql`create table kept_things (id serial primary key, name text not null, n integer)`);
  await db().execute(sql`insert into kept_things (name, n) select 'thing ' || i, i % 7 from generate_series(1, 50) as i`);
});
afterAll(async () => {
  await database.close();
  await drop?.();
});

describe(`statements kept prepared (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded database'})`, () => {
  it('keeps a statement once, however often it runs, and answers each run for its own values', async () => {
    for (let n = 0; n < 7; n++) {
      const rows = await rowsOf<{ count: number }>(db(), sql`select count(*)::int as count from kept_things where n = ${n}`);
      expect(rows[0]!.count).toBe(n === 1 ? 8 : 7);
    }
    expect(await keptLike(db(), '%from kept_things where n = $1%')).toBe(1);
  });

  it('keeps the statements of a transaction, and a rolled back write changes nothing', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update kept_things set name = ${'renamed'} where id = ${1}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await rowsOf<{ name: string }>(db(), sql`select name from kept_things where id = ${1}`))[0]!.name).toBe('thing 1');
    expect(await keptLike(db(), 'update kept_things set name = $1%')).toBe(1);
  });

  it('runs SET, DDL and statements without values as before (on PostgreSQL as simple queries, never kept)', async () => {
    await db().execute(sql`set application_name = 'kept-test'`);
    await db().execute(sql`create index kept_things_n on kept_things (n)`);
    expect((await rowsOf<{ v: string }>(db(), sql`select current_setting('application_name') as v`))[0]!.v).toBe('kept-test');
    if (database.kind !== 'postgres') return; // the embedded exchange keeps every text (db/pglite-exchange.test.ts)
    expect(await keptLike(db(), 'set application_name%')).toBe(0);
    expect(await keptLike(db(), 'create index%')).toBe(0);
    expect(await keptLike(db(), '%current_setting(%application_name%')).toBe(0);
    // A simple query may hold several statements (a migration's, a seed's): kept, it would have to be one.
    await db().execute(sql`insert into kept_things (name) values ('simple 1'); insert into kept_things (name) values ('simple 2')`);
    expect((await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from kept_things where name like ${'simple %'}`))[0]!.n).toBe(
      2,
    );
    await db().execute(sql`delete from kept_things where name like ${'simple %'}`);
  });

  it('refuses a bad statement each time it is sent, and the connection goes on answering', async () => {
    for (let i = 0; i < 2; i++) {
      await expect(db().execute(sql`select missing_column from kept_things where id = ${1}`)).rejects.toThrow(/missing_column/);
    }
    expect((await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from kept_things`))[0]!.n).toBe(50);
  });

  it('runs a kept statement again, prepared afresh, after its table changed shape', async () => {
    const all = () => rowsOf<Record<string, unknown>>(db(), sql`select * from kept_things where id = ${2}`);
    for (let i = 0; i < 6; i++) expect(Object.keys((await all())[0]!)).toEqual(['id', 'name', 'n']);
    await db().execute(sql`alter table kept_things add column later text`);
    expect(await all()).toEqual([{ id: 2, name: 'thing 2', n: 2, later: null }]);
    expect(await all()).toEqual([{ id: 2, name: 'thing 2', n: 2, later: null }]);
  });

  it('keeps at most its limit on a connection; statements past it still answer', async () => {
    const limit = database.kind === 'postgres' ? STATEMENTS_KEPT_PER_CONNECTION : STATEMENTS_KEPT;
    for (let i = 0; i < limit + 20; i++) {
      const rows = await rowsOf<{ v: number }>(db(), sql`select ${sql.raw(String(i))}::int + ${1}::int as v /* limit test */`);
      expect(rows[0]!.v).toBe(i + 1);
    }
    const kept = Number((await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from pg_prepared_statements`))[0]!.n);
    expect(kept).toBeLessThanOrEqual(limit);
    expect(await keptLike(db(), '%limit test%')).toBeGreaterThan(0);
  });

  it("keeps a planned read's plan on its plan's own connections (PostgreSQL), made under that plan's settings", async () => {
    for (const plan of Object.keys(READ_PLAN_SETTINGS) as ReadPlan[]) {
      const q = plannedDb(db(), plan);
      // The embedded database plans such a read in a transaction, for its own values (db/pglite-exchange.test.ts).
      if (!q) continue;
      for (const [name, value] of Object.entries(READ_PLAN_SETTINGS[plan]))
        expect((await rowsOf<{ v: string }>(q, sql`select current_setting(${name}) as v`))[0]!.v, name).toBe(value);
      for (let n = 0; n < 7; n++) await rowsOf(q, sql`select id from kept_things where n = ${n} /* ${sql.raw(plan)} */`);
      expect(await keptLike(q, `%/* ${plan} */%`)).toBe(1);
      expect(await keptLike(db(), `%/* ${plan} */%`)).toBe(0);
    }
  });
});
