import { and, desc, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_LOOKAHEAD_PAGES } from '../../shared/constants';
import { serverListBody } from '../../shared/contracts/articles';
import { policies } from '../db/schema/index';
import { listPolicies } from '../modules/articles/articles.service';
import { search } from '../modules/search/search.service';
import { createTestApp, type TestApp } from '../test/harness';
import { watchSent } from '../test/statements';
import { walkLength } from './catalog';
import { quarterOf } from './dates';
import { bodySearch, searchText, searchTokens } from './search';

/**
 * Issue 29: a keyword found in the text is counted as far as its horizon, along the list where the table's statistics
 * say it is common (walkLength), else through the GIN index; either way the count is the one reading the table gives.
 */
let t: TestApp;
const db = () => t.database.db;
const ROWS = 900;
/**
 * Every second body has the phrase, the others its words the other way round; nine of those have 瓷釉色青, whose
 * pairs are in every second body or more, and which is itself in nine.
 */
const PHRASE = '青瓷釉色';
const RARE = '瓷釉色青';
const bodyOf = (i: number) =>
  i % 2 === 0 ? `<p>馆藏${PHRASE}图录第${i}册。</p>` : i % 100 === 1 ? `<p>${RARE}瓷目录第${i}册。</p>` : `<p>釉色青瓷目录第${i}册。</p>`;
/** Pages of 2: page 1's horizon is 12 matches, few enough to walk 900 rows for; page 10's (30) is not. */
const PAGE = 2;
/** The matches a page's count reaches: the page and SEARCH_LOOKAHEAD_PAGES more. */
const horizonOf = (start: number) => (start + SEARCH_LOOKAHEAD_PAGES) * PAGE;

beforeAll(async () => {
  t = await createTestApp();
  const values = Array.from({ length: ROWS }, (_, i) => {
    const releaseTime = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000);
    const title = `档案第${i}号`;
    const text = searchText(title);
    const content = bodyOf(i);
    return {
      category: 1 + (i % 3),
      title,
      summary: '',
      smallTitle: '',
      smallTitle1: '',
      source: '',
      content,
      files: [],
      releaseTime,
      quarter: quarterOf(releaseTime),
      status: i % 17 === 4 ? 0 : 1,
      searchText: text,
      searchTokens: searchTokens(text),
      ...bodySearch(content),
    };
  });
  for (let i = 0; i < ROWS; i += 300)
    await db()
      .insert(policies)
      .values(values.slice(i, i + 300));
  await db().execute(sql`analyze policies`);
});
afterAll(() => t.close());

/** The list's body matches read the slow way: the substring on every published body, in the list's order. */
async function bodyMatches(category?: number, keyword = PHRASE) {
  const rows = await db()
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        eq(policies.status, 1),
        category ? eq(policies.category, category) : undefined,
        sql`strpos(${policies.bodyText}, ${keyword}) > 0`,
      ),
    )
    .orderBy(desc(policies.releaseTime), desc(policies.id));
  return rows.map((r) => r.id);
}

describe('the count of a keyword found in the text (issue 29)', () => {
  it('walks the list only for a keyword whose every token is common, and only while that costs less than the index', () => {
    // A million rows, the rarest pair in 17 % of them, 60 needed (page 1 and five more): walk four times the 353 rows
    // that share needs, 1 412 (the walk stops at the 60th match; the margin is for a keyword rarer than its pairs).
    expect(walkLength({ rows: 1_000_000, freq: [0.4, 0.17, 0.3], needed: 60 })).toBe(1412);
    // A pair the statistics do not list is rare: its posting list is short, gather it.
    expect(walkLength({ rows: 1_000_000, freq: [0.4, undefined], needed: 60 })).toBeUndefined();
    expect(walkLength({ rows: 1_000_000, freq: [], needed: 60 })).toBeUndefined();
    // Deep pages need more than walking is worth (3 × 235 295 rows walked against 170 000 gathered).
    expect(walkLength({ rows: 1_000_000, freq: [0.17], needed: 10_000 })).toBeUndefined();
    // A small table: gathering is cheap.
    expect(walkLength({ rows: 500, freq: [0.5], needed: 60 })).toBeUndefined();
  });

  it('is what reading the table gives, to the horizon, on every page (walked or gathered) and in a category', async () => {
    // The table's statistics list the phrase's pairs, so page 1 is walked and page 10 gathered.
    const stats = await db().execute(sql`
      select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs from pg_stats s
      where s.tablename = 'policies' and s.attname = 'body_tokens' and s.schemaname = current_schema()`);
    const row = (stats as unknown as { rows: { elems: string[]; freqs: number[] }[] }).rows[0]!;
    const freq = ['青瓷', '瓷釉', '釉色'].map((tk) => row.freqs[row.elems.indexOf(tk)]);
    expect(walkLength({ rows: ROWS, freq, needed: horizonOf(1) })).toBeGreaterThan(0);
    expect(walkLength({ rows: ROWS, freq, needed: horizonOf(10) })).toBeUndefined();

    const all = await bodyMatches();
    expect(all.length).toBeGreaterThan(400);
    for (const start of [1, 2, 10, 150, Math.ceil(all.length / PAGE)]) {
      const got = await listPolicies(db(), serverListBody.parse({ keyword: PHRASE, page_size: PAGE, start }));
      const horizon = horizonOf(start);
      expect({ start, total: got.total, atLeast: !!got.atLeast, ids: got.rows.map((r) => r.id) }).toEqual({
        start,
        total: Math.min(all.length, horizon),
        atLeast: all.length >= horizon,
        ids: all.slice((start - 1) * PAGE, start * PAGE),
      });
    }
    const inCategory = await bodyMatches(2);
    const got = await listPolicies(db(), serverListBody.parse({ keyword: PHRASE, type: 2, page_size: PAGE }));
    expect([got.total, got.rows.map((r) => r.id)]).toEqual([Math.min(inCategory.length, horizonOf(1)), inCategory.slice(0, PAGE)]);
  });

  it('counts a keyword whose pairs are common but which is itself rare exactly: the walk finds too few, the index the rest', async () => {
    const rare = await bodyMatches(undefined, RARE);
    expect(rare.length).toBeGreaterThan(5);
    // Page 1 lies within what the walk found; the last pages (one of them half full) and the one past the end do not.
    for (let start = 1; start <= Math.ceil(rare.length / PAGE) + 1; start++) {
      const got = await listPolicies(db(), serverListBody.parse({ keyword: RARE, page_size: PAGE, start }));
      expect({ start, total: got.total, atLeast: !!got.atLeast, ids: got.rows.map((r) => r.id) }).toEqual({
        start,
        total: rare.length,
        atLeast: false,
        ids: rare.slice((start - 1) * PAGE, start * PAGE),
      });
    }
  });

  it("reads a common keyword's page in the text and its count along one walk of the list: one statement, not one each", async () => {
    const all = await bodyMatches();
    // Every statement sent to the database, built for this list or kept (db/kept-statement.ts).
    const sent = watchSent();
    try {
      const got = await listPolicies(db(), serverListBody.parse({ keyword: PHRASE, page_size: PAGE }));
      expect([got.total, got.rows.map((r) => r.id)]).toEqual([horizonOf(1), all.slice(0, PAGE)]);
      expect(sent.texts().filter((q) => q.includes('"body_text"'))).toHaveLength(1);
    } finally {
      sent.stop();
    }
  });

  it("keeps the navigation search's walk on PostgreSQL: built again at its second search, then only run with its values", async () => {
    const all = await bodyMatches();
    const find = (start: number) => search(db(), { type: 1, keyword: PHRASE, start, page_size: PAGE });
    const ids = (f: Awaited<ReturnType<typeof find>>) => f.rows.map((r) => r.id);
    const first = await find(1);
    expect(ids(first)).toEqual(all.slice(0, PAGE));
    expect(ids(await find(1))).toEqual(ids(first));
    const made = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const again = await find(1);
      const next = await find(2);
      expect([again.total, ids(again)]).toEqual([first.total, ids(first)]);
      expect(ids(next)).toEqual(all.slice(PAGE, 2 * PAGE));
      const walks = made.mock.results.map((r) => (r.value as { sql: string }).sql).filter((q) => q.includes('row_number()'));
      // The embedded database reads it in a transaction of its own, for which it is built each time.
      expect(walks).toHaveLength(t.database.kind === 'postgres' ? 0 : 2);
    } finally {
      made.mockRestore();
    }
  });

  it("keeps server_list's page of a keyword in the titles on PostgreSQL: built again at its second list, then only run with its values", async () => {
    const titled = await db()
      .select({ id: policies.id })
      .from(policies)
      .where(eq(policies.status, 1))
      .orderBy(desc(policies.releaseTime), desc(policies.id));
    const list = (start: number) => listPolicies(db(), serverListBody.parse({ keyword: '档案', start, page_size: PAGE }));
    const first = await list(1);
    expect(first.rows.map((r) => r.id)).toEqual(titled.slice(0, PAGE).map((r) => r.id));
    await list(1);
    const made = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const again = await list(1);
      const later = await list(3);
      expect([again.total, again.rows.map((r) => r.id)]).toEqual([first.total, first.rows.map((r) => r.id)]);
      expect(later.rows.map((r) => r.id)).toEqual(titled.slice(2 * PAGE, 3 * PAGE).map((r) => r.id));
      const pages = made.mock.results.map((r) => (r.value as { sql: string }).sql).filter((q) => q.includes('"search_tokens" @>'));
      // The embedded database reads it in a transaction of its own, for which it is built each time.
      expect(pages).toHaveLength(t.database.kind === 'postgres' ? 0 : 2);
    } finally {
      made.mockRestore();
    }
  });
});
