import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, gte, gt, sql } from 'drizzle-orm';
import { AUDIT_PURGE_ACTION } from '../../shared/contracts/audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';
import { stripControls } from './control-chars';

export type AuditEntry = {
  action: string;
  objectType?: string;
  objectId?: string | number;
  success?: boolean;
  detail?: Record<string, unknown>;
  actorId?: number | null;
  actorType?: number | null;
  /** The actor's staff roles at the time; by default the request's (Actor.roles). */
  actorRoles?: readonly string[];
  /** The client address; by default the request's (a summary of many requests names its own). */
  ip?: string;
};

/**
 * The transaction-level advisory lock that serializes writers of the hash chain ("read the last hash → insert"),
 * so concurrent requests and processes never fork it. Any constant unique in this application ('audt').
 */
export const AUDIT_CHAIN_LOCK = 0x61756474;

/** Column widths of audit_log (server/db/schema/operations.ts): longer values are cut, never refused. */
const WIDTH = { action: 64, objectType: 32, objectId: 64, ip: 64, role: 32 } as const;

/** The fields a row's hash covers, as they are stored. */
export type ChainedFields = {
  id: number;
  at: Date;
  actorId: number | null;
  actorType: number | null;
  /** Staff roles of the actor when written (issue 13); rows written before carry none. */
  actorRoles?: readonly string[] | null;
  action: string;
  objectType: string;
  objectId: string;
  success: boolean;
  ip: string;
  detail: unknown;
};

/** JSON with object keys sorted at every level, so the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/** hash = sha256(prev_hash ‖ canonical JSON of the row's fields), hex. */
export function chainHash(prevHash: string, row: ChainedFields): string {
  const fields: Record<string, unknown> = {
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_type: row.actorType,
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    success: row.success,
    ip: row.ip,
    detail: row.detail,
  };
  // Only when recorded, so every row written before roles existed keeps its hash.
  if (row.actorRoles?.length) fields.actor_roles = [...row.actorRoles];
  return createHash('sha256').update(prevHash).update(canonicalJson(fields)).digest('hex');
}

/** A text column's value as the database will keep it: no controls, no split surrogate pair, within its width. */
function column(text: string, width: number): string {
  return stripControls(stripControls(text).slice(0, width));
}

/** detail as jsonb gives it back: JSON round trip (dates → strings, undefined dropped) with controls stripped. */
function storedDetail(detail: Record<string, unknown> | undefined): Record<string, unknown> {
  const json = JSON.stringify(detail ?? {}, (_k, v: unknown) => (typeof v === 'string' ? stripControls(v) : v));
  return JSON.parse(json) as Record<string, unknown>;
}

/**
 * Appends one line to the audit trail; the actor and address come from the request unless given. The line is
 * chained to the previous one by hash (see chainHash) under AUDIT_CHAIN_LOCK; `db` may be a transaction, in
 * which case the lock is held until it ends. The table refuses UPDATE and TRUNCATE, and DELETE of any row younger
 * than AUDIT_RETENTION_MIN_DAYS (migrations 0008, 0012). `chain.afterPurgedHash` is for the retention purge only.
 */
export async function audit(
  db: Db,
  req: FastifyRequest | null,
  entry: AuditEntry,
  chain: { afterPurgedHash?: string } = {},
): Promise<void> {
  const actorId = entry.actorId !== undefined ? entry.actorId : (req?.actor?.userId ?? null);
  const fromRequest = req?.actor && req.actor.userId === actorId ? req.actor.roles : [];
  const fields = {
    at: new Date(),
    actorId,
    actorType: entry.actorType !== undefined ? entry.actorType : (req?.actor?.loginType ?? null),
    actorRoles: [...(entry.actorRoles ?? fromRequest)].map((r) => column(r, WIDTH.role)),
    action: column(entry.action, WIDTH.action),
    objectType: column(entry.objectType ?? '', WIDTH.objectType),
    objectId: column(entry.objectId === undefined ? '' : String(entry.objectId), WIDTH.objectId),
    success: entry.success ?? true,
    ip: column(entry.ip ?? req?.ip ?? '', WIDTH.ip),
    detail: storedDetail(entry.detail),
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(AUDIT_CHAIN_LOCK))})`);
    const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const next = await tx.execute(sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`);
    const id = Number(rowsOf<{ id: number | string }>(next)[0]!.id);
    // A purge that removed every row chains its own line to the newest row it deleted (see purgeAuditTrail).
    const prevHash = last ? last.hash : (chain.afterPurgedHash ?? '');
    await tx.insert(auditLog).values({ id, ...fields, prevHash, hash: chainHash(prevHash, { id, ...fields }) });
  });
}

/** A line written by the system itself (a scheduled job): no request, no actor. */
export function auditBySystem(db: Db, entry: Omit<AuditEntry, 'actorId' | 'actorType'>): Promise<void> {
  return audit(db, null, { ...entry, actorId: null, actorType: null });
}

/** Rows of an execute() result: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What verifyAuditChain found. `broken` is the first row that does not fit, when any. */
export type ChainReport = {
  ok: boolean;
  /** Rows read. */
  total: number;
  /** Rows written before the chain existed (hash ''), at the start of the table; not failures. */
  legacy: number;
  /** Chained rows verified. */
  chained: number;
  last: { id: number; hash: string } | null;
  /**
   * When older rows were deleted by the retention purge: the first remaining row links to the newest deleted row
   * (`throughId`, `hash`), which the purge's own line (`anchorId`, action audit.purge) records.
   */
  purged: { throughId: number; hash: string; anchorId: number } | null;
  broken: { id: number; reason: 'altered' | 'link' | 'unchained'; previousId: number | null } | null;
};

/** Rows read per query while walking the chain. */
const VERIFY_BATCH = 1000;

/**
 * Walks audit_log in id order and recomputes every hash. A changed row no longer matches its hash ('altered'); a
 * removed (or re-hashed) row leaves the next row's prev_hash pointing at nothing ('link'); a row without a hash
 * after the chain began was inserted around audit() ('unchained'). Gaps in ids are fine while the chain links.
 * Removing the newest rows cannot be seen from the chain alone: keep the printed last hash somewhere else.
 */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  const report: ChainReport = { ok: true, total: 0, legacy: 0, chained: 0, last: null, purged: null, broken: null };
  let prevHash = '';
  let previousId: number | null = null;
  let after = 0;
  for (;;) {
    const rows = await db.select().from(auditLog).where(gt(auditLog.id, after)).orderBy(asc(auditLog.id)).limit(VERIFY_BATCH);
    for (const row of rows) {
      report.total += 1;
      const fail = (reason: 'altered' | 'link' | 'unchained') => {
        report.ok = false;
        report.broken = { id: row.id, reason, previousId };
        return report;
      };
      if (!row.hash) {
        if (report.chained > 0) return fail('unchained');
        report.legacy += 1;
      } else {
        // The chain's first row may follow rows the retention purge deleted: accepted only when a purge line
        // (itself part of the chain, so verified as the walk reaches it) names that row's prev_hash.
        if (report.chained === 0 && row.prevHash !== '' && prevHash === '') {
          const anchor = await purgeAnchor(db, row.id, row.prevHash);
          if (!anchor) return fail('link');
          report.purged = anchor;
          prevHash = row.prevHash;
        }
        if (row.prevHash !== prevHash) return fail('link');
        if (chainHash(row.prevHash, row) !== row.hash) return fail('altered');
        report.chained += 1;
        prevHash = row.hash;
        report.last = { id: row.id, hash: row.hash };
      }
      previousId = row.id;
    }
    if (rows.length < VERIFY_BATCH) return report;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * The audit.purge line that deleted the row whose hash the first remaining row carries as prev_hash: written after
 * the deletion, so its id is not lower than that row's, and its detail names the newest deleted row.
 */
async function purgeAnchor(db: Db, firstId: number, prevHash: string): Promise<ChainReport['purged']> {
  const rows = await db
    .select({ id: auditLog.id, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, AUDIT_PURGE_ACTION), gte(auditLog.id, firstId), sql`${auditLog.detail}->>'last_hash' = ${prevHash}`))
    .orderBy(asc(auditLog.id))
    .limit(1);
  const d = rows[0]?.detail as { last_id?: unknown } | undefined;
  if (!rows[0] || typeof d?.last_id !== 'number' || d.last_id >= firstId) return null;
  return { throughId: d.last_id, hash: prevHash, anchorId: rows[0].id };
}

/** The one-line summary `npm run audit:verify` prints (Chinese / English). */
export function describeChainReport(r: ChainReport): string {
  const legacy = r.legacy ? `，链前旧记录 ${r.legacy} 行` : '';
  const legacyEn = r.legacy ? `, ${r.legacy} legacy unchained rows before it` : '';
  if (r.ok) {
    const tail = r.last ? `；末行 #${r.last.id} 哈希 ${r.last.hash}` : '';
    const tailEn = r.last ? `; last row #${r.last.id} hash ${r.last.hash}` : '';
    const purged = r.purged ? `；#${r.purged.throughId} 及更早的行已按保存期限清理（见 #${r.purged.anchorId}）` : '';
    const purgedEn = r.purged ? `; rows up to #${r.purged.throughId} purged by retention (see #${r.purged.anchorId})` : '';
    return `审计日志哈希链完整：共 ${r.total} 行，已验证 ${r.chained} 行${legacy}${purged}${tail} / Audit chain intact: ${r.total} rows, ${r.chained} verified${legacyEn}${purgedEn}${tailEn}`;
  }
  const b = r.broken!;
  const before = b.previousId === null ? '表首' : `#${b.previousId}`;
  const beforeEn = b.previousId === null ? 'the start' : `#${b.previousId}`;
  const why = {
    altered: [`第 #${b.id} 行的内容与其哈希不符（该行被改动）`, `row #${b.id} does not match its hash (the row was altered)`],
    link: [
      `第 #${b.id} 行的 prev_hash 与前一行（${before}）的哈希不符（其间有行被删除或改动）`,
      `row #${b.id} prev_hash does not match the row before it (${beforeEn}): a row was removed or altered`,
    ],
    unchained: [`第 #${b.id} 行没有哈希（绕过审计写入的行）`, `row #${b.id} has no hash (inserted around the audit writer)`],
  }[b.reason];
  return `审计日志哈希链断裂：${why[0]}；此前 ${r.chained} 行完好 / Audit chain broken: ${why[1]}; ${r.chained} rows before it verified`;
}
