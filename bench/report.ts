/**
 * bench/RESULTS.md from bench/results/before.json and after.json: issue 12's goals, each with the figure before
 * and after, their ratio, the target and whether it is met; then how each run was measured and its details.
 */
import { JS_TARGET_KB, routeSizeTable } from './route-sizes';
import { lighthouseTable } from './lighthouse';
import type { DbRun, Measured, ModeRun } from './load';
import type { RunResult } from './results';
import { CONCURRENCY, CONCURRENT_WARM_UP_SECONDS, DEEP_PAGE, IN_TEXT_CONNECTIONS, type Concurrent, type SearchResult } from './search1m';
import { ACCEPT_ENCODING, CONNECTIONS, DURATION, GOAL_KEYWORD, PAGE_DURATION, SHORT_DURATION } from './targets';

/** Issue 12's targets. */
export const TARGET = {
  healthzOfHello: 50,
  callsOfHealthz: { postgres: 60, pglite: 40 },
  callP99Ms: 25,
  pagesOfHealthz: 20,
  firstLoadKb: JS_TARGET_KB,
  lighthousePerf: 95,
  seo: 100,
  searchP99Ms: 50,
  listGrowth: 2,
  rssMb: 300,
  startSeconds: 10,
};

type Fig = { text: string; value: number | null };
type Row = {
  cells: string[];
  before: Fig | null;
  after: Fig | null;
  target: string;
  met: (f: Fig | null) => boolean | null;
  lowerIsBetter?: boolean;
};

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
const pct = (a: number, b: number) => (b > 0 ? (a / b) * 100 : 0);
const ms = (v: number | null, seconds: number) => (v === null ? `> ${seconds * 1000}` : fmt(v, 1));

function ratio(before: Fig | null, after: Fig | null): string {
  if (!before || !after || before.value === null || after.value === null || before.value === 0) return '—';
  return `×${fmt(after.value / before.value, after.value / before.value < 10 ? 2 : 1)}`;
}
const mark = (m: boolean | null) => (m === null ? '—' : m ? 'met' : '**not met**');

function table(head: string[], rows: Row[], runs: { before: boolean; after: boolean }): string[] {
  const cols = [
    ...head,
    ...(runs.before ? ['Before'] : []),
    ...(runs.after ? ['After'] : []),
    ...(runs.before && runs.after ? ['After ÷ before'] : []),
    'Target',
    ...(runs.before ? ['Met before'] : []),
    ...(runs.after ? ['Met after'] : []),
  ];
  const out = [`| ${cols.join(' | ')} |`, `|${cols.map((_, i) => (i < head.length ? '---' : '---:')).join('|')}|`];
  for (const r of rows) {
    out.push(
      `| ${[
        ...r.cells,
        ...(runs.before ? [r.before?.text ?? '—'] : []),
        ...(runs.after ? [r.after?.text ?? '—'] : []),
        ...(runs.before && runs.after ? [ratio(r.before, r.after)] : []),
        r.target,
        ...(runs.before ? [mark(r.before ? r.met(r.before) : null)] : []),
        ...(runs.after ? [mark(r.after ? r.met(r.after) : null)] : []),
      ].join(' | ')} |`,
    );
  }
  return out;
}

const dbs = ['postgres', 'pglite'] as const;
const dbName = { postgres: 'PostgreSQL', pglite: 'PGlite (embedded)' };
const modeName = (m: ModeRun['mode'], run?: DbRun) =>
  m === 'deployed' ? (run && run.modes.length === 1 ? 'as deployed (this tree has no cache)' : 'as deployed') : 'caches off';

function mode(r: RunResult | null, db: (typeof dbs)[number], m: ModeRun['mode']): ModeRun | undefined {
  const run = r?.groups[db];
  // A tree without caches has one mode: its deployed server is also its "caches off" server.
  return run?.modes.find((x) => x.mode === m) ?? (m === 'off' && run?.modes.length === 1 ? run.modes[0] : undefined);
}
const row = (mr: ModeRun | undefined, id: string) => mr?.rows.find((x) => x.id === id);
/** " (no cache)": a "caches off" figure of a tree without caches is its deployed figure. */
const same = (r: RunResult | null, db: (typeof dbs)[number], m: ModeRun['mode']) =>
  m === 'off' && r?.groups[db]?.modes.length === 1 && r.groups[db]!.modes[0]!.mode === 'deployed' ? ' (no cache: as deployed)' : '';

// ------------------------------------------------------------------------------------------------ goals

function goal1(b: RunResult | null, a: RunResult | null): Row[] {
  return dbs.flatMap((db) =>
    (['deployed', 'off'] as const).map((m): Row => {
      const fig = (r: RunResult | null): Fig | null => {
        const mr = mode(r, db, m);
        const h = row(mr, 'healthz');
        if (!mr || !h) return null;
        const v = pct(h.rps, mr.hello.rps);
        return {
          value: v,
          text: `${fmt(h.rps)} of ${fmt(mr.hello.rps)} req/s = ${fmt(v, 1)} %${same(r, db, m)}`,
        };
      };
      return {
        cells: [dbName[db], m === 'deployed' ? 'as deployed' : 'caches off'],
        before: fig(b),
        after: fig(a),
        target: `≥ ${TARGET.healthzOfHello} %`,
        met: (f) => (f?.value == null ? null : f.value >= TARGET.healthzOfHello),
      };
    }),
  );
}

function callRows(
  b: RunResult | null,
  a: RunResult | null,
  ids: { id: string; name: string }[],
  target: (db: (typeof dbs)[number]) => number,
  withP99: boolean,
): Row[] {
  const out: Row[] = [];
  for (const db of dbs) {
    for (const m of ['deployed', 'off'] as const) {
      for (const { id, name } of ids) {
        const fig = (r: RunResult | null): Fig | null => {
          const mr = mode(r, db, m);
          const h = row(mr, 'healthz');
          const c = row(mr, id);
          if (!h || !c) return null;
          const v = pct(c.rps, h.rps);
          return {
            value: v,
            text: `${fmt(v, 1)} % (${fmt(c.rps)} req/s${withP99 ? `, p99 ${ms(c.p99, c.seconds)} ms` : ''})${same(r, db, m)}`,
          };
        };
        const t = target(db);
        const r: Row = {
          cells: [dbName[db], m === 'deployed' ? 'as deployed' : 'caches off', name],
          before: fig(b),
          after: fig(a),
          target: withP99 ? `≥ ${t} %, p99 ≤ ${TARGET.callP99Ms} ms` : `≥ ${t} %`,
          met: () => null,
        };
        r.met = (f) => {
          if (f?.value == null) return null;
          if (!withP99) return f.value >= t;
          const p99 = row(mode(f === r.before ? b : a, db, m), id)?.p99;
          return f.value >= t && p99 !== null && p99 !== undefined && p99 <= TARGET.callP99Ms;
        };
        out.push(r);
      }
    }
  }
  return out;
}

function goal2(b: RunResult | null, a: RunResult | null): Row[] {
  const calls = [
    { id: 'server_list', name: 'server_list (no keyword)' },
    { id: 'server_list_keyword', name: `server_list keyword '${GOAL_KEYWORD}'` },
    { id: 'home_policy', name: 'home_policy' },
    { id: 'show_dataone', name: 'show_dataone' },
    { id: 'server_detail', name: 'server_detail' },
  ];
  const rows = callRows(b, a, calls, (db) => TARGET.callsOfHealthz[db], true);
  return rows;
}

function goal3(b: RunResult | null, a: RunResult | null): Row[] {
  const pages = [
    { id: 'page_home', name: '/ (home)' },
    { id: 'page_information', name: '/information' },
    { id: 'page_policydetail', name: '/policydetail?id=…&type=0' },
  ];
  return callRows(b, a, pages, () => TARGET.pagesOfHealthz, false);
}

function goal4(b: RunResult | null, a: RunResult | null): Row[] {
  const routes = [...new Set([...(b?.groups.sizes?.rows ?? []), ...(a?.groups.sizes?.rows ?? [])].map((r) => r.route))];
  const sizes = routes.map((route): Row => {
    const fig = (r: RunResult | null): Fig | null => {
      const s = r?.groups.sizes?.rows.find((x) => x.route === route);
      if (!s) return null;
      return s.absent ? { value: null, text: 'no such route' } : { value: s.jsKb, text: `${fmt(s.jsKb, 1)} KB` };
    };
    return {
      cells: ['first-load JS (gzip)', `\`${route}\``],
      before: fig(b),
      after: fig(a),
      target: `≤ ${TARGET.firstLoadKb} KB`,
      met: (f) => (f?.value == null ? null : f.value <= TARGET.firstLoadKb),
      lowerIsBetter: true,
    };
  });
  const pages = [...new Set([...(b?.groups.lighthouse?.pages ?? []), ...(a?.groups.lighthouse?.pages ?? [])].map((p) => p.page))];
  const lh = pages.flatMap((page): Row[] => {
    const perf = (r: RunResult | null): Fig | null => {
      const p = r?.groups.lighthouse?.pages.find((x) => x.page === page);
      return p
        ? {
            value: p.scores.performance,
            text: `${p.scores.performance ?? '—'} (runs ${p.allPerf.join(', ')})`,
          }
        : null;
    };
    const seo = (r: RunResult | null): Fig | null => {
      const p = r?.groups.lighthouse?.pages.find((x) => x.page === page);
      return p ? { value: p.scores.seo, text: String(p.scores.seo ?? '—') } : null;
    };
    return [
      {
        cells: ['Lighthouse mobile performance', page],
        before: perf(b),
        after: perf(a),
        target: `≥ ${TARGET.lighthousePerf}`,
        met: (f) => (f?.value == null ? null : f.value >= TARGET.lighthousePerf),
      },
      {
        cells: ['Lighthouse SEO', page],
        before: seo(b),
        after: seo(a),
        target: `${TARGET.seo}`,
        met: (f) => (f?.value == null ? null : f.value >= TARGET.seo),
      },
    ];
  });
  return [...sizes, ...lh];
}

function goal5(b: RunResult | null, a: RunResult | null): Row[] {
  const search = (r: RunResult | null) => r?.groups.search;
  const out: Row[] = [];
  for (const length of [1, 2, 4]) {
    const seq = (r: RunResult | null): Fig | null => {
      const k = search(r)?.keywords.find((x) => x.length === length);
      return k
        ? {
            value: k.sequential.p99,
            text: `${fmt(k.sequential.p99, 1)} ms (p50 ${fmt(k.sequential.p50, 1)}, n ${k.sequential.n})`,
          }
        : null;
    };
    out.push({
      cells: [`${length} character${length > 1 ? 's' : ''}`, 'one request at a time, p99'],
      before: seq(b),
      after: seq(a),
      target: `≤ ${TARGET.searchP99Ms} ms`,
      met: (f) => (f?.value == null ? null : f.value <= TARGET.searchP99Ms),
      lowerIsBetter: true,
    });
    for (const c of CONCURRENCY) {
      const con = (r: RunResult | null): Fig | null => {
        const k = search(r)
          ?.keywords.find((x) => x.length === length)
          ?.concurrent.find((x) => x.connections === c);
        if (!k) return null;
        // None answered within the run: every request took longer than the run (a lower bound, not met).
        return k.p99 === null
          ? { value: null, text: `none answered within the run (${fmt(k.completed)} completed)` }
          : { value: k.p99, text: `${fmt(k.p99, 1)} ms (${fmt(k.rps)} req/s)` };
      };
      out.push({
        cells: [`${length} character${length > 1 ? 's' : ''}`, `${c} connections, p99`],
        before: con(b),
        after: con(a),
        target: `≤ ${TARGET.searchP99Ms} ms`,
        met: (f) => (f ? f.value !== null && f.value <= TARGET.searchP99Ms : null),
        lowerIsBetter: true,
      });
    }
  }
  // Issue 34: the navigation search's 政策资讯 tab (titles, then the text) under the same bound.
  const underLoad = (c: Concurrent | undefined): Fig | null =>
    !c
      ? null
      : c.p99 === null
        ? { value: null, text: `none answered within the run (${fmt(c.completed)} completed)` }
        : { value: c.p99, text: `${fmt(c.p99, 1)} ms (${fmt(c.rps)} req/s)` };
  const withinBound = (f: Fig | null) => (f ? f.value !== null && f.value <= TARGET.searchP99Ms : null);
  for (const length of [1, 2, 4]) {
    const inText = (r: RunResult | null) => underLoad(search(r)?.keywords.find((x) => x.length === length)?.inText);
    out.push({
      cells: [
        `${length} character${length > 1 ? 's' : ''}`,
        `search_list 政策资讯 (titles, then the text), ${IN_TEXT_CONNECTIONS} connections, p99`,
      ],
      before: inText(b),
      after: inText(a),
      target: `≤ ${TARGET.searchP99Ms} ms`,
      met: withinBound,
      lowerIsBetter: true,
    });
  }
  const textOnly = (r: RunResult | null) => underLoad(search(r)?.textOnly?.concurrent);
  out.push({
    cells: ['2 and 4 characters found only in the text', `search_list 政策资讯, ${IN_TEXT_CONNECTIONS} connections, p99`],
    before: textOnly(b),
    after: textOnly(a),
    target: `≤ ${TARGET.searchP99Ms} ms`,
    met: withinBound,
    lowerIsBetter: true,
  });
  for (const page of ['first', 'deep'] as const) {
    const grow = (r: RunResult | null): Fig | null => {
      const l = search(r)?.list.find((x) => x.page === page);
      if (!l) return null;
      const v = l.small.p50 > 0 ? l.big.p50 / l.small.p50 : null;
      return {
        value: v,
        text: `${fmt(l.small.p50, 1)} → ${fmt(l.big.p50, 1)} ms = ×${v === null ? '—' : fmt(v, 2)}`,
      };
    };
    out.push({
      cells: ['list, no keyword', `${page} page${page === 'deep' ? ` (page ${DEEP_PAGE})` : ''}: p50 at 1 000 → 1 000 000 rows`],
      before: grow(b),
      after: grow(a),
      target: `≤ ×${TARGET.listGrowth}`,
      met: (f) => (f?.value == null ? null : f.value <= TARGET.listGrowth),
      lowerIsBetter: true,
    });
  }
  return out;
}

function goal6(b: RunResult | null, a: RunResult | null): Row[] {
  const mem = (r: RunResult | null, key: 'rss' | 'hwm'): Fig | null => {
    const run = r?.groups.pglite;
    if (!run?.modes.length) return null;
    const v = Math.max(...run.modes.map((m) => m.memory[key]));
    return { value: v, text: `${fmt(v)} MB` };
  };
  const loader = (r: RunResult | null): Fig | null =>
    r
      ? {
          value: r.code.typescriptLoader ? 1 : 0,
          text: r.code.typescriptLoader ? 'tsx (TypeScript loader)' : 'compiled JavaScript',
        }
      : null;
  return [
    {
      cells: ['VmRSS after the load (largest of the modes)'],
      before: mem(b, 'rss'),
      after: mem(a, 'rss'),
      target: `≤ ${TARGET.rssMb} MB`,
      met: (f) => (f?.value == null ? null : f.value <= TARGET.rssMb),
      lowerIsBetter: true,
    },
    {
      cells: ['VmHWM (peak) during the load'],
      before: mem(b, 'hwm'),
      after: mem(a, 'hwm'),
      target: `≤ ${TARGET.rssMb} MB`,
      met: (f) => (f?.value == null ? null : f.value <= TARGET.rssMb),
      lowerIsBetter: true,
    },
    // Each mode on its own, so the deployed figure shows beside the caches-off one the goal rows above take.
    ...(['deployed', 'off'] as const).flatMap((m) =>
      (['rss', 'hwm'] as const).map((key): Row => {
        const fig = (r: RunResult | null): Fig | null => {
          const mr = mode(r, 'pglite', m);
          return mr ? { value: mr.memory[key], text: `${fmt(mr.memory[key])} MB${same(r, 'pglite', m)}` } : null;
        };
        return {
          cells: [`${key === 'rss' ? 'VmRSS after' : 'VmHWM (peak) during'} the load, ${m === 'deployed' ? 'as deployed' : 'caches off'}`],
          before: fig(b),
          after: fig(a),
          target: `≤ ${TARGET.rssMb} MB`,
          met: (f) => (f?.value == null ? null : f.value <= TARGET.rssMb),
          lowerIsBetter: true,
        };
      }),
    ),
    {
      cells: ['`npm start` runs'],
      before: loader(b),
      after: loader(a),
      target: 'compiled JavaScript',
      met: (f) => (f?.value == null ? null : f.value === 0),
    },
  ];
}

function goal7(b: RunResult | null, a: RunResult | null): Row[] {
  const fig = (r: RunResult | null): Fig | null => {
    const s = r?.groups.start;
    if (!s) return null;
    return s.firstPageSeconds === null
      ? { value: null, text: `no page (${s.error ?? 'failed'})` }
      : { value: s.firstPageSeconds, text: `${fmt(s.firstPageSeconds, 1)} s` };
  };
  return [
    {
      cells: ['`npm start` on a fresh data directory → first 200 from GET /'],
      before: fig(b),
      after: fig(a),
      target: `≤ ${TARGET.startSeconds} s`,
      met: (f) => (f?.value == null ? (f ? false : null) : f.value <= TARGET.startSeconds),
      lowerIsBetter: true,
    },
  ];
}

// ---------------------------------------------------------------------------------------------- details

function loadTable(mr: ModeRun): string[] {
  const out = [
    '| Call | Rows matched | 1 request ms | Req/s | % of /healthz | Completed | p50 ms | p99 ms | Failed | KB/response | Server RSS MB | CPU a request, ms: main thread / server and database in all |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const cpu = (r: Measured) =>
    r.cpu ? `${r.cpu.mainMs.toFixed(2)} / ${(r.cpu.mainMs + r.cpu.helpersMs + r.cpu.databaseMs).toFixed(2)}` : '—';
  const h = mr.rows.find((x) => x.id === 'healthz');
  const line = (r: Measured) =>
    `| ${r.name} | ${r.matches === undefined ? '' : fmt(r.matches)} | ${r.singleMs} | ${fmt(r.rps)}${r.roundsRps ? ` (rounds ${r.roundsRps.map((x) => fmt(x)).join(', ')})` : ''} | ${h && r.id !== 'hello' ? `${fmt(pct(r.rps, h.rps), 1)} %` : ''} | ${r.completed} | ${ms(r.p50, r.seconds)} | ${ms(r.p99, r.seconds)} | ${r.failures} | ${r.respKb ?? '—'} | ${r.id === 'hello' ? '' : r.rssMb} | ${r.id === 'hello' ? '' : cpu(r)} |`;
  out.push(line(mr.hello));
  for (const r of mr.rows) out.push(line(r));
  return out;
}

function searchDetails(s: SearchResult): string[] {
  const out = [
    `Data: ${fmt(s.smallRows)} rows (${s.seededSmall}) and ${fmt(s.bigRows)} rows (${s.seededBig}); the server with ${
      Object.keys(s.settings).length
        ? Object.entries(s.settings)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ')
        : 'no cache (this tree has none)'
    }. Load average ${s.loadStart} → ${s.loadEnd}.`,
    '',
    '| Keyword length | Distinct keywords (e.g.) | Requests | p50 ms | p90 ms | p99 ms | max ms | No match / some / capped at 10 000 | ' +
      runConnections(s)
        .map((c) => `${c} conn.: req/s, p50, p99 ms`)
        .join(' | ') +
      ' |',
    `|---|---|---:|---:|---:|---:|---:|---|${runConnections(s)
      .map(() => '---')
      .join('|')}|`,
  ];
  for (const k of s.keywords) {
    out.push(
      `| ${k.length} | ${k.distinct} (${k.examples.slice(0, 4).join('、')}) | ${k.sequential.n} | ${k.sequential.p50} | ${k.sequential.p90} | ${k.sequential.p99} | ${k.sequential.max} | ${k.counts.none} / ${k.counts.some} / ${k.counts.capped} | ${k.concurrent.map((c) => `${fmt(c.rps)}, ${c.p50 ?? '—'}, ${c.p99 ?? '—'}${c.failures ? ` (${c.failures} failed)` : ''}`).join(' | ')} |`,
    );
  }
  const inText = s.keywords.filter((k) => k.inText);
  if (inText.length || s.textOnly) {
    out.push(
      '',
      `| search_list 政策资讯 (titles, then the text) | Requests one at a time | p50 ms | p99 ms | Matched | ${IN_TEXT_CONNECTIONS} conn.: req/s, p50, p99 ms |`,
      '|---|---:|---:|---:|---:|---|',
    );
    const load = (c: Concurrent) => `${fmt(c.rps)}, ${c.p50 ?? '—'}, ${c.p99 ?? '—'}${c.failures ? ` (${c.failures} failed)` : ''}`;
    for (const k of inText) out.push(`| the ${k.length}-character keywords above | — | — | — | — | ${load(k.inText!)} |`);
    const t = s.textOnly;
    if (t)
      out.push(
        `| ${t.lengths.join(' and ')} characters found only in the text: ${fmt(t.distinct)} (${t.examples.slice(0, 4).join('、')}) | ${t.sequential.n} | ${t.sequential.p50} | ${t.sequential.p99} | ${t.some} of ${t.sequential.n} | ${load(t.concurrent)} |`,
      );
  }
  out.push('', '| List without keyword | p50 ms at 1 000 rows | p99 | p50 ms at 1 000 000 rows | p99 |', '|---|---:|---:|---:|---:|');
  for (const l of s.list) out.push(`| ${l.page} page (start ${l.start}) | ${l.small.p50} | ${l.small.p99} | ${l.big.p50} | ${l.big.p99} |`);
  return out;
}

function explainDetails(s: SearchResult): string[] {
  const out: string[] = [];
  for (const e of s.explain) {
    const what = bodyName(e.body);
    const total = e.statements.reduce((t, x) => t + (x.ms ?? 0), 0);
    out.push(
      `<details><summary>${what}: ${e.statements.length} statement(s), ${fmt(total, 1)} ms executing (EXPLAIN ANALYZE)</summary>`,
      '',
    );
    for (const st of e.statements)
      out.push('```sql', st.sql, `-- params: ${JSON.stringify(st.params)}`, '```', '', '```', st.plan, '```', '');
    out.push('</details>', '');
  }
  return out;
}

const bodyName = (body: Record<string, unknown>) =>
  body.keyword ? `keyword '${String(body.keyword)}'` : body.start ? `no keyword, page ${String(body.start)}` : 'no keyword, first page';

/** Each list's statements, their execution time summed (EXPLAIN ANALYZE), before and after. */
function planSummary(before: RunResult | null, after: RunResult | null): string[] {
  const runs = [before, after].filter((r): r is RunResult => !!r?.groups.search);
  if (!runs.length) return [];
  const names = [...new Set(runs.flatMap((r) => r.groups.search!.explain.map((e) => bodyName(e.body))))];
  const cell = (r: RunResult, name: string) => {
    const e = r.groups.search!.explain.find((x) => bodyName(x.body) === name);
    return e
      ? `${fmt(
          e.statements.reduce((t, x) => t + (x.ms ?? 0), 0),
          1,
        )} ms (${e.statements.length})`
      : '—';
  };
  return [
    `| List | ${runs.map((r) => `${r.label}: ms executing (statements)`).join(' | ')} |`,
    `|---|${runs.map(() => '---:').join('|')}|`,
    ...names.map((n) => `| ${n} | ${runs.map((r) => cell(r, n)).join(' | ')} |`),
    '',
  ];
}

function runDetails(r: RunResult): string[] {
  const g = r.groups;
  const out = [
    `### The ${r.label} run`,
    '',
    `- Code: \`${r.code.dir}\` at ${r.code.version}; pages from \`${r.code.buildDir}/\`; \`npm start\`: \`${r.code.start}\`; cache settings: ${r.code.cacheSettings.length ? r.code.cacheSettings.join(', ') : 'none'}`,
    `- Machine: ${r.machine.cores} cores, ${r.machine.cpu}, ${r.machine.ramGb} GB RAM; Node ${r.machine.node}; ${r.machine.postgres ?? 'no PostgreSQL'}`,
    `- Finished ${r.date}; ${r.only ? `this part (--only ${r.only}) took` : 'the run took'} ${fmt(r.seconds)} s; load average (1, 5, 15 min) ${r.loadStart} at its start, ${r.loadEnd} at its end. Each group: when it finished, how long, load average at its start → end${Object.values(g).some((v) => v?.code) ? ', and the code it measured when a later partial run (--only) replaced it' : ''}:`,
  ];
  for (const [name, v] of Object.entries(g))
    if (v)
      out.push(
        `  - ${name}: ${v.at}, ${fmt(v.seconds)} s, load ${v.loadStart} → ${v.loadEnd}${v.code && v.code !== r.code.version ? `; code ${v.code}` : ''}`,
      );
  for (const [name, why] of Object.entries(r.notes)) out.push(`  - ${name}: ${why}`);
  out.push('');
  for (const db of dbs) {
    const run = g[db];
    if (!run) continue;
    for (const mr of run.modes) {
      out.push(
        `#### ${run.label}, ${fmt(run.rows)} policy rows, ${modeName(mr.mode, run)}${
          Object.keys(mr.settings).length
            ? ` (${Object.entries(mr.settings)
                .map(([k, v]) => `${k}=${v}`)
                .join(', ')})`
            : ''
        }`,
        '',
        `Data: ${run.seeded}; demo park added in ${fmt(run.demoSeconds, 1)} s; detail on id ${run.detailId}. Server memory at the end: VmRSS ${mr.memory.rss} MB, VmHWM ${mr.memory.hwm} MB; ${mr.restarts} restart(s) after a run left it busy. Load ${mr.loadStart} → ${mr.loadEnd}.`,
        '',
        ...loadTable(mr),
        '',
      );
    }
  }
  if (g.search) out.push(`#### Search and list at ${fmt(g.search.bigRows)} rows (PostgreSQL)`, '', ...searchDetails(g.search), '');
  if (g.sizes) {
    out.push(
      `#### First-load JS and CSS per public route (gzip)`,
      '',
      routeSizeTable(g.sizes.rows),
      '',
      `Largest JS files of the home page's first load (gzip KB): ${g.sizes.largest.map((f) => `${f.file} ${f.kb}`).join(', ')}.`,
      '',
    );
  }
  if (g.lighthouse) {
    const lh = g.lighthouse;
    out.push(
      '#### Lighthouse, mobile',
      '',
      `Lighthouse ${lh.version}, ${lh.chromium}; ${lh.throttling}; host benchmark index ${lh.benchmarkIndex}; ${lh.runs} runs per page, the median shown. /robots.txt answered ${lh.robots}, /sitemap.xml ${lh.sitemap} (status and content type).`,
      '',
      ...lighthouseTable(lh.pages),
    );
  }
  if (g.start)
    out.push(
      `#### \`npm start\``,
      '',
      `Script \`${g.start.script}\`${g.start.prestart ? ` after prestart \`${g.start.prestart}\`` : ''}: ${g.start.firstPageSeconds === null ? `no page (${g.start.error})` : `first page after ${g.start.firstPageSeconds} s`}.`,
      '',
    );
  return out;
}

export function renderResults(before: RunResult | null, after: RunResult | null, billing: string | null): string {
  const runs = { before: !!before, after: !!after };
  const labels = [before && `${before.label} (${before.code.version})`, after && `${after.label} (${after.code.version})`]
    .filter(Boolean)
    .join(' and ');
  const out = [
    '# Benchmarks (issue 12: fast for everyone)',
    '',
    `Written by \`npm run bench\` (bench/run.ts) from bench/results/*.json: ${labels}. Figures only, nothing asserted. "After ÷ before" divides the after figure by the before figure (for times and sizes lower is better).`,
    '',
    '## How it is measured',
    '',
    `- **One machine, shared**: client (autocannon, in the bench's process) and server share ${after?.machine.cores ?? before?.machine.cores ?? 2} cores; other work on the machine shows in the load averages recorded per group (see each run). Compare figures of one run (ratios) rather than absolute numbers across runs.`,
    `- **Lighthouse and the browser** (checked 2026-11-27): Lighthouse uses Debian's Chromium 156.0.8078.108 (apt-get install chromium; earlier after runs: HeadlessChrome 153; @sparticuz/chromium's 156 build gave a host benchmark index of 628 against Debian's 2 301–3 127, and is not comparable). Scores move with the machine: the 2dca90b run (index 2 301) scored home 80, list 86, detail 88, with Total Blocking Time 390–510 ms; the same session's starting code e2b1423, right after, 77, 91, 89. On 2026-11-27, on a quieter machine (index 3 127), the code before this session's changes (f7494f1) scored home 92 (runs 92, 92, 94), list 98 (98, 100, 91), detail 93 (93, 95, 93) with the bench's own Lighthouse group, and 94–99 in single runs by hand; Largest Contentful Paint was 2.0–3.0 s, most of it "render delay". The change that moved it: React Router's module preloads (dozens of <link rel=modulepreload> in <head>) made the browser fetch and compile React while it laid the page out, which Lighthouse's simulated slow phone counts before the first image; without them (f69e941) single runs by hand gave 100 on all three pages. The 59a5abf run (2026-11-27, a slower machine: index 1 110 in the run, 1 084–1 747 in runs by hand) scored home 88, list 93, detail 97, every page's weak point Total Blocking Time (home 466 ms). In its trace the one long task before hydration is the first style and layout of the page (about 95 ms unthrottled, ×4 in the simulation); the page's font stack and \`content-visibility\` on the sections below the fold made no difference beyond the spread (by hand, Chromium's own layout timings). Lighthouse's default ×4 CPU slowdown is meant to turn a high-end desktop (index 1 500–2 000) into a mid-tier phone; its throttling guide and its CPU-slowdown calculator put ×2.6 on an index of 1 110, and ×10.8 on the 3 127 of the f69e941 runs. By hand on 59a5abf at ×2.6: home 98, list 100 (at ×4 in the same minutes: 92 and 98). The goal's figure stays Lighthouse's default ×4. The 32299bb run (same code as 59a5abf for the pages; a faster machine, index 2 503) scored home 99, list 100, detail 100 at the default ×4, Total Blocking Time under 60 ms: the score follows the host.`,
    `- **Run-to-run spread** (checked 2026-11-26, because the cached calls' share of /healthz fell from 59–88 % in the 077556e run to 46–60 % in the 8505071 run): the postgres group run back to back on 077556e and on e223263 gave server_list (as deployed) 71 % and 48 % of /healthz, home_policy 48 % and 63 %; then by hand, autocannon 6 s against the same two databases, 077556e's server_list 47 % and 58 % in two runs and e223263's 39–61 % in four (two with the rate-limit store in memory, two in the database: no difference beyond the spread), while /healthz itself ranged from 12 900 to 23 300 req/s. No regression in the code; one run does not settle a goal within about 15 points of its line. The 59a5abf run (2026-11-27) ran on a machine about five times slower per request (the hello-world 14 500–18 100 req/s against 84 000–89 000 the day before); under load the server was idle 31 % of its samples (a CPU profile of the keyword call), so there the load generator, not the server, set the pace of every target, and the same cached call gave 4 130–6 459 req/s from one minute to the next. The 32299bb run (the same server code, a faster machine: the hello-world 38 600–64 400 req/s, itself 41 205 and 50 603 in two rounds a minute apart) met goal 1 (PGlite 50.3 %, PostgreSQL 56.9 %) and missed goal 2 on PostgreSQL (server_list 59 %, keyword 55.9 %, server_detail 51.3 %), which the 59a5abf run had met (68–77 %).`,
    `- **/healthz a minute after pages** (by hand on 32299bb's build, 2026-11-27, because round 2's /healthz came out 19–48 % below round 1's in every mode of that run): autocannon 8 s, 50 connections, the server's own CPU read from /proc. /healthz cost 30–43 µs of server CPU a request on a new process; right after 16 s of page load (/information, then /, from the page cache) still the same (42.3 µs); 65 s later 44–64 µs (+47 % in the run that measured both). A minute without any load gave +14 %; 8 s of /healthz itself or of /robots.txt in place of the pages, none; page load on another process, none; a bare Fastify serving a 20 KB page in between, none. Not garbage collection (no mark-compact during the slow run, scavenges as many as before) nor the young generation's size (--max-semi-space-size=1: the same drop). A CPU profile of the two runs shows every function slower, the socket write (writev) included (21 → 32 µs a request). Narrowed on a copy of the build (2026-11-27): two page renders alone (one request each to /information and /) in a process older than about a minute raise /healthz from 31 to 41 µs at once (a render in a younger process shows it only a minute later); 16 s of a 20 KB gzip answer from the same page route, with every hook, and no render, none; the same after the two renders, +32 %; async_hooks' promise hooks stay off (a promise reaction still runs with async id 0 after the renders). With the three timed jobs (housekeeping, reminders, publishing) switched off, the same: 27.6 → 41.7 µs. So a render, in a process that has run for a minute, leaves the whole process slower; what the minute changes is not found. Production servers live in the slower state, so the goal's best round is the server's best case.`,
    `- **What a cached call and /healthz pay** (by hand, 2026-11-27, the demo park on PostgreSQL; autocannon 5–6 s, 50 connections, the server's CPU from /proc, builds compared in interleaved rounds; the machine's spread is ±25 %). On 9581a83 a cached server_detail cost 61–78 µs of server CPU a request (median about 65), /healthz 31–46 µs, the bench's hello-world 16–19 µs. In CPU profiles about half of every request is the socket write (writev: in the kernel, loopback delivery and waking the load generator, which waits whenever the server is the slower side; under perf, the wake-up's unlock alone was 15 % of the process's samples): 25 µs a request for /healthz against 9 µs for the hello-world, whose load generator is the slower side and never waits. So the share of the hello-world is not linear in the server's own work: four small costs added to the hello-world (a pino logger at warn, random request ids, five empty hooks, six security headers) cost 0–2 µs each alone and together took it from 17.6–18.6 to 28.5–28.8 µs a request and from 50 000–55 000 to 34 000 req/s; the same again from a hello-world already carrying a logger, request ids and our six security headers (45 000–50 000 req/s, 19–20 µs): @fastify/cookie, @fastify/compress, 300 other routes, a 300 000-object heap and four empty hooks each left it at 45 000–54 000 req/s, all five together 31 000–35 000 (28.5–32.7 µs). The server crosses from the load generator's pace to its own, and pays the wake-ups from then on. In the call's own work the global rate limit's hook (@fastify/rate-limit 11.2, an async function awaiting the key, the store and its own result) was the one large item: a copy of the build with the plugin's global limit off, 59 against 68 µs (medians of four rounds); the LRU's move on every read, Accept-Encoding split on every hit and the control-character pass redefining every key, 1–2 µs each. dfc28f5 counts the global limit in a callback hook of its own (plugins/rate-limit.ts; the plugin keeps the calls' own limits), marks reads instead of moving them, remembers Accept-Encoding lists and leaves clean input alone: a cached server_detail 50–58 µs (median 56) against 9581a83's 61–78 in the same minutes. What /healthz pays beyond the hello-world was not found in one place: answered in the first onRequest hook it still cost 37 µs; without its six security headers 11 % less; the logger at silent instead of warn, no difference. The dfc28f5 run (a machine whose hello-world gave 49 000–64 600 req/s) met goal 2 on four of five PostgreSQL calls (server_list 63.7 %, keyword 60.8 %, home_policy 66.6 %, show_dataone 63 %; server_detail 59 %) and missed goal 1 (/healthz 44.2–47.4 % of the hello-world, which ran faster than in the 32299bb run while /healthz did not); its Lighthouse group ran on its own 10 minutes after the rest (Chromium was not yet installed on that machine when the run began): 100, 100, 100, host index 2 484. The 603099b run (2026-11-27; the same server code as dfc28f5, on a machine whose hello-world gave 75 955–87 733 req/s) met every goal as deployed in one run: /healthz 58.6 % (PGlite) and 60.4 % (PostgreSQL) of the hello-world, the calls 76.5–83.6 % of /healthz, the pages 35.8–49.8 %. Before that run, by hand on the same machine: a copy of the build without main.ts's three in-flight hooks and with /healthz uncompressed (two of the per-request costs listed above) answered /healthz at 46 000–51 300 req/s against the unchanged build's 43 800–50 300 in interleaved rounds, 18.7–20.5 µs against 19.1–22.2: no difference beyond the spread, so neither was changed.`,
    `- **CPU a request** (the pglite and postgres groups from 2026-12-05; bench/cpu.ts): the details' last column is the serving process's main thread and, in all, the process's threads with PostgreSQL's processes, in ms a request, read from /proc before and after each load. The 2026-12-05 run (d52fadd's server; an AMD EPYC whose hello-world answered 38 844–42 049 a second, about half of the 603099b run's 76 000–88 000): /healthz cost 0.05 ms of the main thread a request at 16 000–20 400 a second, so the server's one thread was busy all the time (20 381 × 0.05 ms is one core), while the hello-world's pace was the load generator's; goal 1 came out 42.1–52.5 % (met on PostgreSQL as deployed only), where the 603099b run gave 58.6–67 %: a server-bound figure over a generator-bound one moves with the machine (the run-to-run spread above). Kept calls took 0.06–0.09 ms of the main thread and kept pages 0.09–0.14 ms; with caches off a call 0.43–2.15 ms and a page 7.8–21.5 ms (9.9–31.5 ms in all), so the public pages on a cache miss ran at 0.2–0.6 % of /healthz where issue 34 asks 2 % (docs/PERFORMANCE.md, "What two cores allow").`,
    `- **Ceiling**: a bare Fastify hello-world (bench/hello-world.mjs, plain Node, its own process) is loaded with the same autocannon settings just before each server's /healthz, in the same run.`,
    `- **Load** (goals 1–3): ${CONNECTIONS} connections; ${DURATION} s per target for /healthz, the hello-world and the goal calls, ${PAGE_DURATION} s per page, ${SHORT_DURATION} s for the home's other calls; a few single requests first (warm-up; "1 request ms" is one request alone). Requests send \`accept-encoding: ${ACCEPT_ENCODING}\`. Data: 100 000 generated policies (bench/seed-bulk.ts) plus the demo park (server/db/seed) on the embedded database and on PostgreSQL. Each server runs **as deployed** (its cache settings at their defaults) and with **caches off** (every cache setting the tree's server/env.ts declares set to 0: the honest query path); a tree without caches is measured once. **Rounds** (after runs from 2026-11-27): in each mode the hello-world, /healthz, the goal calls and the goal pages are measured one after another, then all again (BENCH_ROUNDS, 2), and each keeps its round with the most requests per second, with that round's p50 and p99; every round's figure is in the details. Throughput on this two-core machine moves by tens of per cent within a minute, and a ratio of two figures taken a minute apart moved with it. The before run measured each target once. **The load generator** (after runs from 2026-11-27): autocannon 9 keeps each response body as a string, decoding gzipped pages as UTF-8 (~14 µs per KB of its one core); the bench turns that off (bench/load.ts), since it checks no bodies. Before that, every page figure was the load generator's limit, not the server's: the home page ran at 3 390 req/s with autocannon at 99 % of a core and the server at 38 % (13 221 req/s without the decoding, by hand).`,
    `- **Search at a million rows** (goal 5): PostgreSQL, 100 000 generated rows multiplied in SQL to 1 000 000 (new ids and dates, tokens copied), the server with caches off. Keywords of 1, 2 and 4 characters drawn from the words the generated titles and summaries use (so most match; different keywords, not one repeated): 200 sequential requests each (fewer when they take more than 120 s: n is shown) after 20 warm-up requests (p99 by nearest rank: of 200, the 198th fastest), then the same keyword lists under ${CONCURRENCY.join(' and ')} connections, each load measured after ${CONCURRENT_WARM_UP_SECONDS} s of the same load unmeasured (from 2026-12-05; before, the measured seconds began with the load: by hand, the first seconds of a list under load cost Node about a fifth more CPU a search than the seconds after, 1.00–1.06 against 0.83–0.88 ms for the keywords found only in the text, p99 44–50 against 28–39 ms, in two pairs of runs; a server in use has long passed them). The list without keyword: first page and page ${DEEP_PAGE}, 200 sequential requests each at 1 000 and at 1 000 000 rows; growth = p50 at a million ÷ p50 at a thousand. Goal 5 names no concurrency (goal 2 names 50 connections), so its figure is the one-request-at-a-time p99; the rows under load, against the same line, show what a crowd adds: every search here is uncached and a distinct keyword, the server, PostgreSQL and the load generator share two cores, and at 50 connections the wait is mostly the queue (in the 603099b run about 1 000–1 100 searches a second, so 50 in flight wait 45–50 ms on average by Little's law; at 10 connections p99 27–29 ms). The server runs as \`npm start\` runs it on PostgreSQL: from 2026-12-02 with V8's young generation at 32 MB a semi-space instead of the embedded default's 8 (scripts/start.js, docs/RELIABILITY.md), which is what moved the 20-connection figures that day: one run each in the same hour on an Intel Xeon, at 8 MB p99 53 / 53 / 45 ms for 1 / 2 / 4 characters (914–1 171 a second) and search_list 73–84 ms; at 32 MB 28 / 25 / 29 ms (1 060–1 345 a second) and 32–45 ms. Runs before that date ran at 8 MB. Keywords found only in the text, later that day (the text's page and count read along one walk, the ordered plan kept, the published state written into each statement: docs/PERFORMANCE.md, "Keyword search"): on one machine, the morning's run 390 a second, p99 103 ms; the afternoon's 602, p99 50 ms, and 579, p99 77 ms, in a run of the same code 30 minutes later. The statements built once (docs/PERFORMANCE.md, "Statements built once") were measured that evening on an AMD EPYC much slower than the Xeon: the code before gave 159 a second, p99 240 ms, in the bench's first run after seeding and 340–450, p99 72–90 ms, by hand once warm; side by side with the code before, the server's CPU a text-only search 2.67–3.45 → 2.02–2.23 ms. The answers compressed with gzip before brotli (docs/PERFORMANCE.md, "Compression") were measured on the same AMD EPYC on 2026-12-02; that morning the code before gave server_list 311–415 searches a second at 20 connections (p99 72–109 ms), search_list's 政策资讯 tab 290–337 (p99 106–115 ms) and keywords found only in the text 236 (p99 143 ms). The run below is of e1118da (the server of 0528aff: as the 2026-12-04 runs, the list's condition built lazily) with the loads warmed first, on an AMD EPYC on 2026-12-05 in a fast hour of the machine (load average 0.4 at the start): every 20-connection figure within 50 ms, server_list p99 22 / 25 / 28 ms (1 712–1 883 a second), search_list's 政策资讯 tab 25 / 27 / 37 ms and the keywords found only in the text 32 ms (1 016 a second); the run 15 minutes before it, of the same code (committed in e1118da): 26 / 18 / 21, 26 / 33 / 35 and 30 ms. The same code's run 25 minutes earlier without the warm-up (not committed) gave 20 / 18 / 24, 33 / 32 / 31 and 54 ms: the text-only list, measured right after its searches one at a time, is the load the warm-up moved. On slower hours of the same machine the 2026-12-04 run of this code's predecessor gave server_list 84 / 64 / 56, the tab 117 / 85 / 87 and the text-only list 113 ms (an hour before it, 29 / 35 / 27, 76 / 53 / 89 and 54): by hand the server's CPU a search moves between 0.7 and 1.5 ms with the machine, and at 20 connections the p99 moves with it. By hand in the same hour as this run, on a copy of the kept database, statistics of PostgreSQL's own (pg_stat_statements, 14 244 text-only searches at 20 connections): each search sends four statements (the session, the park's articles, the policies' token count, the walk through the text), 0.46 ms of the database's time for the walk and 0.06 ms for the other three together, each planned generically after its first five runs; a CPU profile of the server (one-character keywords) puts 29 % of its busy time in writes to sockets (23 % the statements', 5 % the answers') and 7 % in compressing answers (gzip level 1 instead of the default 6 made no difference beyond the spread in two pairs of runs). Compare runs on one machine only, and within the hour: this machine's speed moved by a third within minutes (Node's CPU a search 0.7–1.5 ms for one build). Keywords found only in the text: the list now leaves out every run of characters found in a generated row's title, summary, small titles or source, across the generator's words too (bench/search1m.ts textOnlyKeywords: 1 065 keywords, 10 fewer: 展数, 支持中小, 开展数字, 企业服务 and six more). By hand on cb98d5f, 2026-12-04, on a copy of the kept million-row database with the old list, 300 keywords one at a time gave p50 7.9 ms, p99 21.6 ms, but two far slower than the rest, 展数 (4 150 matches, 459 ms) and 支持中小 (1 320 matches, 182 ms): both title matches across two of the generator's words (关于开展数字化转型…: 开展 + 数字), a title keyword with a few thousand matches among a million read by planFor's plan (25–30 and 16 ms asked again, the first time also reading the index's pages from disk); with the new list, on this session's machine, p50 6.5 ms, p99 18.5 ms, max 35.5 ms (励企, 60 matches in the text).`,
    `- **Memory** (goal 6): VmRSS and VmHWM of the embedded default's server process after its load runs. **Start** (goal 7): \`npm start\` run through npm on a fresh data directory, timed until GET / answers 200.`,
    `- **First-load JS** (goal 4): from the build manifest (bench/route-sizes.ts): entry chunk and imports, each route module from the root down with imports; gzip level 6. The manifest script (manifest-*.js) is counted only when the browser loads it: with lazy route discovery (React Router's default with server rendering, this build's) the page carries its own routes' manifest inline and never fetches the file (checked in Chromium on 2026-11-27: \`/\` fetched 24 scripts, 138.0 KB gzip, the figure below; 47 scripts before the \`react\` and \`shell\` chunks). The before run counted it (8.2 KB in the after build). **Lighthouse**: mobile defaults (simulated throttling), median of 3 runs per page, production server on a fresh embedded database with the demo park.`,
    '',
    '## Goals',
    '',
    '### 1. /healthz against a bare Fastify hello-world',
    '',
    ...table(['Database', 'Caches'], goal1(before, after), runs),
    '',
    `### 2. Public calls: req/s as % of /healthz and p99, 100 000 rows, ${CONNECTIONS} connections`,
    '',
    `Target ≥ ${TARGET.callsOfHealthz.postgres} % on PostgreSQL, ≥ ${TARGET.callsOfHealthz.pglite} % on the embedded default, and p99 ≤ ${TARGET.callP99Ms} ms. "As deployed" answers repeated calls from the public response cache; "caches off" is every call a query.`,
    '',
    ...table(['Database', 'Caches', 'Call'], goal2(before, after), runs),
    '',
    '### 3. Server-rendered pages: req/s as % of /healthz',
    '',
    ...table(['Database', 'Caches', 'Page'], goal3(before, after), runs),
    '',
    '### 4. First load and Lighthouse (mobile)',
    '',
    ...table(['Measure', 'Route or page'], goal4(before, after), runs),
    '',
    '### 5. Keyword search and the list at 1 000 000 rows (PostgreSQL, caches off)',
    '',
    ...table(['Keyword', 'Measure'], goal5(before, after), runs),
    '',
    '### 6. The embedded default: memory and how production runs',
    '',
    ...table(['Measure'], goal6(before, after), runs),
    '',
    '### 7. Start',
    '',
    ...table(['Measure'], goal7(before, after), runs),
    '',
    '## Runs in detail',
    '',
    ...(before ? runDetails(before) : []),
    ...(after ? runDetails(after) : []),
    '## Query plans at a million rows',
    '',
    "EXPLAIN (ANALYZE, BUFFERS) of the statements listPolicies sends (captured from the tree's own service, run a second time so caches are warm, each replayed with its parameters and any `set local` before it).",
    '',
    ...planSummary(before, after),
  ];
  for (const r of [after, before]) {
    if (!r?.groups.search) continue;
    out.push(`### ${r.label}`, '', ...explainDetails(r.groups.search));
  }
  if (billing) out.push(billing, '');
  return out.join('\n');
}

/** The connection counts a run measured (an older run measured 10 and 50; CONCURRENCY is this tree's). */
function runConnections(s: SearchResult): number[] {
  return s.keywords[0]?.concurrent.map((c) => c.connections) ?? CONCURRENCY;
}
