import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentState } from '../../shared/contracts/content-admin';
import { serverListBody } from '../../shared/contracts/articles';
import { policies } from '../db/schema/index';
import { getPolicy, listPolicies } from '../modules/articles/articles.service';
import { buildPolicy } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { watchSent } from '../test/statements';
import { plannedDb, READ_PLAN_SETTINGS, type Db, type ReadPlan } from '../db/client';
import { COUNT_CAP } from '../../shared/constants';
import { surelyEnough, surelyOrdered } from './catalog';
import { quarterOf } from './dates';
import { searchText, searchTokens } from './search';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const titles = ['科技政策', '人工智能政策', '人工 智能政策', '科学技术政策', '政策解读', 'AI 芯片政策'];
  for (let i = 0; i < 36; i++) {
    await buildPolicy(db(), {
      category: 1 + (i % 3),
      title: `${titles[i % titles.length]}第${i}号`,
      status: i % 11 === 5 ? 0 : 1,
      releaseTime: new Date(Date.UTC(2025, i % 12, 1 + (i % 27), 3)),
    });
  }
});
afterAll(() => t.close());

/** What a list must answer, counted the slow way: the substring on the stored text, in date order. */
async function expected(body: Record<string, unknown>) {
  const q = serverListBody.parse(body);
  const kw = searchText(q.keyword ?? '');
  const cond = and(
    eq(policies.status, 1),
    q.type ? eq(policies.category, q.type) : undefined,
    q.quarter ? eq(policies.quarter, q.quarter) : undefined,
    kw ? sql`strpos(${policies.searchText}, ${kw}) > 0` : undefined,
  );
  const all = await db().select({ id: policies.id }).from(policies).where(cond).orderBy(desc(policies.releaseTime), desc(policies.id));
  const from = (q.start - 1) * q.page_size;
  return {
    ids: all.slice(from, from + q.page_size).map((r) => r.id),
    total: Math.min(all.length, COUNT_CAP),
  };
}

const BODIES: Record<string, unknown>[] = [
  {},
  { start: 2 },
  { start: 9 },
  { type: 2 },
  { quarter: 3 },
  { type: 1, quarter: 1 },
  { keyword: '政策' },
  { keyword: '政策', start: 3 },
  { keyword: '政策', type: 3 },
  { keyword: '科' },
  { keyword: '科技' },
  { keyword: '人工智能' },
  { keyword: '人工 智能' },
  { keyword: 'ai 芯片' },
  { keyword: 'AI' },
  { keyword: '新申' },
  { keyword: '科技政策第' },
  { keyword: '量子' },
];

async function expectListsRight() {
  for (const body of BODIES) {
    const got = await listPolicies(db(), serverListBody.parse(body));
    const want = await expected(body);
    expect({ body, ids: got.rows.map((r) => r.id), total: got.total }).toEqual({ body, ...want });
  }
  // The counts kept by the triggers are the counts recomputed from the table.
  const kept = await db().execute(sql`select token, category, quarter, n from policy_token_counts where n <> 0 order by 1, 2, 3`);
  await db().execute(sql`create temp table if not exists recount as select * from policy_token_counts with no data`);
  await db().execute(sql`delete from recount`);
  await db().execute(sql`
    insert into recount select t.token, p.category, p.quarter, count(*)::int
    from policies p, unnest(array_append(p.search_tokens, '')) as t(token) where p.status = 1 group by 1, 2, 3`);
  const recount = await db().execute(sql`select token, category, quarter, n from recount order by 1, 2, 3`);
  expect((kept as unknown as { rows: unknown[] }).rows).toEqual((recount as unknown as { rows: unknown[] }).rows);
}

async function retitle(id: number, title: string) {
  const [p] = await db().select().from(policies).where(eq(policies.id, id));
  const text = searchText(title, p!.summary, p!.smallTitle, p!.smallTitle1, p!.source);
  await db()
    .update(policies)
    .set({ title, searchText: text, searchTokens: searchTokens(text) })
    .where(eq(policies.id, id));
}

// First of the file's lists: the statistics a list reads are kept a minute per database handle (catalog.ts tokenStats),
// so this describe's ANALYZE must come before any keyword list of this app has read them.
describe("a common keyword's page with its count in one statement (issues 29 and 34)", () => {
  const COMMON = 300;
  beforeAll(async () => {
    for (let i = 0; i < COMMON; i++) await buildPolicy(db(), { title: `关于园区企业第${i}批服务的通知`, status: i % 50 === 7 ? 0 : 1 });
    await db().execute(sql`analyze policies`);
  });
  afterAll(async () => {
    await db().execute(sql`delete from policies where title like '关于园区企业第%'`);
    await db().execute(sql`analyze policies`);
  });

  it('is read only where the statistics surely choose the ordered read, with room for their error', () => {
    const first = { offset: 0, limit: 10 };
    // A million rows: a token in 5 % of them (50 000) surely; in 0.5 % (5 000) the exact count must choose the plan.
    expect(surelyOrdered({ rows: 1_000_000, freq: 0.05, range: first })).toBe(true);
    expect(surelyOrdered({ rows: 1_000_000, freq: 0.005, range: first })).toBe(false);
    // Deeper pages pass over more rows: page 100 of the same 5 % is gathered and sorted.
    expect(surelyOrdered({ rows: 1_000_000, freq: 0.05, range: { offset: 990, limit: 10 } })).toBe(false);
    expect(surelyOrdered({ rows: 0, freq: 1, range: first })).toBe(false);
  });

  it('answers the rows and the total the tally does, in one statement on PostgreSQL (no tally asked first)', async () => {
    for (const start of [1, 2, 30]) {
      const sent = watchSent();
      try {
        const got = await listPolicies(db(), serverListBody.parse({ keyword: '园区', start }));
        const texts = sent.texts();
        const want = await expected({ keyword: '园区', start });
        expect({ start, ids: got.rows.map((r) => r.id), total: got.total }).toEqual({ start, ...want });
        const tallies = texts.filter((q) => q.includes('group by "policy_token_counts"."token"'));
        const reads = texts.filter((q) => q.includes('from "policies"'));
        if (t.database.kind === 'pglite' || start === 30) {
          // No plan pools on the embedded database; page 30 is past the end (no row carries a count): the tally first.
          expect(tallies, `start ${start}`).toHaveLength(1);
        } else {
          expect(tallies, `start ${start}`).toHaveLength(0);
          expect(reads, `start ${start}`).toHaveLength(1);
          expect(reads[0]).toContain('policy_token_counts');
        }
      } finally {
        sent.stop();
      }
    }
  });

  it('leaves a rare keyword, and a list with filters of its own, to the tally', async () => {
    for (const body of [{ keyword: '科学技术' }, { keyword: '园区', type: 1 }]) {
      const sent = watchSent();
      try {
        const got = await listPolicies(db(), serverListBody.parse(body));
        expect(sent.texts().filter((q) => q.includes('group by "policy_token_counts"."token"'))).toHaveLength(1);
        const want = await expected(body);
        expect({ body, ids: got.rows.map((r) => r.id), total: got.total }).toEqual({ body, ...want });
      } finally {
        sent.stop();
      }
    }
  });
});

describe('keyword pages read under a plan (issue 34)', () => {
  const setting = async (q: Db, name: string) =>
    ((await q.execute(sql`select current_setting(${name}) as v`)) as unknown as { rows: { v: string }[] }).rows[0]!.v;

  it("on PostgreSQL come from each plan's own pool, whose connections start with its settings; the main pool keeps the defaults", async () => {
    const kinds = (Object.keys(READ_PLAN_SETTINGS) as ReadPlan[]).map((plan) => plannedDb(db(), plan));
    if (t.database.kind === 'pglite') {
      // One process, one connection: the settings are made in a transaction around the statement instead.
      expect(kinds).toEqual([undefined, undefined]);
      return;
    }
    for (const plan of Object.keys(READ_PLAN_SETTINGS) as ReadPlan[]) {
      const q = plannedDb(db(), plan)!;
      for (const [name, value] of Object.entries(READ_PLAN_SETTINGS[plan])) {
        expect(await setting(q, name), `${plan} ${name}`).toBe(value);
        expect(await setting(db(), name), `main pool ${name}`).not.toBe(value);
      }
    }
  });

  it("carry the published state in the statement, not as a value: a kept statement's generic plan then knows nearly every row is published", async () => {
    const sent = watchSent();
    try {
      for (const start of [1, 3]) await listPolicies(db(), serverListBody.parse({ keyword: '政策', start }));
      await listPolicies(db(), serverListBody.parse({ keyword: '绿色通道' }));
      const reads = sent.texts().filter((q) => q.includes('"policies"."status"'));
      expect(reads.length).toBeGreaterThan(2);
      for (const q of reads) {
        expect(q).toContain(`"policies"."status" = ${ContentState.PUBLISHED}`);
        expect(q).not.toMatch(/"policies"\."status" = \$/);
      }
    } finally {
      sent.stop();
    }
  });

  it('answer the same rows either way (in date order for the first pages of a common keyword, gathered and sorted past them)', async () => {
    for (const keyword of ['政策', '智能', '科技']) {
      const first = await listPolicies(db(), serverListBody.parse({ keyword }));
      for (let start = 1; start <= Math.ceil(first.total / 10); start++) {
        const got = await listPolicies(db(), serverListBody.parse({ keyword, start }));
        expect(got.rows.map((r) => r.id)).toEqual((await expected({ keyword, start })).ids);
      }
    }
  });
});

describe('policy lists counted from the token counts', () => {
  it('answer the same rows and counts as reading the table, with and without filters and keywords', async () => {
    await expectListsRight();
  });

  it('stay right through inserts, edits, hiding, moving and deleting', async () => {
    const ids = (await db().select({ id: policies.id }).from(policies).orderBy(policies.id)).map((r) => r.id);
    await db().transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await buildPolicy(tx as never, { category: 2, title: `量子科技政策第${i}号` });
    });
    await retitle(ids[0]!, '人工智能量子政策');
    await db().update(policies).set({ status: 0 }).where(eq(policies.id, ids[1]!));
    await db().update(policies).set({ status: 1 }).where(eq(policies.id, ids[5]!));
    const moved = new Date(Date.UTC(2025, 7, 15));
    await db()
      .update(policies)
      .set({ category: 3, releaseTime: moved, quarter: quarterOf(moved) })
      .where(eq(policies.id, ids[2]!));
    await db().delete(policies).where(eq(policies.id, ids[3]!));
    await expectListsRight();
  });

  it('are not touched by a view being counted', async () => {
    const [p] = await db().select({ id: policies.id }).from(policies).where(eq(policies.status, 1)).limit(1);
    const before = await db().execute(sql`select count(*)::int as n, coalesce(sum(n), 0)::int as s from policy_token_counts`);
    await getPolicy(db(), p!.id);
    const after = await db().execute(sql`select count(*)::int as n, coalesce(sum(n), 0)::int as s from policy_token_counts`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    await expectListsRight();
  });

  it('are emptied with the table', async () => {
    await db().execute(sql`truncate policies`);
    expect((await listPolicies(db(), serverListBody.parse({}))).total).toBe(0);
    await buildPolicy(db(), { title: '科技政策' });
    await expectListsRight();
  });
});

describe("a body's matches counted only when not surely past the horizon (issue 29)", () => {
  it('is sure only with twice what is needed left after every unpublished row and every match counted before', () => {
    // A million rows, 97 % published, a token in 10 % of them, 2 000 matches counted before, 8 000 needed: sure.
    expect(surelyEnough({ rows: 1_000_000, freq: 0.1, published: 970_000, counted: 2_000, needed: 8_000 })).toBe(true);
    // In 3 % of them: 30 000 − 30 000 unpublished − 2 000 < 16 000: counted.
    expect(surelyEnough({ rows: 1_000_000, freq: 0.03, published: 970_000, counted: 2_000, needed: 8_000 })).toBe(false);
    // Only 60 needed (page 1 and five more): 1 % of a million less 1 000 unpublished is surely that many.
    expect(surelyEnough({ rows: 1_000_000, freq: 0.01, published: 999_000, counted: 0, needed: 60 })).toBe(true);
    // Nor is a table without twice the needed rows; nor a list whose horizon is already reached.
    expect(surelyEnough({ rows: 500, freq: 1, published: 500, counted: 0, needed: 300 })).toBe(false);
    expect(surelyEnough({ rows: 1_000_000, freq: 1, published: 1_000_000, counted: COUNT_CAP, needed: 0 })).toBe(false);
  });
});
