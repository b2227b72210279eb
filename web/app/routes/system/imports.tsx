import { loadImports } from '~/features/imports/api/imports.server';
import { ImportsPage } from '~/features/imports/components/ImportsPage';
import { parseImportsQuery } from '~/features/imports/import-view';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/imports';

/** 数据导入 (issue 31): the import form, the check's report, and 导入记录 (its page from the URL). */
export const loader = listLoader(parseImportsQuery, loadImports);

export const meta = metaOf('数据导入 - 管理后台', '从 Excel 导入房间、企业、合同和缴费记录。');

export default function SystemImports({ loaderData }: Route.ComponentProps) {
  return <ImportsPage query={loaderData.query} page={loaderData.page} />;
}
