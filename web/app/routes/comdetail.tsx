import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/comdetail';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '企业详情', '园区入驻企业详情：企业简介、地址与联系方式。');

export default function Comdetail() {
  return <PublicPlaceholder title="企业详情" crumbs={[{ label: '入驻企业', to: paths.company }, { label: '企业详情' }]} />;
}
