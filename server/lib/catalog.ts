import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Page } from '../../shared/contracts/common';
import { ContentState } from '../../shared/contracts/content-admin';
import type { Db } from '../db/client';
import { notFound } from './errors';
import { offsetOf } from './pagination';
import { exactToken, keywordMatch, keywordTokens } from './search';

/** A table of published items: a status column and the search columns. */
export type Catalog = PgTable & { id: PgColumn; status: PgColumn; searchTokens: PgColumn; searchText: PgColumn };

type ListOptions = {
  filters?: (SQL | undefined)[];
  keyword?: string;
  orderBy: (SQL | PgColumn)[];
  page: Page;
  /** Off where the caller shows a fixed number of items and never the total (home tabs). */
  count?: boolean;
  /** Where the table keeps counts of its published rows by search token (policies): see Tally. */
  tally?: Tally;
};

/**
 * Published rows within the list's filters carrying each token ('' counts them all), read from a table of
 * counts kept by triggers (policy_token_counts): an exact count that reads no rows, however many match.
 */
export type Tally = (tokens: string[]) => Promise<Map<string, number>>;

/** One page of published items with the total: the list shape every public list call answers with. */
export async function listPublished<T extends Catalog, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
  opts: ListOptions,
): Promise<{ rows: SelectResultFields<F>[]; total: number }> {
  const cond = and(
    eq(table.status, ContentState.PUBLISHED),
    ...(opts.filters ?? []),
    opts.keyword ? keywordMatch(table.searchTokens, table.searchText, opts.keyword) : undefined,
  );
  const page = (q: Db) =>
    q
      .select(fields as Record<string, PgColumn>)
      .from(table as PgTable)
      .where(cond)
      .orderBy(...opts.orderBy)
      .limit(opts.page.page_size)
      .offset(offsetOf(opts.page));
  // A keyword of one token (or none) is counted from the tally, and the count picks the page's plan.
  const token = opts.keyword && keywordTokens(opts.keyword).length ? exactToken(opts.keyword) : '';
  if (opts.tally && opts.count !== false && token !== undefined) {
    const counts = await opts.tally(token ? [token, ''] : ['']);
    const matches = counts.get(token) ?? 0;
    const total = Math.min(matches, COUNT_CAP);
    if (offsetOf(opts.page) >= matches) return { rows: [], total };
    const rows = token ? await pageByPlan(db, page, matches, counts.get('') ?? 0, opts.page) : await page(db);
    return { rows: rows as SelectResultFields<F>[], total };
  }
  const [rows, total] = await Promise.all([
    page(db),
    opts.count === false ? Promise.resolve(-1) : cappedCount(db, table, cond, !!opts.keyword),
  ]);
  return { rows: rows as SelectResultFields<F>[], total: total < 0 ? rows.length : total };
}

/**
 * Reading a page in date order costs about the rows passed over until the page is filled, (offset + size) ×
 * rows ÷ matches, each fetched at random; reading every match through the GIN index and sorting costs the
 * matches, fetched in table order (about this many times cheaper a row).
 */
const ORDERED_READ_COST = 3;

/**
 * Settings for a page's statement either way: never a sequential scan, and none of what pays off only for a
 * large scan (parallel workers, JIT compiling), which the planner would otherwise pick from its wrong guess.
 */
const FOR_A_PAGE = sql.raw(
  "set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)",
);

/**
 * One page of a keyword's matches, read the cheaper way for how many there are (known exactly from the tally):
 * in date order along the list index, or every match through the GIN index, then sorted. The planner cannot
 * tell: it multiplies the token test's and the substring test's selectivities and expects a handful of matches
 * where there are tens of thousands, so it sorts them all (or scans the whole table in parallel, and compiles
 * the plan first). The choice is made here and given to it for this statement (set_config(…, true) lasts until
 * the transaction ends).
 */
async function pageByPlan<T>(db: Db, page: (q: Db) => Promise<T>, matches: number, rows: number, p: Page): Promise<T> {
  const passed = ((offsetOf(p) + p.page_size) * rows) / Math.max(1, matches);
  const settings =
    ORDERED_READ_COST * passed < matches
      ? sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true), ${FOR_A_PAGE}`
      : sql`select set_config('enable_indexscan', 'off', true), ${FOR_A_PAGE}`;
  return db.transaction(async (tx) => {
    await tx.execute(settings);
    return page(tx as unknown as Db);
  });
}

/**
 * Lists report at most COUNT_CAP matches: counting every one of 60 000 matches of a common keyword costs
 * more than the page itself, and nobody pages past page 1 000. Below the cap the count is exact.
 */
export const COUNT_CAP = 10_000;

export async function cappedCount(db: Db, table: PgTable, cond: SQL | undefined, keyword = false): Promise<number> {
  const run = async (q: Db) => {
    const limited = q
      .select({ one: sql`1` })
      .from(table)
      .where(cond)
      .limit(COUNT_CAP)
      .as('limited');
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
    .where(and(eq(table.id, id), eq(table.status, ContentState.PUBLISHED)))
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
