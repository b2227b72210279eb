import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** How long a lost listening connection waits before it tries again. */
export const NODE_BUS_RECONNECT_MS = 1_000;

/**
 * The node bus: messages between the processes on one database (PostgreSQL LISTEN/NOTIFY): several app nodes tell each other
 * that public content changed, so each empties its own caches (lib/response-cache.ts).
 */
export type NodeBus = {
  /** Sends `payload` on `channel` to every listener on this database, this process's included. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` for each message on `channel`, and `onGap` when messages may have been missed (the listening
   * connection was lost and is back). Resolves once listening, or once a retry is planned if the database is away;
   * the returned function stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** On PostgreSQL: messages through the pool, listening on a connection of its own that comes back after an outage. */
export function postgresNodeBus(pool: pg.Pool, connectionString: string): NodeBus {
  return {
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage, onGap) {
      let stopped = false;
      let client: pg.Client | null = null;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
        c.on('error', () => {
          /* 'end' follows: the connection is made again */
        });
        c.on('notification', (n) => {
          if (n.channel === channel) onMessage(n.payload ?? '');
        });
        c.on('end', () => {
          if (client === c) client = null;
          if (!stopped) schedule();
        });
        await c.connect();
        await c.query(`listen ${quoteIdent(channel)}`);
        if (stopped) {
          await c.end().catch(() => undefined);
          return;
        }
        client = c;
      };
      const schedule = () => {
        if (retry || stopped) return;
        retry = setTimeout(() => {
          retry = undefined;
          connect().then(
            () => onGap(),
            () => schedule(),
          );
        }, NODE_BUS_RECONNECT_MS);
        retry.unref();
      };
      // A database away at this moment does not stop the start: listening begins when it is back.
      await connect().catch(() => schedule());
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
        client = null;
      };
    },
  };
}

/** On the embedded database: one process, so messages stay within it (PGlite's own LISTEN/NOTIFY). */
export function pgliteNodeBus(client: PGlite): NodeBus {
  return {
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        await stop().catch(() => undefined);
      };
    },
  };
}
