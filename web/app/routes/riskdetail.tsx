import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/riskdetail';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '创业服务详情', '创业服务详情：服务机构、服务内容与咨询方式。');

export default function Riskdetail() {
  return <PublicPlaceholder title="创业服务详情" crumbs={[{ label: '创业服务', to: paths.risk }, { label: '创业服务详情' }]} />;
}
