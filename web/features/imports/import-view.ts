import * as importsCalls from '@shared/calls/imports';
import { PAGE_SIZE } from '@shared/constants';
import type { ImportReport, ImportRowError, ImportSheetReport, ImportSummary } from '@shared/contracts/imports';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  IMPORT_MSG,
  IMPORT_STATUS_LABEL,
  IMPORT_TARGET_LABEL,
  IMPORT_TARGETS,
  ImportStatus,
  type ImportStatusValue,
  type ImportTarget,
} from '@shared/imports/rules';
import type { TagTone } from '~/components/ToneTag';
import { paths } from '~/config/paths';
import { readPage } from '~/lib/list-query';

/** 导入记录: 8 a page, as every back-office list. */
export const IMPORTS_PAGE_SIZE = PAGE_SIZE.admin;
/** A report's bad rows, paged in the page itself. */
export const ERRORS_PAGE_SIZE = 10;

/** URL parameters of /system/imports: the 1-based page of 导入记录. */
export type ImportsQuery = { page: number };

export const parseImportsQuery = (sp: URLSearchParams): ImportsQuery => ({ page: readPage(sp) });

/** import_list payload (importListBody). */
export const importListPayload = (q: ImportsQuery) => ({ start: q.page, page_size: IMPORTS_PAGE_SIZE });

/** A page of 导入记录; page 1 is the bare address. */
export const importsHref = (page: number): string => (page > 1 ? `${paths.system.imports}?page=${page}` : paths.system.imports);

/** The select's choices: 整本导入 first, then each kind, as the template's sheets are named. */
export const TARGET_OPTIONS = IMPORT_TARGETS.map((value) => ({ value, label: IMPORT_TARGET_LABEL[value] }));

/** What an import held, short, for a table cell: 整本导入, 房间, 企业… */
export const targetShort = (kind: ImportTarget): string => IMPORT_TARGET_LABEL[kind].replace(/（.*）$/, '');

/** The template of what a file holds (an .xlsx with a header row, an example row and the choice lists). */
export const templateHref = (kind: ImportTarget): string => `${importsCalls.importTemplate.path}?kind=${kind}`;

/** An import's report as a sheet, its rows with a 错误原因 column. */
export const reportHref = (id: number): string => `${importsCalls.importReportExport.path}?id=${id}`;

const count = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

/** The rules in one line, above the file picker. */
export const IMPORT_RULES =
  `仅支持 .xlsx 文件，不超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB，每张工作表最多 ${count(IMPORT_MAX_ROWS)} 行。` +
  '房间按“楼栋+房间号”、企业按“统一社会信用代码或企业名称”、合同按“合同编号”对应已有记录，同一文件导入两次不会有任何变化。';

/** Why a chosen file cannot be sent (the server checks the content too), or null. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.xlsx$/i.test(file.name) || file.size === 0) return IMPORT_MSG.notXlsx;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MSG.tooBig;
  return null;
}

export type ImportTotals = { rows: number; create: number; update: number; unchanged: number; errors: number };

/** The sheets' figures added up. */
export function importTotals(sheets: readonly ImportSheetReport[]): ImportTotals {
  const t: ImportTotals = { rows: 0, create: 0, update: 0, unchanged: 0, errors: 0 };
  for (const s of sheets) {
    t.rows += s.rows;
    t.create += s.create;
    t.update += s.update;
    t.unchanged += s.unchanged;
    t.errors += s.errors;
  }
  return t;
}

/** Why 确认导入 is not offered now (the button is disabled with this hint), or null when it is. */
export function commitBlock(report: Pick<ImportSummary, 'status' | 'error_rows'>): string | null {
  if (report.status === ImportStatus.COMMITTED) return '该文件已导入。';
  if (report.status === ImportStatus.STALE) return '该检查结果已失效（之后又检查过文件，或数据有了变化），请重新上传文件检查。';
  if (report.error_rows > 0) return `还有 ${report.error_rows} 行错误，请下载报告，按“错误原因”改正后重新上传。`;
  return null;
}

/** The report's first line: what the check found, or what was written. */
export function reportSummary(report: Pick<ImportSummary, 'status' | 'sheets' | 'error_rows'>): string {
  const t = importTotals(report.sheets);
  const changes = `新增 ${t.create} 条，更新 ${t.update} 条，不变 ${t.unchanged} 条`;
  if (report.status === ImportStatus.COMMITTED) return `已导入：${changes}。`;
  const errors = report.error_rows > 0 ? `，错误 ${report.error_rows} 行` : '';
  if (report.status === ImportStatus.STALE) return `检查结果（已失效）：共 ${t.rows} 行数据，${changes}${errors}。`;
  if (report.error_rows > 0) return `检查完成：共 ${t.rows} 行数据，${changes}${errors}。有错误时不能导入。`;
  if (t.create + t.update === 0) return `检查完成：共 ${t.rows} 行数据，与已有记录完全一致，导入不会有任何变化。`;
  return `检查完成：共 ${t.rows} 行数据，确认后将${changes}。`;
}

/** The message after 确认导入. */
export function committedMessage(report: Pick<ImportSummary, 'sheets'>): string {
  const t = importTotals(report.sheets);
  return `导入完成：新增 ${t.create} 行，更新 ${t.update} 行，不变 ${t.unchanged} 行`;
}

const STATUS_TONE: Record<ImportStatusValue, TagTone> = { checked: 'info', committed: 'ok', stale: 'plain' };

/** An import's status as its tag shows it. */
export const statusTag = (status: ImportStatusValue): { tone: TagTone; text: string } => ({
  tone: STATUS_TONE[status],
  text: IMPORT_STATUS_LABEL[status],
});

/** A bad row's reason, keyed for its table. */
export type ImportErrorRow = ImportRowError & { key: string };

/** A report's bad rows with a key each (one row may have several reasons). */
export const errorRows = (errors: readonly ImportRowError[]): ImportErrorRow[] => errors.map((e, i) => ({ ...e, key: `${i}` }));

/** A note when the report keeps only the first reasons (IMPORT_MAX_ERRORS; every bad row is still counted), or null. */
export function errorsCut(report: Pick<ImportReport, 'errors' | 'error_rows'>): string | null {
  const kept = report.errors.length;
  return kept >= IMPORT_MAX_ERRORS ? `共 ${report.error_rows} 行有错误，这里列出前 ${kept} 条原因；全部原因请下载报告查看。` : null;
}
