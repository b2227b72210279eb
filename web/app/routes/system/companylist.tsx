import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/companylist';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '企业列表 - 管理后台', '园区入驻企业列表与详情。');

export default function SystemCompanylist() {
  return <ComingSoon name="企业列表" />;
}
