import { z } from 'zod';
import * as c from '../contracts/imports';
import { idBody } from '../contracts/common';
import { call, download, query } from './define';

/**
 * Importing the park's records from Excel (issue 31; server/modules/imports, web/features/imports), park operations
 * only. `importCheck` is multipart/form-data (the file and `kind`), sent by web/lib/upload.ts, not by `api`: it checks
 * every row and keeps the file and its report, writing nothing else; `importCommit` writes a checked import in one
 * transaction.
 */
export const importCheck = call('/api/admin/import_check', c.importCheckFields, c.importReport);
export const importCommit = call('/api/admin/import_commit', idBody, c.importReport);
export const importList = query('/api/admin/import_list', c.importListBody, z.array(c.importSummary));
export const importDetail = query('/api/admin/import_detail', idBody, c.importReport);

// Downloads (GET): a kind's template (?kind=), and an import's report (?id=): its rows with a 错误原因 column.
export const importTemplate = download('/api/admin/import_template');
export const importReportExport = download('/api/admin/import_report');
