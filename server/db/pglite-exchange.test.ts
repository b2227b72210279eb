import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_PLAN_SETTINGS, SHARED_CONNECTION_PLAN } from './client';
import { isUniqueViolation } from './errors';
import { oneExchangeClient } from './pglite-exchange';

const things = pgTable(
  'things',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }),
    n: integer('n'),
  },
  (t) => [uniqueIndex('things_name_uq').on(t.name)],
);

let pg: PGlite;
let plain: ReturnType<typeof drizzle>;
let fast: ReturnType<typeof drizzle>;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table things (id serial primary key, name text not null, tags text[] not null default '{}',
    data jsonb, at timestamptz, n integer); create unique index things_name_uq on things (name);`);
  plain = drizzle(pg);
  fast = drizzle({ client: oneExchangeClient(pg) as unknown as PGlite });
});
afterAll(() => pg.close());

describe('oneExchangeClient (the embedded database in one protocol exchange a query)', () => {
  it('writes and reads every kind of value exactly as PGlite’s own query does', async () => {
    const at = new Date('2026-11-30T08:09:10.123Z');
    const [written] = await fast
      .insert(things)
      .values({ name: '一号', tags: ['甲', 'b,c', '"引"'], data: { a: [1, '二'], b: null }, at, n: 7 })
      .returning();
    const [byPlain] = await plain.select().from(things).where(eq(things.id, written!.id));
    const [byFast] = await fast.select().from(things).where(eq(things.id, written!.id));
    expect(byFast).toEqual(byPlain);
    expect(byFast).toEqual({ id: written!.id, name: '一号', tags: ['甲', 'b,c', '"引"'], data: { a: [1, '二'], b: null }, at, n: 7 });
    // Nulls, and a statement without parameters.
    await fast.insert(things).values({ name: '二号' });
    const rows = await fast.select({ name: things.name, data: things.data, at: things.at }).from(things).orderBy(things.id);
    expect(rows).toEqual([
      { name: '一号', data: { a: [1, '二'], b: null }, at },
      { name: '二号', data: null, at: null },
    ]);
    const raw = await fast.execute(sql`select count(*)::int as c from things`);
    expect(raw.rows).toEqual([{ c: 2 }]);
  });

  it('reports the database’s error with its code and the statement, and the next query runs normally', async () => {
    const err = await fast
      .insert(things)
      .values({ name: '一号' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(err, 'things_name_uq')).toBe(true);
    const cause = (err as { cause?: { query?: string; params?: unknown[] } }).cause;
    expect(cause?.query).toContain('insert into "things"');
    expect(cause?.params).toContain('一号');
    const bad = await fast.execute(sql`select no_such_column from things`).catch((e: unknown) => e);
    expect(String((bad as { cause?: Error }).cause?.message)).toContain('no_such_column');
    expect((await fast.select({ name: things.name }).from(things).where(eq(things.name, '二号'))).length).toBe(1);
  });

  it('keeps transactions whole: commit, rollback on error, savepoints', async () => {
    await fast.transaction(async (tx) => {
      await tx.insert(things).values({ name: '三号' });
      await tx.update(things).set({ n: 3 }).where(eq(things.name, '三号'));
    });
    expect((await plain.select({ n: things.n }).from(things).where(eq(things.name, '三号')))[0]?.n).toBe(3);
    await expect(
      fast.transaction(async (tx) => {
        await tx.insert(things).values({ name: '四号' });
        await tx.insert(things).values({ name: '一号' }); // unique violation: the whole transaction is undone
      }),
    ).rejects.toThrow();
    expect(await plain.select().from(things).where(eq(things.name, '四号'))).toEqual([]);
    await fast.transaction(async (tx) => {
      await tx.insert(things).values({ name: '五号' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(things).values({ name: '六号' });
          throw new Error('undo the savepoint only');
        })
        .catch(() => undefined);
    });
    const names = (await plain.select({ name: things.name }).from(things)).map((r) => r.name);
    expect(names).toContain('五号');
    expect(names).not.toContain('六号');
  });

  it('runs queries at once with a transaction without mixing their messages', async () => {
    const inserts = Array.from({ length: 20 }, (_, i) => fast.insert(things).values({ name: `并发${i}`, n: i }));
    const reads = Array.from({ length: 20 }, () => fast.select({ id: things.id }).from(things).where(eq(things.name, '一号')));
    const tx = fast.transaction(async (t) => {
      for (let i = 0; i < 5; i++) await t.insert(things).values({ name: `事务${i}` });
    });
    const [, readRows] = await Promise.all([Promise.all(inserts), Promise.all(reads), tx]);
    expect(readRows.every((r) => r.length === 1)).toBe(true);
    const [count] = await plain
      .select({ c: sql<number>`count(*)::int` })
      .from(things)
      .where(sql`name like '并发%' or name like '事务%'`);
    expect(count?.c).toBe(25);
  });

  it('asks PostgreSQL once per query once a statement’s parameter types are known (PGlite’s own: six times)', async () => {
    const read = () => fast.select({ name: things.name }).from(things).where(eq(things.id, 1));
    await read();
    const exchanges = () => {
      let n = 0;
      const own = pg.execProtocolRaw.bind(pg);
      pg.execProtocolRaw = (...args) => ((n += 1), own(...args));
      return () => ((pg.execProtocolRaw = own), n);
    };
    let stop = exchanges();
    await read();
    expect(stop()).toBe(1);
    stop = exchanges();
    await plain.select({ name: things.name }).from(things).where(eq(things.id, 1));
    expect(stop()).toBe(6);
  });

  it('prepares each statement once under a name of its own, kept through a rollback, and again when its table changes shape', async () => {
    const preparedCount = async (like: string) =>
      (await pg.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where statement like $1`, [like])).rows[0]!.n;
    const all = () => fast.execute(sql`select * from things where name = ${'一号'}`);
    const before = (await all()).rows[0] as Record<string, unknown>;
    expect(before.name).toBe('一号');
    await all();
    expect(await preparedCount('select * from things where name = %')).toBe(1);
    // First prepared inside a transaction that is then undone: still the session's, and it runs after.
    const fresh = () => fast.execute(sql`select n from things where name = ${'二号'} and n is null`);
    await expect(
      fast.transaction(async (tx) => {
        await tx.execute(sql`select n from things where name = ${'二号'} and n is null`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await fresh()).rows).toEqual([{ n: null }]);
    expect(await preparedCount('select n from things where name = % and n is null')).toBe(1);
    // The table changes shape: `select *` now has another column, and the statement is prepared again for it.
    await pg.exec('alter table things add column later text');
    const after = (await all()).rows[0] as Record<string, unknown>;
    expect(Object.keys(after)).toEqual([...Object.keys(before), 'later']);
    expect(after.later).toBeNull();
    expect(await preparedCount('select * from things where name = %')).toBe(1);
  });

  it('lets PostgreSQL keep a generic plan, except under a planned read’s settings, which plan each run for its values', async () => {
    const q = sql`select id from things where n = ${1} and name <> ${'无'}`;
    for (let i = 0; i < 8; i++) await fast.execute(q);
    const plans = async () =>
      (
        await pg.query<{ generic: number; custom: number }>(
          `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like 'select id from things where n = %'`,
        )
      ).rows[0]!;
    const before = await plans();
    expect(before.generic).toBeGreaterThan(0);
    await fast.transaction(async (tx) => {
      for (const [name, value] of Object.entries({ ...READ_PLAN_SETTINGS.ordered, ...SHARED_CONNECTION_PLAN }))
        await tx.execute(sql`select set_config(${name}, ${value}, true)`);
      await tx.execute(q);
    });
    expect(await plans()).toEqual({ generic: before.generic, custom: before.custom + 1 });
  });

  it('learns a statement’s parameter types once and still answers after the table changes shape', async () => {
    const q = () => fast.execute(sql`select name from things where n = ${7} and name = ${'一号'}`);
    expect((await q()).rows).toEqual([{ name: '一号' }]);
    await pg.exec('alter table things add column extra text');
    expect((await q()).rows).toEqual([{ name: '一号' }]);
    expect((await fast.execute(sql`select extra from things where name = ${'一号'}`)).rows).toEqual([{ extra: null }]);
  });
});
