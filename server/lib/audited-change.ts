import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { audit, type AuditEntry } from './audit';

/** A staff change of one record: the service call, its audit line, and the words of the answer. */
export type AuditedChange<B, R> = {
  /** The service call, at the app's clock. */
  run: (db: Db, body: B, now: Date) => Promise<R>;
  /** The audit line of the change (before → after); its objectId is the record the answer names. */
  audit: (r: R, body: B) => AuditEntry & { objectId: number };
  /** What the staff are told. */
  msg: string | ((r: R, body: B) => string);
};

/**
 * The handler of a staff call that changes one record (save, publish, end, delete, restore…): runs the change, writes
 * its audit line, and answers the words with the record's id (`{ msg, data: { id } }`). The call stays registered
 * by its own defineCall; only what the handlers have in common is here.
 */
export function auditedChange<B, R>(app: FastifyInstance, change: AuditedChange<B, R>) {
  return async ({ db, body, req }: { db: Db; body: B; req: FastifyRequest }) => {
    const r = await change.run(db, body, app.clock());
    const entry = change.audit(r, body);
    await audit(db, req, entry);
    return { msg: typeof change.msg === 'string' ? change.msg : change.msg(r, body), data: { id: entry.objectId } };
  };
}
