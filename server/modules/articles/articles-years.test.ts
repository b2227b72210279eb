import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as articlesCalls from '../../../shared/calls/articles';
import { Code } from '../../../shared/envelope';
import { buildArticle, buildPolicy } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

/** The year filter of /information, /notice and /news (issue 29): years in China Standard Time, quarters within a year. */

let t: TestApp;
const utc = (y: number, m: number, d: number, h = 2) => new Date(Date.UTC(y, m - 1, d, h));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await buildPolicy(db, { category: 1, title: '二〇二五一季度科技政策', releaseTime: utc(2025, 2, 10) });
  await buildPolicy(db, { category: 1, title: '二〇二五二季度科技政策', releaseTime: utc(2025, 5, 10) });
  await buildPolicy(db, { category: 1, title: '二〇二六一季度科技政策', releaseTime: utc(2026, 1, 10) });
  // 2024-12-31 17:00 UTC is 2025-01-01 01:00 in Beijing: 2025, first quarter.
  await buildPolicy(db, { category: 3, title: '元旦凌晨人才政策', releaseTime: utc(2024, 12, 31, 17) });
  // 2024-12-31 15:00 UTC is 2024-12-31 23:00 in Beijing: 2024, fourth quarter.
  await buildPolicy(db, { category: 3, title: '除夕夜人才政策', releaseTime: utc(2024, 12, 31, 15) });
  await buildPolicy(db, { category: 2, title: '已撤回的二〇一九政策', status: 0, releaseTime: utc(2019, 3, 1) });

  for (let i = 0; i < 12; i++) await buildArticle(db, { type: 1, title: `二〇二五通知${i + 1}`, releaseTime: utc(2025, 1 + i, 5) });
  for (let i = 0; i < 3; i++) await buildArticle(db, { type: 1, title: `二〇二六通知${i + 1}`, releaseTime: utc(2026, 1 + i, 5) });
  await buildArticle(db, { type: 1, title: '二〇一九隐藏通知', status: 0, releaseTime: utc(2019, 6, 1) });
  await buildArticle(db, { type: 2, title: '二〇二三新闻', releaseTime: utc(2023, 8, 1) });
  await buildArticle(db, { type: 2, title: '二〇二四新闻', releaseTime: utc(2024, 8, 1) });
});
afterAll(() => t.close());

const titles = (data: { title: string }[]) => data.map((d) => d.title);

describe(`${articlesCalls.serverList.path} year`, () => {
  it('narrows to a year in Beijing time, and the quarter to that year', async () => {
    const y2025 = await t.call(articlesCalls.serverList, { year: 2025 });
    expect(y2025.body.code).toBe(Code.OK);
    expect(titles(y2025.body.data)).toEqual(['二〇二五二季度科技政策', '二〇二五一季度科技政策', '元旦凌晨人才政策']);
    expect(y2025.body.count).toBe(3);

    const q1 = await t.call(articlesCalls.serverList, { year: 2025, quarter: 1 });
    expect(titles(q1.body.data)).toEqual(['二〇二五一季度科技政策', '元旦凌晨人才政策']);
    expect(q1.body.count).toBe(2);

    const q4of2024 = await t.call(articlesCalls.serverList, { year: '2024', quarter: '4' });
    expect(titles(q4of2024.body.data)).toEqual(['除夕夜人才政策']);

    const cat = await t.call(articlesCalls.serverList, { year: 2025, quarter: 1, type: 3 });
    expect(titles(cat.body.data)).toEqual(['元旦凌晨人才政策']);
    expect(cat.body.count).toBe(1);
  });

  it('keeps the quarter across every year when no year is given (the spec’s meaning)', async () => {
    const q1 = await t.call(articlesCalls.serverList, { quarter: 1 });
    expect(titles(q1.body.data)).toEqual(['二〇二六一季度科技政策', '二〇二五一季度科技政策', '元旦凌晨人才政策']);
    const all = await t.call(articlesCalls.serverList, { year: 0 });
    expect(all.body.count).toBe(5);
  });

  it('pages within a year, and a year with nothing is an empty list', async () => {
    const p2 = await t.call(articlesCalls.serverList, { year: 2025, start: 2, page_size: 2 });
    expect(titles(p2.body.data)).toEqual(['元旦凌晨人才政策']);
    expect(p2.body.count).toBe(3);
    const none = await t.call(articlesCalls.serverList, { year: 2030 });
    expect(none.body).toMatchObject({ code: Code.OK, data: [], count: 0 });
  });

  it('refuses a year out of bounds or malformed with a Chinese message', async () => {
    for (const year of [1999, 2101, -1, 'abc', 2025.5, '二〇二五']) {
      const res = await t.call(articlesCalls.serverList, { year });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(Code.FAIL);
      expect(res.body.msg).toMatch(/年份/);
      expect(res.body.data).toBeNull();
    }
  });
});

describe(`${articlesCalls.articleList.path} year`, () => {
  it('lists announcements 10 a page, by year, newest first', async () => {
    const all = await t.call(articlesCalls.articleList, { type: 1 });
    expect(all.body.count).toBe(15);
    expect(all.body.data).toHaveLength(10);
    const page2 = await t.call(articlesCalls.articleList, { type: 1, start: 2 });
    expect(page2.body.data).toHaveLength(5);
    expect(new Set([...all.body.data, ...page2.body.data].map((d: { id: number }) => d.id)).size).toBe(15);

    const y2026 = await t.call(articlesCalls.articleList, { type: 1, year: 2026 });
    expect(titles(y2026.body.data)).toEqual(['二〇二六通知3', '二〇二六通知2', '二〇二六通知1']);
    expect(y2026.body.count).toBe(3);
    const y2025p2 = await t.call(articlesCalls.articleList, { type: 1, year: 2025, start: 2 });
    expect(titles(y2025p2.body.data)).toEqual(['二〇二五通知2', '二〇二五通知1']);
    expect(y2025p2.body.count).toBe(12);
  });

  it('keeps announcements and news apart within a year', async () => {
    const news = await t.call(articlesCalls.articleList, { type: 2, year: 2024 });
    expect(titles(news.body.data)).toEqual(['二〇二四新闻']);
    const none = await t.call(articlesCalls.articleList, { type: 2, year: 2025 });
    expect(none.body).toMatchObject({ code: Code.OK, data: [], count: 0 });
  });

  it('refuses a bad year and a page size over the bound', async () => {
    const bad = await t.call(articlesCalls.articleList, { type: 1, year: 3000 });
    expect(bad.body).toMatchObject({ code: Code.FAIL, msg: '年份应为 2000 至 2100（0 为全部年份）', data: null });
    const big = await t.call(articlesCalls.articleList, { type: 1, page_size: 51 });
    expect(big.body.msg).toMatch(/每页条数应为 1 至 50/);
  });
});

describe(articlesCalls.articleYears.path, () => {
  it('answers the years with published items, newest first, per kind', async () => {
    expect((await t.call(articlesCalls.articleYears, { type: 0 })).body).toMatchObject({ code: Code.OK, data: [2026, 2025, 2024] });
    expect((await t.call(articlesCalls.articleYears, { type: 1 })).body.data).toEqual([2026, 2025]);
    expect((await t.call(articlesCalls.articleYears, { type: '2' })).body.data).toEqual([2024, 2023]);
  });

  it('refuses an unknown type with a Chinese message', async () => {
    for (const type of [3, -1, 'x', undefined]) {
      const res = await t.call(articlesCalls.articleYears, type === undefined ? {} : { type });
      expect(res.body.code).toBe(Code.FAIL);
      expect(res.body.msg).toMatch(/类型/);
    }
  });
});
