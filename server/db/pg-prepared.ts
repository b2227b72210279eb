import pg from 'pg';

/**
 * The most statements one PostgreSQL connection keeps prepared (issue 34): each holds its parsed query and, after a
 * few runs, its plan in the server process's memory (tens of KB). Beyond it a connection sends its new texts
 * unnamed, as before; the pool closes a connection idle for DB_IDLE_CONNECTION_MS (db/client.ts), and with it its statements.
 */
export const STATEMENTS_KEPT_PER_CONNECTION = 256;

/** What PostgreSQL says when a kept statement's result would change shape (a migration changed a column's type). */
const STALE_PLAN = 'cached plan must not change result type';

/** Only the statements a request repeats are kept: reads and writes with values, not DDL, SET, BEGIN or LISTEN. */
const KEPT_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

type QueryConfig = { text: string; name?: string; values?: unknown[]; [option: string]: unknown };
type Callback = (err: Error | null, result?: unknown) => void;

/**
 * A connection that keeps each statement it is sent prepared under a name of its own (db/client.ts gives it to
 * the pools): PostgreSQL parses and analyses a text once per connection instead of on every run, and plans it as
 * any prepared statement — for the values of its first five runs, then, when it costs no more, a generic plan
 * kept until the tables or their statistics change. A planned read's pool (db/client.ts READ_PLAN_SETTINGS) keeps
 * its plans the same way: its connections hold only that plan's settings, so its plans are made under them.
 *
 * drizzle sends every statement as `{ text, types }` without a name (and node-postgres's pool as a callback
 * query): the name is added here, never given by a caller. A statement PostgreSQL refuses to run on its kept plan
 * (STALE_PLAN) is forgotten, so its next run prepares it afresh, and outside a transaction it runs again at once.
 */
export class PreparedClient extends pg.Client {
  /** Statement text → its name on this connection. */
  private readonly kept = new Map<string, string>();
  private named = 0;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const send = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((first: unknown, second?: unknown, third?: unknown) => {
      const config = this.asConfig(first, second);
      const name = config && this.nameOf(config.text);
      if (!config || !name) return send(first, second, third);
      const callback = (typeof second === 'function' ? second : third) as Callback | undefined;
      const named = { ...config, name };
      if (callback) {
        send(named, (err: Error | null, result?: unknown) => {
          if (err && this.isStale(err, config.text)) send(config, callback);
          else callback(err, result);
        });
        return undefined;
      }
      return (send(named) as Promise<unknown>).catch((err: Error) => {
        if (this.isStale(err, config.text)) return send(config);
        throw err;
      });
    }) as typeof this.query;
  }

  /**
   * The query as a config (text and values) when this connection may keep it: one with values, which node-postgres
   * sends through the extended protocol anyway. One without is sent as a simple query, which may hold several
   * statements (a migration, a seed): kept, it would have to be one.
   */
  private asConfig(first: unknown, second: unknown): QueryConfig | undefined {
    if (typeof first === 'string') return Array.isArray(second) && second.length ? { text: first, values: second } : undefined;
    if (!first || typeof first !== 'object') return undefined;
    const config = first as QueryConfig & { submit?: unknown };
    // A cursor or stream (its own protocol) or a statement the caller named itself is left as it is.
    if (typeof config.submit === 'function' || config.name || typeof config.text !== 'string') return undefined;
    const values = config.values ?? (Array.isArray(second) ? second : undefined);
    if (!values?.length) return undefined;
    return config.values ? config : { ...config, values };
  }

  /** The statement's name on this connection: known, or a new one for a read or write while fewer than the limit are kept. */
  private nameOf(text: string): string | undefined {
    const known = this.kept.get(text);
    // Counted as named, not as now in the map: a statement forgotten as stale is still held by the server.
    if (known || this.named >= STATEMENTS_KEPT_PER_CONNECTION || !KEPT_STATEMENT.test(text)) return known;
    const name = `k${++this.named}`;
    this.kept.set(text, name);
    return name;
  }

  /** True when the statement's kept plan went stale and it may simply run again (no transaction to abort). */
  private isStale(err: Error, text: string): boolean {
    if (!err.message.includes(STALE_PLAN)) return false;
    this.kept.delete(text);
    return this.getTransactionStatus() === 'I';
  }
}
