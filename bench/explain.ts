import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../server/db/client';
import { code } from './code';

type Captured = { text: string; values: unknown[] };
export type ExplainedStatement = { sql: string; params: unknown[]; plan: string; ms: number | null };
export type Explained = { body: Record<string, unknown>; statements: ExplainedStatement[] };

/**
 * EXPLAIN (ANALYZE, BUFFERS) of exactly the statements the measured tree's listPolicies sends for a body: it runs
 * once on a client that records its queries, and each recorded select is explained with its own parameters.
 */
export async function explainList(url: string, body: Record<string, unknown>): Promise<Explained> {
  const [{ listPolicies }, { serverListBody }, schema] = await Promise.all([code.articles(), code.contracts(), code.schema()]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const captured: Captured[] = [];
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, values?: unknown, cb?: unknown) => {
      if (typeof config === 'string') captured.push({ text: config, values: (Array.isArray(values) ? values : []) as unknown[] });
      else if (config && typeof config === 'object' && 'text' in config) {
        const c = config as { text: string; values?: unknown[] };
        captured.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []) });
      }
      return original(config, values, cb);
    };
    const db = drizzle(client, { schema }) as unknown as Db;
    // Warm: the plans below are of a server that has run the query before, as under load.
    await listPolicies(db, serverListBody.parse(body));
    captured.length = 0;
    await listPolicies(db, serverListBody.parse(body));
    (client as unknown as { query: unknown }).query = original;

    // Replayed in order: selects are explained (which runs them); the rest (begin, set local …, commit) runs
    // as sent, so a select inside a transaction is planned with the same settings.
    const out: ExplainedStatement[] = [];
    let context: string[] = [];
    for (const q of captured) {
      if (!/^\s*(select|with)\b/i.test(q.text)) {
        await client.query(q.text, q.values);
        context = /^\s*(commit|rollback)\b/i.test(q.text) ? [] : [...context, q.text];
        continue;
      }
      const res = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.text}`, q.values);
      const plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
      const ms = /Execution Time: ([\d.]+) ms/.exec(plan);
      const shown = context.filter((c) => !/^\s*begin\s*$/i.test(c)); // a bare begin changes no plan
      out.push({
        sql: shown.length ? `-- after: ${shown.join('; ')}\n${q.text}` : q.text,
        params: q.values,
        plan,
        ms: ms ? Number(ms[1]) : null,
      });
    }
    return { body, statements: out };
  } finally {
    await client.end();
  }
}
