import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Page } from '../../shared/contracts/common';
import type { Db } from '../db/client';
import { notFound } from './errors';
import { offsetOf } from './pagination';
import { keywordMatch } from './search';

/** A table of published items: a status column and the search columns. */
export type Catalog = PgTable & { id: PgColumn; status: PgColumn; searchTokens: PgColumn; searchText: PgColumn };

type ListOptions = {
  filters?: (SQL | undefined)[];
  keyword?: string;
  orderBy: (SQL | PgColumn)[];
  page: Page;
  /** Off where the caller shows a fixed number of items and never the total (home tabs). */
  count?: boolean;
};

/** One page of published items with the total: the list shape every public list call answers with. */
export async function listPublished<T extends Catalog, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
  opts: ListOptions,
): Promise<{ rows: SelectResultFields<F>[]; total: number }> {
  const cond = and(
    eq(table.status, 1),
    ...(opts.filters ?? []),
    opts.keyword ? keywordMatch(table.searchTokens, table.searchText, opts.keyword) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(fields as Record<string, PgColumn>)
      .from(table as PgTable)
      .where(cond)
      .orderBy(...opts.orderBy)
      .limit(opts.page.page_size)
      .offset(offsetOf(opts.page)),
    opts.count === false ? Promise.resolve(-1) : cappedCount(db, table, cond, !!opts.keyword),
  ]);
  return { rows: rows as SelectResultFields<F>[], total: total < 0 ? rows.length : total };
}

/**
 * Lists report at most COUNT_CAP matches: counting every one of 60 000 matches of a common keyword costs
 * more than the page itself, and nobody pages past page 1 000. Below the cap the count is exact.
 */
export const COUNT_CAP = 10_000;

export async function cappedCount(db: Db, table: PgTable, cond: SQL | undefined, keyword = false): Promise<number> {
  const run = async (q: Db) => {
    const limited = q.select({ one: sql`1` }).from(table).where(cond).limit(COUNT_CAP).as('limited');
    const [c] = await q.select({ n: count() }).from(limited);
    return c?.n ?? 0;
  };
  if (!keyword) return run(db);
  // The planner prices the token test of a sequential scan far below its real cost and, under a LIMIT,
  // walks the table row by row; counted through the GIN index instead it is an order of magnitude faster.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx as unknown as Db);
  });
}

/** One published item by id, or the standard not-found answer. */
export async function getPublished<T extends Catalog>(db: Db, table: T, id: number): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.status, 1)))
    .limit(1);
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

/** Adds one to a counter of an item (views, consultations); `key` is the column's field name. */
export async function bump<T extends Catalog, K extends keyof T & string>(db: Db, table: T, key: K, id: number): Promise<void> {
  const column = table[key] as PgColumn;
  await db
    .update(table as PgTable)
    .set({ [key]: sql`${column} + 1` } as never)
    .where(eq(table.id, id));
}
