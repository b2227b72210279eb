import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import {
  CATEGORY_MSG,
  type CategoryCreateBody,
  type CategoryKind,
  type CategoryRenameBody,
  type CategorySortBody,
} from '../../../shared/contracts/categories';
import type { Db } from '../../db/client';
import { techCategories, techItems, trainCategories, trainItems } from '../../db/schema/index';
import { fail } from '../../lib/errors';

/** A category of either kind; training categories have no parent (0). */
export type CategoryRow = { id: number; parentId: number; name: string; sort: number };

/**
 * Serializes changes to one kind's categories (check "no sibling has this name" → write), so two editors never
 * create the same name twice; the tables have no unique index on (parent, name).
 */
const CATEGORY_LOCK = 0x63617467; // 'catg'
const KIND_NO: Record<CategoryKind, number> = { tech: 1, train: 2 };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const cols = (kind: CategoryKind) =>
  kind === 'tech'
    ? { id: techCategories.id, parentId: techCategories.parentId, name: techCategories.name, sort: techCategories.sort }
    : { id: trainCategories.id, parentId: sql<number>`0`.mapWith(Number), name: trainCategories.name, sort: trainCategories.sort };

const tableOf = (kind: CategoryKind) => (kind === 'tech' ? techCategories : trainCategories);

/** The categories of one level (training: all), in their order. */
async function siblings(db: Db | Tx, kind: CategoryKind, parentId: number): Promise<CategoryRow[]> {
  if (kind === 'train') return db.select(cols('train')).from(trainCategories).orderBy(asc(trainCategories.sort), asc(trainCategories.id));
  return db
    .select(cols('tech'))
    .from(techCategories)
    .where(eq(techCategories.parentId, parentId))
    .orderBy(asc(techCategories.sort), asc(techCategories.id));
}

export async function categoryById(db: Db | Tx, kind: CategoryKind, id: number): Promise<CategoryRow> {
  const t = tableOf(kind);
  const [row] = await db.select(cols(kind)).from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw fail(CATEGORY_MSG.notFound);
  return row;
}

/** Items filed under a category, in any state (a deleted item can be restored for 30 days and keeps its category). */
async function itemsUsing(db: Db | Tx, kind: CategoryKind, id: number): Promise<number> {
  const [r] =
    kind === 'tech'
      ? await db
          .select({ n: count() })
          .from(techItems)
          .where(or(eq(techItems.firstId, id), eq(techItems.secondId, id)))
      : await db.select({ n: count() }).from(trainItems).where(eq(trainItems.catId, id));
  return Number(r?.n ?? 0);
}

/** Every category of a kind with its item and child counts: first levels in order, each followed by its children. */
export async function listCategories(db: Db, kind: CategoryKind) {
  const t = tableOf(kind);
  const rows: CategoryRow[] = await db.select(cols(kind)).from(t).orderBy(asc(t.sort), asc(t.id));
  const used = new Map<number, number>();
  const add = (id: number, n: number) => used.set(id, (used.get(id) ?? 0) + n);
  if (kind === 'tech') {
    const [first, second] = await Promise.all([
      db.select({ id: techItems.firstId, n: count() }).from(techItems).groupBy(techItems.firstId),
      db.select({ id: techItems.secondId, n: count() }).from(techItems).where(ne(techItems.secondId, 0)).groupBy(techItems.secondId),
    ]);
    for (const r of [...first, ...second]) add(r.id, Number(r.n));
  } else {
    for (const r of await db.select({ id: trainItems.catId, n: count() }).from(trainItems).groupBy(trainItems.catId))
      add(r.id, Number(r.n));
  }
  const children = new Map<number, number>();
  for (const r of rows) if (r.parentId) children.set(r.parentId, (children.get(r.parentId) ?? 0) + 1);
  const withCounts = rows.map((r) => ({ ...r, itemCount: used.get(r.id) ?? 0, childCount: children.get(r.id) ?? 0 }));
  // First levels in order, each followed by its children (a child whose parent is gone is listed at the end).
  const firsts = withCounts.filter((r) => r.parentId === 0);
  const placed = new Set<number>();
  const ordered = firsts.flatMap((f) => {
    const kids = withCounts.filter((r) => r.parentId === f.id);
    for (const r of [f, ...kids]) placed.add(r.id);
    return [f, ...kids];
  });
  return [...ordered, ...withCounts.filter((r) => !placed.has(r.id))];
}

async function inLock<T>(db: Db, kind: CategoryKind, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_LOCK}, ${KIND_NO[kind]})`);
    return run(tx);
  });
}

function refuseDuplicate(level: CategoryRow[], name: string, exceptId = 0) {
  const key = name.toLowerCase();
  if (level.some((c) => c.id !== exceptId && c.name.trim().toLowerCase() === key)) throw fail(CATEGORY_MSG.duplicate);
}

/** A new category at the end of its level. Tech: under a first-level category, or first level (parent 0). */
export async function createCategory(db: Db, body: CategoryCreateBody): Promise<CategoryRow> {
  if (body.kind === 'train' && body.parent_id !== 0) throw fail(CATEGORY_MSG.noParent);
  return inLock(db, body.kind, async (tx) => {
    if (body.parent_id) {
      const parent = await categoryById(tx, body.kind, body.parent_id).catch(() => null);
      if (!parent || parent.parentId !== 0) throw fail(CATEGORY_MSG.parent);
    }
    const level = await siblings(tx, body.kind, body.parent_id);
    refuseDuplicate(level, body.name);
    const sort = level.reduce((m, c) => Math.max(m, c.sort), 0) + 1;
    if (body.kind === 'tech') {
      const [row] = await tx.insert(techCategories).values({ parentId: body.parent_id, name: body.name, sort }).returning(cols('tech'));
      return row!;
    }
    const [row] = await tx.insert(trainCategories).values({ name: body.name, sort }).returning(cols('train'));
    return row!;
  });
}

export async function renameCategory(db: Db, body: CategoryRenameBody) {
  return inLock(db, body.kind, async (tx) => {
    const before = await categoryById(tx, body.kind, body.id);
    refuseDuplicate(await siblings(tx, body.kind, before.parentId), body.name, before.id);
    const t = tableOf(body.kind);
    await tx.update(t).set({ name: body.name }).where(eq(t.id, body.id));
    return { before, after: { ...before, name: body.name } };
  });
}

/** Re-sorts one level: `ids` must be every sibling once; each gets sort 1, 2, 3 … in that order. */
export async function sortCategories(db: Db, body: CategorySortBody) {
  return inLock(db, body.kind, async (tx) => {
    const first = await categoryById(tx, body.kind, body.ids[0]!).catch(() => null);
    if (!first) throw fail(CATEGORY_MSG.order);
    const level = await siblings(tx, body.kind, first.parentId);
    const wanted = new Set(body.ids);
    if (wanted.size !== body.ids.length || wanted.size !== level.length || level.some((c) => !wanted.has(c.id)))
      throw fail(CATEGORY_MSG.order);
    const t = tableOf(body.kind);
    for (const [i, id] of body.ids.entries())
      await tx
        .update(t)
        .set({ sort: i + 1 })
        .where(eq(t.id, id));
    return {
      parentId: first.parentId,
      before: level.map((c) => ({ id: c.id, name: c.name })),
      after: body.ids.map((id) => ({ id, name: level.find((c) => c.id === id)!.name })),
    };
  });
}

/** Deletes a category no item and no child category uses; refused with the reason otherwise. */
export async function deleteCategory(db: Db, kind: CategoryKind, id: number) {
  return inLock(db, kind, async (tx) => {
    const before = await categoryById(tx, kind, id);
    if (kind === 'tech') {
      const [kids] = await tx
        .select({ n: count() })
        .from(techCategories)
        .where(and(eq(techCategories.parentId, id), ne(techCategories.id, id)));
      const n = Number(kids?.n ?? 0);
      if (n) throw fail(CATEGORY_MSG.inUseChildren(n));
    }
    const items = await itemsUsing(tx, kind, id);
    if (items) throw fail(CATEGORY_MSG.inUseItems(items));
    const t = tableOf(kind);
    await tx.delete(t).where(eq(t.id, id));
    return { before };
  });
}
