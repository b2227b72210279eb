import { and, count, desc, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  CONTENT_KIND_NAMES,
  CONTENT_MSG,
  ContentState,
  type ContentKind,
  type ContentListBody,
  type ContentOptions,
  type ContentSaveBody,
  type ContentTrashBody,
} from '../../../shared/contracts/content-admin';
import type { Db } from '../../db/client';
import { techCategories, trainCategories } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { sanitizeUserRichText } from '../../lib/sanitize';
import { bodySearch, keywordMatch, searchText, searchTokens } from '../../lib/search';
import { sitePath } from '../../lib/urls';
import { attachStaffImages } from '../uploads/uploads.public';
import { KINDS, type CategoryNames, type KindDef, type LifecycleRow, type LifecycleTable } from './content.kinds';
import {
  deleteItem,
  itemById,
  publishDueItems,
  publishItem,
  purgeDeletedItems,
  recoverableSince,
  restoreItem,
  rowsOf,
  scoped,
  unpublishItem,
  updateItem,
  type Change,
  type Lifecycle,
} from './lifecycle';

/** A kind's lifecycle: its table and scope, what publishing sets, the content messages. */
const lifecycleOf = (kind: ContentKind): Lifecycle => ({ ...KINDS[kind], msg: CONTENT_MSG });

export type ContentChange = { kind: ContentKind; before: LifecycleRow | null; after: LifecycleRow };

/** The image addresses of stored (already clean) rich text. */
const imagesOf = (html: string) => sanitizeUserRichText(html, (src) => src).images;

/** What the audit trail keeps of an item, before and after a change: its form fields and its state. */
export function contentAuditView(kind: ContentKind, r: LifecycleRow | null | undefined) {
  if (!r) return null;
  return {
    ...KINDS[kind].fields(r),
    status: r.status,
    publish_at: r.publishAt?.toISOString() ?? null,
    deleted_at: r.deletedAt?.toISOString() ?? null,
  };
}

/** Back-office list of a kind: all states but deleted, or one; in the public column's order. */
export async function adminContent(db: Db, q: ContentListBody) {
  const def = KINDS[q.kind];
  const t = def.table;
  const cond = scoped(
    def,
    and(
      q.state === -1 ? ne(t.status, ContentState.DELETED) : eq(t.status, q.state),
      q.keyword ? keywordMatch(t.searchTokens, t.searchText, q.keyword) : undefined,
    ),
  );
  return pageOf(db, def, cond, q, def.order);
}

/** The trash of a kind: deleted items still recoverable, most recently deleted first. */
export async function trashedContent(db: Db, q: ContentTrashBody, now: Date) {
  const def = KINDS[q.kind];
  const t = def.table;
  const cond = scoped(
    def,
    and(
      eq(t.status, ContentState.DELETED),
      gt(t.deletedAt, recoverableSince(now)),
      q.keyword ? keywordMatch(t.searchTokens, t.searchText, q.keyword) : undefined,
    ),
  );
  return pageOf(db, def, cond, q, [desc(t.deletedAt), desc(t.id)]);
}

async function pageOf(db: Db, def: KindDef, cond: SQL | undefined, page: { start: number; page_size: number }, order: SQL[]) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(def.table)
      .where(cond)
      .orderBy(...order)
      .limit(page.page_size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(def.table).where(cond),
  ]);
  return { rows: rowsOf(rows), total: Number(total?.n ?? 0) };
}

export const contentById = (db: Db, kind: ContentKind, id: number): Promise<LifecycleRow> => itemById(db, lifecycleOf(kind), id);

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
  if (clean.scripted.length) throw fail(CONTENT_MSG.script);
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
  const fields = { ...def.values(cleaned), searchText: st, searchTokens: searchTokens(st), ...bodySearch(clean.html), updatedAt: now };
  if (!before) {
    const values = { ...def.created?.(now), ...fields, status: ContentState.DRAFT, createdAt: now };
    const [after] = rowsOf(
      await db
        .insert(def.table)
        .values(values as PgInsertValue<LifecycleTable>)
        .returning(),
    );
    return { kind: body.kind, before: null, after: after! };
  }
  const after = await updateItem(db, lifecycleOf(body.kind), before.id, fields);
  return { kind: body.kind, before, after };
}

const withKind =
  (kind: ContentKind) =>
  (r: Change): ContentChange => ({ kind, ...r });

/** Publishes now or at a future time (lifecycle.ts); an article's release time is the moment it became public. */
export const publishContent = (db: Db, kind: ContentKind, id: number, publishAt: Date | undefined, now: Date) =>
  publishItem(db, lifecycleOf(kind), id, publishAt, now).then(withKind(kind));

export const unpublishContent = (db: Db, kind: ContentKind, id: number, now: Date) =>
  unpublishItem(db, lifecycleOf(kind), id, now).then(withKind(kind));

export const deleteContent = (db: Db, kind: ContentKind, id: number, now: Date) =>
  deleteItem(db, lifecycleOf(kind), id, now).then(withKind(kind));

export const restoreContent = (db: Db, kind: ContentKind, id: number, now: Date) =>
  restoreItem(db, lifecycleOf(kind), id, now).then(withKind(kind));

/** Scheduled items of every kind whose time has come become published. */
export async function publishDueContent(db: Db, now: Date): Promise<ContentChange[]> {
  const flipped: ContentChange[] = [];
  for (const kind of CONTENT_KIND_NAMES) flipped.push(...(await publishDueItems(db, lifecycleOf(kind), now)).map(withKind(kind)));
  return flipped;
}

/** Deleted items of every kind past the recovery period are removed for good. */
export async function purgeDeletedContent(db: Db, now: Date): Promise<{ kind: ContentKind; row: LifecycleRow }[]> {
  const purged: { kind: ContentKind; row: LifecycleRow }[] = [];
  for (const kind of CONTENT_KIND_NAMES)
    purged.push(...(await purgeDeletedItems(db, lifecycleOf(kind), now)).map((row) => ({ kind, row })));
  return purged;
}
