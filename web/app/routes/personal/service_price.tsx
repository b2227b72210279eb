import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/service_price';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '服务费用 - 个人中心', '服务费用的签约、到期与缴费记录。');

export default function PersonalServicePrice() {
  return <ComingSoon name="服务费用" />;
}
