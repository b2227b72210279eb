import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/service';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '企业服务 - 个人中心', '提交企业服务请求并查看处理进度。');

export default function PersonalService() {
  return <ComingSoon name="企业服务" />;
}
