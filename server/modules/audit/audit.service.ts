import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../shared/billing/rules';
import { AUDIT_PURGE_ACTION, type AuditFilter } from '../../../shared/contracts/audit';
import type { Page } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { AUDIT_CHAIN_LOCK, audit } from '../../lib/audit';
import { cappedCount } from '../../lib/catalog';
import { pageWithCount } from '../../lib/pagination';
import { escapeLike } from '../../lib/search';

/** Accounts a person keyword may stand for; a keyword matching more is too vague to be useful as a filter. */
export const PERSON_MATCH_CAP = 500;
/** Rows read per query while exporting (keyset pages along the time index). */
export const EXPORT_BATCH = 2_000;

const DAY_MS = 86_400_000;

/** The first instant of a park day (Asia/Shanghai). */
function parkDayStart(ymd: string): Date {
  return new Date(`${ymd}T00:00:00+08:00`);
}

/**
 * The accounts `person` names: every account whose username or nickname contains it (case-insensitive), and the
 * account of that id when it is a number.
 */
async function personIds(db: Db, person: string): Promise<number[]> {
  const like = `%${escapeLike(person)}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.username, like), ilike(users.nickname, like)))
    .limit(PERSON_MATCH_CAP);
  const ids = rows.map((r) => r.id);
  if (/^\d{1,10}$/.test(person) && Number(person) <= 2_147_483_647) ids.push(Number(person));
  return [...new Set(ids)];
}

/** The newest line's id (0 for an empty trail). */
export async function lastAuditId(db: Db): Promise<number> {
  const [r] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return r?.id ?? 0;
}

/**
 * The WHERE of a filter, or null when it can match nothing (a person no account matches). `upToId` keeps the
 * lines up to that id (an export's snapshot).
 */
export async function auditWhere(db: Db, f: AuditFilter, upToId?: number): Promise<SQL | undefined | null> {
  const conds: (SQL | undefined)[] = [];
  if (upToId !== undefined) conds.push(lte(auditLog.id, upToId));
  if (f.person) {
    const ids = await personIds(db, f.person);
    if (!ids.length) return null;
    conds.push(inArray(auditLog.actorId, ids));
  }
  if (f.action) conds.push(eq(auditLog.action, f.action));
  if (f.object_type) conds.push(eq(auditLog.objectType, f.object_type));
  if (f.object_id) conds.push(eq(auditLog.objectId, f.object_id));
  if (f.from) conds.push(gte(auditLog.at, parkDayStart(f.from)));
  if (f.to) conds.push(lt(auditLog.at, parkDayStart(addDays(f.to, 1))));
  if (f.success !== undefined) conds.push(eq(auditLog.success, f.success));
  return and(...conds);
}

const columns = {
  row: auditLog,
  username: users.username,
  nickname: users.nickname,
};

export type AuditRow = { row: typeof auditLog.$inferSelect; username: string | null; nickname: string | null };

/** One page of the trail, newest first, with the actor's account; the count is capped like every list's. */
export async function listAudit(db: Db, body: AuditFilter & Page): Promise<{ rows: AuditRow[]; total: number }> {
  const where = await auditWhere(db, body);
  if (where === null) return { rows: [], total: 0 };
  const list = db.select(columns).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId));
  return pageWithCount(list.where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic(), body, cappedCount(db, auditLog, where));
}

/** Rows an export will hold: the filter's matches up to `cap`. */
export async function countForExport(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(where)
    .limit(cap)
    .as('limited');
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return Number(c?.n ?? 0);
}

/**
 * Every row of a filter, newest first, up to `cap`, read in keyset pages of EXPORT_BATCH (at, id), so a long
 * export never holds more than one page in memory and never skips or repeats a row.
 */
export async function* exportRows(db: Db, where: SQL | undefined, cap: number): AsyncGenerator<AuditRow> {
  let sent = 0;
  let after: { at: Date; id: number } | null = null;
  while (sent < cap) {
    const keyset: SQL | undefined = after
      ? or(lt(auditLog.at, after.at), and(eq(auditLog.at, after.at), lt(auditLog.id, after.id)))
      : undefined;
    const rows: AuditRow[] = await db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(where, keyset))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(Math.min(EXPORT_BATCH, cap - sent));
    for (const r of rows) yield r;
    sent += rows.length;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!.row;
    after = { at: last.at, id: last.id };
  }
}

/** Rows one purge transaction deletes at most, and transactions one run makes at most (a backlog goes hourly). */
export const AUDIT_PURGE_BATCH = 5_000;
export const AUDIT_PURGE_MAX_BATCHES = 20;

/**
 * Retention (issue 13): deletes the trail's oldest rows, those written more than `retentionDays` before `now`,
 * and never a younger one. It deletes only a prefix of the chain in id order (it stops at the first row that is
 * not old enough, even if older rows follow it), so the rows that stay still link one to the next. Each batch is
 * one transaction holding the chain's lock, and writes its own line `audit.purge` with how many rows went and the
 * id and hash of the newest one: the chain's first remaining row carries that hash as prev_hash, and the
 * verifier accepts it because of that line (verifyAuditChain). The database itself refuses to delete a row
 * younger than 184 days (migrations 0012, 0018), whatever this code does. Returns the number of rows deleted.
 */
export async function purgeAuditTrail(db: Db, retentionDays: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (let batch = 0; batch < AUDIT_PURGE_MAX_BATCHES; batch++) {
    const deleted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(AUDIT_CHAIN_LOCK))})`);
      const oldest = await tx
        .select({ id: auditLog.id, at: auditLog.at, hash: auditLog.hash })
        .from(auditLog)
        .orderBy(asc(auditLog.id))
        .limit(AUDIT_PURGE_BATCH);
      const firstYoung = oldest.findIndex((r) => r.at >= cutoff);
      const prefix = firstYoung === -1 ? oldest : oldest.slice(0, firstYoung);
      if (!prefix.length) return 0;
      const first = prefix[0]!;
      const last = prefix[prefix.length - 1]!;
      const gone = await tx
        .delete(auditLog)
        .where(and(gte(auditLog.id, first.id), lte(auditLog.id, last.id), lt(auditLog.at, cutoff)))
        .returning({ id: auditLog.id });
      await audit(
        tx,
        null,
        {
          action: AUDIT_PURGE_ACTION,
          objectType: 'audit_log',
          detail: {
            rows: gone.length,
            retention_days: retentionDays,
            cutoff: cutoff.toISOString(),
            first_id: first.id,
            last_id: last.id,
            last_hash: last.hash,
          },
        },
        { afterPurgedHash: last.hash },
      );
      return gone.length;
    });
    total += deleted;
    if (deleted < AUDIT_PURGE_BATCH) break;
  }
  return total;
}
