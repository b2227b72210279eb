import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/tenancy';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '租赁服务', '园区租赁服务：可租房源的房号、楼层、工位数与面积，在线咨询看房。');

export default function Tenancy() {
  return <PublicPlaceholder title="租赁服务" />;
}
