import { asc, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Category } from '../../../shared/contracts/services';
import type { Db } from '../../db/client';
import { techCategories, trainCategories } from '../../db/schema/index';
import { getPublished, listPublished, type Found, type InBody } from '../../lib/catalog';
import type { ListBody, ServiceKind, ServiceRow, ServiceTable } from './services.kinds';

/** One page of a kind's published items (its filters, the keyword, its order) with the total. */
export async function listServices<T extends ServiceTable, K extends keyof ServiceRow<T> & keyof T & string, B extends ListBody, C>(
  db: Db,
  kind: ServiceKind<T, K, B, C>,
  body: B,
): Promise<Found<Pick<ServiceRow<T>, K> & InBody>> {
  const fields = Object.fromEntries(kind.card.map((k) => [k, kind.table[k]])) as SelectedFields;
  const { rows, total, atLeast } = await listPublished(db, kind.table, fields, {
    filters: kind.filters(body),
    keyword: body.keyword,
    inBody: true,
    orderBy: kind.order,
    page: body,
  });
  // The selection is the card's columns by their field names, so each row is the table row's pick of them.
  return { rows: rows as (Pick<ServiceRow<T>, K> & InBody)[], total, atLeast };
}

/** One published item of a kind, or the standard not-found answer. */
export async function serviceById<T extends ServiceTable>(db: Db, kind: { table: T }, id: number): Promise<ServiceRow<T>> {
  return getPublished(db, kind.table, id);
}

/** Technical-service categories under a parent (0: the first level), in the editors' order. */
export async function techCategoriesUnder(db: Db, parentId: number): Promise<Category[]> {
  return db
    .select({ id: techCategories.id, name: techCategories.name })
    .from(techCategories)
    .where(eq(techCategories.parentId, parentId))
    .orderBy(asc(techCategories.sort), asc(techCategories.id))
    .limit(100);
}

/** Training categories, in the editors' order. */
export async function trainCategoryList(db: Db): Promise<Category[]> {
  return db
    .select({ id: trainCategories.id, name: trainCategories.name })
    .from(trainCategories)
    .orderBy(asc(trainCategories.sort), asc(trainCategories.id))
    .limit(100);
}
