import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/company_list';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '入驻企业列表', '园区全部入驻企业，可按分类和关键词查找。');

export default function CompanyList() {
  return <PublicPlaceholder title="入驻企业列表" crumbs={[{ label: '入驻企业', to: paths.company }, { label: '入驻企业列表' }]} />;
}
