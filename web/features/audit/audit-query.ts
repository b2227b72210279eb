import { AUDIT_PAGE_SIZE, AuditResult } from '@shared/contracts/audit';
import { readPage } from '~/lib/list-query';
import * as auditCalls from '@shared/calls/audit';

/** /system/audit's URL: the filters of audit_list (default values left out) and the 1-based page. */
export type AuditQuery = {
  person: string;
  action: string;
  object_type: string;
  object_id: string;
  /** Park days, 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  /** 'ok' | 'failed' | '' (both). */
  result: '' | 'ok' | 'failed';
  page: number;
};

export const EMPTY_AUDIT_QUERY: AuditQuery = {
  person: '',
  action: '',
  object_type: '',
  object_id: '',
  from: '',
  to: '',
  result: '',
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[a-z0-9_.]{1,64}$/;
const text = (sp: URLSearchParams, name: string, max: number) => (sp.get(name) ?? '').trim().slice(0, max);

/** Read leniently: a malformed value is left out (the whole trail) rather than failing the page. */
export function parseAuditQuery(sp: URLSearchParams): AuditQuery {
  const code = (name: string, max: number) => {
    const v = text(sp, name, max);
    return CODE.test(v) ? v : '';
  };
  const day = (name: string) => {
    const v = text(sp, name, 10);
    return DAY.test(v) ? v : '';
  };
  const result = sp.get('result');
  return {
    person: text(sp, 'person', 50),
    action: code('action', 64),
    object_type: code('object_type', 32),
    object_id: text(sp, 'object_id', 64),
    from: day('from'),
    to: day('to'),
    result: result === 'ok' || result === 'failed' ? result : '',
    page: readPage(sp),
  };
}

function filterEntries(q: Partial<AuditQuery>): [string, string][] {
  const out: [string, string][] = [];
  for (const k of ['person', 'action', 'object_type', 'object_id', 'from', 'to', 'result'] as const) {
    const v = q[k];
    if (v) out.push([k, v]);
  }
  return out;
}

/** A link to the viewer with these filters (page 1 unless given). */
export function auditHref(path: string, q: Partial<AuditQuery>): string {
  const sp = new URLSearchParams(filterEntries(q));
  if (q.page && q.page > 1) sp.set('page', String(q.page));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/** The filters as audit_list and audit_export take them. */
function filterBody(q: AuditQuery): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [k, v] of filterEntries(q)) if (k !== 'result') body[k] = v;
  if (q.result) body.success = q.result === 'ok' ? AuditResult.OK : AuditResult.FAILED;
  return body;
}

/** audit_list's payload for a page. */
export function auditListPayload(q: AuditQuery): Record<string, unknown> {
  return { ...filterBody(q), start: q.page, page_size: AUDIT_PAGE_SIZE };
}

/** The CSV export of the current filters. */
export function auditExportHref(q: AuditQuery): string {
  const s = new URLSearchParams(Object.entries(filterBody(q)).map(([k, v]) => [k, String(v)])).toString();
  return s ? `${auditCalls.auditExport.path}?${s}` : auditCalls.auditExport.path;
}

/** Whether any filter is set (the empty state then says nothing matched rather than nothing recorded). */
export const hasAuditFilter = (q: AuditQuery): boolean => filterEntries(q).length > 0;
