import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/financedetail';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '孵化服务详情', '孵化服务详情与咨询方式。');

export default function Financedetail() {
  return <PublicPlaceholder title="孵化服务详情" crumbs={[{ label: '孵化服务', to: paths.finance }, { label: '孵化服务详情' }]} />;
}
