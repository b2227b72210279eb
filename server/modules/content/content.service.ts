import { and, count, desc, eq, gt, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  CONTENT_KIND_NAMES, CONTENT_MSG, CONTENT_RECOVERY_DAYS, ContentState, type ContentKind, type ContentListBody, type ContentOptions,
  type ContentSaveBody, type ContentTrashBody,
} from '../../../shared/contracts/content-admin';
import type { Db } from '../../db/client';
import { techCategories, trainCategories } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { sanitizeUserRichText } from '../../lib/sanitize';
import { keywordMatch, searchText, searchTokens } from '../../lib/search';
import { sitePath } from '../../lib/urls';
import { attachStaffImages } from '../uploads/uploads.service';
import { KINDS, type CategoryNames, type KindDef, type LifecycleRow, type LifecycleTable } from './content.kinds';

const DAY_MS = 86_400_000;

/** A publish time this close to now counts as now (the form's minute picker, the request's travel). */
export const PUBLISH_AT_GRACE_MS = 60_000;

/** The last moment an item deleted at `deletedAt` can be restored. */
export const restoreDeadline = (deletedAt: Date) => new Date(deletedAt.getTime() + CONTENT_RECOVERY_DAYS * DAY_MS);

export type ContentChange = { kind: ContentKind; before: LifecycleRow | null; after: LifecycleRow };

// Drizzle cannot type a query over "any table with these columns"; the kinds' tables all have them (schema/content.ts).
const setOf = (values: Record<string, unknown>) => values as PgUpdateSetSource<LifecycleTable>;
const rowsOf = (rows: unknown) => rows as LifecycleRow[];

/** The image addresses of stored (already clean) rich text. */
const imagesOf = (html: string) => sanitizeUserRichText(html, (src) => src).images;

const scoped = (def: KindDef, cond: SQL | undefined) => and(def.scope, cond);

/** What the audit trail keeps of an item, before and after a change: its form fields and its state. */
export function contentAuditView(kind: ContentKind, r: LifecycleRow | null | undefined) {
  if (!r) return null;
  return {
    ...KINDS[kind].fields(r), status: r.status, publish_at: r.publishAt?.toISOString() ?? null, deleted_at: r.deletedAt?.toISOString() ?? null,
  };
}

/** Back-office list of a kind: all states but deleted, or one; in the public column's order. */
export async function adminContent(db: Db, q: ContentListBody) {
  const def = KINDS[q.kind];
  const t = def.table;
  const cond = scoped(def, and(
    q.state === -1 ? ne(t.status, ContentState.DELETED) : eq(t.status, q.state),
    q.keyword ? keywordMatch(t.searchTokens, t.searchText, q.keyword) : undefined,
  ));
  return pageOf(db, def, cond, q, def.order);
}

/** The trash of a kind: deleted items still recoverable, most recently deleted first. */
export async function trashedContent(db: Db, q: ContentTrashBody, now: Date) {
  const def = KINDS[q.kind];
  const t = def.table;
  const cond = scoped(def, and(
    eq(t.status, ContentState.DELETED),
    gt(t.deletedAt, new Date(now.getTime() - CONTENT_RECOVERY_DAYS * DAY_MS)),
    q.keyword ? keywordMatch(t.searchTokens, t.searchText, q.keyword) : undefined,
  ));
  return pageOf(db, def, cond, q, [desc(t.deletedAt), desc(t.id)]);
}

async function pageOf(db: Db, def: KindDef, cond: SQL | undefined, page: { start: number; page_size: number }, order: SQL[]) {
  const [rows, [total]] = await Promise.all([
    db.select().from(def.table).where(cond).orderBy(...order).limit(page.page_size).offset(offsetOf(page)),
    db.select({ n: count() }).from(def.table).where(cond),
  ]);
  return { rows: rowsOf(rows), total: Number(total?.n ?? 0) };
}

export async function contentById(db: Db, kind: ContentKind, id: number): Promise<LifecycleRow> {
  const def = KINDS[kind];
  const [row] = rowsOf(await db.select().from(def.table).where(scoped(def, eq(def.table.id, id))).limit(1));
  if (!row) throw fail(CONTENT_MSG.notFound);
  return row;
}

/** Category names for the subtitles of a list page (two small tables, read whole: a few dozen rows). */
export async function categoryNames(db: Db, kind: ContentKind): Promise<CategoryNames> {
  const [tech, train] = await Promise.all([
    kind === 'tech' ? db.select({ id: techCategories.id, name: techCategories.name }).from(techCategories) : [],
    kind === 'train' ? db.select({ id: trainCategories.id, name: trainCategories.name }).from(trainCategories) : [],
  ]);
  return { tech: new Map(tech.map((c) => [c.id, c.name])), train: new Map(train.map((c) => [c.id, c.name])) };
}

/** The categories the form offers. */
export async function contentOptions(db: Db): Promise<ContentOptions> {
  const [tech, train] = await Promise.all([
    db.select().from(techCategories).orderBy(techCategories.sort, techCategories.id),
    db.select().from(trainCategories).orderBy(trainCategories.sort, trainCategories.id),
  ]);
  return {
    tech1: tech.filter((c) => c.parentId === 0).map((c) => ({ value: c.id, label: c.name })),
    tech2: tech.filter((c) => c.parentId !== 0).map((c) => ({ value: c.id, label: c.name, parent: c.parentId })),
    train: train.map((c) => ({ value: c.id, label: c.name })),
  };
}

async function checkCategories(db: Db, def: KindDef, body: ContentSaveBody) {
  for (const ref of def.categories?.(body) ?? []) {
    const found =
      ref.table === 'tech'
        ? await db.select({ parent: techCategories.parentId }).from(techCategories).where(eq(techCategories.id, ref.id)).limit(1)
        : await db.select({ parent: trainCategories.id }).from(trainCategories).where(eq(trainCategories.id, ref.id)).limit(1);
    if (!found[0] || (ref.parent !== undefined && found[0].parent !== ref.parent)) throw fail(CONTENT_MSG.categoryMissing);
  }
}

/**
 * Creates a draft or edits an item in any state but deleted. Rich text is cleaned with the company brief's
 * sanitizer (no script, frames or styles; images only from this site). Editing never changes the state or the
 * publish time (fixing a typo does not republish).
 */
export async function saveContent(db: Db, publicUrl: string, body: ContentSaveBody, now: Date): Promise<ContentChange> {
  const def = KINDS[body.kind];
  const clean = sanitizeUserRichText(body.content, (src) => sitePath(src, publicUrl));
  if (clean.rejected.length) throw fail(CONTENT_MSG.badImage);
  const cleaned = { ...body, content: clean.html };
  await checkCategories(db, def, cleaned);
  const before = body.id ? await contentById(db, body.kind, body.id) : null;
  if (before?.status === ContentState.DELETED) throw fail(CONTENT_MSG.deleted);
  // The cover and the body's images: staff site images, the demo pictures, or what the item already showed.
  const kept = new Set(before ? [String(before.image ?? ''), ...imagesOf(String(before.content ?? ''))] : []);
  if (!(await attachStaffImages(db, [body.image], kept))) throw fail(CONTENT_MSG.image);
  if (!(await attachStaffImages(db, clean.images, kept))) throw fail(CONTENT_MSG.badImage);
  const st = searchText(...def.searchParts(cleaned));
  const fields = { ...def.values(cleaned), searchText: st, searchTokens: searchTokens(st), updatedAt: now };
  if (!before) {
    const values = { ...def.created?.(now), ...fields, status: ContentState.DRAFT, createdAt: now };
    const [after] = rowsOf(await db.insert(def.table).values(values as PgInsertValue<LifecycleTable>).returning());
    return { kind: body.kind, before: null, after: after! };
  }
  const [after] = rowsOf(
    await db.update(def.table).set(setOf(fields)).where(scoped(def, and(eq(def.table.id, before.id), ne(def.table.status, ContentState.DELETED)))).returning(),
  );
  if (!after) throw fail(CONTENT_MSG.deleted);
  return { kind: body.kind, before, after };
}

/** One state change, guarded by the states it may start from (a concurrent change makes it fail, never double). */
async function change(db: Db, kind: ContentKind, id: number, from: readonly number[], set: Record<string, unknown>, refusal: string): Promise<ContentChange> {
  const def = KINDS[kind];
  const before = await contentById(db, kind, id);
  if (!from.includes(before.status)) throw fail(before.status === ContentState.DELETED ? CONTENT_MSG.deleted : refusal);
  const [after] = rowsOf(
    await db.update(def.table).set(setOf(set)).where(scoped(def, and(eq(def.table.id, id), inArray(def.table.status, [...from])))).returning(),
  );
  if (!after) throw fail(refusal);
  return { kind, before, after };
}

/**
 * Publishes now (an article's release_time = now, the real time) or schedules for a future time (SCHEDULED, not
 * public, until the publishing job flips it). A time in the past is refused: a government site may not backdate.
 */
export function publishContent(db: Db, kind: ContentKind, id: number, publishAt: Date | undefined, now: Date) {
  if (publishAt && publishAt.getTime() < now.getTime() - PUBLISH_AT_GRACE_MS) throw fail(CONTENT_MSG.publishAtPast);
  const from = [ContentState.DRAFT, ContentState.UNPUBLISHED, ContentState.SCHEDULED];
  if (publishAt && publishAt.getTime() > now.getTime()) {
    return change(db, kind, id, from, { status: ContentState.SCHEDULED, publishAt, updatedAt: now }, CONTENT_MSG.alreadyPublished);
  }
  const set = { status: ContentState.PUBLISHED, publishAt: null, updatedAt: now, ...KINDS[kind].onPublish?.(now) };
  return change(db, kind, id, from, set, CONTENT_MSG.alreadyPublished);
}

/** Takes a published item off the public site, or cancels a scheduled one; both become unpublished. */
export function unpublishContent(db: Db, kind: ContentKind, id: number, now: Date) {
  const from = [ContentState.PUBLISHED, ContentState.SCHEDULED];
  return change(db, kind, id, from, { status: ContentState.UNPUBLISHED, publishAt: null, updatedAt: now }, CONTENT_MSG.notPublished);
}

/** Soft delete from any state: off the public site at once, recoverable for CONTENT_RECOVERY_DAYS. */
export function deleteContent(db: Db, kind: ContentKind, id: number, now: Date) {
  const from = [ContentState.DRAFT, ContentState.SCHEDULED, ContentState.PUBLISHED, ContentState.UNPUBLISHED];
  return change(db, kind, id, from, { status: ContentState.DELETED, publishAt: null, deletedAt: now, updatedAt: now }, CONTENT_MSG.deleted);
}

/** Restores a deleted item as a draft (a restore never republishes by itself), within the recovery period. */
export async function restoreContent(db: Db, kind: ContentKind, id: number, now: Date) {
  const before = await contentById(db, kind, id);
  if (before.status !== ContentState.DELETED) throw fail(CONTENT_MSG.notDeleted);
  if (!before.deletedAt || restoreDeadline(before.deletedAt) <= now) throw fail(CONTENT_MSG.recoveryExpired);
  return change(db, kind, id, [ContentState.DELETED], { status: ContentState.DRAFT, deletedAt: null, updatedAt: now }, CONTENT_MSG.notDeleted);
}

/** Scheduled items of every kind whose time has come become published (due_idx of each table). */
export async function publishDueContent(db: Db, now: Date): Promise<ContentChange[]> {
  const flipped: ContentChange[] = [];
  for (const kind of CONTENT_KIND_NAMES) {
    const def = KINDS[kind];
    const due = rowsOf(await db.select().from(def.table).where(scoped(def, and(eq(def.table.status, ContentState.SCHEDULED), lte(def.table.publishAt, now)))));
    for (const before of due) {
      const set = { status: ContentState.PUBLISHED, publishAt: null, updatedAt: now, ...def.onPublish?.(now) };
      const [after] = rowsOf(
        await db.update(def.table).set(setOf(set)).where(and(eq(def.table.id, before.id), eq(def.table.status, ContentState.SCHEDULED))).returning(),
      );
      if (after) flipped.push({ kind, before, after });
    }
  }
  return flipped;
}

/** Deleted items of every kind past the recovery period are removed for good. */
export async function purgeDeletedContent(db: Db, now: Date): Promise<{ kind: ContentKind; row: LifecycleRow }[]> {
  const cutoff = new Date(now.getTime() - CONTENT_RECOVERY_DAYS * DAY_MS);
  const purged: { kind: ContentKind; row: LifecycleRow }[] = [];
  for (const kind of CONTENT_KIND_NAMES) {
    const def = KINDS[kind];
    const rows = rowsOf(await db.delete(def.table).where(scoped(def, and(eq(def.table.status, ContentState.DELETED), lte(def.table.deletedAt, cutoff)))).returning());
    purged.push(...rows.map((row) => ({ kind, row })));
  }
  return purged;
}
