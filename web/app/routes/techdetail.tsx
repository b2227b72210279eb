import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/techdetail';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '科技服务详情', '科技服务项目详情：服务机构、服务内容与咨询方式。');

export default function Techdetail() {
  return <PublicPlaceholder title="科技服务详情" crumbs={[{ label: '科技服务', to: paths.technics }, { label: '科技服务详情' }]} />;
}
