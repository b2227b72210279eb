import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/traindetail';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '培训详情', '培训活动详情：名称、时间、地点与内容。');

export default function Traindetail() {
  return <PublicPlaceholder title="培训详情" crumbs={[{ label: '培训服务', to: paths.train }, { label: '培训详情' }]} />;
}
