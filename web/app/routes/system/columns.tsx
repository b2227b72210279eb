import { loadColumnsOverview } from '~/features/columns/api/columns.server';
import { ColumnsPage } from '~/features/columns/components/ColumnsPage';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/columns';

/** 栏目更新 (columns_overview): every column's last update, its limit and state. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadColumnsOverview(context) };
}

export const meta = metaOf('栏目更新 - 管理后台', '各栏目最近更新与更新期限，超期未更新的栏目醒目提示。');

/** 栏目更新 (issue 13): the content editor's landing page; the system administrator sets the limits. */
export default function SystemColumns({ loaderData }: Route.ComponentProps) {
  return <ColumnsPage page={loaderData.page} />;
}
