import { describe, expect, it } from 'vitest';
import type { ImportReport, ImportSheetReport } from '@shared/contracts/imports';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ERRORS, IMPORT_MSG } from '@shared/imports/rules';
import {
  commitBlock,
  committedMessage,
  errorRows,
  errorsCut,
  fileProblem,
  IMPORT_RULES,
  importListPayload,
  importsHref,
  importTotals,
  parseImportsQuery,
  reportHref,
  reportSummary,
  statusTag,
  TARGET_OPTIONS,
  targetShort,
  templateHref,
} from './import-view';

const sheet = (over: Partial<ImportSheetReport>): ImportSheetReport => ({
  kind: 'rooms',
  sheet: '房间',
  rows: 0,
  create: 0,
  update: 0,
  unchanged: 0,
  errors: 0,
  ...over,
});

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  id: 7,
  kind: 'all',
  file_name: '园区数据.xlsx',
  status: 'checked',
  sheets: [sheet({ rows: 3, create: 2, unchanged: 1 }), sheet({ kind: 'leases', sheet: '房租合同', rows: 2, update: 1, errors: 1 })],
  error_rows: 0,
  staff_name: 'admin',
  checked_at: '2026-05-01 10:00',
  committed_at: '',
  file_kept: true,
  errors: [],
  ...over,
});

describe('the import page’s addresses and list', () => {
  it('reads the page of 导入记录 leniently and asks 8 a page', () => {
    expect(parseImportsQuery(new URLSearchParams('page=3'))).toEqual({ page: 3 });
    expect(parseImportsQuery(new URLSearchParams('page=-1'))).toEqual({ page: 1 });
    expect(parseImportsQuery(new URLSearchParams('page=abc'))).toEqual({ page: 1 });
    expect(importListPayload({ page: 2 })).toEqual({ start: 2, page_size: 8 });
    expect(importsHref(1)).toBe('/system/imports');
    expect(importsHref(4)).toBe('/system/imports?page=4');
  });

  it('links each kind’s template and an import’s report to the declared downloads', () => {
    expect(templateHref('all')).toBe('/api/admin/import_template?kind=all');
    expect(templateHref('leases')).toBe('/api/admin/import_template?kind=leases');
    expect(reportHref(12)).toBe('/api/admin/import_report?id=12');
  });

  it('offers 整本导入 first, then each kind by its sheet’s name', () => {
    expect(TARGET_OPTIONS.map((o) => o.label)).toEqual(['整本导入（多张工作表）', '房间', '企业', '房租合同', '服务费合同', '缴费记录']);
    expect(TARGET_OPTIONS[0]!.value).toBe('all');
    expect(targetShort('all')).toBe('整本导入');
    expect(targetShort('fees')).toBe('服务费合同');
  });

  it('says the rules in one line: the format, the limits and how rows are matched', () => {
    expect(IMPORT_RULES).toContain('.xlsx');
    expect(IMPORT_RULES).toContain('5 MB');
    expect(IMPORT_RULES).toContain('10 000 行');
    expect(IMPORT_RULES).toContain('楼栋+房间号');
    expect(IMPORT_RULES).toContain('统一社会信用代码或企业名称');
    expect(IMPORT_RULES).toContain('合同编号');
  });
});

describe('a file before it is sent', () => {
  it('takes an .xlsx up to 5 MB and names any other file’s problem', () => {
    expect(fileProblem({ name: '数据.xlsx', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'DATA.XLSX', size: IMPORT_MAX_BYTES })).toBeNull();
    expect(fileProblem({ name: '数据.xls', size: 1000 })).toBe(IMPORT_MSG.notXlsx);
    expect(fileProblem({ name: '数据.csv', size: 1000 })).toBe(IMPORT_MSG.notXlsx);
    expect(fileProblem({ name: '空.xlsx', size: 0 })).toBe(IMPORT_MSG.notXlsx);
    expect(fileProblem({ name: '大.xlsx', size: IMPORT_MAX_BYTES + 1 })).toBe(IMPORT_MSG.tooBig);
  });
});

describe('a report', () => {
  it('adds up its sheets', () => {
    expect(importTotals(report().sheets)).toEqual({ rows: 5, create: 2, update: 1, unchanged: 1, errors: 1 });
    expect(importTotals([])).toEqual({ rows: 0, create: 0, update: 0, unchanged: 0, errors: 0 });
  });

  it('offers 确认导入 only for a standing check without bad rows, and says why not otherwise', () => {
    expect(commitBlock(report())).toBeNull();
    expect(commitBlock(report({ error_rows: 3 }))).toBe('还有 3 行错误，请下载报告，按“错误原因”改正后重新上传。');
    expect(commitBlock(report({ status: 'committed' }))).toBe('该文件已导入。');
    expect(commitBlock(report({ status: 'stale' }))).toContain('已失效');
    // A committed import stays committed whatever it counted.
    expect(commitBlock(report({ status: 'committed', error_rows: 2 }))).toBe('该文件已导入。');
  });

  it('says what the check found, what a repeated file changes, and what was written', () => {
    expect(reportSummary(report())).toBe('检查完成：共 5 行数据，确认后将新增 2 条，更新 1 条，不变 1 条。');
    expect(reportSummary(report({ error_rows: 1 }))).toBe(
      '检查完成：共 5 行数据，新增 2 条，更新 1 条，不变 1 条，错误 1 行。有错误时不能导入。',
    );
    expect(reportSummary(report({ sheets: [sheet({ rows: 4, unchanged: 4 })] }))).toBe(
      '检查完成：共 4 行数据，与已有记录完全一致，导入不会有任何变化。',
    );
    expect(reportSummary(report({ status: 'committed' }))).toBe('已导入：新增 2 条，更新 1 条，不变 1 条。');
    expect(reportSummary(report({ status: 'stale' }))).toMatch(/^检查结果（已失效）/);
    expect(committedMessage(report())).toBe('导入完成：新增 2 行，更新 1 行，不变 1 行');
  });

  it('tags each status in words', () => {
    expect(statusTag('checked')).toEqual({ tone: 'info', text: '待确认' });
    expect(statusTag('committed')).toEqual({ tone: 'ok', text: '已导入' });
    expect(statusTag('stale')).toEqual({ tone: 'plain', text: '已失效' });
  });

  it('keys every reason, two on one row too', () => {
    const rows = errorRows([
      { sheet: '房间', row: 3, column: '面积(㎡)', reason: IMPORT_MSG.required },
      { sheet: '房间', row: 3, column: '房间号', reason: IMPORT_MSG.required },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
    expect(rows[1]).toMatchObject({ row: 3, column: '房间号' });
  });

  it('notes when it keeps only the first reasons', () => {
    const reason = { sheet: '房租合同', row: 2, column: '起租日期', reason: IMPORT_MSG.date };
    expect(errorsCut({ errors: [reason], error_rows: 1 })).toBeNull();
    const many = Array.from({ length: IMPORT_MAX_ERRORS }, (_, i) => ({ ...reason, row: i + 2 }));
    expect(errorsCut({ errors: many, error_rows: 8000 })).toBe(
      `共 8000 行有错误，这里列出前 ${IMPORT_MAX_ERRORS} 条原因；全部原因请下载报告查看。`,
    );
  });
});
