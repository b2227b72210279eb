import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { policies } from '../server/db/schema/index';
import { quarterOf } from '../server/lib/dates';
import { searchText, searchTokens } from '../server/lib/search';
import {
  AIMS,
  CATEGORY_WORDS,
  GENRES,
  OBJECTS,
  SENTENCES,
  SUMMARY_ACTIONS,
  SUMMARY_OPENERS,
  VERBS,
} from './words';

type PolicyInsert = typeof policies.$inferInsert;

/** Deterministic generator (mulberry32), so both databases get the same rows. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const THREE_YEARS_MS = 3 * 365 * 86_400_000;
const DEFAULT_SEED = 20260101;
const DEFAULT_NOW = Date.UTC(2026, 0, 1);

/** One published-looking policy item; search columns and quarter derived exactly as the product does. */
export function generatePolicy(r: ReturnType<typeof rng>, now: number): PolicyInsert {
  const category = (1 + Math.floor(r.next() * 3)) as 1 | 2 | 3;
  const words = CATEGORY_WORDS[category];
  const releaseTime = new Date(now - Math.floor(r.next() * THREE_YEARS_MS));
  const year = releaseTime.getUTCFullYear();
  const field = r.pick(words.fields);
  const yearPart = r.next() < 0.4 ? `${year}年度` : '';
  const title = `关于${r.pick(VERBS)}${yearPart}${field}${r.pick(OBJECTS)}${r.pick(AIMS)}的${r.pick(GENRES)}`;
  const source = r.pick(words.sources);
  const summary = `${r.pick(SUMMARY_OPENERS)}，推动${field}${r.pick(OBJECTS)}${r.pick(AIMS)}，${source}${r.pick(SUMMARY_ACTIONS)}。`;
  const paragraphs = 2 + Math.floor(r.next() * 3);
  const body: string[] = [];
  for (let p = 0; p < paragraphs; p++) body.push(`<p>${r.pick(SENTENCES)}${r.pick(SENTENCES)}</p>`);
  const base = {
    category,
    title,
    summary,
    smallTitle: `发文机关：${source}`,
    smallTitle1: `发文字号：${words.prefix}发〔${year}〕${1 + Math.floor(r.next() * 200)}号`,
    source,
    content: body.join(''),
    releaseTime,
    quarter: quarterOf(releaseTime),
    status: r.next() < 0.03 ? 0 : 1,
  };
  const text = searchText(base.title, base.summary, base.smallTitle, base.smallTitle1, base.source);
  return { ...base, searchText: text, searchTokens: searchTokens(text) };
}

/** The first `n` rows the seed would insert: a fingerprint of the generated data for the cache key. */
export function sampleRows(n: number, seed = DEFAULT_SEED): PolicyInsert[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => generatePolicy(r, DEFAULT_NOW));
}

/**
 * Inserts `total` generated policies in multi-row INSERTs of `batch` rows. The GIN index is built once after
 * the load (same definition as the migration): much faster than maintaining it row by row.
 */
export async function seedPolicies(
  db: Db,
  total: number,
  opts: { batch?: number; seed?: number; now?: number; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const batch = opts.batch ?? 1000;
  const r = rng(opts.seed ?? DEFAULT_SEED);
  const now = opts.now ?? DEFAULT_NOW;
  const found = (await db.execute(
    sql`select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'policies_search_idx'`,
  )) as unknown as { rows: { indexdef: string }[] };
  const [idx] = found.rows;
  if (idx) await db.execute(sql`drop index policies_search_idx`);
  // The next batch is generated while the database stores the previous one (two cores: one each).
  let pending: Promise<unknown> = Promise.resolve();
  for (let done = 0; done < total; done += batch) {
    const rows: PolicyInsert[] = [];
    for (let i = 0; i < Math.min(batch, total - done); i++) rows.push(generatePolicy(r, now));
    await pending;
    opts.onProgress?.(done);
    pending = db.insert(policies).values(rows).execute();
  }
  await pending;
  opts.onProgress?.(total);
  if (idx) {
    const indexdef = idx.indexdef;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(indexdef));
    });
  }
  // As autovacuum would leave a table at rest: statistics and the visibility map up to date.
  await db.execute(sql`vacuum analyze policies`);
}
