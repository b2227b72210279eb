import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/apply';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '服务申请 - 个人中心', '提交报修、会议室借用等企业服务申请。');

export default function PersonalApply() {
  return <ComingSoon name="服务申请" />;
}
