/**
 * Generated policy items for the bench: plausible notices of a business park (bench/words.ts), their search
 * columns filled by the measured tree's own server/lib/search.ts. Loading is the slow part, so rows go in as one
 * JSON parameter per batch (json_populate_recordset) with the table's secondary indexes dropped and rebuilt
 * once; a million rows are the generated ones multiplied in SQL (copies with new ids and release dates, their
 * tokens copied), not generated one by one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import type { DatesModule, SearchModule } from './code';
import { AIMS, CATEGORY_WORDS, GENRES, OBJECTS, SENTENCES, SUMMARY_ACTIONS, SUMMARY_OPENERS, VERBS } from './words';

/** Deterministic generator (mulberry32), so every database gets the same rows. */
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
/** Release dates run back three years from here; fixed, so the data (and its cache key) never drift. */
export const DEFAULT_NOW = Date.UTC(2026, 0, 1);

/** One row as the table's columns name it (the JSON json_populate_recordset reads). */
export type GeneratedRow = {
  category: number;
  title: string;
  summary: string;
  small_title: string;
  small_title1: string;
  source: string;
  content: string;
  release_time: string;
  quarter: number;
  status: number;
  search_text: string;
  search_tokens: string[];
  /** The body's search columns, where the measured tree searches the text (issue 29); '' and none before. */
  body_text: string;
  body_tokens: string[];
};

export type Tokenizer = Pick<SearchModule, 'searchText' | 'searchTokens'> &
  Partial<Pick<SearchModule, 'bodySearch'>> &
  Pick<DatesModule, 'quarterOf'>;

/** One published-looking policy item; search columns and quarter derived exactly as the product does. */
export function generatePolicy(r: ReturnType<typeof rng>, now: number, t: Tokenizer): GeneratedRow {
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
  const smallTitle = `发文机关：${source}`;
  const smallTitle1 = `发文字号：${words.prefix}发〔${year}〕${1 + Math.floor(r.next() * 200)}号`;
  const status = r.next() < 0.03 ? 0 : 1;
  const text = t.searchText(title, summary, smallTitle, smallTitle1, source);
  const content = body.join('');
  const inBody = t.bodySearch?.(content);
  return {
    category,
    title,
    summary,
    small_title: smallTitle,
    small_title1: smallTitle1,
    source,
    content,
    release_time: releaseTime.toISOString(),
    quarter: t.quarterOf(releaseTime),
    status,
    search_text: text,
    search_tokens: t.searchTokens(text),
    body_text: inBody?.bodyText ?? '',
    body_tokens: inBody?.bodyTokens ?? [],
  };
}

/** The first `n` rows the seed would insert: a fingerprint of the generated data (and of the tokenizer). */
export function sampleRows(n: number, t: Tokenizer, seed = DEFAULT_SEED): GeneratedRow[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => generatePolicy(r, DEFAULT_NOW, t));
}

const COLUMNS = [
  'category',
  'title',
  'summary',
  'small_title',
  'small_title1',
  'source',
  'content',
  'release_time',
  'quarter',
  'status',
  'search_text',
  'search_tokens',
  'body_text',
  'body_tokens',
] as const;
/** The columns a tree's policies table has: the body's only where it searches the text. */
const columnsFor = (t: Tokenizer) => COLUMNS.filter((c) => t.bodySearch || (c !== 'body_text' && c !== 'body_tokens'));
const TOKEN_COLUMNS = new Set(['search_tokens', 'body_tokens']);

type Rows<T> = { rows: T[] };
const rowsOf = <T>(res: unknown): T[] => (res as Rows<T>).rows;

/**
 * The policies table's secondary indexes (not those behind a constraint), dropped before a bulk load and
 * rebuilt after it from their own definitions: much faster than maintaining them row by row.
 */
async function withoutIndexes(db: Db, load: () => Promise<void>): Promise<void> {
  const defs = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`
      select i.relname as name, pg_get_indexdef(x.indexrelid) as def
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      where t.relname = 'policies' and t.relnamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`),
  );
  // Triggers that keep derived tables (a tree's token counts) are off during the load; the tree's own rebuild
  // function recomputes what they keep, once, when it has one.
  const rebuild = rowsOf<{ name: string }>(
    await db.execute(
      sql`select proname as name from pg_proc where proname = 'policy_token_counts_rebuild' and pronamespace = current_schema()::regnamespace`,
    ),
  )[0];
  for (const d of defs) await db.execute(sql.raw(`drop index "${d.name}"`));
  await db.execute(sql`alter table policies disable trigger user`);
  await load();
  await db.execute(sql`alter table policies enable trigger user`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const d of defs) await tx.execute(sql.raw(d.def));
    if (rebuild) {
      await tx.execute(sql`set local work_mem = '256MB'`);
      await tx.execute(sql.raw(`select "${rebuild.name}"()`));
    }
  });
  // As autovacuum would leave the tables at rest: statistics and the visibility map up to date.
  await db.execute(sql`vacuum analyze`);
}

/** Column types for the unnest() load: one array parameter per column. */
const COLUMN_TYPES: Record<(typeof COLUMNS)[number], string> = {
  category: 'smallint',
  title: 'text',
  summary: 'text',
  small_title: 'text',
  small_title1: 'text',
  source: 'text',
  content: 'text',
  release_time: 'timestamptz',
  quarter: 'smallint',
  status: 'smallint',
  search_text: 'text',
  search_tokens: 'text',
  body_text: 'text',
  body_tokens: 'text',
};
/** Joins a row's tokens into one string for the load (tokens never hold it: it is a control character). */
const TOKEN_JOIN = '\x02';

/**
 * Inserts `total` generated policies, a batch per statement as one array per column through unnest() (2–3×
 * faster than a JSON parameter; a row's tokens travel as one joined string and are split in SQL).
 */
export async function seedPolicies(
  db: Db,
  total: number,
  t: Tokenizer,
  opts: { batch?: number; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const batch = opts.batch ?? 2000;
  const r = rng(DEFAULT_SEED);
  const columns = columnsFor(t);
  const names = sql.raw(columns.join(', '));
  const selected = sql.raw(columns.map((c) => (TOKEN_COLUMNS.has(c) ? `string_to_array(${c}, E'\\x02')` : c)).join(', '));
  const insert = (rows: GeneratedRow[]) => {
    const arrays = columns.map((c) => {
      const values = rows.map((row) => {
        const v = row[c];
        return Array.isArray(v) ? v.join(TOKEN_JOIN) : v;
      });
      return sql`${sql.param(values)}::${sql.raw(COLUMN_TYPES[c])}[]`;
    });
    return db.execute(sql`insert into policies (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as x(${names})`);
  };
  await withoutIndexes(db, async () => {
    // The next batch is generated while the database stores the previous one (two cores: one each).
    let pending: Promise<unknown> = Promise.resolve();
    for (let done = 0; done < total; done += batch) {
      const rows: GeneratedRow[] = [];
      for (let i = 0; i < Math.min(batch, total - done); i++) rows.push(generatePolicy(r, DEFAULT_NOW, t));
      await pending;
      opts.onProgress?.(done);
      pending = insert(rows);
    }
    await pending;
    opts.onProgress?.(total);
  });
}

/**
 * Grows a table of `base` generated rows to `total` by copying them in SQL: each copy gets a new id and a new
 * release date within the same three years (and the quarter that goes with it, in China Standard Time);
 * every other column, the search columns included, is copied as it is. Deterministic (setseed).
 */
export async function multiplyPolicies(db: Db, total: number, opts: { onProgress?: (done: number) => void } = {}): Promise<void> {
  const [{ n: base = 0 } = {}] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from policies`));
  if (base === 0 || total <= base) return;
  const [{ max: maxId = 0 } = {}] = rowsOf<{ max: number }>(await db.execute(sql`select max(id) as max from policies`));
  const kept = rowsOf<{ c: string }>(
    await db.execute(sql`
      select column_name as c from information_schema.columns
      where table_schema = current_schema() and table_name = 'policies'
        and column_name not in ('id', 'release_time', 'quarter', 'view_count', 'created_at', 'updated_at')
      order by ordinal_position`),
  ).map((x) => `"${x.c}"`);
  const copied = sql.raw(kept.join(', '));
  const from = new Date(DEFAULT_NOW).toISOString();
  await withoutIndexes(db, async () => {
    await db.execute(sql`select setseed(0.42)`);
    for (let done = base; done < total;) {
      const n = Math.min(base, total - done);
      await db.execute(sql`
        insert into policies (${copied}, release_time, quarter)
        select ${copied}, t, extract(quarter from t at time zone 'Asia/Shanghai')::smallint
        from (
          select *, ${from}::timestamptz - random() * interval '1095 days' as t
          from policies where id <= ${maxId} order by id limit ${n}
        ) s`);
      done += n;
      opts.onProgress?.(done);
    }
  });
}
