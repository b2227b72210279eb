import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/companyinfo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '入驻申请', '填写企业信息，在线申请入驻园区。');

export default function Companyinfo() {
  return <PublicPlaceholder title="入驻申请" crumbs={[{ label: '入驻企业', to: paths.company }, { label: '入驻申请' }]} />;
}
