import { eq, sql } from 'drizzle-orm';
import {
  COLUMN_DUE_SOON_SHARE,
  COLUMN_FRESHNESS_DEFAULTS,
  COLUMN_FRESHNESS_KEY,
  COLUMN_KEYS,
  COLUMN_LIMIT_MAX_DAYS,
  ColumnState,
  type ColumnKey,
  type ColumnStateValue,
  type ColumnsLimitsSaveBody,
} from '../../../shared/contracts/columns';
import type { Db } from '../../db/client';
import { articles, financeItems, policies, rooms, siteSettings, startupItems, techItems, trainItems } from '../../db/schema/index';

const DAY_MS = 86_400_000;
const PUBLISHED = 1;

export type ColumnLimits = Record<ColumnKey, number>;
export type LastUpdates = Record<ColumnKey, Date | null>;

/**
 * Each column's last update, in one statement (a scalar subquery per column, one round trip). Policies, announcements and
 * news: the newest release_time of a published row (the real publish time), read from the end of
 * policies_list_idx / articles_type_idx. The services, training and rooms have no publish time: the newest
 * updated_at of a published row (set when a row is created, edited or published), so an edit counts as an update;
 * these tables are small (hundreds of rows) and have no index on updated_at (see the docs note).
 */
export async function lastUpdates(db: Db): Promise<LastUpdates> {
  const latest = (col: unknown, table: unknown, extra = sql``) =>
    sql`(select extract(epoch from max(${col}))::float8 from ${table} where status = ${PUBLISHED} ${extra})`;
  const result = await db.execute(sql`select
    ${latest(policies.releaseTime, policies)} as policies,
    ${latest(articles.releaseTime, articles, sql`and ${articles.type} = 1`)} as notices,
    ${latest(articles.releaseTime, articles, sql`and ${articles.type} = 2`)} as news,
    ${latest(techItems.updatedAt, techItems)} as tech,
    ${latest(startupItems.updatedAt, startupItems)} as startup,
    ${latest(financeItems.updatedAt, financeItems)} as finance,
    ${latest(trainItems.updatedAt, trainItems)} as train,
    ${latest(rooms.updatedAt, rooms)} as rooms`);
  // node-postgres and PGlite both answer `{ rows }`.
  const row = (result as unknown as { rows: Record<ColumnKey, number | string | null>[] }).rows[0]!;
  return Object.fromEntries(
    COLUMN_KEYS.map((k) => [k, row[k] === null || row[k] === undefined ? null : new Date(Number(row[k]) * 1000)]),
  ) as LastUpdates;
}

const validLimit = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= COLUMN_LIMIT_MAX_DAYS;

/** The limits in force: the stored ones over the defaults (a missing or malformed stored value keeps its default). */
export async function columnLimits(db: Db): Promise<ColumnLimits> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, COLUMN_FRESHNESS_KEY))
    .limit(1);
  const stored = row?.value && typeof row.value === 'object' ? (row.value as Record<string, unknown>) : {};
  return Object.fromEntries(COLUMN_KEYS.map((k) => [k, validLimit(stored[k]) ? stored[k] : COLUMN_FRESHNESS_DEFAULTS[k]])) as ColumnLimits;
}

/** Saves the limits given (the others keep theirs); returns the limits before and after. */
export async function saveColumnLimits(db: Db, body: ColumnsLimitsSaveBody, now: Date) {
  const before = await columnLimits(db);
  const after: ColumnLimits = { ...before };
  for (const k of COLUMN_KEYS) if (body.limits[k] !== undefined) after[k] = body.limits[k];
  await db
    .insert(siteSettings)
    .values({ key: COLUMN_FRESHNESS_KEY, value: after, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: after, updatedAt: now } });
  return { before, after };
}

/** Whole days from `last` to `now` (0 when `last` is later, e.g. a clock skew). */
export const daysSince = (last: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - last.getTime()) / DAY_MS));

/**
 * A column's state: not checked (limit 0); overdue past its limit, or when nothing is published at all; due soon
 * once fewer than COLUMN_DUE_SOON_SHARE of the limit remains; else fine.
 */
export function columnState(days: number | null, limit: number): ColumnStateValue {
  if (limit === 0) return ColumnState.UNCHECKED;
  if (days === null || days > limit) return ColumnState.OVERDUE;
  if (days > limit * (1 - COLUMN_DUE_SOON_SHARE)) return ColumnState.DUE_SOON;
  return ColumnState.OK;
}
