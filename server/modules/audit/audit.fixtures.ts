import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { chainHash } from '../../lib/audit';

export type LineFields = {
  at: Date;
  action: string;
  actorId?: number | null;
  actorType?: number | null;
  actorRoles?: string[];
  objectType?: string;
  objectId?: string;
  success?: boolean;
  ip?: string;
  detail?: Record<string, unknown>;
};

/**
 * Tests only: appends a properly chained line with a chosen time (audit() always writes "now"), the way audit()
 * links it, so the trail still verifies. The insert is allowed: the triggers refuse only UPDATE, TRUNCATE and
 * DELETE of young rows.
 */
export async function writeLine(db: Db, f: LineFields): Promise<typeof auditLog.$inferSelect> {
  const [last] = await db.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  const next = await db.execute(sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`);
  const id = Number((next as unknown as { rows: { id: number | string }[] }).rows[0]!.id);
  const fields = {
    id,
    at: f.at,
    actorId: f.actorId ?? null,
    actorType: f.actorType ?? null,
    actorRoles: f.actorRoles ?? [],
    action: f.action,
    objectType: f.objectType ?? '',
    objectId: f.objectId ?? '',
    success: f.success ?? true,
    ip: f.ip ?? '',
    detail: f.detail ?? {},
  };
  const prevHash = last?.hash ?? '';
  const [row] = await db
    .insert(auditLog)
    .values({ ...fields, prevHash, hash: chainHash(prevHash, fields) })
    .returning();
  return row!;
}

/** Tests only: what the table's owner can do (switch the triggers off around one statement). */
export async function asTableOwner(db: Db, statement: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql`alter table audit_log disable trigger user`);
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql`alter table audit_log enable trigger user`);
  }
}
