import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ArticleListBody, ServerListBody } from '../../../shared/contracts/articles';
import { ContentState } from '../../../shared/contracts/content-admin';
import { PolicyState } from '../../../shared/contracts/policies-admin';
import type { Db } from '../../db/client';
import { articles, policies, policyTokenCounts } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { listPublished, type Tally } from '../../lib/catalog';

const { content: _pc, files: _pf, searchText: _pst, searchTokens: _ptk, ...policyCardCols } = getTableColumns(policies);
const { content: _ac, searchText: _ast, searchTokens: _atk, ...articleCardCols } = getTableColumns(articles);

/** Published policies carrying each token, within the list's category and quarter, from policy_token_counts. */
function policyTally(db: Db, q: ServerListBody): Tally {
  const c = policyTokenCounts;
  return async (tokens) => {
    const rows = await db
      .select({ token: c.token, n: sql<number>`coalesce(sum(${c.n}), 0)::int` })
      .from(c)
      .where(and(inArray(c.token, tokens), q.type ? eq(c.category, q.type) : undefined, q.quarter ? eq(c.quarter, q.quarter) : undefined))
      .groupBy(c.token);
    return new Map(rows.map((r) => [r.token, Number(r.n)]));
  };
}

/** Published policy items, newest first, filtered by category, quarter and keyword. */
export async function listPolicies(db: Db, q: ServerListBody, opts: { count?: boolean } = {}) {
  return listPublished(db, policies, policyCardCols, {
    filters: [q.type ? eq(policies.category, q.type) : undefined, q.quarter ? eq(policies.quarter, q.quarter) : undefined],
    keyword: q.keyword,
    orderBy: [desc(policies.releaseTime), desc(policies.id)],
    page: q,
    count: opts.count,
    tally: policyTally(db, q),
  });
}

/** One published policy; each view is counted. */
export async function getPolicy(db: Db, id: number) {
  const [row] = await db
    .update(policies)
    .set({ viewCount: sql`${policies.viewCount} + 1` })
    .where(and(eq(policies.id, id), eq(policies.status, PolicyState.PUBLISHED)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function listArticles(db: Db, q: ArticleListBody, opts: { count?: boolean } = {}) {
  return listPublished(db, articles, articleCardCols, {
    filters: [eq(articles.type, q.type)],
    keyword: q.keyword,
    orderBy: [desc(articles.releaseTime), desc(articles.id)],
    page: q,
    count: opts.count,
  });
}

export async function getArticle(db: Db, id: number) {
  const [row] = await db
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(and(eq(articles.id, id), eq(articles.status, ContentState.PUBLISHED)))
    .returning();
  if (!row) throw notFound();
  return row;
}
