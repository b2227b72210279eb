import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../shared/contracts/common';
import type { Db } from '../db/client';

export function offsetOf(page: Page): number {
  return (page.start - 1) * page.page_size;
}

/**
 * One page of a list and the whole list's count, read at once. `list` is the list's query, filtered and ordered
 * (made dynamic with `.$dynamic()`); `counted` is the count: a number (a capped count), or one row with the count
 * `n` and any other totals (`totals`).
 */
export async function pageWithCount<Q extends PgSelect, C extends { n: number } = { n: number }>(
  list: Q,
  page: Page,
  counted: PromiseLike<C[] | number>,
) {
  const [rows, count] = await Promise.all([list.limit(page.page_size).offset(offsetOf(page)), counted]);
  const totals = typeof count === 'number' ? undefined : count[0];
  return { rows: rows as Awaited<Q>, total: typeof count === 'number' ? count : (totals?.n ?? 0), totals };
}

/** One page of a table's rows matching `cond`, in `order`, with their count: a list of one table, no join. */
export async function tablePage<T extends PgTable>(db: Db, table: T, cond: SQL | undefined, order: (SQL | PgColumn)[], page: Page) {
  const list = db
    .select()
    .from(table as PgTable)
    .where(cond)
    .orderBy(...order)
    .$dynamic();
  const { rows, total } = await pageWithCount(
    list,
    page,
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(cond),
  );
  return { rows: rows as T['$inferSelect'][], total };
}
