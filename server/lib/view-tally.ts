import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Views counted on cache hits reach the database this often (one UPDATE per item, not per view). */
export const VIEW_FLUSH_MS = 2_000;

/** A counter bumped by views (a table's count column and its id column). */
export type ViewCounter = { table: PgTable; count: PgColumn; id: PgColumn };

/**
 * Views counted on cache hits, added up in memory and written every VIEW_FLUSH_MS as one UPDATE per item: a
 * detail answered from the cache costs no database write, and the count still comes out right (it lags by the
 * flush interval, and what a cached answer shows of it by PUBLIC_CACHE_SECONDS too). Exact under concurrency:
 * the tally is added in one statement (`n = n + k`, no read-modify-write), and several nodes each add their own.
 * A write that fails is kept for the next flush; only what a process that dies between two flushes held is lost.
 */
export class ViewTally {
  private readonly pending = new Map<ViewCounter, Map<number, number>>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(counter: ViewCounter, id: number, n = 1): void {
    let ids = this.pending.get(counter);
    if (!ids) this.pending.set(counter, (ids = new Map()));
    ids.set(id, (ids.get(id) ?? 0) + n);
    if (!this.timer && !this.closed) {
      this.timer = setTimeout(() => void this.flush(), VIEW_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what has been counted so far (and waits for a write already under way). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending].flatMap(([counter, ids]) => [...ids].map(([id, n]) => ({ counter, id, n })));
    this.pending.clear();
    this.flushing = this.flushing.then(async () => {
      for (const { counter, id, n } of batch) {
        try {
          const count = sql.identifier(counter.count.name);
          await this.db.execute(
            sql`update ${counter.table} set ${count} = ${count} + ${n} where ${sql.identifier(counter.id.name)} = ${id}`,
          );
        } catch (err) {
          // Not written (a passing database error): counted again with the next flush, so no view is lost.
          if (!this.closed) this.add(counter, id, n);
          this.onError(err);
        }
      }
    });
    return this.flushing;
  }

  /** The last flush, when the app closes: nothing is kept for later any more. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
