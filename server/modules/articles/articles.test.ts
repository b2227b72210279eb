import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../shared/envelope';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildArticle, buildPolicy } from '../../test/factories';
import * as articlesCalls from '../../../shared/calls/articles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // 12 科技 items spread over Q1..Q4 (Beijing time), 3 人力资源 items, 1 hidden.
  for (let i = 0; i < 12; i++) {
    await buildPolicy(db, { category: 1, title: `科技创新券申领指南第${i + 1}期`, releaseTime: new Date(Date.UTC(2026, i, 10, 2)) });
  }
  await buildPolicy(db, {
    category: 3,
    title: '高层次人才安居补贴实施细则',
    summary: '人才公寓与租房补贴',
    releaseTime: new Date(Date.UTC(2026, 1, 3)),
  });
  await buildPolicy(db, { category: 3, title: '职业技能提升行动补贴申报', releaseTime: new Date(Date.UTC(2026, 4, 3)) });
  await buildPolicy(db, { category: 3, title: 'AI 人工智能人才专项政策', releaseTime: new Date(Date.UTC(2026, 7, 3)) });
  await buildPolicy(db, { category: 2, title: '已撤回的旧政策', status: 0 });
  await buildPolicy(db, {
    category: 2,
    title: '工业互联网标杆工厂认定办法',
    content: '<p>正文<script>alert(1)</script><img src="/demo/a.svg"></p>',
    files: [{ file_name: '申报表.pdf', file_href: '/demo/files/form.pdf' }],
    releaseTime: new Date(Date.UTC(2025, 11, 31, 17)),
  });
});
afterAll(() => t.close());

describe(articlesCalls.serverList.path, () => {
  it('lists published items newest first, 10 a page by default, with the total in count', async () => {
    const res = await t.call(articlesCalls.serverList, {});
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.count).toBe(16);
    expect(res.body.data).toHaveLength(10);
    const times = res.body.data.map((d: { release_time: string }) => d.release_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body.data[0]).toMatchObject({
      day: expect.any(String),
      year: '2026',
      month: expect.any(String),
      summary: expect.any(String),
      small_title: expect.any(String),
    });
    expect(JSON.stringify(res.body.data)).not.toContain('已撤回');
  });

  it('pages with start (1-based) and page_size', async () => {
    const page2 = await t.call(articlesCalls.serverList, { start: 2, page_size: 10 });
    expect(page2.body.data).toHaveLength(6);
    const page1 = await t.call(articlesCalls.serverList, { start: '1', page_size: '10' });
    const ids = new Set([...page1.body.data, ...page2.body.data].map((d: { id: number }) => d.id));
    expect(ids.size).toBe(16);
  });

  it('filters by category and by quarter (Beijing time)', async () => {
    const hr = await t.call(articlesCalls.serverList, { type: 3 });
    expect(hr.body.count).toBe(3);
    expect(hr.body.data.every((d: { type: number; type_name: string }) => d.type === 3 && d.type_name === '人力资源')).toBe(true);
    const q1 = await t.call(articlesCalls.serverList, { type: 1, quarter: 1 });
    expect(q1.body.count).toBe(3);
    // 2025-12-31 17:00 UTC is 2026-01-01 01:00 in Beijing: first quarter.
    const q1all = await t.call(articlesCalls.serverList, { quarter: 1 });
    expect(q1all.body.data.map((d: { title: string }) => d.title)).toContain('工业互联网标杆工厂认定办法');
  });

  it('finds one-, two- and four-character Chinese keywords and ASCII in any case', async () => {
    expect((await t.call(articlesCalls.serverList, { keyword: '券' })).body.count).toBe(12);
    expect((await t.call(articlesCalls.serverList, { keyword: '补贴' })).body.count).toBe(2);
    expect((await t.call(articlesCalls.serverList, { keyword: '人才公寓' })).body.count).toBe(1);
    expect((await t.call(articlesCalls.serverList, { keyword: 'ai' })).body.count).toBe(1);
    expect((await t.call(articlesCalls.serverList, { keyword: '  人工智能 ' })).body.count).toBe(1);
    expect((await t.call(articlesCalls.serverList, { keyword: '量子' })).body).toMatchObject({ code: 1, data: [], count: 0 });
  });

  it('does not match characters that are only near each other', async () => {
    // 创新 and 申领 both appear, but 新申 does not.
    expect((await t.call(articlesCalls.serverList, { keyword: '新申' })).body.count).toBe(0);
  });

  it('treats % and _ in a keyword as plain characters', async () => {
    expect((await t.call(articlesCalls.serverList, { keyword: '%' })).body.count).toBe(0);
    expect((await t.call(articlesCalls.serverList, { keyword: '_' })).body.count).toBe(0);
  });

  it('refuses bad filters with a clear Chinese message and no data', async () => {
    const cases: [unknown, RegExp][] = [
      [{ quarter: 5 }, /季度/],
      [{ type: 9 }, /分类/],
      [{ start: 0 }, /页码/],
      [{ start: 'abc' }, /页码/],
      [{ page_size: 500 }, /每页条数应为 1 至 50/],
      [{ keyword: 'x'.repeat(51) }, /关键词不能超过 50 个字/],
      [{ keyword: { $ne: 1 } }, /关键词格式错误/],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call(articlesCalls.serverList, body);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(Code.FAIL);
      expect(res.body.msg).toMatch(msg);
      expect(res.body.data).toBeNull();
    }
  });
});

describe(articlesCalls.serverDetail.path, () => {
  it('returns the item with its files, subtitles and sanitized content', async () => {
    const list = await t.call(articlesCalls.serverList, { keyword: '标杆工厂' });
    const res = await t.call(articlesCalls.serverDetail, { id: list.body.data[0]!.id });
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data).toMatchObject({
      title: '工业互联网标杆工厂认定办法',
      small_title: expect.any(String),
      small_title1: expect.any(String),
    });
    expect(res.body.data.file_href).toEqual([{ file_name: '申报表.pdf', file_href: 'http://localhost:3000/demo/files/form.pdf' }]);
    expect(res.body.data.content).not.toContain('<script');
    expect(res.body.data.content).toContain('src="http://localhost:3000/demo/a.svg"');
    expect(res.body.data.release_time).toBe('2026-01-01 01:00');
  });

  it('answers unknown, hidden and malformed ids with a message, never a 500', async () => {
    expect((await t.call(articlesCalls.serverDetail, { id: 999999 })).body).toMatchObject({ code: 0, msg: '内容不存在或已下线' });
    const hidden = await t.call(articlesCalls.serverList, { keyword: '已撤回' });
    expect(hidden.body.count).toBe(0);
    for (const id of [undefined, 'x', -1, 1.5, 2147483648, '99999999999999999999']) {
      const res = await t.call(articlesCalls.serverDetail, { id });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(Code.FAIL);
      expect(res.body.msg).toMatch(/编号/);
    }
  });
});

describe(`${articlesCalls.articleList.path} and ${articlesCalls.articleDetail.path}`, () => {
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await buildArticle(t.database.db, { type: 1, title: `停电检修通知${i}` });
    await buildArticle(t.database.db, { type: 2, title: '园区企业获评专精特新', source: '新华网' });
  });

  it('lists announcements and news separately with count', async () => {
    const announcements = await t.call(articlesCalls.articleList, { type: 1 });
    expect(announcements.body.count).toBe(3);
    const news = await t.call(articlesCalls.articleList, { type: 2 });
    expect(news.body.data[0]).toMatchObject({ title: '园区企业获评专精特新', source: '新华网' });
    expect((await t.call(articlesCalls.articleList, { type: 7 })).body.msg).toBe('类型应为 1 或 2');
    expect((await t.call(articlesCalls.articleList, {})).body.code).toBe(Code.FAIL);
  });

  it('shows one article and counts the view', async () => {
    const news = await t.call(articlesCalls.articleList, { type: 2 });
    const res = await t.call(articlesCalls.articleDetail, { id: news.body.data[0]!.id });
    expect(res.body.data).toMatchObject({ title: '园区企业获评专精特新', source: '新华网', content: '<p>内容</p>' });
    expect((await t.call(articlesCalls.articleDetail, { id: 424242 })).body.msg).toBe('内容不存在或已下线');
  });
});

describe(articlesCalls.homePolicy.path, () => {
  it('answers the three home tabs, each with a featured item and a list', async () => {
    const res = await t.call(articlesCalls.homePolicy, {});
    expect(res.body.data.map((x) => [x.type, x.name])).toEqual([
      [0, '政策'],
      [1, '通知公告'],
      [2, '新闻动态'],
    ]);
    const [policy, announcement] = res.body.data;
    expect(policy!.featured!.title).toBeTruthy();
    expect(policy!.list).toHaveLength(6);
    expect(announcement!.featured!.title).toMatch(/停电检修通知/);
  });
});
