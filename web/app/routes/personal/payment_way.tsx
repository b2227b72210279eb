import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/payment_way';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '缴费方式 - 个人中心', '园区缴费收款码与缴费说明。');

export default function PersonalPaymentWay() {
  return <ComingSoon name="缴费方式" />;
}
