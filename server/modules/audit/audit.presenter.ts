import { STAFF_ROLE_LABEL, isStaffRole } from '../../../shared/auth/staff-roles';
import { auditActionName, auditObjectName, type AuditChange, type AuditItem } from '../../../shared/contracts/audit';
import type { AuditRow } from './audit.service';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM:SS' in park time (China Standard Time): an audit line needs the seconds. */
export function auditTime(d: Date): string {
  const c = new Date(d.getTime() + 8 * 3_600_000);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`;
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as one line of text: strings as they are, anything else as JSON; absent is ''. */
export function valueText(v: unknown): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** The fields whose value differs between `before` and `after` (a field only on one side counts), in key order. */
export function changesOf(before: Json | null, after: Json | null): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((field) => ({ field, before: valueText(before?.[field]), after: valueText(after?.[field]) }))
    .filter((c) => c.before !== c.after);
}

/** One audit line for the auditor: who (account and roles at the time), what, which object, when, where, before → after. */
export function presentAudit({ row, username, nickname }: AuditRow): AuditItem {
  const detail = isRecord(row.detail) ? row.detail : {};
  const { before: rawBefore, after: rawAfter, ...rest } = detail;
  const before = isRecord(rawBefore) ? rawBefore : null;
  const after = isRecord(rawAfter) ? rawAfter : null;
  const roles = row.actorRoles ?? [];
  return {
    id: row.id,
    at: auditTime(row.at),
    actor_id: row.actorId,
    actor_type: row.actorType,
    username: username ?? '',
    nickname: nickname ?? '',
    roles,
    role_names: roles.map((r) => (isStaffRole(r) ? STAFF_ROLE_LABEL[r] : r)).join('、'),
    action: row.action,
    action_name: auditActionName(row.action),
    object_type: row.objectType,
    object_type_name: auditObjectName(row.objectType),
    object_id: row.objectId,
    success: row.success,
    ip: row.ip,
    before,
    after,
    changes: before || after ? changesOf(before, after) : [],
    // A detail whose before/after are not records keeps them among the rest.
    detail: {
      ...rest,
      ...(rawBefore !== undefined && !before ? { before: rawBefore } : {}),
      ...(rawAfter !== undefined && !after ? { after: rawAfter } : {}),
    },
  };
}
