import { and, arrayContains, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../shared/contracts/common';
import type { Category } from '../../../shared/contracts/services';
import type { Db } from '../../db/client';
import { companies, shopCategories } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { pageWithCount } from '../../lib/pagination';
import { keywordMatch } from '../../lib/search';
import { publicCompany } from './listing.service';

/** Category names by id, for the cards' category text. */
export type CategoryNames = Map<number, string>;

const cardFields = {
  id: companies.id,
  name: companies.name,
  logo: companies.logo,
  regionText: companies.regionText,
  address: companies.address,
  viewCount: companies.viewCount,
  categoryIds: companies.categoryIds,
};
export type DirectoryRow = typeof companies.$inferSelect;
export type DirectoryCardRow = Pick<DirectoryRow, keyof typeof cardFields>;

/** The directory's categories in the editors' order. */
export async function shopCategoryList(db: Db): Promise<Category[]> {
  return db
    .select({ id: shopCategories.id, name: shopCategories.name })
    .from(shopCategories)
    .orderBy(asc(shopCategories.sort), asc(shopCategories.id))
    .limit(200);
}

export async function categoryNames(db: Db): Promise<CategoryNames> {
  const rows = await db.select({ id: shopCategories.id, name: shopCategories.name }).from(shopCategories).limit(500);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** One page of the public directory (a category, a keyword), most viewed first, with the total. */
export async function directoryPage(
  db: Db,
  q: Page & { cat_id: number; keyword?: string },
): Promise<{ rows: DirectoryCardRow[]; total: number }> {
  const cond = and(
    publicCompany(),
    q.cat_id ? arrayContains(companies.categoryIds, [q.cat_id]) : undefined,
    q.keyword ? keywordMatch(companies.searchTokens, companies.searchText, q.keyword) : undefined,
  );
  const list = db.select(cardFields).from(companies).where(cond).orderBy(desc(companies.viewCount), desc(companies.id)).$dynamic();
  return pageWithCount(list, q, db.select({ n: count() }).from(companies).where(cond));
}

/** A few public companies at random (the home page), and how many there are. */
export async function randomCompanies(db: Db, size: number): Promise<{ rows: DirectoryCardRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(cardFields)
      .from(companies)
      .where(publicCompany())
      .orderBy(sql`random()`)
      .limit(size),
    db.select({ n: count() }).from(companies).where(publicCompany()),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A public company's page is viewed: its view count goes up by one and the row is answered, or not found. */
export async function viewCompany(db: Db, id: number): Promise<DirectoryRow> {
  const [row] = await db
    .update(companies)
    .set({ viewCount: sql`${companies.viewCount} + 1` })
    .where(and(eq(companies.id, id), publicCompany()))
    .returning();
  if (!row) throw notFound();
  return row;
}
