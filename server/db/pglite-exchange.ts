import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * The embedded database's queries in one protocol exchange (issue 34's profile).
 *
 * PGlite's own `query` sends a statement to PostgreSQL in six exchanges (Parse, Describe, Bind, Describe, Execute,
 * Sync), each a trip into the WebAssembly module and back with its output parsed: on a signed-in page, the
 * embedded database's JavaScript cost more than PostgreSQL's own work. This sends the same messages in one buffer —
 * Bind, Describe, Execute, Sync — and parses one answer. Each statement text is prepared once under a name of its own
 * (Parse and Describe, which also gives the type of each parameter for its encoding), so its later runs skip parsing
 * and analysis, and PostgreSQL plans them as it plans any prepared statement (plan_cache_mode auto: after five runs it
 * keeps a generic plan when that costs no more than the plans made for each run's values, and makes it again when the
 * tables or their statistics change). The public lists' planned reads set plan_cache_mode force_custom_plan with their
 * plan settings (db/client.ts SHARED_CONNECTION_PLAN), so a search is planned for its own keyword under its own settings.
 * Measured on the ten signed-in pages of issue 34, rendered, server CPU a page: 47.4 → 43.4 ms (a fifth of it the
 * embedded database); planning every run for its values, parsing alone saved, 47.2. The same results, errors and
 * transaction behaviour as PGlite's own: a statement that fails stops there and PostgreSQL skips to the Sync, so the
 * connection is ready for the next one; a prepared statement is the session's, kept through a rollback; one whose
 * tables changed shape since (a migration) is prepared again.
 *
 * Measured by hand on one small select (3 000 runs, hot): PGlite's `query` 255 µs, this 140 µs; through drizzle (which
 * adds its own parsers to every query, which PGlite copies with all of its own) 412 µs, this 261 µs.
 */

/** What drizzle's PGlite driver uses of its client: `query`, and `transaction` handing it a client of the same shape. */
export type QueryClient = {
  query: <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  transaction: <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;
};

/** Statements kept prepared (the portal's statements number a few hundred; the oldest is closed beyond this). */
export const STATEMENTS_KEPT = 2_000;

/** A statement kept prepared: its name in the session and the type PostgreSQL gave each of its parameters. */
type Prepared = { name: string; types: number[] };

/** PostgreSQL's refusal of a kept statement whose tables changed shape since (a migration): prepared again. */
const STALE_STATEMENT = 'cached plan must not change result type';

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A PGlite client whose `query` (top level and inside `transaction`) runs in one exchange. */
export function oneExchangeClient(pg: PGlite): QueryClient {
  const prepared = new Map<string, Prepared>();
  let named = 0;
  /** Statements to close with the next exchange (pushed out of `prepared`). */
  const closing: string[] = [];

  /** The statement prepared under a name of its own, once per text (Parse and Describe): its later runs skip parsing. */
  async function preparedOf(text: string, options?: QueryOptions): Promise<Prepared> {
    const key = options?.paramTypes?.length ? `${options.paramTypes.join(',')}|${text}` : text;
    const known = prepared.get(key);
    if (known) return known;
    const name = `q${++named}`;
    const described = await pg.execProtocolStream(
      joined([
        ...closing.splice(0).map((old) => serialize.close({ type: 'S', name: old })),
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const entry = { name, types: parse.parseDescribeStatementResults(described) };
    if (prepared.size >= STATEMENTS_KEPT) {
      const oldest = prepared.keys().next().value as string;
      closing.push(prepared.get(oldest)!.name);
      prepared.delete(oldest);
    }
    prepared.set(key, entry);
    return entry;
  }

  function forget(text: string, options?: QueryOptions) {
    const key = options?.paramTypes?.length ? `${options.paramTypes.join(',')}|${text}` : text;
    const entry = prepared.get(key);
    if (!entry) return;
    prepared.delete(key);
    closing.push(entry.name);
  }

  /** One statement, the caller holding PGlite's query lock (as PGlite's own runQuery). */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, topLevel: boolean): Promise<Results<T>> {
    return pg._runExclusiveQuery(async () => {
      let messages;
      const exchange = async () => {
        const statement = await preparedOf(text, options);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.types[i]!;
          const encode = options?.serializers?.[type] ?? pg.serializers[type];
          return encode ? encode(value) : String(value);
        });
        return pg.execProtocolStream(
          joined([
            ...closing.splice(0).map((old) => serialize.close({ type: 'S', name: old })),
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
      };
      try {
        try {
          messages = await exchange();
        } catch (err) {
          if (!(err instanceof Error && err.message === STALE_STATEMENT)) throw err;
          forget(text, options);
          messages = await exchange();
        }
      } catch (err) {
        // As PGlite's own: the database's error carries the statement it came from.
        if (err instanceof Error && 'severity' in err) Object.assign(err, { query: text, params, queryOptions: options });
        throw err;
      }
      if (topLevel) await pg.syncToFs();
      // PGlite merges a query's parsers into a copy of all of its own (over 360, one per type and array type) on
      // every query; the query's few over the defaults as a prototype answer the same lookups without the copy.
      const parsers = options?.parsers ? Object.assign(Object.create(pg.parsers) as typeof pg.parsers, options.parsers) : pg.parsers;
      return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
    });
  }

  function inTransaction(tx: Transaction): Transaction {
    return {
      // A closed transaction's own query refuses, as it always did.
      query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
        tx.closed || options?.blob ? tx.query<T>(text, params, options) : run<T>(text, params ?? [], options, false),
      sql: tx.sql.bind(tx),
      exec: tx.exec.bind(tx),
      rollback: tx.rollback.bind(tx),
      listen: tx.listen.bind(tx),
      get closed() {
        return tx.closed;
      },
    };
  }

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      // A query that sends or receives a file (COPY … '/dev/blob') goes PGlite's own way.
      if (options?.blob) return pg.query<T>(text, params, options);
      await pg._checkReady();
      return pg._runExclusiveTransaction(() => run<T>(text, params ?? [], options, true));
    },
    transaction: (fn) => pg.transaction((tx) => fn(inTransaction(tx))),
  };
}
