import type { AppLoadContext } from 'react-router';
import * as auditCalls from '@shared/calls/audit';
import type { AuditItem } from '@shared/contracts/audit';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { auditListPayload, type AuditQuery } from '../audit-query';

/** One page of the audit trail for the loader; a failed load is an empty list with the server's message. */
export function loadAudit(context: AppLoadContext, q: AuditQuery): Promise<ListPage<AuditItem>> {
  return loadList(context, auditCalls.auditList, auditListPayload(q));
}
