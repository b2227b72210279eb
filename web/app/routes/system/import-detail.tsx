import { loadImport } from '~/features/imports/api/imports.server';
import { ImportDetailError, ImportDetailPage } from '~/features/imports/components/ImportDetailPage';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/import-detail';

/** One import's report (issue 31), from 导入记录's 查看. */
export const loader = ({ context, params }: Route.LoaderArgs) => loadImport(context, params.id);

export const meta = metaOf('导入报告 - 管理后台', '一次数据导入的检查报告。');

export default function SystemImportDetail({ loaderData }: Route.ComponentProps) {
  return <ImportDetailPage report={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ImportDetailError error={error} />;
}
