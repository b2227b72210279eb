import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as articlesCalls from '../../shared/calls/articles';
import * as companiesCalls from '../../shared/calls/companies';
import * as consultationsCalls from '../../shared/calls/consultations';
import * as servicesCalls from '../../shared/calls/services';
import type { Db } from '../db/client';
import { articles, companies, policies, rooms, techItems } from '../db/schema/index';
import { ViewTally } from '../lib/view-tally';
import { buildCompany } from './billing-factories';
import { buildArticle, buildPolicy, buildSearchable } from './factories';
import { createTestApp, signIn, type TestApp } from './harness';

/**
 * Issue 29: the counts the spec shows (a company's see_number, a service's question_number, the view counts of policies
 * and articles) stay exact when visitors come at once: every visit and every consultation is counted, none is lost
 * to another's write. On PGlite (one connection) and on PostgreSQL (TEST_DATABASE_URL: a pool, truly concurrent).
 */

const AT_ONCE = 50;

let t: TestApp;

beforeAll(async () => {
  // The public cache on, as in production: most visits after the first are answered from it and tallied.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '10' });
});
afterAll(() => t.close());

/** `n` requests started together. */
const atOnce = <T>(n: number, visit: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => visit(i)));
async function countOf(table: PgTable & { id: PgColumn }, column: PgColumn, id: number): Promise<number> {
  const [row] = await t.database.db.select({ n: column }).from(table).where(eq(table.id, id));
  return Number(row!.n);
}

describe('views counted under concurrent visits', () => {
  it("a company's see_number: each of 50 visits at once counts, and each visitor sees a count of its own", async () => {
    const company = await buildCompany(t.database.db, { name: '并发浏览测试科技有限公司' });
    const answers = await atOnce(AT_ONCE, () => t.call(companiesCalls.shopDetail, { id: company.id }));
    expect(answers.every((a) => a.body.code === 1)).toBe(true);
    const seen = answers.map((a) => (a.body.data as { see_number: number }).see_number).sort((a, b) => a - b);
    // Each visit is its own atomic `+ 1`: the answers are 1…50, none read the same count.
    expect(seen).toEqual(Array.from({ length: AT_ONCE }, (_, i) => i + 1));
    expect(await countOf(companies, companies.viewCount, company.id)).toBe(AT_ONCE);
  });

  it("a policy's view count: 50 visits at once, then 50 more answered from the cache, are 100", async () => {
    const p = await buildPolicy(t.database.db, { title: '并发浏览计数政策' });
    for (let round = 1; round <= 2; round++) {
      const answers = await atOnce(AT_ONCE, () => t.call(articlesCalls.serverDetail, { id: p.id }));
      expect(answers.every((a) => a.body.code === 1)).toBe(true);
      await t.app.publicCache.views.flush();
      expect(await countOf(policies, policies.viewCount, p.id)).toBe(AT_ONCE * round);
    }
  });

  it("an article's view count: 50 visits at once while the tally is being written are 50", async () => {
    const a = await buildArticle(t.database.db, { title: '并发浏览计数通知' });
    // The first visit keeps the answer; the next ones are cache hits, tallied, with flushes running among them.
    expect((await t.call(articlesCalls.articleDetail, { id: a.id })).body.code).toBe(1);
    await Promise.all([
      atOnce(AT_ONCE - 1, async (i) => {
        const res = await t.call(articlesCalls.articleDetail, { id: a.id });
        if (i % 10 === 0) await t.app.publicCache.views.flush();
        return res;
      }),
      t.app.publicCache.views.flush(),
    ]);
    await t.app.publicCache.views.flush();
    expect(await countOf(articles, articles.viewCount, a.id)).toBe(AT_ONCE);
  });

  it('a tally whose write fails keeps the views for the next flush', async () => {
    const p = await buildPolicy(t.database.db, { title: '写入失败计数政策' });
    let failures = 1;
    const errors: unknown[] = [];
    // The test's database, whose first write fails (a dropped connection, a failover).
    const flaky = Object.create(t.database.db) as Db;
    flaky.execute = ((query: Parameters<Db['execute']>[0]) => {
      if (failures-- > 0) return Promise.reject(new Error('connection lost'));
      return t.database.db.execute(query);
    }) as Db['execute'];
    const tally = new ViewTally(flaky, (err) => errors.push(err));
    const counter = { table: policies, count: policies.viewCount, id: policies.id };
    for (let i = 0; i < AT_ONCE; i++) tally.add(counter, p.id);
    await tally.flush();
    expect(errors).toHaveLength(1);
    expect(await countOf(policies, policies.viewCount, p.id)).toBe(0);
    await tally.close();
    expect(await countOf(policies, policies.viewCount, p.id)).toBe(AT_ONCE);
  });
});

describe('consultations counted under concurrent sending', () => {
  it("a service's question_number: 50 consultations at once (ten people, five each) are 50", async () => {
    const item = await buildSearchable(t.database.db, techItems, { firstId: 1, name: '并发咨询测试服务', company: '测试服务商' }, [
      '并发咨询测试服务',
    ]);
    const people = await Promise.all(Array.from({ length: 10 }, () => signIn(t)));
    const body = {
      type: 1,
      question_id: item.id,
      name: '张先生',
      phone: '13912345678',
      content: '想了解这项服务',
      company_name: '示例科技',
    };
    const answers = await atOnce(AT_ONCE, (i) => t.call(consultationsCalls.questionAdd, body, people[i % 10]!.token));
    expect(answers.map((a) => a.body.code)).toEqual(Array(AT_ONCE).fill(1));
    expect(await countOf(techItems, techItems.consultationCount, item.id)).toBe(AT_ONCE);
    // What a visitor reads (a fresh answer: the consultations changed the public content).
    const detail = await t.call(servicesCalls.techDetail, { id: item.id });
    expect((detail.body.data as { question_number: number }).question_number).toBe(AT_ONCE);
  });

  it("a room's question_number under consultations at once", async () => {
    const room = await buildSearchable(t.database.db, rooms, { title: 'C座并发', number: 'C-900' }, ['C座并发']);
    const people = await Promise.all(Array.from({ length: 10 }, () => signIn(t)));
    const body = { type: 3, question_id: room.id, name: '李女士', phone: '13912345678', content: '想了解租金', company_name: '示例科技' };
    const answers = await atOnce(AT_ONCE, (i) => t.call(consultationsCalls.questionAdd, body, people[i % 10]!.token));
    expect(answers.every((a) => a.body.code === 1)).toBe(true);
    expect(await countOf(rooms, rooms.consultationCount, room.id)).toBe(AT_ONCE);
  });
});
