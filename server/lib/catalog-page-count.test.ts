import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articleListBody } from '../../shared/contracts/articles';
import { articles } from '../db/schema/index';
import { listArticles } from '../modules/articles/articles.service';
import { search } from '../modules/search/search.service';
import { buildArticle, buildPolicy } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { searchText } from './search';

/**
 * A list's page and its count are one statement where the count needs no plan of its own (catalog.ts listRows): a
 * list without a keyword, and a keyword's title matches in a table of few rows (the park's notices and news). The
 * rows and totals are those of reading the table; a page past the end still has its total; nothing of the count is
 * left on a row.
 */
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 23; i++)
    await buildArticle(db(), {
      type: 1 + (i % 2),
      title: i % 3 === 0 ? `园区通知第${i}号` : `新闻动态第${i}号`,
      status: i % 7 === 4 ? 0 : 1,
      releaseTime: new Date(Date.UTC(2025, i % 12, 1 + i, 2)),
    });
  await buildPolicy(db(), { title: '园区通知相关政策' });
  // Found only in the text: three notices (one hidden) and a policy.
  for (let i = 0; i < 3; i++)
    await buildArticle(db(), { type: 1, title: `办事指南第${i}号`, content: '<p>企业可走绿色通道办理。</p>', status: i === 1 ? 0 : 1 });
  await buildPolicy(db(), { title: '人才服务政策', content: '<p>开辟绿色通道。</p>' });
});
afterAll(() => t.close());

/** Statements drizzle sends from the database handle while `run` runs (a transaction's own would not be counted). */
async function statements<T>(run: () => Promise<T>): Promise<{ result: T; sent: number }> {
  const session = (db() as unknown as { session: { prepareQuery: (...a: unknown[]) => unknown } }).session;
  const spy = vi.spyOn(session, 'prepareQuery');
  try {
    const result = await run();
    return { result, sent: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

async function expected(q: { type: number; keyword?: string; start: number; page_size: number }) {
  const kw = searchText(q.keyword ?? '');
  const all = await db()
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.status, 1), eq(articles.type, q.type), kw ? sql`strpos(${articles.searchText}, ${kw}) > 0` : undefined))
    .orderBy(desc(articles.releaseTime), desc(articles.id));
  const from = (q.start - 1) * q.page_size;
  return { ids: all.slice(from, from + q.page_size).map((r) => r.id), total: all.length };
}

describe("a list's page read with its count", () => {
  it('is one statement for a list without a keyword, with the rows and total of reading the table, and no count on a row', async () => {
    for (const body of [{ type: 1 }, { type: 2, page_size: 4 }, { type: 2, page_size: 4, start: 3 }]) {
      const q = articleListBody.parse(body);
      const { result, sent } = await statements(() => listArticles(db(), q));
      expect(sent).toBe(1);
      expect({ ids: result.rows.map((r) => r.id), total: result.total }).toEqual(await expected(q));
      for (const row of result.rows) expect(Object.keys(row)).not.toContain('__listTotal');
    }
  });

  it('past the last page answers no rows and still the total (asked for itself); an empty list answers 0 in one statement', async () => {
    const q = articleListBody.parse({ type: 1, page_size: 5, start: 9 });
    const past = await statements(() => listArticles(db(), q));
    expect(past.result.rows).toEqual([]);
    expect(past.result.total).toBe((await expected(q)).total);
    expect(past.result.total).toBeGreaterThan(0);
    expect(past.sent).toBe(2);

    const none = await statements(() => listArticles(db(), articleListBody.parse({ type: 1, year: 2019 })));
    expect(none.result).toMatchObject({ rows: [], total: 0 });
    expect(none.sent).toBe(1);
  });

  it("answers a keyword's title matches among the notices and news with their total, on each page", async () => {
    for (const body of [
      { type: 1, keyword: '通知' },
      { type: 2, keyword: '新闻', page_size: 3, start: 2 },
      { type: 1, keyword: '第1' },
    ]) {
      const q = articleListBody.parse(body);
      const got = await listArticles(db(), q);
      expect({ ids: got.rows.map((r) => r.id), total: got.total }).toEqual(await expected(q));
    }
  });

  it("reads a keyword found only in the notices' text as two statements, the titles' and the text's, each page with its count", async () => {
    const { result, sent } = await statements(() => listArticles(db(), articleListBody.parse({ type: 1, keyword: '绿色通道' })));
    expect(sent).toBe(2);
    expect(result.total).toBe(2);
    expect(result.rows.map((r) => r.title).sort()).toEqual(['办事指南第0号', '办事指南第2号']);
    for (const row of result.rows) expect(Object.keys(row)).not.toContain('__listTotal');
    const found = await search(db(), { type: 1, keyword: '绿色通道', start: 1, page_size: 10 });
    expect(found.total).toBe(3);
    expect(found.rows.map((r) => r.title)).toEqual([...result.rows.map((r) => r.title), '人才服务政策']);
  });

  it('gives the navigation search its notices and news before the policies, counted with them', async () => {
    const found = await search(db(), { type: 1, keyword: '园区通知', start: 1, page_size: 20 });
    const notices = await expected({ type: 1, keyword: '园区通知', start: 1, page_size: 20 });
    const news = await expected({ type: 2, keyword: '园区通知', start: 1, page_size: 20 });
    expect(found.total).toBe(notices.total + news.total + 1);
    expect(found.rows.at(-1)).toMatchObject({ title: '园区通知相关政策', detailType: 0 });
    expect(found.rows.slice(0, -1).every((r) => r.detailType > 0)).toBe(true);
  });
});
