import { and, asc, eq, inArray } from 'drizzle-orm';
import { ShopStatus } from '../../../shared/constants';
import { LISTING_MSG, type CompanyListingSaveBody } from '../../../shared/contracts/companies';
import type { Db } from '../../db/client';
import { companies, shopCategories } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { searchText, searchTokens } from '../../lib/search';
import { attachStaffImages } from '../uploads/uploads.public';

/**
 * A company the public sees: settled and listed. Every public query of companies (directory, company page, search,
 * sitemap, the park's figures, consultations to a company) uses it, so taking a company off the directory hides it
 * everywhere at once.
 */
export const publicCompany = () => and(eq(companies.status, ShopStatus.PASSED), eq(companies.listed, true))!;

const listingFields = {
  id: companies.id,
  name: companies.name,
  categoryIds: companies.categoryIds,
  address: companies.address,
  domain: companies.domain,
  logo: companies.logo,
  regionText: companies.regionText,
  listed: companies.listed,
};
export type ListingRow = {
  id: number;
  name: string;
  categoryIds: number[];
  address: string;
  domain: string;
  logo: string;
  regionText: string;
  listed: boolean;
};

/** What the audit trail keeps of a listing, before and after a change. */
export const listingAuditView = (r: ListingRow) => ({
  shop_name: r.name,
  cat_id: r.categoryIds.join(','),
  address: r.address,
  domain: r.domain,
  shop_logo: r.logo,
  listed: r.listed,
});

/** A settled company's public listing; only settled companies are listed, so only they can be corrected. */
export async function listingById(db: Db, id: number): Promise<ListingRow> {
  const [row] = await db
    .select(listingFields)
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.status, ShopStatus.PASSED)))
    .limit(1);
  if (!row) throw fail(LISTING_MSG.notFound);
  return row;
}

export async function listingCategories(db: Db) {
  const rows = await db
    .select({ value: shopCategories.id, label: shopCategories.name })
    .from(shopCategories)
    .orderBy(asc(shopCategories.sort), asc(shopCategories.id));
  return rows;
}

/**
 * Corrects a settled company's public fields. Categories must exist; the logo is the one it has, or a staff site
 * image (or a demo picture). The keyword index follows the name and address. The state (settled) is the guard:
 * a company no longer settled is refused, nothing changes.
 */
export async function saveListing(db: Db, body: CompanyListingSaveBody) {
  const before = await listingById(db, body.id);
  const catIds = body.cat_id ? [...new Set(body.cat_id.split(',').map(Number))] : [];
  if (catIds.length) {
    const known = await db.select({ id: shopCategories.id }).from(shopCategories).where(inArray(shopCategories.id, catIds));
    if (known.length !== catIds.length) throw fail(LISTING_MSG.categoryMissing);
  }
  if (!(await attachStaffImages(db, [body.shop_logo], new Set([before.logo])))) throw fail(LISTING_MSG.logo);
  const text = searchText(body.shop_name, before.regionText, body.address);
  const [after] = await db
    .update(companies)
    .set({
      name: body.shop_name,
      categoryIds: catIds,
      address: body.address,
      domain: body.domain,
      logo: body.shop_logo,
      listed: body.listed,
      searchText: text,
      searchTokens: searchTokens(text),
      updatedAt: new Date(),
    })
    .where(and(eq(companies.id, body.id), eq(companies.status, ShopStatus.PASSED)))
    .returning(listingFields);
  if (!after) throw fail(LISTING_MSG.notFound);
  return { before, after };
}
