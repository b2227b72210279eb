import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/applylist';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '申请列表 - 管理后台', '企业入驻申请的审核。');

export default function SystemApplylist() {
  return <ComingSoon name="申请列表" />;
}
