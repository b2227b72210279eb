import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/finance';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '孵化服务', '园区孵化服务：投融资对接、孵化支持与相关服务机构。');

export default function Finance() {
  return <PublicPlaceholder title="孵化服务" />;
}
