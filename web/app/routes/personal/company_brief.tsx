import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/company_brief';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '企业简介 - 个人中心', '查看和编辑本企业简介。');

export default function PersonalCompanyBrief() {
  return <ComingSoon name="企业简介" />;
}
