import { ResultState } from '~/components/ResultState';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '后台账号 - 管理后台', '后台账号与角色。');

/** 后台账号与角色 (issue 13). Being built. */
export default function SystemStaff() {
  return <ResultState status="warning" title="后台账号" subTitle="此功能正在建设中。" />;
}
