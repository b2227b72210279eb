import { paths } from '~/config/paths';
import { loadAudit } from '~/features/audit/api/audit.server';
import { parseAuditQuery } from '~/features/audit/audit-query';
import { AuditPage } from '~/features/audit/components/AuditPage';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/audit';

/** 审计日志 (issue 13, the auditor): filters and page from the URL. */
export const loader = listLoader(parseAuditQuery, loadAudit);

export const meta = metaOf('审计日志 - 管理后台', '审计日志查询与导出。');

export default function SystemAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage path={paths.system.audit} query={loaderData.query} page={loaderData.page} />;
}
