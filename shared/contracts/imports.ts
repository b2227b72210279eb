import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { IMPORT_KINDS, IMPORT_MSG, IMPORT_TARGETS, ImportStatus } from '../imports/rules';
import { idField, pageFields } from './common';

/** Importing the park's records from Excel (issue 31; server/modules/imports, web/features/imports). */

/**
 * The form fields of /api/admin/import_check beside the file part (`file`), sent as multipart/form-data: what the
 * upload holds, one kind or a workbook of several (`all`).
 */
export const importCheckFields = z.object({ kind: z.enum(IMPORT_TARGETS, { error: IMPORT_MSG.kind }) });
export type ImportCheckFields = z.infer<typeof importCheckFields>;

/** Query string of the template download: one kind's sheet, or every kind's sheets in one workbook (`all`). */
export const importTemplateQuery = z.object({ kind: z.enum(IMPORT_TARGETS, { error: IMPORT_MSG.kind }) });
export const importIdQuery = z.object({ id: idField });

export const importListBody = z.object(pageFields(PAGE_SIZE.admin));

/** What a sheet's check found: rows to create, to update, left unchanged, and bad rows. */
export const importSheetReport = z.object({
  kind: z.enum(IMPORT_KINDS),
  sheet: z.string(),
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
});
export type ImportSheetReport = z.infer<typeof importSheetReport>;

/** One reason a row is refused: its sheet, its row number in the sheet (as Excel numbers it), the column and why. */
export const importRowError = z.object({ sheet: z.string(), row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

const importStatus = z.enum([ImportStatus.CHECKED, ImportStatus.COMMITTED, ImportStatus.STALE]);

/** An import as its record and report show it. */
export const importSummary = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_TARGETS),
  file_name: z.string(),
  status: importStatus,
  sheets: z.array(importSheetReport),
  /** Bad rows counted over every sheet (the report lists the first IMPORT_MAX_ERRORS reasons). */
  error_rows: z.number().int(),
  staff_name: z.string(),
  /** 'YYYY-MM-DD HH:mm' park time. */
  checked_at: z.string(),
  committed_at: z.string(),
  /** Whether the uploaded file is still kept (false past IMPORT_FILE_RETENTION_DAYS: no report download). */
  file_kept: z.boolean(),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const importReport = importSummary.extend({ errors: z.array(importRowError) });
export type ImportReport = z.infer<typeof importReport>;
