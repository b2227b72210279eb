/**
 * Keyword search and the policy list at a million rows on PostgreSQL (issue 12), against the measured tree's
 * server with its caches off (every request is a real query):
 * - keywords of one, two and four Chinese characters, varied (drawn from the words the generated titles and
 *   summaries use, so most match and a few match little): p50/p99 of 200 sequential requests each, then the
 *   same lists under 10 and 50 connections;
 * - the list without a keyword, first page and a deep page, at 1 000 and at 1 000 000 rows: how it grows;
 * - EXPLAIN (ANALYZE, BUFFERS) of the statements the service sends, at a million rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { LoginType } from '../shared/constants';
import { hashPassword } from '../server/lib/password';
import { cacheOffSettings } from './code';
import { BASE_ROWS, keptPostgres } from './databases';
import { explainList, type Explained } from './explain';
import { loadAvg } from './load';
import { sampleRows, type Tokenizer } from './seed-bulk';
import { startCodeServer, stopServer, type Running } from './servers';
import { ACCEPT_ENCODING } from './targets';
import { AIMS, CATEGORY_WORDS, GENRES, OBJECTS, SENTENCES, SUMMARY_ACTIONS, SUMMARY_OPENERS, VERBS } from './words';

export const BIG_ROWS = Number(process.env.BENCH_BIG_ROWS ?? 1_000_000);
export const SMALL_ROWS = 1_000;
const SEQUENTIAL = Number(process.env.BENCH_SEARCH_REQUESTS ?? 200);
/** A slow tree stops sooner: the sequential requests of one list end after this many seconds (n is reported). */
const SEQUENTIAL_MAX_SECONDS = Number(process.env.BENCH_SEARCH_MAX_SECONDS ?? 120);
const WARM_UP = 20;
const CONCURRENT_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 5);
/**
 * Each load is measured after this many seconds of the same load unmeasured (from 2026-12-05). A list's first
 * seconds under load cost Node about a fifth more CPU a search than the seconds after (by hand, the text-only list at
 * 20 connections after 200 of its searches one at a time and a load of another list: 1.00–1.06 against 0.83–0.88 ms,
 * 862–927 against 1 010–1 052 searches a second, p99 44–50 against 28–39 ms, two pairs): the server's code for that
 * list's path settling under load, which a server that has run for an hour has done.
 */
export const CONCURRENT_WARM_UP_SECONDS = Number(process.env.BENCH_SEARCH_WARM_UP_SECONDS ?? 3);
export const CONCURRENCY = [10, 20, 50];
/**
 * The navigation search's 政策资讯 tab (search_list type 1: titles first, then matches only in the text, issues 29
 * and 34) under the connections of issue 34's bound: each keyword list, and keywords found only in the text.
 */
export const IN_TEXT_CONNECTIONS = 20;
const SEARCH_LIST = '/api/index/search_list';
const SERVER_LIST = '/api/index/server_list';
export const KEYWORD_LENGTHS = [1, 2, 4] as const;
/** The deep page of the list: page 90 of 10 exists at 1 000 rows (about 970 visible) as at a million. */
export const DEEP_PAGE = 90;
/** The keywords whose plans RESULTS.md shows: common single characters and words, a long word, a rare one, none. */
export const EXPLAIN_KEYWORDS = ['科', '科技', '政策', '人工智能', '量子信息', '火星', ''];

export type Latency = { n: number; mean: number; p50: number; p90: number; p99: number; max: number };
export type KeywordRun = {
  length: number;
  distinct: number;
  examples: string[];
  sequential: Latency;
  /** How many of the sequential requests matched nothing, matched some, or hit the count cap. */
  counts: { none: number; some: number; capped: number };
  concurrent: Concurrent[];
  /** The same keywords through search_list type 1 (titles, then the text) at IN_TEXT_CONNECTIONS (absent before). */
  inText?: Concurrent;
};
export type Concurrent = {
  connections: number;
  rps: number;
  p50: number | null;
  p99: number | null;
  failures: number;
  completed: number;
};
/** Keywords found in the generated bodies only, searched through search_list type 1: one at a time, then under load. */
export type TextOnlyRun = {
  lengths: number[];
  distinct: number;
  examples: string[];
  sequential: Latency;
  some: number;
  concurrent: Concurrent;
};
export type ListRun = { page: 'first' | 'deep'; start: number; small: Latency; big: Latency };
export type SearchResult = {
  bigRows: number;
  smallRows: number;
  seededBig: string;
  seededSmall: string;
  settings: Record<string, string>;
  keywords: KeywordRun[];
  /** Absent in runs before issue 34's in-text figures. */
  textOnly?: TextOnlyRun;
  list: ListRun[];
  explain: Explained[];
  loadStart: string;
  loadEnd: string;
};

const say = (line: string) => process.stdout.write(`${line}\n`);
const describe = (r: Concurrent) =>
  `${r.rps} req/s, p50 ${r.p50 ?? '-'} ms, p99 ${r.p99 ?? '-'} ms${r.failures ? `, ${r.failures} failed` : ''}`;

/** Deterministic shuffle (a fixed LCG): the same order in every run. */
function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  let s = 12345;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Every run of `length` Chinese characters inside the words generated titles, summaries and sources use. */
export function keywordsOfLength(length: number): string[] {
  const phrases = [
    ...Object.values(CATEGORY_WORDS).flatMap((c) => [...c.fields, ...c.sources]),
    ...VERBS,
    ...OBJECTS,
    ...AIMS,
    ...GENRES,
    ...SUMMARY_OPENERS,
    ...SUMMARY_ACTIONS,
  ];
  return shuffled([...new Set(phrases.flatMap((p) => [...runsOf(p, length)]))].sort());
}

/**
 * Runs of 2 and 4 Chinese characters of the generated bodies (SENTENCES) that no title, summary or source has: not
 * within one of their words (keywordsOfLength) nor across two (关于开展数字化… holds 展数), checked against the title-level
 * text of every row the seed generates (the million rows are copies of those).
 */
export function textOnlyKeywords(): string[] {
  const plain = { searchText: () => '', searchTokens: () => [], quarterOf: () => 1 } as unknown as Tokenizer;
  const fields = new Set(sampleRows(BASE_ROWS, plain).flatMap((r) => [r.title, r.summary, r.small_title, r.small_title1, r.source]));
  const found = new Set<string>();
  for (const length of [2, 4]) {
    const inTitles = new Set(keywordsOfLength(length));
    for (const f of fields) for (const k of runsOf(f, length)) inTitles.add(k);
    for (const sentence of SENTENCES) for (const k of runsOf(sentence, length)) if (!inTitles.has(k)) found.add(k);
  }
  return shuffled([...found].sort());
}

/** Every run of `length` Chinese characters in a text. */
function* runsOf(text: string, length: number): Generator<string> {
  for (const run of text.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = Array.from(run);
    for (let i = 0; i + length <= chars.length; i++) yield chars.slice(i, i + length).join('');
  }
}

function stats(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    n: s.length,
    mean: r(s.reduce((a, b) => a + b, 0) / (s.length || 1)),
    p50: r(at(0.5)),
    p90: r(at(0.9)),
    p99: r(at(0.99)),
    max: r(s.at(-1) ?? 0),
  };
}

async function listCall(
  baseUrl: string,
  body: Record<string, unknown>,
  call = SERVER_LIST,
  token?: string,
): Promise<{ ms: number; count: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${call}`, {
    method: 'POST',
    headers: headersFor(token),
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; count: number };
  const ms = performance.now() - started;
  if (json.code !== 1) throw new Error(`${call} ${JSON.stringify(body)}: ${json.msg}`);
  return { ms, count: json.count };
}

/** `n` sequential requests, one at a time, after a warm-up of WARM_UP; the bodies cycle through `bodies`. */
async function sequential(baseUrl: string, bodies: Record<string, unknown>[], n = SEQUENTIAL, call = SERVER_LIST, token?: string) {
  for (let i = 0; i < WARM_UP; i++) await listCall(baseUrl, bodies[i % bodies.length]!, call, token);
  const ms: number[] = [];
  const counts: number[] = [];
  const until = Date.now() + SEQUENTIAL_MAX_SECONDS * 1000;
  for (let i = 0; i < n && Date.now() < until; i++) {
    const r = await listCall(baseUrl, bodies[(WARM_UP + i) % bodies.length]!, call, token);
    ms.push(r.ms);
    counts.push(r.count);
  }
  return { latency: stats(ms), counts };
}

/** The keyword list under `connections`, each request taking the next keyword (search_list: its 政策资讯 tab). */
async function concurrent(
  baseUrl: string,
  keywords: string[],
  connections: number,
  call = SERVER_LIST,
  token?: string,
): Promise<Concurrent> {
  let next = 0;
  const extra = call === SEARCH_LIST ? { type: 1 } : {};
  // A refusal is HTTP 200 with its code (which autocannon does not read): one call first shows the load is answered.
  await listCall(baseUrl, { ...extra, keyword: keywords[0] }, call, token);
  const load = (duration: number) =>
    autocannon({
      url: `${baseUrl}${call}`,
      connections,
      duration,
      timeout: 60,
      requests: [
        {
          method: 'POST',
          headers: headersFor(token),
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ ...extra, keyword: keywords[next++ % keywords.length] }),
          }),
        },
      ],
    });
  if (CONCURRENT_WARM_UP_SECONDS > 0) await load(CONCURRENT_WARM_UP_SECONDS);
  const r = await load(CONCURRENT_SECONDS);
  return {
    connections,
    rps: Math.round(r.requests.average),
    p50: r.requests.total ? r.latency.p50 : null,
    p99: r.requests.total ? r.latency.p99 : null,
    failures: r.non2xx + r.errors + r.timeouts,
    completed: r.requests.total,
  };
}

/** Queries running on the database `url` names, other than this one. */
async function activeQueries(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()",
    );
    return r.rows[0]?.n ?? 0;
  } finally {
    await c.end();
  }
}

async function cancelQueries(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('select pg_cancel_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  } finally {
    await c.end();
  }
}

/** The navigation search is for signed-in users (search.policy.ts): its requests carry the first administrator's session. */
type Served = { server: Running; token: string; settle: () => Promise<void> };

const headersFor = (token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  'accept-encoding': ACCEPT_ENCODING,
  ...(token ? { token } : {}),
});

/**
 * The kept database is reused from run to run: its first administrator was made by an earlier run, with that run's
 * password. This run's is set on it (hashed as the server hashes; a chosen password, not one to change at sign-in).
 */
async function setAdminPassword(url: string, password: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('update users set password_hash = $1, must_change_password = false where login_type = $2', [
      await hashPassword(password),
      LoginType.ADMIN,
    ]);
  } finally {
    await c.end();
  }
}

async function adminToken(baseUrl: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/user/admin_login`, {
    method: 'POST',
    headers: headersFor(),
    body: JSON.stringify({ username: 'admin', password }),
  });
  const json = (await res.json()) as { msg: string; data?: { token?: string } };
  if (!json.data?.token) throw new Error(`admin_login: ${json.msg}`);
  return json.data.token;
}

/**
 * The tree's server on `url` with its caches off. settle() follows a load: when queries the load left behind are
 * still running a few seconds later, the server is restarted and they are cancelled, so the next figure is not
 * the tail of the last one.
 */
async function withServer<T>(
  url: string,
  logDir: string,
  name: string,
  cleanups: Set<() => Promise<void>>,
  use: (s: Served) => Promise<T>,
): Promise<T> {
  const adminPassword = randomBytes(12).toString('hex');
  const start = () =>
    startCodeServer({
      env: {
        DATABASE_URL: url,
        // The search's session: the first administrator signs in with a password alone (no second factor to enrol).
        STAFF_TOTP_REQUIRED: '0',
        // Uploads and the data key go to the run's own directory, never into the measured tree.
        DATA_DIR: path.join(logDir, `${name}-data`),
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ADMIN_PASSWORD: adminPassword,
        ...cacheOffSettings(),
      },
      logFile: path.join(logDir, `${name}.log`),
    });
  const server = await start();
  await setAdminPassword(url, adminPassword);
  const served: Served = {
    server,
    token: await adminToken(server.baseUrl, adminPassword),
    settle: async () => {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        if ((await activeQueries(url)) === 0) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      say('    (queries from the load still running: restarting the server and cancelling them)');
      await stopServer(served.server.pid, 5000);
      await cancelQueries(url);
      served.server = await start();
    },
  };
  const stop = () => stopServer(served.server.pid);
  cleanups.add(stop);
  try {
    return await use(served);
  } finally {
    await stop();
    cleanups.delete(stop);
  }
}

export async function benchSearch(adminUrl: string, cleanups: Set<() => Promise<void>>): Promise<SearchResult> {
  say(`Preparing PostgreSQL databases of ${SMALL_ROWS.toLocaleString('en')} and ${BIG_ROWS.toLocaleString('en')} rows…`);
  const small = await keptPostgres(adminUrl, SMALL_ROWS);
  const big = await keptPostgres(adminUrl, BIG_ROWS);
  say(`  ${small.seeded}\n  ${big.seeded}`);
  const logDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-search-'));
  const loadStart = loadAvg();
  const pages = [
    { page: 'first' as const, start: 1 },
    { page: 'deep' as const, start: DEEP_PAGE },
  ];
  try {
    const smallLists = await withServer(small.url, logDir, 'small', cleanups, async ({ server }) => {
      const out: Record<string, Latency> = {};
      for (const p of pages) out[p.page] = (await sequential(server.baseUrl, [{ start: p.start }])).latency;
      return out;
    });
    const res = await withServer(big.url, logDir, 'big', cleanups, async (served) => {
      const s = {
        get baseUrl() {
          return served.server.baseUrl;
        },
      };
      const keywords: KeywordRun[] = [];
      for (const length of KEYWORD_LENGTHS) {
        const list = keywordsOfLength(length);
        const seq = await sequential(
          s.baseUrl,
          list.map((keyword) => ({ keyword })),
        );
        const run: KeywordRun = {
          length,
          distinct: list.length,
          examples: list.slice(0, 6),
          sequential: seq.latency,
          counts: {
            none: seq.counts.filter((c) => c === 0).length,
            some: seq.counts.filter((c) => c > 0 && c < 10_000).length,
            capped: seq.counts.filter((c) => c >= 10_000).length,
          },
          concurrent: [],
        };
        say(
          `  ${length}-character keywords (${list.length} distinct, e.g. ${run.examples.slice(0, 3).join('、')}): sequential p50 ${seq.latency.p50} ms, p99 ${seq.latency.p99} ms`,
        );
        for (const c of CONCURRENCY) {
          const r = await concurrent(s.baseUrl, list, c);
          await served.settle();
          run.concurrent.push(r);
          say(`    ${c} connections: ${describe(r)}`);
        }
        run.inText = await concurrent(s.baseUrl, list, IN_TEXT_CONNECTIONS, SEARCH_LIST, served.token);
        await served.settle();
        say(`    search_list 政策资讯 at ${IN_TEXT_CONNECTIONS} connections: ${describe(run.inText)}`);
        keywords.push(run);
      }
      const textList = textOnlyKeywords();
      const textSeq = await sequential(
        s.baseUrl,
        textList.map((keyword) => ({ type: 1, keyword })),
        SEQUENTIAL,
        SEARCH_LIST,
        served.token,
      );
      const textOnly: TextOnlyRun = {
        lengths: [2, 4],
        distinct: textList.length,
        examples: textList.slice(0, 6),
        sequential: textSeq.latency,
        some: textSeq.counts.filter((c) => c > 0).length,
        concurrent: await concurrent(s.baseUrl, textList, IN_TEXT_CONNECTIONS, SEARCH_LIST, served.token),
      };
      await served.settle();
      say(
        `  found only in the text (${textList.length} distinct, e.g. ${textOnly.examples.slice(0, 3).join('、')}): sequential p50 ${textSeq.latency.p50} ms, p99 ${textSeq.latency.p99} ms; ${IN_TEXT_CONNECTIONS} connections: ${describe(textOnly.concurrent)}`,
      );
      const list: ListRun[] = [];
      for (const p of pages) {
        const bigLatency = (await sequential(s.baseUrl, [{ start: p.start }])).latency;
        list.push({ page: p.page, start: p.start, small: smallLists[p.page]!, big: bigLatency });
        say(
          `  list, ${p.page} page (start ${p.start}): p50 ${smallLists[p.page]!.p50} ms at ${SMALL_ROWS} rows, ${bigLatency.p50} ms at ${BIG_ROWS} rows`,
        );
      }
      return { keywords, textOnly, list };
    });
    say('  EXPLAIN at a million rows…');
    const explain: Explained[] = [];
    for (const keyword of EXPLAIN_KEYWORDS) explain.push(await explainList(big.url, { keyword }));
    explain.push(await explainList(big.url, { start: DEEP_PAGE }));
    return {
      bigRows: BIG_ROWS,
      smallRows: SMALL_ROWS,
      seededBig: big.seeded,
      seededSmall: small.seeded,
      settings: cacheOffSettings(),
      ...res,
      explain,
      loadStart,
      loadEnd: loadAvg(),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
