import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/otherwarning';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '其他预警 - 管理后台', '服务费用等其他到期预警。');

export default function SystemOtherwarning() {
  return <ComingSoon name="其他预警" />;
}
