import { and, count, eq, getTableName, inArray, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { COUNT_CAP, SEARCH_LOOKAHEAD_PAGES } from '../../shared/constants';
import type { Page } from '../../shared/contracts/common';
import { ContentState } from '../../shared/contracts/content-admin';
import { plannedDb, READ_PLAN_SETTINGS, SHARED_CONNECTION_PLAN, type Db, type ReadPlan } from '../db/client';
import { keptByObjects, statementName } from '../db/kept-statement';
import { notFound } from './errors';
import { offsetOf } from './pagination';
import {
  BODY_GRAM,
  bodyMatch,
  exactBodyToken,
  exactToken,
  keywordMatch,
  keywordPattern,
  keywordText,
  keywordTokens,
  MAX_GRAM,
  textHolds,
  tokensMatch,
} from './search';

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
  /** Where the table keeps counts of its published rows by search token (policies): see Tally. */
  tally?: Tally;
  /** With a keyword, search the body (正文) too: title matches first, then body matches (keywordParts). */
  inBody?: boolean;
  /**
   * The table holds few rows (the park's own notices and news: hundreds, a few thousand in years): a keyword's matches
   * are counted with their page in one statement, as the planner likes, where a large table's are counted through
   * the GIN index in a statement of their own (cappedCount).
   */
  few?: boolean;
};

/**
 * A catalog's published rows, the state written into the statement rather than sent as a value. A kept statement's
 * generic plan (db/pg-prepared.ts; PostgreSQL's after five runs, when it costs no more) knows a value only by the
 * column's count of distinct ones, so `status = $1` read as half the table where nearly every row is published: on
 * the gathered plan the generic plan intersected a keyword's few thousand rows with a bitmap of the million published
 * ones, 70–90 ms a page instead of 2–12 (bench/RESULTS.md §5's tail, docs/PERFORMANCE.md "Keyword search").
 */
export function isPublished(table: Catalog): SQL {
  return sql`${table.status} = ${sql.raw(String(ContentState.PUBLISHED))}`;
}

/** A list call's answer of what a list found: its rows presented, the total and whether the total is a lower bound. */
export function listAnswer<R, D>(found: Found<R>, present: (row: R) => D): { data: D[]; count: number; countAtLeast?: boolean } {
  return { data: found.rows.map(present), count: found.total, ...(found.atLeast ? { countAtLeast: true } : {}) };
}

/** A table of published items whose body is searched too (server/db/schema/content.ts published()). */
export type TextCatalog = Catalog & { bodyTokens: PgColumn; bodyText: PgColumn; content: PgColumn };
/** A row found in its body only carries its body (the rich text as stored), for the words around the keyword (excerptOf). */
export type InBody = { body?: string };
/** A list's rows and total; `atLeast` when the total is a lower bound (the cap, or a body part's horizon). */
export type Found<R> = { rows: R[]; total: number; atLeast?: boolean };
/**
 * One part of a list laid end to end with others (concatParts): its rows for a range of its own, and its total;
 * `before` is the total of the parts before it.
 */
export type Part<R> = (range: Range, before: number) => Promise<Found<R>>;

/**
 * Published rows within the list's filters carrying each token ('' counts them all), read from a table of
 * counts kept by triggers (policy_token_counts): an exact count that reads no rows, however many match.
 */
export type Tally = ((tokens: string[]) => Promise<Map<string, number>>) & {
  /**
   * The same count of one token as SQL to embed in another statement (a page's, countedOrderedPage), where the
   * tally is of the whole list (no category or quarter of its own).
   */
  countOf?: (token: Placeholder) => SQL;
};

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
 * The body's part is read only for what a page still needs after the first (concatParts), and counted only as
 * far as the horizon: the end of the page and SEARCH_LOOKAHEAD_PAGES pages more (within COUNT_CAP). Counting
 * every match in the text fetches every matching body, thousands for a phrase of a common sentence; up to the
 * horizon it is a few dozen, and the pager still reaches past its jump. A total that reaches the
 * horizon is a lower bound (atLeast), and grows as the person pages on.
 */
export function keywordParts<T extends TextCatalog, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
  opts: ListOptions & { keyword: string },
): [Part<SelectResultFields<F> & InBody>, Part<SelectResultFields<F> & InBody>] {
  const { keyword } = opts;
  // Whether the keyword can be found in a body at all (its test, bodyMatch, is built only where a statement uses it).
  const inText = keywordTokens(keyword, BODY_GRAM).length > 0;
  const tally = opts.tally && remembered(opts.tally);
  const page = rangeOf(opts.page);
  const horizon = Math.min(COUNT_CAP, page.offset + page.limit * (1 + SEARCH_LOOKAHEAD_PAGES));
  // A table of few rows without filters of the list's own: each part's page and count from a statement kept for it.
  const keptFew = opts.few && !(opts.filters ?? []).some(Boolean);
  // A table of few rows on a list's first page: its title part's page and the first page of its body part in one
  // statement (fewKeptFirstPages), the body part's read from it when that is what it is asked.
  let firstPages: Promise<FirstPages<SelectResultFields<F> & InBody> | undefined> | undefined;
  return [
    async (range) => {
      if (keptFew && !tally && opts.count !== false && range.limit > 0) {
        if (range.offset === 0 && inText) {
          firstPages = fewKeptFirstPages(db, table, fields, opts.orderBy, keyword, range.limit);
          const first = await firstPages;
          if (first) return first.title;
        }
        const found = await fewKeptPage(db, table, fields, opts.orderBy, 'title', keyword, range);
        if (found) return found;
      }
      return listRows(db, table, fields, { ...opts, tally, page: range });
    },
    async (range, before) => {
      if (!inText) return { rows: [], total: 0 };
      // What the total still needs to reach the horizon: no more is counted, and nothing when the body surely has that many.
      const needed = horizon - before;
      const wanted = opts.count !== false;
      const counted = wanted && needed > 0 && !(await bodySurelyHas(db, table, keyword, before, needed, { ...opts, tally }));
      if (range.limit === 0 && !counted) {
        // Neither a row nor a count asked of the body (the titles filled the page and the horizon): nothing is read or built.
        const total = wanted ? Math.max(0, needed) : 0;
        return { rows: [], total, atLeast: wanted && total >= needed };
      }
      const match = bodyMatch(table.bodyTokens, table.bodyText, keyword);
      const filters = [...(opts.filters ?? []), not(textHolds(table.searchText, keyword))];
      const inBody = { ...opts, keyword: undefined, tally: undefined, match, filters, page: range };
      if (!opts.few && range.limit > 0) {
        // A keyword the table's statistics call common in the text: the page and its count along the list, in one
        // statement (walkedPage); what the walk did not find (a keyword rarer than its pairs) is read as below.
        const end = range.offset + range.limit;
        const reach = counted ? needed : end;
        const walk = await walkFor(db, table, keyword, reach);
        if (walk) {
          const cond = and(isPublished(table), ...filters);
          const walked = await walkedPage(db, table, fields, { filters: opts.filters, orderBy: opts.orderBy, keyword, walk, reach, range });
          const [rows, count] = await Promise.all([
            walked.found >= end
              ? walked.rows
              : listRows(db, table, { ...fields, body: table.content }, { ...inBody, count: false }).then((f) => f.rows),
            counted && walked.found < needed ? cappedCount(db, table, and(cond, match), true, needed) : undefined,
          ]);
          const total = count ?? (wanted ? Math.max(0, needed) : rows.length);
          return { rows, total, atLeast: wanted && total >= needed } as unknown as Found<SelectResultFields<F> & InBody>;
        }
      }
      // Read with the title part's page (a table of few rows, the first page): the body's page from its start, or
      // none when the titles filled it, and its count, held to the horizon as below.
      const first = range.offset === 0 ? await firstPages : undefined;
      if (first && range.limit <= first.limit) {
        const rows = first.body.rows.slice(0, range.limit);
        const total = counted ? Math.min(first.body.total, needed) : wanted ? Math.max(0, needed) : rows.length;
        return { rows, total, atLeast: wanted && total >= needed };
      }
      if (opts.few && counted && range.limit > 0) {
        // A table of few rows: the page and every match counted in one statement, then held to the horizon as below.
        const found =
          (keptFew && (await fewKeptPage(db, table, fields, opts.orderBy, 'body', keyword, range))) ||
          (await listRows(db, table, { ...fields, body: table.content }, inBody));
        const total = Math.min(found.total, needed);
        return { rows: found.rows, total, atLeast: total >= needed } as unknown as Found<SelectResultFields<F> & InBody>;
      }
      const [found, count] = await Promise.all([
        listRows(db, table, { ...fields, body: table.content }, { ...inBody, count: false }),
        counted ? countBody(db, table, keyword, and(isPublished(table), ...filters), opts.orderBy, needed) : undefined,
      ]);
      const total = count ?? (wanted ? Math.max(0, needed) : found.total);
      // Past the horizon (or not counted as the total had reached it already) there may be more.
      const atLeast = wanted && total >= needed;
      return { rows: found.rows, total, atLeast } as unknown as Found<SelectResultFields<F> & InBody>;
    },
  ];
}

/** A part's page of a table of few rows: the title-level matches, or the matches in the body whose title-level text lacks the keyword. */
type FewPart = 'title' | 'body';
/**
 * The most tokens a keyword's kept statement is kept for (a word of eleven characters in the titles): a few rows'
 * keyword page and a planned page of the policies alike; a longer keyword's statement is built as any other.
 */
const KEPT_KEYWORD_TOKENS = 8;
const keptFewPages = keptByObjects<ReturnType<ReturnType<typeof fewPageStatement>['prepare']>>();

/**
 * A page of a table of few rows' keyword matches with their count, as listRows reads it (one statement), where the list
 * has no filters of its own: built once per fields, order, part and number of tokens and kept (db/kept-statement.ts
 * keptByObjects), the keyword's tokens, pattern and text its values. Undefined where not kept (built as any other) and
 * where the range is past the matches (listRows asks their count for itself).
 */
async function fewKeptPage<F extends SelectedFields>(
  db: Db,
  table: TextCatalog,
  fields: F,
  orderBy: ListOptions['orderBy'],
  part: FewPart,
  keyword: string,
  range: Range,
): Promise<Found<SelectResultFields<F> & InBody> | undefined> {
  const tokens = keywordTokens(keyword, part === 'title' ? MAX_GRAM : BODY_GRAM);
  if (tokens.length === 0 || tokens.length > KEPT_KEYWORD_TOKENS) return undefined;
  const kept = keptFewPages(db, [fields, orderBy], `${getTableName(table)} ${part} ${tokens.length}`, () => {
    const statement = fewPageStatement(db, table, fields, orderBy, part, tokens.length);
    return statement.prepare(statementName('few', statement.toSQL().sql));
  });
  if (!kept) return undefined;
  const values = { ...keywordValues(keyword, part === 'title' ? MAX_GRAM : BODY_GRAM), limit: range.limit, offset: range.offset };
  const rows = (await kept.execute({ ...values, text: keywordText(keyword) })) as Record<string, unknown>[];
  const total = rows[0]?.[TOTAL];
  if (typeof total !== 'number') return range.offset > 0 ? undefined : { rows: [], total: 0 };
  for (const r of rows) delete r[TOTAL];
  return { rows: rows as SelectResultFields<F>[], total, atLeast: total >= COUNT_CAP };
}

/** fewKeptPage's statement, its values placeholders: listRows' page with its count, the part's test as keywordParts writes it. */
function fewPageStatement(
  db: Db,
  table: TextCatalog,
  fields: SelectedFields,
  orderBy: ListOptions['orderBy'],
  part: FewPart,
  tokens: number,
  /** Before each placeholder's name: the body's page beside the title's in one statement (fewKeptFirstPages). */
  prefix = '',
  /** Each row says its part and carries a body (none for a title match), as fewKeptFirstPages reads them. */
  marked = false,
) {
  const value = (name: string) => sql.placeholder(`${prefix}${name}`);
  const names = Array.from({ length: tokens }, (_, i) => value(`t${i}`));
  const cond =
    part === 'title'
      ? and(isPublished(table), tokensMatch(table.searchTokens, table.searchText, names, value('pattern')))
      : and(
          isPublished(table),
          not(textHolds(table.searchText, value('text'))),
          tokensMatch(table.bodyTokens, table.bodyText, names, value('pattern')),
        );
  return db
    .select({
      ...(fields as Record<string, PgColumn>),
      ...(part === 'body' ? { body: table.content } : marked ? { body: sql<string | null>`null` } : {}),
      ...(marked ? { [PART]: sql<number>`${sql.raw(part === 'title' ? '0' : '1')}`.mapWith(Number) } : {}),
      [TOTAL]: sql<number>`(${cappedCountOf(table, cond, COUNT_CAP)})`.mapWith(Number),
    })
    .from(table as PgTable)
    .where(cond)
    .orderBy(...orderBy)
    .limit(value('limit'))
    .offset(value('offset'));
}

/** The part a row of fewKeptFirstPages belongs to (0 the title's, 1 the body's), taken off before they are returned. */
const PART = '__listPart';
/** A table of few rows' first page of title matches and first page of body matches, each with its count. */
type FirstPages<R> = { title: Found<R>; body: Found<R>; limit: number };
const keptFirstPages = keptByObjects<ReturnType<ReturnType<typeof firstPagesStatement>['prepare']>>();

/**
 * A table of few rows' first page of title-level matches and first page of matches in the body only, each with its
 * count, in one statement (the two fewKeptPage statements laid end to end): a search's first page asks both, the
 * body's when the titles leave room and its count for the total, and each statement a search saves is a round trip to
 * the database and Node's part of it (docs/PERFORMANCE.md, "The notices' two parts in one statement"). Read only
 * for the first page: a later page's body part starts where the title matches of every table end. Undefined where
 * not kept, as fewKeptPage.
 */
async function fewKeptFirstPages<F extends SelectedFields>(
  db: Db,
  table: TextCatalog,
  fields: F,
  orderBy: ListOptions['orderBy'],
  keyword: string,
  limit: number,
): Promise<FirstPages<SelectResultFields<F> & InBody> | undefined> {
  const titleTokens = keywordTokens(keyword, MAX_GRAM).length;
  const bodyTokens = keywordTokens(keyword, BODY_GRAM).length;
  if (!titleTokens || !bodyTokens || Math.max(titleTokens, bodyTokens) > KEPT_KEYWORD_TOKENS) return undefined;
  const kept = keptFirstPages(db, [fields, orderBy], `${getTableName(table)} ${titleTokens} ${bodyTokens}`, () => {
    const statement = firstPagesStatement(db, table, fields, orderBy, titleTokens, bodyTokens);
    return statement.prepare(statementName('first', statement.toSQL().sql));
  });
  if (!kept) return undefined;
  const rows = (await kept.execute({
    ...keywordValues(keyword, MAX_GRAM),
    ...Object.fromEntries(Object.entries(keywordValues(keyword, BODY_GRAM)).map(([k, v]) => [`b${k}`, v])),
    btext: keywordText(keyword),
    limit,
    offset: 0,
    blimit: limit,
    boffset: 0,
  })) as Record<string, unknown>[];
  const parts = [0, 1].map((part) => {
    const mine = rows.filter((r) => r[PART] === part);
    const total = Number(mine[0]?.[TOTAL] ?? 0);
    for (const r of mine) {
      delete r[PART];
      delete r[TOTAL];
      if (part === 0) delete r.body;
    }
    return { rows: mine as (SelectResultFields<F> & InBody)[], total, atLeast: total >= COUNT_CAP };
  });
  return { title: parts[0]!, body: parts[1]!, limit };
}

/** fewKeptFirstPages' statement: fewKeptPage's title statement and its body statement, the body's values prefixed `b`. */
function firstPagesStatement(
  db: Db,
  table: TextCatalog,
  fields: SelectedFields,
  orderBy: ListOptions['orderBy'],
  titleTokens: number,
  bodyTokens: number,
) {
  const title = fewPageStatement(db, table, fields, orderBy, 'title', titleTokens, '', true);
  const body = fewPageStatement(db, table, fields, orderBy, 'body', bodyTokens, 'b', true);
  return title.unionAll(body as unknown as typeof title);
}

/** A tally asked once per token within one list (the title part's count and the body part's shortcut share it). */
function remembered(tally: Tally): Tally {
  const known = new Map<string, number>();
  const asked: Tally = async (tokens) => {
    const missing = tokens.filter((t) => !known.has(t));
    if (missing.length) {
      const got = await tally(missing);
      for (const t of missing) known.set(t, got.get(t) ?? 0);
    }
    return new Map(tokens.map((t) => [t, known.get(t) ?? 0]));
  };
  asked.countOf = tally.countOf;
  return asked;
}

/** The rows of a range across parts laid end to end, and their total (at most COUNT_CAP, as every list's). */
export async function concatParts<R>(parts: Part<R>[], range: Range): Promise<Found<R>> {
  const rows: R[] = [];
  let total = 0;
  let atLeast = false;
  let skip = range.offset;
  for (const part of parts) {
    const want = range.limit - rows.length;
    // A page already full needs the parts after it only for the total, and none once the total is capped.
    if (want === 0 && total >= COUNT_CAP) break;
    const found = await part({ offset: skip, limit: want }, total);
    rows.push(...found.rows);
    total += found.total;
    atLeast ||= !!found.atLeast;
    skip = Math.max(0, skip - found.total);
  }
  return { rows, total: Math.min(total, COUNT_CAP), atLeast: atLeast || total >= COUNT_CAP };
}

async function listRows<T extends Catalog, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
  opts: ListOptions,
): Promise<Found<SelectResultFields<F>>> {
  // Built where a statement is built with it: a kept statement's page (countedOrderedPage, keptPlannedPage) needs none.
  let built: SQL | undefined | null = null;
  const condition = () =>
    built !== null
      ? built
      : (built = and(
          isPublished(table),
          ...(opts.filters ?? []),
          opts.keyword ? keywordMatch(table.searchTokens, table.searchText, opts.keyword) : undefined,
          opts.match,
        ));
  const range = rangeOf(opts.page);
  const page = (q: Db, extra: Record<string, SQL> = {}) =>
    q
      .select({ ...(fields as Record<string, PgColumn>), ...extra })
      .from(table as PgTable)
      .where(condition())
      .orderBy(...opts.orderBy)
      .limit(range.limit)
      .offset(range.offset);
  // A keyword of one token (or none) is counted from the tally, and the count picks the page's plan.
  const token = opts.keyword && keywordTokens(opts.keyword).length ? exactToken(opts.keyword) : '';
  if (opts.tally && opts.count !== false && token !== undefined) {
    const counted = token ? await countedOrderedPage(db, table, fields, opts, token, range) : undefined;
    if (counted) return counted as Found<SelectResultFields<F>>;
    const counts = await opts.tally(token ? [token, ''] : ['']);
    const matches = counts.get(token) ?? 0;
    const total = Math.min(matches, COUNT_CAP);
    const atLeast = matches >= COUNT_CAP;
    if (range.offset >= matches || range.limit === 0) return { rows: [], total, atLeast };
    const plan = token ? planFor(matches, counts.get('') ?? 0, range) : undefined;
    const asked = opts.keyword ?? '';
    const kept = plan && !(opts.filters ?? []).some(Boolean) ? keptPlannedPage(db, table, fields, opts.orderBy, plan, asked) : undefined;
    const rows = kept
      ? await kept.execute({ ...keywordValues(asked, MAX_GRAM), limit: range.limit, offset: range.offset })
      : plan
        ? await underPlan(db, plan, page)
        : await page(db);
    return { rows: rows as SelectResultFields<F>[], total, atLeast };
  }
  const keyword = !!opts.keyword || !!opts.match;
  // A page with its count in one statement where the count needs no plan of its own (below), as two where it does.
  if (range.limit > 0 && opts.count !== false && (!keyword || opts.few)) {
    const rows = (await page(db, {
      [TOTAL]: sql<number>`(${cappedCountOf(table, condition(), COUNT_CAP)})`.mapWith(Number),
    })) as (SelectResultFields<F> & {
      [TOTAL]?: number;
    })[];
    // No row past the first page: the count did not come back with one, so it is asked for itself.
    const total = rows[0]?.[TOTAL] ?? (range.offset > 0 ? await cappedCount(db, table, condition(), keyword) : 0);
    for (const r of rows) delete r[TOTAL];
    return { rows, total, atLeast: total >= COUNT_CAP };
  }
  const [rows, total] = await Promise.all([
    range.limit === 0 ? Promise.resolve([]) : page(db),
    opts.count === false ? Promise.resolve(-1) : cappedCount(db, table, condition(), keyword),
  ]);
  return { rows: rows as SelectResultFields<F>[], total: total < 0 ? rows.length : total, atLeast: total >= COUNT_CAP };
}

/**
 * The field a page's rows carry their list's count in (listRows), taken off before they are returned. Each statement a
 * list saves is a round trip to the database and its wake-up, and Node's building and reading of it (0.1–0.2 ms of its
 * CPU: docs/PERFORMANCE.md, "Statements built once").
 */
const TOTAL = '__listTotal';

/**
 * Reading a page in date order costs about the rows passed over until the page is filled, (offset + size) ×
 * rows ÷ matches, each fetched at random; reading every match through the GIN index and sorting costs the
 * matches, fetched in table order (about this many times cheaper a row).
 */
const ORDERED_READ_COST = 3;

/**
 * One statement under a read plan's settings (db/client.ts READ_PLAN_SETTINGS): on the plan's own pool where there
 * is one (PostgreSQL), else in a transaction that sets them first (set_config(…, true) lasts until it ends), planned
 * for its own values there (SHARED_CONNECTION_PLAN).
 */
async function underPlan<T>(db: Db, plan: ReadPlan, run: (q: Db) => Promise<T>): Promise<T> {
  const pool = plannedDb(db, plan);
  if (pool) return run(pool);
  const settings = sql.join(
    Object.entries({ ...READ_PLAN_SETTINGS[plan], ...SHARED_CONNECTION_PLAN }).map(
      ([name, value]) => sql`set_config(${name}, ${value}, true)`,
    ),
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
 * the plan first). The choice is made here and given to it for this statement (underPlan, or a kept statement on the plan's pool).
 */
function planFor(matches: number, rows: number, r: Range): ReadPlan {
  const passed = ((r.offset + r.limit) * rows) / Math.max(1, matches);
  return ORDERED_READ_COST * passed < matches ? 'ordered' : 'gathered';
}

/**
 * A keyword's page under its plan (planFor) on the plan's pool (PostgreSQL), for a list without filters of its own
 * (server_list's keyword, the navigation search's policies): built once per fields, order, plan and number of tokens
 * and kept (db/kept-statement.ts keptByObjects), the keyword's tokens and pattern its values (keywordValues).
 */
type KeptPage = ReturnType<ReturnType<typeof plannedPageStatement>['prepare']>;
const keptPlannedPages = keptByObjects<KeptPage>();
function keptPlannedPage(
  db: Db,
  table: Catalog,
  fields: SelectedFields,
  orderBy: ListOptions['orderBy'],
  plan: ReadPlan,
  keyword: string,
): KeptPage | undefined {
  const pool = plannedDb(db, plan);
  const tokens = keywordTokens(keyword).length;
  if (!pool || tokens === 0 || tokens > KEPT_KEYWORD_TOKENS) return undefined;
  return keptPlannedPages(pool, [fields, orderBy], `${getTableName(table)} ${plan} ${tokens}`, () => {
    const statement = plannedPageStatement(pool, table, fields, orderBy, tokens);
    return statement.prepare(statementName('page', statement.toSQL().sql));
  });
}

/**
 * keptPlannedPage's statement, its values placeholders: listRows' page of a keyword's matches; with `total`, each row
 * carries that count too (countedOrderedPage).
 */
function plannedPageStatement(q: Db, table: Catalog, fields: SelectedFields, orderBy: ListOptions['orderBy'], tokens: number, total?: SQL) {
  const names = Array.from({ length: tokens }, (_, i) => sql.placeholder(`t${i}`));
  return q
    .select({ ...(fields as Record<string, PgColumn>), ...(total ? { [TOTAL]: sql<number>`${total}`.mapWith(Number) } : {}) })
    .from(table as PgTable)
    .where(and(isPublished(table), tokensMatch(table.searchTokens, table.searchText, names, sql.placeholder('pattern'))))
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The statistics' estimate of a keyword's matches must still choose the ordered read were it this many times too high
 * (countedOrderedPage): they are a sample of 30 000 rows (a token in 1 % of them is known within about 6 %) taken at
 * the last ANALYZE, which autovacuum repeats once a tenth of the table has changed.
 */
const STATS_MARGIN = 2;

/** Whether a token the statistics list at `freq` of `rows` surely has its page of `range` read in date order (planFor). */
export function surelyOrdered(s: { rows: number; freq: number; range: Range }): boolean {
  return s.rows > 0 && planFor((s.freq * s.rows) / STATS_MARGIN, s.rows, s.range) === 'ordered';
}

/**
 * A common keyword's page with its exact count in one statement (issues 29 and 34): where the table's statistics
 * settle the plan (surelyOrdered) the tally is not asked first; its count of the token is read inside the page's
 * statement instead (Tally.countOf), on the ordered plan's pool. A keyword's page is one round trip instead of two,
 * and each round trip is a write to the database's socket that wakes its process (about 0.1 ms of Node's CPU on the
 * bench's machine, bench/RESULTS.md "Search at a million rows"). Undefined where this does not apply: the embedded
 * database (no plan pools), a list with filters of its own (the tally is the whole list's), a token the statistics
 * do not list as that common, and a page past the end (no row to carry the count: asked the usual way).
 */
async function countedOrderedPage(
  db: Db,
  table: Catalog,
  fields: SelectedFields,
  opts: ListOptions,
  token: string,
  range: Range,
): Promise<Found<Record<string, unknown>> | undefined> {
  const countOf = opts.tally?.countOf;
  const pool = plannedDb(db, 'ordered');
  const tokens = keywordTokens(opts.keyword ?? '').length;
  if (!countOf || !pool || range.limit === 0 || (opts.filters ?? []).some(Boolean) || tokens === 0 || tokens > KEPT_KEYWORD_TOKENS)
    return undefined;
  const stats = await tokenStats(db, table, table.searchTokens);
  const freq = stats?.freq.get(token);
  if (!stats || !freq || !surelyOrdered({ rows: stats.rows, freq, range })) return undefined;
  const build = () => {
    const statement = plannedPageStatement(pool, table, fields, opts.orderBy, tokens, countOf(sql.placeholder('tally')));
    return statement.prepare(statementName('counted', statement.toSQL().sql));
  };
  // Kept from the fields' and order's second use (keptByObjects), built for this list before.
  const kept = keptCountedPages(pool, [fields, opts.orderBy], `${getTableName(table)} ${tokens}`, build) ?? build();
  const asked = opts.keyword ?? '';
  const rows = (await kept.execute({
    ...keywordValues(asked, MAX_GRAM),
    tally: token,
    limit: range.limit,
    offset: range.offset,
  })) as Record<string, unknown>[];
  const matches = rows[0]?.[TOTAL];
  if (typeof matches !== 'number') return undefined;
  for (const r of rows) delete r[TOTAL];
  return { rows, total: Math.min(matches, COUNT_CAP), atLeast: matches >= COUNT_CAP };
}
const keptCountedPages = keptByObjects<KeptPage>();

/** A kept keyword statement's values: its tokens (t0, t1, …) and its LIKE pattern, as keywordMatch would send them. */
function keywordValues(keyword: string, longest: number): Record<string, string> {
  return { pattern: keywordPattern(keyword), ...Object.fromEntries(keywordTokens(keyword, longest).map((t, i) => [`t${i}`, t])) };
}

/**
 * How many of a list's rows (`cond`: published, within its filters, the title-level text without the keyword) hold
 * the keyword in their body, counted no further than `needed` (keywordParts' horizon). Where the table's statistics
 * say the keyword is common, the rows are first walked in the list's order (a few hundred, along the list index, each
 * read row's text tested for the keyword: the token test is there only to narrow through the index, and reading a
 * row's long token array costs twice its text's test): `needed` matches among them settle it. Otherwise, or when the walk found fewer, they are counted
 * through the GIN index, whose posting lists of common pairs alone take longer than such a walk (172 500 rows each at
 * a million policies: 80–130 ms against 23–45 ms, bench/RESULTS.md).
 */
async function countBody(
  db: Db,
  table: TextCatalog,
  keyword: string,
  cond: SQL | undefined,
  orderBy: ListOptions['orderBy'],
  needed: number,
) {
  const walk = await walkFor(db, table, keyword, needed);
  if (walk) {
    const found = await underPlan(db, 'ordered', async (q) => {
      const walked = q
        .select({ bodyText: table.bodyText })
        .from(table as PgTable)
        .where(cond)
        .orderBy(...orderBy)
        .limit(walk)
        .as('walked');
      const hits = q
        .select({ one: sql`1` })
        .from(walked)
        .where(textHolds(walked.bodyText, keyword))
        .limit(needed)
        .as('hits');
      const [c] = await q.select({ n: count() }).from(hits);
      return c?.n ?? 0;
    });
    if (found >= needed) return needed;
  }
  return cappedCount(db, table, and(cond, bodyMatch(table.bodyTokens, table.bodyText, keyword)), true, needed);
}

/** How many rows of the list to walk for `needed` matches of the keyword in the text, from the table's statistics (walkLength). */
async function walkFor(db: Db, table: TextCatalog, keyword: string, needed: number): Promise<number | undefined> {
  const stats = await bodyStats(db, table);
  return stats
    ? walkLength({ rows: stats.rows, freq: keywordTokens(keyword, BODY_GRAM).map((t) => stats.freq.get(t)), needed })
    : undefined;
}

/**
 * A page of the keyword's matches in the text and how many the walk found, in one statement under the ordered plan:
 * the list's first `walk` rows (published, within its filters, the title-level text without the keyword; in its
 * order) are read along its index, each read row's text tested for the keyword (as countBody's walk), the first
 * `reach` matches kept (a few hundred ids at most), and the page's rows are those of the range among them, read with
 * their bodies. `found` (at most `reach`) is what the walk found: when it is short of the range's end the page is not
 * all there, and when it is short of `reach` the count is not settled. The page and the count had been two statements,
 * each walking the list (bench/RESULTS.md, "Keyword search").
 *
 * A list without filters of its own (the navigation search, a list's first look) runs it as a statement built once
 * for its fields and order (keptWalk): the keyword and the numbers are its values.
 */
async function walkedPage<F extends SelectedFields>(
  db: Db,
  table: TextCatalog,
  fields: F,
  w: { filters?: (SQL | undefined)[]; orderBy: ListOptions['orderBy']; keyword: string; walk: number; reach: number; range: Range },
): Promise<{ rows: (SelectResultFields<F> & InBody)[]; found: number }> {
  const values = { keyword: keywordText(w.keyword), walk: w.walk, reach: w.reach, limit: w.range.limit, offset: w.range.offset };
  const pool = plannedDb(db, 'ordered');
  const kept = pool && !(w.filters ?? []).some(Boolean) ? keptWalk(pool, table, fields, w.orderBy) : undefined;
  const rows = await (kept
    ? kept.execute(values)
    : underPlan(db, 'ordered', (q) => walkStatement(q, table, fields, w.orderBy, w.filters, (name) => values[name]).execute()));
  const found = (rows[0] as Record<string, unknown> | undefined)?.[FOUND];
  for (const r of rows as Record<string, unknown>[]) delete r[FOUND];
  // No row on the page: the walk found no more than the range's start, short of both; 0 says as much to the caller.
  return { rows: rows as unknown as (SelectResultFields<F> & InBody)[], found: typeof found === 'number' ? found : 0 };
}

type WalkValues = 'keyword' | 'walk' | 'reach' | 'limit' | 'offset';

/** walkedPage's statement, its values given by `value` (placeholders where it is kept, keptWalk). */
function walkStatement(
  q: Db,
  table: TextCatalog,
  fields: SelectedFields,
  orderBy: ListOptions['orderBy'],
  filters: (SQL | undefined)[] | undefined,
  value: (name: WalkValues) => unknown,
) {
  const keyword = value('keyword') as string;
  const walked = q
    .select({
      id: table.id,
      hit: sql<boolean>`${textHolds(table.bodyText, keyword)}`.as('hit'),
      at: sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as('at'),
    })
    .from(table as PgTable)
    .where(and(isPublished(table), ...(filters ?? []), not(textHolds(table.searchText, keyword))))
    .orderBy(...orderBy)
    .limit(value('walk') as number)
    .as('walked');
  const hits = q.$with('hits').as(
    q
      .select({ id: walked.id, at: walked.at })
      .from(walked)
      .where(sql`${walked.hit}`)
      .limit(value('reach') as number),
  );
  return q
    .with(hits)
    .select({
      ...(fields as Record<string, PgColumn>),
      body: table.content,
      [FOUND]: sql<number>`(select count(*)::int from ${hits})`.mapWith(Number),
    })
    .from(table as PgTable)
    .where(
      inArray(
        table.id,
        q
          .select({ id: hits.id })
          .from(hits)
          .orderBy(hits.at)
          .limit(value('limit') as number)
          .offset(value('offset') as number),
      ),
    )
    .orderBy(...orderBy);
}

/**
 * walkedPage's statement for a list without filters of its own on the ordered plan's pool (PostgreSQL), built once per
 * fields and order and kept (db/kept-statement.ts keptByObjects), the keyword and the numbers its values.
 */
type KeptWalk = ReturnType<ReturnType<typeof walkStatement>['prepare']>;
const keptWalks = keptByObjects<KeptWalk>();
function keptWalk(pool: Db, table: TextCatalog, fields: SelectedFields, orderBy: ListOptions['orderBy']): KeptWalk | undefined {
  return keptWalks(pool, [fields, orderBy], getTableName(table), () => {
    const statement = walkStatement(pool, table, fields, orderBy, undefined, (name) => sql.placeholder(name));
    return statement.prepare(statementName('walk', statement.toSQL().sql));
  });
}

/** The field walkedPage's rows carry what the walk found in, taken off before they are returned. */
const FOUND = '__walkFound';

/**
 * A keyword is rarer than its rarest token: the walk may read this many times the rows that token's share needs. It
 * stops at the `needed`-th match, so the margin costs rows only for a keyword rarer than its pairs, and a walk that
 * falls short is counted again through the GIN index (150–280 ms at a million policies against about a millisecond
 * for the walk): at 2 the bench's keywords found only in the text fell short a few times a thousand searches
 * (docs/PERFORMANCE.md, "Keyword search").
 */
const WALK_MARGIN = 4;

/**
 * How many rows of the list to walk for `needed` body matches, or none (count through the GIN index): every token of
 * the keyword listed among the table's commonest (`freq`, a share of its rows; the keyword is in at most the rarest's
 * share), walked WALK_MARGIN times the rows that share needs, and only while that costs less than gathering the rarest
 * token's rows (ORDERED_READ_COST a row walked, as planFor weighs it).
 */
export function walkLength(s: { rows: number; freq: (number | undefined)[]; needed: number }): number | undefined {
  if (s.freq.length === 0 || s.freq.some((f) => !f)) return undefined;
  const share = Math.min(...(s.freq as number[]));
  const walk = Math.ceil((WALK_MARGIN * s.needed) / share);
  return ORDERED_READ_COST * walk < share * s.rows ? walk : undefined;
}

/** The statement counting at most `cap` (and never past COUNT_CAP) of the rows matching `cond`, as SQL to run or embed. */
function cappedCountOf(table: PgTable, cond: SQL | undefined, cap: number): SQL {
  return sql`select count(*)::int from (select 1 from ${table} where ${cond ?? sql`true`} limit ${Math.min(cap, COUNT_CAP)}) limited`;
}

/** Counts at most `cap` (and never past COUNT_CAP) of the rows matching `cond`. */
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
    .where(and(eq(table.id, id), isPublished(table)))
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

/** How many rows a table has and how often the commonest tokens of one of its token columns occur, from its statistics (ANALYZE). */
type TokenStats = { rows: number; freq: Map<string, number> };
const STATS_TTL_MS = 60_000;
const statsCache = new WeakMap<Db, Map<string, { at: number; stats: Promise<TokenStats | null> }>>();

/** The body's token statistics (body_tokens). */
const bodyStats = (db: Db, table: TextCatalog) => tokenStats(db, table, table.bodyTokens);

function tokenStats(db: Db, table: Catalog, column: PgColumn): Promise<TokenStats | null> {
  const name = getTableName(table);
  const key = `${name}.${column.name}`;
  const byTable = statsCache.get(db) ?? new Map();
  statsCache.set(db, byTable);
  const cached = byTable.get(key);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.stats;
  const stats = (async () => {
    const res = await db.execute(sql`
      select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs, c.reltuples as rows
      from pg_stats s join pg_class c on c.relname = s.tablename and c.relnamespace = current_schema()::regnamespace
      where s.schemaname = current_schema() and s.tablename = ${name} and s.attname = ${column.name}`);
    const row = (res as unknown as { rows: { elems: string[] | null; freqs: number[] | null; rows: number }[] }).rows[0];
    if (!row?.elems || !row.freqs) return null;
    return { rows: Number(row.rows), freq: new Map(row.elems.map((e, i) => [e, Number(row.freqs![i])])) };
  })();
  byTable.set(key, { at: Date.now(), stats });
  return stats;
}

/**
 * Whether a list's body part surely has `needed` matches, so its count can stop at its horizon without reading them.
 * Only where it can be known: the whole published list (no filter) of a table with a tally (its published rows),
 * a keyword that is one body token, and a token the table's statistics list among its commonest. The rows carrying
 * the token, less every unpublished row and every match already counted before (`counted`, which includes the title
 * matches), must come to twice what is needed: the statistics are a sample of 30 000 rows, and this margin is many
 * times their error wherever the answer matters (at a million rows, a token in 3 % of them or more).
 */
async function bodySurelyHas(
  db: Db,
  table: TextCatalog,
  keyword: string,
  counted: number,
  needed: number,
  opts: ListOptions,
): Promise<boolean> {
  const token = exactBodyToken(keyword);
  if (!token || !opts.tally || (opts.filters ?? []).some(Boolean)) return false;
  const stats = await bodyStats(db, table);
  const freq = stats?.freq.get(token);
  if (!stats || !freq) return false;
  return surelyEnough({ rows: stats.rows, freq, published: (await opts.tally([''])).get('') ?? 0, counted, needed });
}

/** The arithmetic of bodySurelyHas: matches certain even if every unpublished row and every counted match carry the token. */
export function surelyEnough(s: { rows: number; freq: number; published: number; counted: number; needed: number }): boolean {
  const unpublished = Math.max(0, s.rows - s.published);
  return s.needed > 0 && s.freq * s.rows - unpublished - s.counted >= 2 * s.needed;
}
