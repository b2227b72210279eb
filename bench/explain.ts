import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serverListBody } from '../shared/contracts/articles';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema/index';
import { listPolicies } from '../server/modules/articles/articles.service';

type Captured = { text: string; values: unknown[] };

/**
 * EXPLAIN (ANALYZE, BUFFERS) of exactly the statements the service sends for a keyword: listPolicies runs once
 * on a client that records its queries, and each recorded statement is explained with its own parameters.
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

    const out: { sql: string; params: unknown[]; plan: string }[] = [];
    for (const q of captured) {
      const res = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${q.text}`,
        q.values,
      );
      out.push({ sql: q.text, params: q.values, plan: res.rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
    return out;
  } finally {
    await client.end();
  }
}
