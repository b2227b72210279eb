import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/risk';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '创业服务', '创业服务概览：工商注册与税务、知识产权、政策服务，助力初创企业落地园区。');

export default function Risk() {
  return <PublicPlaceholder title="创业服务" />;
}
