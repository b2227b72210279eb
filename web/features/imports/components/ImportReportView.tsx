import { CheckOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useId, useState } from 'react';
import type { ImportReport, ImportSheetReport } from '@shared/contracts/imports';
import { IMPORT_MSG, IMPORT_TARGET_LABEL, ImportStatus } from '@shared/imports/rules';
import { columnsWidth } from '~/components/AdminTable';
import { Table, type TableColumns } from '~/components/Table';
import { ToneTag } from '~/components/ToneTag';
import { ApiError } from '~/lib/api';
import { commitImport, fetchImport } from '../api/import-calls';
import {
  commitBlock,
  committedMessage,
  ERRORS_PAGE_SIZE,
  errorRows,
  errorsCut,
  reportHref,
  reportSummary,
  statusTag,
  type ImportErrorRow,
} from '../import-view';
import s from './Imports.module.css';

const num = (n: number) => <span className={s.number}>{n}</span>;

const SHEET_COLUMNS: TableColumns<ImportSheetReport> = [
  { title: '工作表', dataIndex: 'sheet', key: 'sheet', width: 140 },
  { title: '数据行', key: 'rows', width: 80, render: (_, r) => num(r.rows) },
  { title: '新增', key: 'create', width: 80, render: (_, r) => num(r.create) },
  { title: '更新', key: 'update', width: 80, render: (_, r) => num(r.update) },
  { title: '不变', key: 'unchanged', width: 80, render: (_, r) => num(r.unchanged) },
  {
    title: '错误',
    key: 'errors',
    width: 80,
    render: (_, r) => (r.errors > 0 ? <span className={s.bad}>{r.errors}</span> : num(0)),
  },
];

const ERROR_COLUMNS: TableColumns<ImportErrorRow> = [
  { title: '工作表', dataIndex: 'sheet', key: 'sheet', width: 120 },
  { title: '行号', dataIndex: 'row', key: 'row', width: 70 },
  { title: '列', dataIndex: 'column', key: 'column', width: 120 },
  { title: '错误原因', dataIndex: 'reason', key: 'reason', width: 300 },
];

/** After a refused 确认导入, these mean the import stands differently now: its report is loaded again. */
const RELOAD_AFTER = new Set<string>([IMPORT_MSG.changed, IMPORT_MSG.notCheckable]);

type Props = {
  report: ImportReport;
  /** The report as it stands after 确认导入 (committed), or after a refusal that changed it. */
  onChange: (report: ImportReport) => void;
};

/**
 * An import's report, on the import page after 检查 and on its own page (/system/imports/:id): one row a sheet (rows,
 * to create, to update, unchanged, bad), the bad rows with their row number, column and reason (10 a page), the
 * report as a sheet with a 错误原因 column, and 确认导入 while the check stands and found no bad row.
 */
export function ImportReportView({ report, onChange }: Props) {
  const { message } = App.useApp();
  const [committing, setCommitting] = useState(false);
  const hintId = useId();
  const blocked = commitBlock(report);
  const tag = statusTag(report.status);
  const cut = errorsCut(report);
  const errors = errorRows(report.errors);

  const commit = async () => {
    setCommitting(true);
    try {
      const done = await commitImport(report.id);
      void message.success(committedMessage(done), 6);
      onChange(done);
    } catch (err) {
      // The client has shown the server's message; a report checked again or no longer valid is shown as it is now.
      if (err instanceof ApiError && RELOAD_AFTER.has(err.message)) {
        try {
          onChange(await fetchImport(report.id));
        } catch {
          // Shown by the client as well.
        }
      }
    } finally {
      setCommitting(false);
    }
  };

  return (
    <div>
      <p className={s.facts}>
        <span className={s.fileName}>{report.file_name}</span>
        <span>{IMPORT_TARGET_LABEL[report.kind]}</span>
        <ToneTag tone={tag.tone}>{tag.text}</ToneTag>
        <span>
          {report.staff_name} 检查于 {report.checked_at}
          {report.committed_at && `，导入于 ${report.committed_at}`}
        </span>
      </p>
      <p className={s.summary} role="status">
        {reportSummary(report)}
      </p>
      <Table<ImportSheetReport>
        rowKey="sheet"
        columns={SHEET_COLUMNS}
        dataSource={report.sheets}
        pagination={false}
        size="middle"
        scroll={{ x: columnsWidth(SHEET_COLUMNS) }}
        stack
        empty="文件中没有可导入的数据"
      />
      {errors.length > 0 && (
        <>
          <h3 className={s.subheading}>错误明细</h3>
          {cut && <p className={s.hint}>{cut}</p>}
          <Table<ImportErrorRow>
            rowKey="key"
            columns={ERROR_COLUMNS}
            dataSource={errors}
            size="middle"
            scroll={{ x: columnsWidth(ERROR_COLUMNS) }}
            stack
            pagination={{ pageSize: ERRORS_PAGE_SIZE }}
          />
        </>
      )}
      <div className={s.actions}>
        {report.status !== ImportStatus.COMMITTED && (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={committing}
            disabled={!!blocked || committing}
            aria-describedby={blocked ? hintId : undefined}
            onClick={() => void commit()}
          >
            确认导入
          </Button>
        )}
        {report.file_kept ? (
          <Button href={reportHref(report.id)} download icon={<DownloadOutlined />}>
            下载报告（含错误原因）
          </Button>
        ) : (
          <p className={s.hint}>{IMPORT_MSG.filePurged}</p>
        )}
        {blocked && (
          <p id={hintId} className={s.hint}>
            {blocked}
          </p>
        )}
      </div>
    </div>
  );
}
