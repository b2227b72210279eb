import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serverListBody } from '../shared/contracts/articles';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema/index';
import { listPolicies } from '../server/modules/articles/articles.service';

type Captured = { text: string; values: unknown[] };

/**
 * EXPLAIN (ANALYZE, BUFFERS) of exactly the statements the service sends for a keyword: listPolicies runs once
 * on a client that records its queries, and each recorded select is explained with its own parameters.
 */
export async function explainKeyword(
  url: string,
  keyword: string,
): Promise<{ sql: string; params: unknown[]; plan: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const captured: Captured[] = [];
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
      config: unknown,
      values?: unknown,
      cb?: unknown,
    ) => {
      if (typeof config === 'string')
        captured.push({ text: config, values: (Array.isArray(values) ? values : []) as unknown[] });
      else if (config && typeof config === 'object' && 'text' in config) {
        const c = config as { text: string; values?: unknown[] };
        captured.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []) });
      }
      return original(config, values, cb);
    };
    const db = drizzle(client, { schema }) as unknown as Db;
    await listPolicies(db, serverListBody.parse({ keyword }));
    (client as unknown as { query: unknown }).query = original;

    // Replayed in order: selects are explained (which runs them); the rest (begin, set local …, commit) runs
    // as sent, so a select inside the count's transaction is planned with the same settings.
    const out: { sql: string; params: unknown[]; plan: string }[] = [];
    let context: string[] = [];
    for (const q of captured) {
      if (!/^\s*(select|with)\b/i.test(q.text)) {
        await client.query(q.text, q.values);
        context = /^\s*(commit|rollback)\b/i.test(q.text) ? [] : [...context, q.text];
        continue;
      }
      const res = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${q.text}`,
        q.values,
      );
      const shown = context.filter((c) => !/^\s*begin\s*$/i.test(c)); // a bare begin changes no plan
      const sqlText = shown.length ? `-- after: ${context.join('; ')}\n${q.text}` : q.text;
      out.push({ sql: sqlText, params: q.values, plan: res.rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
    return out;
  } finally {
    await client.end();
  }
}
