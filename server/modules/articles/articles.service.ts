import { and, desc, eq, getTableColumns, gte, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ArticleType } from '../../../shared/labels/articles';
import type { ArticleListBody, ServerListBody } from '../../../shared/contracts/articles';
import { ContentState } from '../../../shared/contracts/content-admin';
import { PolicyState } from '../../../shared/contracts/policies-admin';
import type { Db } from '../../db/client';
import { keptStatements } from '../../db/kept-statement';
import { articles, policies, policyTokenCounts } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { listPublished, type Tally } from '../../lib/catalog';

const {
  content: _pc,
  files: _pf,
  searchText: _pst,
  searchTokens: _ptk,
  bodyText: _pbt,
  bodyTokens: _pbk,
  ...policyCardCols
} = getTableColumns(policies);
const {
  content: _ac,
  searchText: _ast,
  searchTokens: _atk,
  bodyText: _abt,
  bodyTokens: _abk,
  ...articleCardCols
} = getTableColumns(articles);

/** Published policies carrying each token, within the list's category and quarter (all when none), from policy_token_counts. */
export function policyTally(db: Db, q: Partial<Pick<ServerListBody, 'type' | 'quarter'>> = {}): Tally {
  const tally: Tally = async (tokens) => {
    const values = { type: q.type, quarter: q.quarter, ...Object.fromEntries(tokens.map((t, i) => [`t${i}`, t])) };
    const shape: TallyShape = { tokens: tokens.length, type: !!q.type, quarter: !!q.quarter };
    const rows = await (tokens.length <= KEPT_TALLY_TOKENS
      ? tallyStatement(db, `${shape.tokens}${shape.type ? 't' : ''}${shape.quarter ? 'q' : ''}`).execute(values)
      : tallyQuery(db, shape, (name) => values[name as keyof typeof values]));
    return new Map(rows.map((r) => [r.token, Number(r.n)]));
  };
  // The whole list's count of a token as SQL, for a statement that reads it beside a page (catalog.ts countedOrderedPage).
  if (!q.type && !q.quarter) tally.countOf = policyTokenCount;
  return tally;
}

/** Published policies carrying a token, from policy_token_counts (every category and quarter), as SQL to embed. */
const policyTokenCount = (token: Placeholder) =>
  sql`(select coalesce(sum(${policyTokenCounts.n}), 0)::int from ${policyTokenCounts} where ${policyTokenCounts.token} = ${token})`;

/** What makes a tally's statement differ: how many tokens it counts, and whether it is held to a category and a quarter. */
type TallyShape = { tokens: number; type: boolean; quarter: boolean };
/** A keyword of up to eight tokens (a word of eleven characters) is counted by a statement kept for its shape. */
const KEPT_TALLY_TOKENS = 8;

/** The tally's statement of a shape, its values given by `value` (a placeholder where the statement is kept). */
function tallyQuery(db: Db, shape: TallyShape, value: (name: string) => unknown = (name) => sql.placeholder(name)) {
  const c = policyTokenCounts;
  const tokens = Array.from({ length: shape.tokens }, (_, i) => value(`t${i}`) as string);
  return db
    .select({ token: c.token, n: sql<number>`coalesce(sum(${c.n}), 0)::int` })
    .from(c)
    .where(
      and(
        inArray(c.token, tokens),
        shape.type ? eq(c.category, value('type') as number) : undefined,
        shape.quarter ? eq(c.quarter, value('quarter') as number) : undefined,
      ),
    )
    .groupBy(c.token);
}

/** The tally's statement of each shape, built once per database handle (db/kept-statement.ts); `shape` is its key. */
const tallyStatement = keptStatements((db, key: string) => {
  const [, tokens, flags] = /^(\d+)(\D*)$/.exec(key)!;
  return tallyQuery(db, { tokens: Number(tokens), type: flags!.includes('t'), quarter: flags!.includes('q') }).prepare(
    `policy_tally_${key}`,
  );
});

const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The instant a China Standard Time month begins (month 0-based; 12 rolls over to the next year). */
const cstMonthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1) - CST_OFFSET_MS);

/**
 * A year (and a quarter within it) as a range of release times, so the list reads its index's date order
 * between two bounds instead of testing every row's year.
 */
export function releaseRange(column: typeof policies.releaseTime | typeof articles.releaseTime, year: number, quarter = 0) {
  if (!year) return undefined;
  const [from, to] = quarter ? [(quarter - 1) * 3, quarter * 3] : [0, 12];
  return and(gte(column, cstMonthStart(year, from)), lt(column, cstMonthStart(year, to)));
}

/** Published policy items, newest first, filtered by category, year, quarter (within the year when one is given) and keyword. */
/** The policy list's order, made once: the catalog keeps its statements by the list's fields and order (catalog.ts keptByObjects). */
const newestPolicies = [desc(policies.releaseTime), desc(policies.id)];

export async function listPolicies(db: Db, q: ServerListBody, opts: { count?: boolean } = {}) {
  return listPublished(db, policies, policyCardCols, {
    filters: [
      q.type ? eq(policies.category, q.type) : undefined,
      // Across years the quarter is the kept column (policies_quarter_idx); within a year it is a date range.
      q.quarter && !q.year ? eq(policies.quarter, q.quarter) : undefined,
      releaseRange(policies.releaseTime, q.year, q.quarter),
    ],
    keyword: q.keyword,
    inBody: true,
    orderBy: newestPolicies,
    page: q,
    count: opts.count,
    // The token counts are kept by category and quarter, not by year: a year's list is counted from its rows.
    tally: q.year ? undefined : policyTally(db, q),
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
    filters: [eq(articles.type, q.type), releaseRange(articles.releaseTime, q.year)],
    keyword: q.keyword,
    inBody: true,
    // The park's own notices and news: a keyword's page is read with its count (catalog.ts ListOptions.few).
    few: true,
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

/**
 * The years (China Standard Time) that have published items of a kind, newest first: 0 policy items, 1 announcements,
 * 2 news. Read by skipping along the list index a year at a time (the newest release, then the newest before that
 * year began…), so it costs one index probe a year, not a pass over the rows.
 */
export async function listYears(db: Db, type: number): Promise<number[]> {
  const [table, scope] =
    type === ArticleType.POLICY
      ? [sql`policies`, sql`status = ${PolicyState.PUBLISHED}`]
      : [sql`articles`, sql`status = ${ContentState.PUBLISHED} and type = ${type}`];
  // The start of a release's CST year, as an instant: shift into CST, truncate, shift back.
  const yearStart = (t: SQL) =>
    sql`(date_trunc('year', (${t} at time zone 'UTC') + interval '8 hours') - interval '8 hours') at time zone 'UTC'`;
  const result = await db.execute(sql`
    with recursive y(t) as (
      (select release_time from ${table} where ${scope} order by release_time desc limit 1)
      union all
      select (select release_time from ${table} where ${scope} and release_time < ${yearStart(sql`y.t`)} order by release_time desc limit 1)
      from y where y.t is not null
    )
    select extract(year from (t at time zone 'UTC') + interval '8 hours')::int as year from y where t is not null`);
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: { year: number | string }[] }).rows.map((r) => Number(r.year));
}
