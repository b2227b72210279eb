import { ResultState } from '~/components/ResultState';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/sessions';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '会话与锁定 - 管理后台', '全体后台会话与登录锁定。');

/** 全体后台会话与登录锁定 (issue 13). Being built. */
export default function SystemSessions() {
  return <ResultState status="warning" title="会话与锁定" subTitle="此功能正在建设中。" />;
}
