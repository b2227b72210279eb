import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '账户设置 - 管理后台', '管理员账户设置。');

export default function SystemAccount() {
  return <ComingSoon name="账户设置" />;
}
