import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, NoopLogger, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as articlesCalls from '../../../shared/calls/articles';
import * as contentCalls from '../../../shared/calls/content';
import * as searchCalls from '../../../shared/calls/search';
import * as servicesCalls from '../../../shared/calls/services';
import { LoginType, SEARCH_LOOKAHEAD_PAGES } from '../../../shared/constants';
import { ContentState } from '../../../shared/contracts/content-admin';
import { Code } from '../../../shared/envelope';
import { articles, policies, techItems } from '../../db/schema/index';
import { buildArticle, buildPolicy, buildSearchable } from '../../test/factories';
import { bodySearch } from '../../lib/search';
import { createTestApp, signIn, type TestApp } from '../../test/harness';

/**
 * Issue 29: search finds policies, notices, news and services by the text of their body (正文) too, for a keyword
 * of any length, title matches first, a body match's summary the words around the keyword.
 */
let t: TestApp;
let token: string;
const ids: Record<string, number> = {};
const day = (d: number) => new Date(Date.UTC(2026, 2, d, 2));
const LONG_BODY = `<p>${'园区为入驻企业提供全方位服务。'.repeat(4)}申报“琉璃计划”的企业须在六月底前提交材料。${'其他事项另行通知。'.repeat(8)}</p>`;

beforeAll(async () => {
  t = await createTestApp({});
  const db = t.database.db;
  // Newest first within a part; the title match is the oldest of all, and still comes first.
  ids.titleHit = (await buildPolicy(db, { title: '琉璃计划实施细则', releaseTime: day(1), content: '<p>细则全文</p>' })).id;
  ids.bodyHit = (await buildPolicy(db, { title: '关于开展年度申报工作的通知', releaseTime: day(20), content: LONG_BODY })).id;
  ids.bothHit = (await buildPolicy(db, { title: '琉璃计划问答', releaseTime: day(5), content: '<p>琉璃计划常见问题</p>' })).id;
  ids.hidden = (
    await buildPolicy(db, { title: '已下线的通知', status: ContentState.UNPUBLISHED, releaseTime: day(25), content: '<p>琉璃计划旧稿</p>' })
  ).id;
  ids.notice = (await buildArticle(db, { type: 1, title: '琉璃计划宣讲会通知', content: '<p>地点：报告厅</p>' })).id;
  ids.news = (await buildArticle(db, { type: 2, title: '园区新闻', content: '<p>首批企业获得<b>琉璃计划</b>支持</p>' })).id;
  ids.tech = (
    await buildSearchable(
      db,
      techItems,
      { firstId: 1, name: '检测认证服务', company: '视界科技', content: '<p>提供电磁兼容（EMC）测试与琉璃计划认证辅导</p>' },
      ['检测认证服务', '视界科技'],
    )
  ).id;
  ids.rd = (
    await buildPolicy(db, { title: '研发投入指引', releaseTime: day(3), content: '<p>加大R&amp;D投入，申报研发费用加计扣除</p>' })
  ).id;
  // Every pair of 人工智能's characters, none of them together: a keyword's pairs alone do not make a match.
  await buildPolicy(db, { title: '拆字测试', releaseTime: day(2), content: '<p>人工和工智以及智能</p>' });
  ({ token } = await signIn(t));
});
afterAll(() => t.close());

const find = (body: Record<string, unknown>) => t.call(searchCalls.searchList, body, token);

describe('search in the text (issue 29)', () => {
  it("builds the notices' and the session's statements once: a later search of that shape sends its values only, and answers as before", async () => {
    const first = await find({ type: 1, keyword: '琉璃计划' });
    await find({ type: 1, keyword: '琉璃计划' });
    // Every statement drizzle makes into text, from here on.
    const made = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const again = await find({ type: 1, keyword: '琉璃计划' });
      // Another keyword of the same shape (one token in the titles, three pairs in the text): its own answer.
      const other = await find({ type: 1, keyword: '年度申报' });
      expect(again.body).toEqual(first.body);
      expect(other.body.data.map((h) => h.id)).toEqual([ids.bodyHit]);
      const built = made.mock.results.map((r) => (r.value as { sql: string }).sql);
      expect(built.filter((q) => q.includes('"articles"') || q.includes('"sessions"'))).toEqual([]);
    } finally {
      made.mockRestore();
    }
  });

  it("reads the notices' first page of title matches and of body matches, with both counts, in one statement", async () => {
    const whole = (await find({ type: 1, keyword: '琉璃计划' })).body;
    const titlesFill = (await find({ type: 1, keyword: '琉璃计划', page_size: 1 })).body;
    // Every statement sent to the database, from here on.
    const sent = vi.spyOn(NoopLogger.prototype, 'logQuery');
    try {
      // The notice's title match and the news item's body match on one page, or the notice alone filling it: the
      // body's count comes with it either way.
      expect((await find({ type: 1, keyword: '琉璃计划' })).body).toEqual(whole);
      expect((await find({ type: 1, keyword: '琉璃计划', page_size: 1 })).body).toEqual(titlesFill);
      const onArticles = sent.mock.calls.map((args) => String((args as unknown[])[0])).filter((text) => text.includes('"articles"'));
      expect(onArticles).toHaveLength(2);
    } finally {
      sent.mockRestore();
    }
    expect(titlesFill).toMatchObject({ count: 5, data: [{ id: ids.notice, in_body: false }] });
    expect(whole.data.find((h) => h.id === ids.news)).toMatchObject({ in_body: true, summary: '首批企业获得琉璃计划支持' });
  });

  it('lists title matches first, then body matches, each newest first; notices and news come under 政策资讯', async () => {
    const res = await find({ type: 1, keyword: '琉璃计划' });
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data.map((h) => [h.title, h.detail_type, h.in_body])).toEqual([
      ['琉璃计划宣讲会通知', 1, false],
      ['琉璃计划问答', 0, false],
      ['琉璃计划实施细则', 0, false],
      ['园区新闻', 2, true],
      ['关于开展年度申报工作的通知', 0, true],
    ]);
    expect(res.body.count).toBe(5);
  });

  it("shows the words around the keyword as a body match's summary, with an ellipsis where the text goes on", async () => {
    const hits = (await find({ type: 1, keyword: '琉璃计划' })).body.data;
    const body = hits.find((h) => h.title === '关于开展年度申报工作的通知')!;
    expect(body.summary).toMatch(/^….{24}琉璃计划/u);
    expect(body.summary.endsWith('…')).toBe(true);
    expect(Array.from(body.summary.replace(/…/g, ''))).toHaveLength(90);
    // A short body is shown whole; the markup is gone.
    expect(hits.find((h) => h.title === '园区新闻')!.summary).toBe('首批企业获得琉璃计划支持');
  });

  it('finds keywords of one, two and more characters in the body, and nothing from pairs that stand apart', async () => {
    for (const keyword of ['琉', '琉璃', '琉璃计划', '计划”的企业须']) {
      const found = (await find({ type: 1, keyword })).body.data.map((h) => h.id);
      expect(found, keyword).toContain(ids.bodyHit);
    }
    expect((await find({ type: 1, keyword: '人工智能' })).body).toMatchObject({ count: 0, data: [] });
    expect((await find({ type: 1, keyword: '工和工' })).body.count).toBe(1);
  });

  it("reads on across a bold word's edge and finds R&D written R&amp;D, as the excerpt shows them", async () => {
    // 首批企业获得<b>琉璃计划</b>支持: stored before 0029 as 首批企业获得 琉璃计划 支持, which 获得琉璃 did not find.
    for (const keyword of ['获得琉璃', '计划支持', '企业获得琉璃计划支持']) {
      const found = (await find({ type: 1, keyword })).body.data;
      expect(
        found.map((h) => [h.id, h.in_body]),
        keyword,
      ).toEqual([[ids.news, true]]);
      expect(found[0]!.summary, keyword).toBe('首批企业获得琉璃计划支持');
    }
    const rd = (await find({ type: 1, keyword: 'r&d' })).body.data;
    expect(rd.map((h) => h.id)).toEqual([ids.rd]);
    expect(rd[0]!.summary).toBe('加大R&D投入，申报研发费用加计扣除');
  });

  it('never finds an unpublished item by its body', async () => {
    const found = (await find({ type: 1, keyword: '旧稿' })).body;
    expect(found).toMatchObject({ count: 0, data: [] });
    expect(ids.hidden).toBeGreaterThan(0);
  });

  it('searches the body of services too, case aside', async () => {
    const hit = (await find({ type: 2, keyword: 'emc' })).body.data;
    expect(hit.map((h) => [h.id, h.in_body])).toEqual([[ids.tech, true]]);
    // The words around it as written: capitals kept.
    expect(hit[0]!.summary).toContain('电磁兼容（EMC）测试');
  });

  it('pages across the title and body parts without losing or repeating a hit', async () => {
    const all = (await find({ type: 1, keyword: '琉璃计划' })).body.data.map((h) => h.id);
    const paged: number[] = [];
    for (let start = 1; start <= 3; start++) {
      const res = await find({ type: 1, keyword: '琉璃计划', page_size: 2, start });
      expect(res.body.count).toBe(5);
      paged.push(...res.body.data.map((h) => h.id));
    }
    expect(paged).toEqual(all);
    expect((await find({ type: 1, keyword: '琉璃计划', page_size: 2, start: 4 })).body).toMatchObject({ count: 5, data: [] });
  });

  it('makes a body searchable when staff save it, and forgets the old text when it changes', async () => {
    const editor = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] })).token;
    const saved = await t.call(
      articlesCalls.policySave,
      { title: '人才公寓申请指南', category: 1, summary: '摘要', content: '<p>申请人须提交<strong>翡翠卡</strong>复印件。</p>' },
      editor,
    );
    const id = saved.body.data.id as number;
    await t.call(articlesCalls.policyPublish, { id }, editor);
    expect((await find({ type: 1, keyword: '翡翠卡' })).body.data.map((h) => h.id)).toEqual([id]);
    await t.call(articlesCalls.policySave, { id, title: '人才公寓申请指南', category: 1, content: '<p>申请人须提交身份证。</p>' }, editor);
    expect((await find({ type: 1, keyword: '翡翠卡' })).body.count).toBe(0);
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, id));
    expect(row!.bodyText).toBe('申请人须提交身份证。');

    const notice = await t.call(
      contentCalls.contentSave,
      { kind: 'notice', title: '停水通知', source: '物业', content: '<p>请各企业做好<em>玛瑙</em>储水准备</p>' },
      editor,
    );
    expect(notice.body).toMatchObject({ code: Code.OK });
    const [article] = await t.database.db.select().from(articles).where(eq(articles.id, notice.body.data.id));
    expect([article!.bodyText, article!.bodyTokens]).toEqual([
      '请各企业做好玛瑙储水准备',
      expect.arrayContaining(['玛', '玛瑙', '储水', '好玛']),
    ]);
  });
});

describe('the lists searched by keyword find the text too (issue 29)', () => {
  it('server_list: title matches first, then body matches with the words around the keyword', async () => {
    const res = await t.call(articlesCalls.serverList, { keyword: '琉璃计划' });
    expect(res.body.data.map((p) => [p.title, p.excerpt === undefined])).toEqual([
      ['琉璃计划问答', true],
      ['琉璃计划实施细则', true],
      ['关于开展年度申报工作的通知', false],
    ]);
    expect(res.body.count).toBe(3);
    expect(res.body.data[2]!.excerpt).toContain('申报“琉璃计划”的企业');
    // The category filter holds for the body's part too.
    expect((await t.call(articlesCalls.serverList, { keyword: '琉璃计划', type: 2 })).body).toMatchObject({ count: 0, data: [] });
  });

  it('article_list and the service lists do the same', async () => {
    const news = await t.call(articlesCalls.articleList, { type: 2, keyword: '琉璃' });
    expect(news.body.data.map((a) => [a.id, a.excerpt])).toEqual([[ids.news, '首批企业获得琉璃计划支持']]);
    const tech = await t.call(servicesCalls.techList, { keyword: '琉璃计划' });
    expect(tech.body.data.map((x) => x.id)).toEqual([ids.tech]);
    expect(tech.body.data[0]!.excerpt).toContain('琉璃计划认证辅导');
  });
});

describe("the body's count at the cap (issue 29)", () => {
  it('stays exact where the statistics know the token but cannot make it certain', async () => {
    // With the tables analysed, the commonest body tokens are known (pg_stats); a few rows never make a count certain.
    await t.database.db.execute(sql`analyze policies`);
    const before = (await t.call(articlesCalls.serverList, { keyword: '琉' })).body;
    expect(before.count).toBe(3);
    expect((await t.call(articlesCalls.serverList, { keyword: '的' })).body.count).toBeGreaterThan(0);
    expect((await find({ type: 1, keyword: '琉' })).body.count).toBe(5);
  });
});

describe("a body's matches counted ten pages ahead, no further (issue 29)", () => {
  const KEYWORD = '玳瑁纹样';
  beforeAll(async () => {
    // 20 policies with the keyword in their title, then 40 with it only in their text.
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) await buildPolicy(tx as never, { title: `${KEYWORD}研究第${i}号`, releaseTime: day(1) });
      for (let i = 0; i < 40; i++)
        await buildPolicy(tx as never, {
          title: `工艺资料第${i}号`,
          releaseTime: day(1),
          content: `<p>本册收录${KEYWORD}图例${i}幅。</p>`,
        });
    });
  });
  const list = (body: Record<string, unknown>) => t.call(articlesCalls.serverList, { keyword: KEYWORD, ...body });

  it('counts up to the end of the page and SEARCH_LOOKAHEAD_PAGES pages more, then says the count is a lower bound', async () => {
    // Page 1 of 5: 20 title matches, and the text's counted only to the horizon, 30 (6 pages of 5): “30 条以上”.
    expect(SEARCH_LOOKAHEAD_PAGES).toBe(5);
    const first = (await list({ page_size: 5 })).body;
    expect(first).toMatchObject({ code: Code.OK, count: 30, count_at_least: true });
    expect(first.data).toHaveLength(5);
    // The horizon moves on with the page: page 4's is 45 (9 pages).
    expect((await list({ page_size: 5, start: 4 })).body).toMatchObject({ count: 45, count_at_least: true });
    // From page 8 the horizon (65) is past all 60: the count is exact again, and says so by leaving the flag out.
    const eighth = (await list({ page_size: 5, start: 8 })).body;
    expect(eighth.count).toBe(60);
    expect(eighth).not.toHaveProperty('count_at_least');
    // Page 12 (past the first page's horizon) is there, and it is the last.
    const last = (await list({ page_size: 5, start: 12 })).body;
    expect([last.count, last.data.length, last.data.every((p) => p.excerpt?.includes(KEYWORD))]).toEqual([60, 5, true]);
    expect((await list({ page_size: 5, start: 13 })).body).toMatchObject({ count: 60, data: [] });
  });

  it('reads no body for the count when the title matches alone reach the horizon', async () => {
    // Pages of 1: the horizon is 6, and 20 titles match: the text is not counted, and the count is a lower bound.
    expect((await list({ page_size: 1 })).body).toMatchObject({ count: 20, count_at_least: true });
    // The navigation search says the same, and pages through every hit without losing one.
    const hits = await find({ type: 1, keyword: KEYWORD, page_size: 5 });
    expect(hits.body).toMatchObject({ count: 30, count_at_least: true });
    const seen = new Set<number>();
    for (let start = 1; start <= 12; start++)
      for (const h of (await find({ type: 1, keyword: KEYWORD, page_size: 5, start })).body.data) seen.add(h.id);
    expect(seen.size).toBe(60);
  });

  it('leaves the flag out of an exact count, and the API document describes it', async () => {
    expect((await find({ type: 1, keyword: '琉璃计划' })).body).not.toHaveProperty('count_at_least');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const envelope = JSON.stringify(doc.paths['/api/index/server_list']);
    expect(envelope).toContain('count_at_least');
  });
});

/** The migration's CREATE FUNCTION statements, made in the test's database (dropped again by the test). */
async function migrationFunctions(file: string, names: RegExp): Promise<string[]> {
  const text = readFileSync(path.join(__dirname, '../../db/migrations', file), 'utf8');
  const functions = text.split('--> statement-breakpoint').filter((st) => names.test(st));
  for (const f of functions) await t.database.db.execute(sql.raw(f));
  return functions.map((f) => /CREATE FUNCTION "([^"]+)"\((\w+) (\w+)\)/.exec(f)!.slice(1).join(' '));
}
async function dropFunctions(made: string[]) {
  for (const m of made) {
    const [name, , type] = m.split(' ');
    await t.database.db.execute(sql.raw(`drop function "${name}"(${type})`));
  }
}
type Computed = { text: string; tokens: string[]; changes?: boolean };
const rowOf = (res: unknown) => (res as { rows: Computed[] }).rows[0]!;

describe('migrations 0021 and 0029: bodies stored before are searchable as the application makes them', () => {
  const samples = [
    LONG_BODY,
    '<p>Hello&nbsp;<b>World</b>\n\t二〇二六年  园区\u3000公告</p><img src="/a.png"><p>R&amp;D 投入</p>',
    '',
    `<p>${'科技'.repeat(10_010)}</p>`,
    '<p>首批企业获得<b>琉璃计划</b>支持，<a href="/x" target="_blank">详见附件</a>；<STRONG class="k">重点</STRONG>扶持<br/>下一行</p>',
    '<p>&lt;b&gt;不是标签&lt;/b&gt; &amp;lt; &#27700;&#x6C34;&#X6c34; &#0000065;&#x000041; &#0; &#x110000; &#xD800; &#99999999; &copy; &constructor; &AMP;</p>',
    '<p><span style="color:red">红</span><em>色</em>文件</p><table><tr><td>单元</td><td>格</td></tr></table><sup>1</sup>',
    '<p>a&b; &#; &#x; & 无实体</p>',
  ];

  it("0029 computes a stored body's text and tokens as bodySearch() does", async () => {
    const made = await migrationFunctions('0029_body_search_inline.sql', /CREATE FUNCTION "body_(search|entit)/);
    expect(made).toHaveLength(5);
    for (const html of samples) {
      const row = rowOf(
        await t.database.db.execute(
          sql`select body_search_text_0029(${html}) as text, body_search_tokens_0029(body_search_text_0029(${html})) as tokens`,
        ),
      );
      const expected = bodySearch(html);
      expect(row.text, html.slice(0, 40)).toBe(expected.bodyText);
      expect([...row.tokens].sort(), html.slice(0, 40)).toEqual([...expected.bodyTokens].sort());
    }
    await dropFunctions(made);
  });

  it('0029 leaves a row alone only where 0021 already made what bodySearch() makes', async () => {
    const made = [
      ...(await migrationFunctions('0021_body_search.sql', /CREATE FUNCTION "body_search_/)),
      ...(await migrationFunctions('0029_body_search_inline.sql', /CREATE FUNCTION "body_search_changes/)),
    ];
    expect(made).toHaveLength(3);
    const unchanged = [
      '<p>园区公告</p><p>第二段</p>',
      'plain text  with   spaces',
      '<img src="/a.png">',
      `<p>${'科技'.repeat(10_010)}</p>`,
    ];
    for (const html of [...samples, ...unchanged]) {
      const row = rowOf(
        await t.database.db.execute(sql`select body_search_text_0021(${html}) as text, body_search_changes_0029(${html}) as changes`),
      );
      if (!row.changes) expect(row.text, html.slice(0, 40)).toBe(bodySearch(html).bodyText);
    }
    for (const html of unchanged) {
      expect(rowOf(await t.database.db.execute(sql`select body_search_changes_0029(${html}) as changes`)).changes).toBe(false);
    }
    await dropFunctions(made);
  });
});
