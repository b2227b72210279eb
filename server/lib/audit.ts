import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

export type AuditEntry = {
  action: string;
  objectType?: string;
  objectId?: string | number;
  success?: boolean;
  detail?: Record<string, unknown>;
  actorId?: number | null;
  actorType?: number | null;
};

/** Appends one line to the audit trail; the actor and address come from the request unless given. */
export async function audit(db: Db, req: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    objectType: entry.objectType ?? '',
    objectId: entry.objectId === undefined ? '' : String(entry.objectId),
    success: entry.success ?? true,
    detail: entry.detail ?? {},
    actorId: entry.actorId !== undefined ? entry.actorId : (req?.actor?.userId ?? null),
    actorType: entry.actorType !== undefined ? entry.actorType : (req?.actor?.loginType ?? null),
    ip: (req?.ip ?? '').slice(0, 64),
  });
}
