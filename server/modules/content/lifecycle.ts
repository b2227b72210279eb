import { and, eq, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { CONTENT_RECOVERY_DAYS, ContentState } from '../../../shared/contracts/content-admin';
import type { Db } from '../../db/client';
import { formatDateTime } from '../../lib/dates';
import { fail } from '../../lib/errors';
import type { LifecycleRow, LifecycleTable } from './content.kinds';

/**
 * The life of a public item in the back office, said once for policies and every other kind: draft → publish now
 * or at a future time (never backdated) → unpublish; delete from any state, restore as a draft within
 * CONTENT_RECOVERY_DAYS, purged after. Each change is guarded by the states it may start from, in the UPDATE itself,
 * so a concurrent change makes one of them fail instead of doing it twice.
 */

const DAY_MS = 86_400_000;

/** A publish time this close to now counts as now (the form's minute picker, the request's travel). */
export const PUBLISH_AT_GRACE_MS = 60_000;

/** The last moment an item deleted at `deletedAt` can be restored. */
export const restoreDeadline = (deletedAt: Date) => new Date(deletedAt.getTime() + CONTENT_RECOVERY_DAYS * DAY_MS);

/** Items deleted after this moment are still in the trash (restorable). */
export const recoverableSince = (now: Date) => new Date(now.getTime() - CONTENT_RECOVERY_DAYS * DAY_MS);

/** The refusals, in the words of the kind (政策 / 内容). */
export type LifecycleMessages = {
  notFound: string;
  deleted: string;
  notDeleted: string;
  recoveryExpired: string;
  alreadyPublished: string;
  notPublished: string;
  publishAtPast: string;
};

/** One kind's table, the rows of it in a shared table, what a real publication sets, and its messages. */
export type Lifecycle = {
  table: LifecycleTable;
  scope?: SQL;
  onPublish?: (now: Date) => Record<string, unknown>;
  msg: LifecycleMessages;
};

export type Change<R = LifecycleRow> = { before: R; after: R };

// Drizzle cannot type a query over "any table with these columns"; every kind's table has them (schema/content.ts).
const setOf = (values: Record<string, unknown>) => values as PgUpdateSetSource<LifecycleTable>;
export const rowsOf = (rows: unknown) => rows as LifecycleRow[];
export const scoped = (l: Pick<Lifecycle, 'scope'>, cond: SQL | undefined) => and(l.scope, cond);

export async function itemById(db: Db, l: Lifecycle, id: number): Promise<LifecycleRow> {
  const [row] = rowsOf(
    await db
      .select()
      .from(l.table)
      .where(scoped(l, eq(l.table.id, id)))
      .limit(1),
  );
  if (!row) throw fail(l.msg.notFound);
  return row;
}

/** Writes an edit of an item in any state but deleted; the state and publish time stay. */
export async function updateItem(db: Db, l: Lifecycle, id: number, set: Record<string, unknown>): Promise<LifecycleRow> {
  const [after] = rowsOf(
    await db
      .update(l.table)
      .set(setOf(set))
      .where(scoped(l, and(eq(l.table.id, id), ne(l.table.status, ContentState.DELETED))))
      .returning(),
  );
  if (!after) throw fail(l.msg.deleted);
  return after;
}

async function change(
  db: Db,
  l: Lifecycle,
  id: number,
  from: readonly number[],
  set: Record<string, unknown>,
  refusal: string,
): Promise<Change> {
  const before = await itemById(db, l, id);
  if (!from.includes(before.status)) throw fail(before.status === ContentState.DELETED ? l.msg.deleted : refusal);
  const [after] = rowsOf(
    await db
      .update(l.table)
      .set(setOf(set))
      .where(scoped(l, and(eq(l.table.id, id), inArray(l.table.status, [...from]))))
      .returning(),
  );
  if (!after) throw fail(refusal);
  return { before, after };
}

/**
 * Publishes now (what `onPublish` sets, e.g. the release time = now, the real time) or schedules for a future time
 * (SCHEDULED, not public, until the publishing job flips it). A time in the past is refused.
 */
export function publishItem(db: Db, l: Lifecycle, id: number, publishAt: Date | undefined, now: Date) {
  if (publishAt && publishAt.getTime() < now.getTime() - PUBLISH_AT_GRACE_MS) throw fail(l.msg.publishAtPast);
  const from = [ContentState.DRAFT, ContentState.UNPUBLISHED, ContentState.SCHEDULED];
  if (publishAt && publishAt.getTime() > now.getTime()) {
    return change(db, l, id, from, { status: ContentState.SCHEDULED, publishAt, updatedAt: now }, l.msg.alreadyPublished);
  }
  return change(
    db,
    l,
    id,
    from,
    { status: ContentState.PUBLISHED, publishAt: null, updatedAt: now, ...l.onPublish?.(now) },
    l.msg.alreadyPublished,
  );
}

/** How a publication is told: scheduled for a later time (audited 'schedule', the time said) or published now. */
export function publication(after: { publishAt: Date | null }): { verb: 'schedule' | 'publish'; msg: string } {
  if (after.publishAt !== null) return { verb: 'schedule', msg: `已定时发布：${formatDateTime(after.publishAt)}` };
  return { verb: 'publish', msg: '已发布' };
}

/** Takes a published item off the public site, or cancels a scheduled one; both become unpublished. */
export function unpublishItem(db: Db, l: Lifecycle, id: number, now: Date) {
  const from = [ContentState.PUBLISHED, ContentState.SCHEDULED];
  return change(db, l, id, from, { status: ContentState.UNPUBLISHED, publishAt: null, updatedAt: now }, l.msg.notPublished);
}

/** Soft delete from any state: off the public site at once, recoverable for CONTENT_RECOVERY_DAYS. */
export function deleteItem(db: Db, l: Lifecycle, id: number, now: Date) {
  const from = [ContentState.DRAFT, ContentState.SCHEDULED, ContentState.PUBLISHED, ContentState.UNPUBLISHED];
  return change(db, l, id, from, { status: ContentState.DELETED, publishAt: null, deletedAt: now, updatedAt: now }, l.msg.deleted);
}

/** Restores a deleted item as a draft (a restore never republishes by itself), within the recovery period. */
export async function restoreItem(db: Db, l: Lifecycle, id: number, now: Date) {
  const before = await itemById(db, l, id);
  if (before.status !== ContentState.DELETED) throw fail(l.msg.notDeleted);
  if (!before.deletedAt || restoreDeadline(before.deletedAt) <= now) throw fail(l.msg.recoveryExpired);
  return change(db, l, id, [ContentState.DELETED], { status: ContentState.DRAFT, deletedAt: null, updatedAt: now }, l.msg.notDeleted);
}

/** Scheduled items whose time has come become published (the table's (status, publish_at) index). */
export async function publishDueItems(db: Db, l: Lifecycle, now: Date): Promise<Change[]> {
  const due = rowsOf(
    await db
      .select()
      .from(l.table)
      .where(scoped(l, and(eq(l.table.status, ContentState.SCHEDULED), lte(l.table.publishAt, now)))),
  );
  const flipped: Change[] = [];
  for (const before of due) {
    const set = { status: ContentState.PUBLISHED, publishAt: null, updatedAt: now, ...l.onPublish?.(now) };
    const [after] = rowsOf(
      await db
        .update(l.table)
        .set(setOf(set))
        .where(and(eq(l.table.id, before.id), eq(l.table.status, ContentState.SCHEDULED)))
        .returning(),
    );
    if (after) flipped.push({ before, after });
  }
  return flipped;
}

/** Deleted items past the recovery period are removed for good. */
export async function purgeDeletedItems(db: Db, l: Lifecycle, now: Date): Promise<LifecycleRow[]> {
  return rowsOf(
    await db
      .delete(l.table)
      .where(scoped(l, and(eq(l.table.status, ContentState.DELETED), lte(l.table.deletedAt, recoverableSince(now)))))
      .returning(),
  );
}
