import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ImportReport, ImportSummary } from '@shared/contracts/imports';
import type { ListPage } from '~/lib/list-load.server';
import type { ImportsQuery } from '../import-view';
import { ImportForm } from './ImportForm';
import { ImportHistory } from './ImportHistory';
import { ImportReportView } from './ImportReportView';
import s from './Imports.module.css';

type Props = { query: ImportsQuery; page: ListPage<ImportSummary> };

/**
 * /system/imports (issue 31): 导入数据 (the file checked, nothing written), the check's report with 确认导入, and
 * 导入记录. The list is loaded again after each check and import, so the new record shows at once.
 */
export function ImportsPage({ query, page }: Props) {
  const revalidator = useRevalidator();
  const [report, setReport] = useState<ImportReport | null>(null);
  const show = (next: ImportReport) => {
    setReport(next);
    void revalidator.revalidate();
  };

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <section className={s.section} aria-labelledby="import-data">
        <h2 id="import-data" className={s.heading}>
          导入数据
        </h2>
        <ImportForm onChecked={show} />
      </section>
      <section className={s.section} aria-labelledby="import-report">
        <h2 id="import-report" className={s.heading}>
          检查结果
        </h2>
        {report ? (
          <ImportReportView key={report.id} report={report} onChange={show} />
        ) : (
          <p className={s.empty}>
            选择文件并点击“检查”后，这里列出每张工作表将新增、更新、不变的行数和每一行错误；确认导入之前不会写入任何数据。
          </p>
        )}
      </section>
      <section className={s.section} aria-labelledby="import-history">
        <h2 id="import-history" className={s.heading}>
          导入记录
        </h2>
        <ImportHistory query={query} page={page} />
      </section>
    </ConfigProvider>
  );
}
