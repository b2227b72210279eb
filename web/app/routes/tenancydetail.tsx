import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/tenancydetail';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '房源详情', '园区房源详情：房号、楼层、工位数、面积与房源介绍。');

export default function Tenancydetail() {
  return <PublicPlaceholder title="房源详情" crumbs={[{ label: '租赁服务', to: paths.tenancy }, { label: '房源详情' }]} />;
}
