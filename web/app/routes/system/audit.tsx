import { ResultState } from '~/components/ResultState';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '审计日志 - 管理后台', '审计日志查询与导出。');

/** 审计日志查询与导出 (issue 13). Being built. */
export default function SystemAudit() {
  return <ResultState status="warning" title="审计日志" subTitle="此功能正在建设中。" />;
}
