import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { articles, companies, financeItems, policies, rooms, startupItems, techItems, trainItems } from '../../db/schema/index';
import { concatParts, keywordParts, type Tally, type TextCatalog } from '../../lib/catalog';
import { offsetOf } from '../../lib/pagination';
import { keywordMatch } from '../../lib/search';
import { policyTally } from '../articles/articles.public';
import { publicCompany } from '../companies/companies.public';

/** What a search is asked: the category (SEARCH_CATEGORIES, 1 政策资讯 … 7 入驻企业), a keyword and a page. */
export type SearchQuery = Page & { type: number; keyword: string };
/**
 * A hit as read: the presenter makes its time text, its image absolute and, for a hit in the body, its summary
 * the words around the keyword. detailType is /policydetail's type (0 a policy, 1 通知公告, 2 新闻动态).
 */
export type HitRow = { id: number; title: string; summary: string; image: string; time: Date | null; detailType: number; body?: string };
export type Found = { rows: HitRow[]; total: number; atLeast?: boolean };

/** A table searched, with the columns a hit is made of; its body columns come with the table (content.ts published()). */
type Source = {
  table: TextCatalog;
  title: PgColumn;
  summary: PgColumn;
  image: PgColumn | SQL;
  time: PgColumn;
  detailType?: PgColumn;
  /** Published rows per title-level token, kept by triggers (policies): an exact count that reads no rows. */
  tally?: (db: Db) => Tally;
  /** A table of few rows (catalog.ts ListOptions.few): a page of its matches is read with their count. */
  few?: boolean;
};

const policySource: Source = {
  table: policies,
  title: policies.title,
  summary: policies.summary,
  image: sql<string>`''`,
  time: policies.releaseTime,
  tally: (db) => policyTally(db),
};
/** 通知公告 and 新闻动态 are found under 政策资讯, before the policies: the park's own few items, not buried under a library. */
const articleSource: Source = {
  table: articles,
  title: articles.title,
  summary: articles.summary,
  image: articles.image,
  time: articles.releaseTime,
  detailType: articles.type,
  few: true,
};

/** Which tables each category of published items searches, in the order their hits are listed; 7 (入驻企业) is searchCompanies. */
const SOURCES: Record<number, Source[]> = {
  1: [articleSource, policySource],
  2: [{ table: techItems, title: techItems.name, summary: techItems.company, image: techItems.image, time: techItems.createdAt }],
  3: [
    { table: startupItems, title: startupItems.name, summary: startupItems.title, image: startupItems.image, time: startupItems.createdAt },
  ],
  4: [{ table: trainItems, title: trainItems.name, summary: trainItems.address, image: trainItems.image, time: trainItems.activeTime }],
  5: [
    {
      table: financeItems,
      title: financeItems.name,
      summary: financeItems.summary,
      image: financeItems.image,
      time: financeItems.createdAt,
    },
  ],
  6: [{ table: rooms, title: rooms.title, summary: rooms.position, image: rooms.image, time: rooms.createdAt }],
};

/** One category's hits for a keyword (companies: most viewed first), with the total. */
export function search(db: Db, q: SearchQuery): Promise<Found> {
  const sources = SOURCES[q.type];
  return sources ? searchText(db, sources, q) : searchCompanies(db, q);
}

/**
 * Title matches first, then matches in the body (正文) only; within each, the category's tables in order, each
 * newest first. Every part is a list of its own (catalog.ts keywordParts), so the title matches are read (and, for
 * policies, counted) as the policy list reads them, and the body's part is asked only for what the page still
 * needs: a keyword whose title matches reach the count's horizon never reads a body.
 */
async function searchText(db: Db, sources: Source[], q: SearchQuery): Promise<Found> {
  const parts = sources.map((s) => {
    const { fields, orderBy } = shapeOf(s);
    return keywordParts(db, s.table, fields, { keyword: q.keyword, orderBy, page: q, tally: s.tally?.(db), few: s.few });
  });
  const found = await concatParts([...parts.map((p) => p[0]), ...parts.map((p) => p[1])], { offset: offsetOf(q), limit: q.page_size });
  return { total: found.total, atLeast: found.atLeast, rows: found.rows.map(asHit) };
}

const hitFields = (s: Source) => ({
  id: s.table.id,
  title: s.title,
  summary: s.summary,
  image: s.image,
  time: s.time,
  detailType: s.detailType ?? sql<number>`0`,
});
const newestFirst = (s: Source) => [desc(s.time), desc(s.table.id)];
/** A source's fields and order, made once: the catalog keeps its statements by them (catalog.ts keptWalk). */
const shapes = new Map<Source, { fields: ReturnType<typeof hitFields>; orderBy: ReturnType<typeof newestFirst> }>();
function shapeOf(s: Source) {
  let shape = shapes.get(s);
  if (!shape) shapes.set(s, (shape = { fields: hitFields(s), orderBy: newestFirst(s) }));
  return shape;
}

function asHit(r: Record<string, unknown>): HitRow {
  return {
    id: Number(r.id),
    title: String(r.title),
    summary: String(r.summary),
    image: String(r.image),
    time: r.time as Date | null,
    detailType: Number(r.detailType),
    ...(typeof r.body === 'string' ? { body: r.body } : {}),
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
  return { total: totals[0]?.n ?? 0, rows: rows.map((r) => ({ ...r, detailType: 0 })) };
}
