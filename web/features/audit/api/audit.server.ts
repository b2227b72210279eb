import type { AppLoadContext } from 'react-router';
import type { AuditItem } from '@shared/contracts/audit';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { auditListPayload, type AuditQuery } from '../audit-query';

export const AUDIT_LIST_CALL = '/api/admin/audit_list';

/** One page of the audit trail for the loader; a failed load is an empty list with the server's message. */
export function loadAudit(context: AppLoadContext, q: AuditQuery): Promise<ListPage<AuditItem>> {
  return loadList<AuditItem>(context, AUDIT_LIST_CALL, auditListPayload(q));
}
