import { and, count, eq, getTableName, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Page } from '../../shared/contracts/common';
import { ContentState } from '../../shared/contracts/content-admin';
import { plannedDb, READ_PLAN_SETTINGS, type Db, type ReadPlan } from '../db/client';
import { notFound } from './errors';
import { offsetOf } from './pagination';
import { bodyMatch, exactBodyToken, exactToken, keywordMatch, keywordTokens, textHolds } from './search';

/** A table of published items: a status column and the search columns. */
export type Catalog = PgTable & { id: PgColumn; status: PgColumn; searchTokens: PgColumn; searchText: PgColumn };

/** Which rows of the ordered list: a page of the spec's pager, or any run of rows (search's parts, search.service.ts). */
export type Range = { offset: number; limit: number };
const rangeOf = (p: Page | Range): Range => ('offset' in p ? p : { offset: offsetOf(p), limit: p.page_size });

type ListOptions = {
  filters?: (SQL | undefined)[];
  keyword?: string;
  /** A keyword test built by the caller (the body's, bodyMatch): counted through its GIN index like `keyword`. */
  match?: SQL;
  orderBy: (SQL | PgColumn)[];
  page: Page | Range;
  /** Off where the caller shows a fixed number of items and never the total (home tabs). */
  count?: boolean;
  /** Count no further than this (a body part counts only what the total still needs below COUNT_CAP). */
  countCap?: number;
  /** Where the table keeps counts of its published rows by search token (policies): see Tally. */
  tally?: Tally;
  /** With a keyword, search the body (正文) too: title matches first, then body matches (keywordParts). */
  inBody?: boolean;
};

/** A table of published items whose body is searched too (server/db/schema/content.ts published()). */
export type TextCatalog = Catalog & { bodyTokens: PgColumn; bodyText: PgColumn; content: PgColumn };
/** A row found in its body only carries its body (the rich text as stored), for the words around the keyword (excerptOf). */
export type InBody = { body?: string };
export type Found<R> = { rows: R[]; total: number };
/**
 * One part of a list laid end to end with others (concatParts): its rows for a range of its own, and its total;
 * `before` is the total of the parts before it.
 */
export type Part<R> = (range: Range, before: number) => Promise<Found<R>>;

/**
 * Published rows within the list's filters carrying each token ('' counts them all), read from a table of
 * counts kept by triggers (policy_token_counts): an exact count that reads no rows, however many match.
 */
export type Tally = (tokens: string[]) => Promise<Map<string, number>>;

/** One page of published items with the total: the list shape every public list call answers with. */
export async function listPublished<T extends Catalog, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
  opts: ListOptions,
): Promise<Found<SelectResultFields<F> & InBody>> {
  const { keyword } = opts;
  if (keyword && opts.inBody)
    return concatParts(keywordParts(db, table as T & TextCatalog, fields, { ...opts, keyword }), rangeOf(opts.page));
  return listRows(db, table, fields, opts);
}

/**
 * A keyword's matches as two parts: the title-level matches (titles, summaries, sources: as every list searches
 * them), then the matches in the body whose title-level text lacks the keyword, each part in the list's order.
 * The body's part is read only for what a page still needs after the first (concatParts).
 */
export function keywordParts<T extends TextCatalog, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
  opts: ListOptions & { keyword: string },
): [Part<SelectResultFields<F> & InBody>, Part<SelectResultFields<F> & InBody>] {
  const { keyword } = opts;
  const match = bodyMatch(table.bodyTokens, table.bodyText, keyword);
  const tally = opts.tally && remembered(opts.tally);
  return [
    (range) => listRows(db, table, fields, { ...opts, tally, page: range }),
    async (range, before) => {
      if (!match) return { rows: [], total: 0 };
      const filters = [...(opts.filters ?? []), not(textHolds(table.searchText, keyword))];
      // What the total still needs before the cap: no more is counted, and nothing when the body surely has that many.
      const needed = COUNT_CAP - before;
      const wanted = opts.count !== false && needed > 0;
      const counted = wanted && !(await bodySurelyHas(db, table, keyword, before, { ...opts, tally }));
      const found = await listRows(
        db,
        table,
        { ...fields, body: table.content },
        { ...opts, keyword: undefined, tally: undefined, match, filters, page: range, count: counted, countCap: needed },
      );
      return { rows: found.rows, total: counted || !wanted ? found.total : needed } as unknown as Found<SelectResultFields<F> & InBody>;
    },
  ];
}

/** A tally asked once per token within one list (the title part's count and the body part's shortcut share it). */
function remembered(tally: Tally): Tally {
  const known = new Map<string, number>();
  return async (tokens) => {
    const missing = tokens.filter((t) => !known.has(t));
    if (missing.length) {
      const got = await tally(missing);
      for (const t of missing) known.set(t, got.get(t) ?? 0);
    }
    return new Map(tokens.map((t) => [t, known.get(t) ?? 0]));
  };
}

/** The rows of a range across parts laid end to end, and their total (at most COUNT_CAP, as every list's). */
export async function concatParts<R>(parts: Part<R>[], range: Range): Promise<Found<R>> {
  const rows: R[] = [];
  let total = 0;
  let skip = range.offset;
  for (const part of parts) {
    const want = range.limit - rows.length;
    // A page already full needs the parts after it only for the total, and none once the total is capped.
    if (want === 0 && total >= COUNT_CAP) break;
    const found = await part({ offset: skip, limit: want }, total);
    rows.push(...found.rows);
    total += found.total;
    skip = Math.max(0, skip - found.total);
  }
  return { rows, total: Math.min(total, COUNT_CAP) };
}

async function listRows<T extends Catalog, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
  opts: ListOptions,
): Promise<Found<SelectResultFields<F>>> {
  const cond = and(
    eq(table.status, ContentState.PUBLISHED),
    ...(opts.filters ?? []),
    opts.keyword ? keywordMatch(table.searchTokens, table.searchText, opts.keyword) : undefined,
    opts.match,
  );
  const range = rangeOf(opts.page);
  const page = (q: Db) =>
    q
      .select(fields as Record<string, PgColumn>)
      .from(table as PgTable)
      .where(cond)
      .orderBy(...opts.orderBy)
      .limit(range.limit)
      .offset(range.offset);
  // A keyword of one token (or none) is counted from the tally, and the count picks the page's plan.
  const token = opts.keyword && keywordTokens(opts.keyword).length ? exactToken(opts.keyword) : '';
  if (opts.tally && opts.count !== false && token !== undefined) {
    const counts = await opts.tally(token ? [token, ''] : ['']);
    const matches = counts.get(token) ?? 0;
    const total = Math.min(matches, COUNT_CAP);
    if (range.offset >= matches || range.limit === 0) return { rows: [], total };
    const rows = token ? await pageByPlan(db, page, matches, counts.get('') ?? 0, range) : await page(db);
    return { rows: rows as SelectResultFields<F>[], total };
  }
  const [rows, total] = await Promise.all([
    range.limit === 0 ? Promise.resolve([]) : page(db),
    opts.count === false ? Promise.resolve(-1) : cappedCount(db, table, cond, !!opts.keyword || !!opts.match, opts.countCap),
  ]);
  return { rows: rows as SelectResultFields<F>[], total: total < 0 ? rows.length : total };
}

/**
 * Reading a page in date order costs about the rows passed over until the page is filled, (offset + size) ×
 * rows ÷ matches, each fetched at random; reading every match through the GIN index and sorting costs the
 * matches, fetched in table order (about this many times cheaper a row).
 */
const ORDERED_READ_COST = 3;

/**
 * One statement under a read plan's settings (db/client.ts READ_PLAN_SETTINGS): on the plan's own pool where there
 * is one (PostgreSQL), else in a transaction that sets them first (set_config(…, true) lasts until it ends).
 */
async function underPlan<T>(db: Db, plan: ReadPlan, run: (q: Db) => Promise<T>): Promise<T> {
  const pool = plannedDb(db, plan);
  if (pool) return run(pool);
  const settings = sql.join(
    Object.entries(READ_PLAN_SETTINGS[plan]).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${settings}`);
    return run(tx as unknown as Db);
  });
}

/**
 * One page of a keyword's matches, read the cheaper way for how many there are (known exactly from the tally):
 * in date order along the list index, or every match through the GIN index, then sorted. The planner cannot
 * tell: it multiplies the token test's and the substring test's selectivities and expects a handful of matches
 * where there are tens of thousands, so it sorts them all (or scans the whole table in parallel, and compiles
 * the plan first). The choice is made here and given to it for this statement (underPlan).
 */
function pageByPlan<T>(db: Db, page: (q: Db) => Promise<T>, matches: number, rows: number, r: Range): Promise<T> {
  const passed = ((r.offset + r.limit) * rows) / Math.max(1, matches);
  return underPlan(db, ORDERED_READ_COST * passed < matches ? 'ordered' : 'gathered', page);
}

/**
 * Lists report at most COUNT_CAP matches: counting every one of 60 000 matches of a common keyword costs
 * more than the page itself, and nobody pages past page 1 000. Below the cap the count is exact.
 */
export const COUNT_CAP = 10_000;

export async function cappedCount(db: Db, table: PgTable, cond: SQL | undefined, keyword = false, cap = COUNT_CAP): Promise<number> {
  const run = async (q: Db) => {
    const limited = q
      .select({ one: sql`1` })
      .from(table)
      .where(cond)
      .limit(Math.min(cap, COUNT_CAP))
      .as('limited');
    const [c] = await q.select({ n: count() }).from(limited);
    return c?.n ?? 0;
  };
  if (!keyword) return run(db);
  // The planner prices the token test of a sequential scan far below its real cost and, under a LIMIT,
  // walks the table row by row; counted through the GIN index instead it is an order of magnitude faster.
  return underPlan(db, 'gathered', run);
}

/** One published item by id, or the standard not-found answer. */
export async function getPublished<T extends Catalog>(db: Db, table: T, id: number): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.status, ContentState.PUBLISHED)))
    .limit(1);
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

/** Adds one to a counter of an item (views, consultations); `key` is the column's field name. */
export async function bump<T extends Catalog, K extends keyof T & string>(db: Db, table: T, key: K, id: number): Promise<void> {
  const column = table[key] as PgColumn;
  await db
    .update(table as PgTable)
    .set({ [key]: sql`${column} + 1` } as never)
    .where(eq(table.id, id));
}

/** How many rows a table has and how often its commonest body tokens occur, from its statistics (ANALYZE). */
type BodyStats = { rows: number; freq: Map<string, number> };
const STATS_TTL_MS = 60_000;
const statsCache = new WeakMap<Db, Map<string, { at: number; stats: Promise<BodyStats | null> }>>();

function bodyStats(db: Db, table: TextCatalog): Promise<BodyStats | null> {
  const name = getTableName(table);
  const byTable = statsCache.get(db) ?? new Map();
  statsCache.set(db, byTable);
  const cached = byTable.get(name);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.stats;
  const stats = (async () => {
    const res = await db.execute(sql`
      select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs, c.reltuples as rows
      from pg_stats s join pg_class c on c.relname = s.tablename and c.relnamespace = current_schema()::regnamespace
      where s.schemaname = current_schema() and s.tablename = ${name} and s.attname = 'body_tokens'`);
    const row = (res as unknown as { rows: { elems: string[] | null; freqs: number[] | null; rows: number }[] }).rows[0];
    if (!row?.elems || !row.freqs) return null;
    return { rows: Number(row.rows), freq: new Map(row.elems.map((e, i) => [e, Number(row.freqs![i])])) };
  })();
  byTable.set(name, { at: Date.now(), stats });
  return stats;
}

/**
 * Whether a list's body part surely has `needed` matches, so its count can stop at the cap without reading them.
 * Only where it can be known: the whole published list (no filter) of a table with a tally (its published rows),
 * a keyword that is one body token, and a token the table's statistics list among its commonest. The rows carrying
 * the token, less every unpublished row and every match already counted before (`counted`, which includes the title
 * matches), must come to twice what is needed: the statistics are a sample of 30 000 rows, and this margin is many
 * times their error wherever the answer matters (at a million rows, a token in 3 % of them or more).
 */
async function bodySurelyHas(db: Db, table: TextCatalog, keyword: string, counted: number, opts: ListOptions): Promise<boolean> {
  const token = exactBodyToken(keyword);
  if (!token || !opts.tally || (opts.filters ?? []).some(Boolean)) return false;
  const stats = await bodyStats(db, table);
  const freq = stats?.freq.get(token);
  if (!stats || !freq) return false;
  return surelyEnough({ rows: stats.rows, freq, published: (await opts.tally([''])).get('') ?? 0, counted });
}

/** The arithmetic of bodySurelyHas: matches certain even if every unpublished row and every counted match carry the token. */
export function surelyEnough(s: { rows: number; freq: number; published: number; counted: number }): boolean {
  const needed = COUNT_CAP - s.counted;
  const unpublished = Math.max(0, s.rows - s.published);
  return needed > 0 && s.freq * s.rows - unpublished - s.counted >= 2 * needed;
}
