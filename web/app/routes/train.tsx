import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/train';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '培训服务', '园区培训服务：培训课程与活动的时间、地点和报名信息。');

export default function Train() {
  return <PublicPlaceholder title="培训服务" />;
}
