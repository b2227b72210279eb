import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { vi } from 'vitest';

/**
 * Every statement sent to either database from here on, built for the call or kept (db/kept-statement.ts), as its
 * text: what a test of the statements a list sends reads (PgDialect's sqlToQuery sees only those built afresh).
 * `stop` ends the watch.
 */
export function watchSent(): { texts: () => string[]; stop: () => void } {
  const spies = [vi.spyOn(NodePgPreparedQuery.prototype, 'execute'), vi.spyOn(PglitePreparedQuery.prototype, 'execute')];
  return {
    texts: () => spies.flatMap((s) => s.mock.contexts.map((c) => (c as { queryString: string }).queryString)),
    stop: () => spies.forEach((s) => s.mockRestore()),
  };
}
