import { App } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@shared/contracts/imports';
import { IMPORT_MSG } from '@shared/imports/rules';
import { ImportReportView } from './components/ImportReportView';

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  id: 7,
  kind: 'rooms',
  file_name: '房间.xlsx',
  status: 'committed',
  sheets: [{ kind: 'rooms', sheet: '房间', rows: 3, create: 2, update: 0, unchanged: 1, errors: 0 }],
  error_rows: 0,
  staff_name: 'admin',
  checked_at: '2026-05-01 10:00',
  committed_at: '2026-05-01 10:05',
  file_kept: true,
  errors: [],
  ...over,
});

const page = (r: ImportReport) =>
  renderToString(
    <App>
      <ImportReportView report={r} onChange={() => undefined} />
    </App>,
  );

describe('an import’s report', () => {
  it('offers its report for download while the uploaded file is kept', () => {
    const html = page(report());
    expect(html).toContain('下载报告（含错误原因）');
    expect(html).toContain('/api/admin/import_report?id=7');
    expect(html).not.toContain(IMPORT_MSG.filePurged);
    // A card a sheet on a phone (Table's stack), each figure after its heading.
    expect(html).toContain('data-label="新增"');
  });

  it('says the file is gone past its retention instead of a download that would fail', () => {
    const html = page(report({ file_kept: false }));
    expect(html).not.toContain('下载报告（含错误原因）');
    expect(html).not.toContain('/api/admin/import_report');
    expect(html).toContain(IMPORT_MSG.filePurged);
    expect(html).toContain('房间.xlsx');
  });
});
