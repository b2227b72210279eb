import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/warning';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '房租预警 - 管理后台', '即将到期和已到期的房租预警。');

export default function SystemWarning() {
  return <ComingSoon name="房租预警" />;
}
