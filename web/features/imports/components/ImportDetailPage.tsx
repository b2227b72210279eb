import { ArrowLeftOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';
import { MSG } from '@shared/messages';
import type { ImportReport } from '@shared/contracts/imports';
import { ResultState } from '~/components/ResultState';
import { LinkButton } from '~/components/LinkButton';
import { paths } from '~/config/paths';
import { ImportReportView } from './ImportReportView';
import s from './Imports.module.css';

/** /system/imports/:id: one import's report, with 确认导入 while its check stands. */
export function ImportDetailPage({ report }: { report: ImportReport }) {
  const revalidator = useRevalidator();
  const [shown, setShown] = useState(report);
  useEffect(() => setShown(report), [report]);
  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <Link to={paths.system.imports} className={s.back}>
        <ArrowLeftOutlined /> 返回数据导入
      </Link>
      <section className={s.section} aria-labelledby="import-report">
        <h2 id="import-report" className={s.heading}>
          导入报告
        </h2>
        <ImportReportView
          report={shown}
          onChange={(next) => {
            setShown(next);
            void revalidator.revalidate();
          }}
        />
      </section>
    </ConfigProvider>
  );
}

/** The detail page's failure (its route's ErrorBoundary): an import that is not there (404), or the server's message. */
export function ImportDetailError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const msg = isRouteErrorResponse(error) && typeof error.data?.msg === 'string' ? error.data.msg : MSG.serverError;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ResultState
      status={notFound ? '404' : 'warning'}
      title={notFound ? '该导入记录不存在' : msg}
      subTitle={notFound ? '链接地址可能有误。' : '请返回数据导入，从导入记录中打开。'}
      extra={
        <LinkButton variant="primary" to={paths.system.imports}>
          返回数据导入
        </LinkButton>
      }
    />
  );
}
