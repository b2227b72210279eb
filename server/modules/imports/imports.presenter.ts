import type { ImportReport, ImportRowError, ImportSheetReport, ImportSummary } from '../../../shared/contracts/imports';
import type { ImportStatusValue, ImportTarget } from '../../../shared/imports/rules';
import { formatDateTime } from '../../lib/dates';
import type { ImportSummaryRow } from './imports.service';

/** An import as its record lists it: kind, file, status, the per-sheet counts, who and when. */
export function presentImport(row: ImportSummaryRow): ImportSummary {
  return {
    id: row.id,
    kind: row.kind as ImportTarget,
    file_name: row.fileName,
    status: row.status as ImportStatusValue,
    sheets: row.sheets as ImportSheetReport[],
    error_rows: row.errorRows,
    staff_name: row.staffName ?? '',
    checked_at: formatDateTime(row.createdAt),
    committed_at: formatDateTime(row.committedAt),
    file_kept: row.fileKept,
  };
}

/** An import with its report's reasons (the first IMPORT_MAX_ERRORS). */
export function presentReport(row: ImportSummaryRow & { errors: unknown }): ImportReport {
  return { ...presentImport(row), errors: row.errors as ImportRowError[] };
}
