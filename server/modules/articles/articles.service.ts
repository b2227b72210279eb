import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ArticleListBody, ServerListBody } from '../../../shared/contracts/articles';
import type { Db } from '../../db/client';
import { articles, policies } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { keywordMatch } from '../../lib/search';

const { content: _pc, files: _pf, searchText: _pst, searchTokens: _ptk, ...policyCardCols } = getTableColumns(policies);
const { content: _ac, searchText: _ast, searchTokens: _atk, ...articleCardCols } = getTableColumns(articles);

/** Published policy items, newest first, filtered by category, quarter and keyword. */
export async function listPolicies(db: Db, q: ServerListBody) {
  const where: (SQL | undefined)[] = [eq(policies.status, 1)];
  if (q.type) where.push(eq(policies.category, q.type));
  if (q.quarter) where.push(eq(policies.quarter, q.quarter));
  if (q.keyword) where.push(keywordMatch(policies.searchTokens, policies.searchText, q.keyword));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(policyCardCols)
      .from(policies)
      .where(cond)
      .orderBy(desc(policies.releaseTime), desc(policies.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(policies).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One published policy; each view is counted. */
export async function getPolicy(db: Db, id: number) {
  const [row] = await db
    .update(policies)
    .set({ viewCount: sql`${policies.viewCount} + 1` })
    .where(and(eq(policies.id, id), eq(policies.status, 1)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function listArticles(db: Db, q: ArticleListBody) {
  const where: (SQL | undefined)[] = [eq(articles.status, 1), eq(articles.type, q.type)];
  if (q.keyword) where.push(keywordMatch(articles.searchTokens, articles.searchText, q.keyword));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(articleCardCols)
      .from(articles)
      .where(cond)
      .orderBy(desc(articles.releaseTime), desc(articles.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(articles).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getArticle(db: Db, id: number) {
  const [row] = await db
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(and(eq(articles.id, id), eq(articles.status, 1)))
    .returning();
  if (!row) throw notFound();
  return row;
}
