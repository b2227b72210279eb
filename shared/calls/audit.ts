import { z } from 'zod';
import * as c from '../contracts/audit';
import { download, query } from './define';

/** The audit trail's viewer, for the auditor (server/modules/audit, web/features/audit). The CSV export is a GET. */

export const auditList = query('/api/admin/audit_list', c.auditListBody, z.array(c.auditItem));

// The auditor's CSV export of the filtered trail (GET; query string in the API document).
export const auditExport = download('/api/admin/audit_export');
