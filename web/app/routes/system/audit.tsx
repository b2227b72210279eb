import { paths } from '~/config/paths';
import { loadAudit } from '~/features/audit/api/audit.server';
import { parseAuditQuery } from '~/features/audit/audit-query';
import { AuditPage } from '~/features/audit/components/AuditPage';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/audit';

/** 审计日志 (issue 13, the auditor): filters and page from the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseAuditQuery(new URL(request.url).searchParams);
  return { query, page: await loadAudit(context, query) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '审计日志 - 管理后台', '审计日志查询与导出。');

export default function SystemAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage path={paths.system.audit} query={loaderData.query} page={loaderData.page} />;
}
