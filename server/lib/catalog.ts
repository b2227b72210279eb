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
  // One pass: the total rides along each row as a window count.
  const rows = await db
    .select({ ...(fields as Record<string, PgColumn>), _total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(table as PgTable)
    .where(cond)
    .orderBy(...opts.orderBy)
    .limit(opts.page.page_size)
    .offset(offsetOf(opts.page));
  let total = rows[0]?._total ?? 0;
  if (rows.length === 0 && opts.page.start > 1) {
    const [c] = await db.select({ n: count() }).from(table as PgTable).where(cond);
    total = c?.n ?? 0;
  }
  return { rows: rows.map(({ _total, ...r }) => r) as SelectResultFields<F>[], total };
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
