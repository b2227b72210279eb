import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { companies, financeItems, policies, rooms, startupItems, techItems, trainItems } from '../../db/schema/index';
import { listPublished, type Catalog } from '../../lib/catalog';
import { offsetOf } from '../../lib/pagination';
import { keywordMatch } from '../../lib/search';
import { publicCompany } from '../companies/companies.public';

/** What a search is asked: the category (SEARCH_CATEGORIES, 1 政策资讯 … 7 入驻企业), a keyword and a page. */
export type SearchQuery = Page & { type: number; keyword: string };
/** A hit as read: the presenter makes its time text and its image absolute. */
export type HitRow = { id: number; title: string; summary: string; image: string; time: Date | null };
export type Found = { rows: HitRow[]; total: number };

type Source = { table: Catalog; title: PgColumn; summary: PgColumn; image: PgColumn | SQL; time: PgColumn };

/** Which table and columns each category of published items searches; 7 (入驻企业) is searchCompanies. */
const SOURCES: Record<number, Source> = {
  1: { table: policies, title: policies.title, summary: policies.summary, image: sql<string>`''`, time: policies.releaseTime },
  2: { table: techItems, title: techItems.name, summary: techItems.company, image: techItems.image, time: techItems.createdAt },
  3: {
    table: startupItems,
    title: startupItems.name,
    summary: startupItems.title,
    image: startupItems.image,
    time: startupItems.createdAt,
  },
  4: { table: trainItems, title: trainItems.name, summary: trainItems.address, image: trainItems.image, time: trainItems.activeTime },
  5: {
    table: financeItems,
    title: financeItems.name,
    summary: financeItems.summary,
    image: financeItems.image,
    time: financeItems.createdAt,
  },
  6: { table: rooms, title: rooms.title, summary: rooms.position, image: rooms.image, time: rooms.createdAt },
};

/** One category's hits for a keyword, newest first (companies: most viewed first), with the total. */
export function search(db: Db, q: SearchQuery): Promise<Found> {
  const src = SOURCES[q.type];
  return src ? searchCatalog(db, src, q) : searchCompanies(db, q);
}

async function searchCatalog(db: Db, src: Source, q: SearchQuery): Promise<Found> {
  const { rows, total } = await listPublished(
    db,
    src.table,
    { id: src.table.id, title: src.title, summary: src.summary, image: src.image, time: src.time },
    { keyword: q.keyword, orderBy: [desc(src.time), desc(src.table.id)], page: q },
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      summary: String(r.summary),
      image: String(r.image),
      time: r.time as Date | null,
    })),
  };
}

/** Only settled, listed companies are searchable (publicCompany), and companies have no published state: a query of their own. */
async function searchCompanies(db: Db, q: SearchQuery): Promise<Found> {
  const cond = and(publicCompany(), keywordMatch(companies.searchTokens, companies.searchText, q.keyword));
  const [rows, totals] = await Promise.all([
    db
      .select({ id: companies.id, title: companies.name, summary: companies.address, image: companies.logo, time: companies.createdAt })
      .from(companies)
      .where(cond)
      .orderBy(desc(companies.viewCount), desc(companies.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(companies).where(cond),
  ]);
  return { total: totals[0]?.n ?? 0, rows };
}
