import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/service_list';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '服务记录 - 个人中心', '本企业提交的服务请求及处理结果。');

export default function PersonalServiceList() {
  return <ComingSoon name="服务记录" />;
}
