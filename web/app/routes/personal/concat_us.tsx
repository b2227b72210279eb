import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/concat_us';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '联系方式 - 个人中心', '园区服务联系方式。');

export default function PersonalConcatUs() {
  return <ComingSoon name="联系方式" />;
}
