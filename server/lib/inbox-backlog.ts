import { and, count, gte, lt, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addDays, daysBetween, parkToday } from '../../shared/billing/rules';
import { criticalCutoff, overdueCutoff, type Backlog } from '../../shared/inbox/rules';
import type { Db } from '../db/client';

/** The instant a park day (Asia/Shanghai) begins. */
const dayStart = (ymd: string) => new Date(`${ymd}T00:00:00+08:00`);

/** Items of an inbox (consultations, service requests) that arrived from park day `from` to park day `to`, both included. */
export function arrivedBetween(createdAt: PgColumn, from: string, to: string): SQL | undefined {
  return and(gte(createdAt, dayStart(from)), lt(createdAt, dayStart(addDays(to, 1))));
}

/**
 * An inbox's backlog on `today` with a reply limit of `limit` working days, in one read of `table`: the items waiting
 * for an answer (`waiting`), those past the limit (critical ones included), those close to the three-month line, and
 * the oldest one's age in days. For the staff overview and the menu badge.
 */
export async function inboxBacklog(
  db: Db,
  table: PgTable,
  createdAt: PgColumn,
  waiting: SQL | undefined,
  today: string,
  limit: number,
): Promise<Backlog> {
  const arrivedBy = (cutoff: string) => lt(createdAt, dayStart(addDays(cutoff, 1)));
  const [row] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${arrivedBy(overdueCutoff(today, limit))})`.mapWith(Number),
      critical: sql<number>`count(*) filter (where ${arrivedBy(criticalCutoff(today))})`.mapWith(Number),
      oldest: min(createdAt),
    })
    .from(table)
    .where(waiting);
  const oldest = row?.oldest ? new Date(row.oldest as Date | string) : null;
  return {
    open: row?.open ?? 0,
    overdue: row?.overdue ?? 0,
    critical: row?.critical ?? 0,
    oldestDays: oldest ? Math.max(0, daysBetween(parkToday(oldest), today)) : 0,
  };
}
