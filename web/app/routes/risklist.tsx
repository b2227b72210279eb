import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/risklist';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '创业服务列表', '创业服务列表：全部、工商注册与税务、知识产权、政策服务。');

export default function Risklist() {
  return <PublicPlaceholder title="创业服务列表" crumbs={[{ label: '创业服务', to: paths.risk }, { label: '创业服务列表' }]} />;
}
