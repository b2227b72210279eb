import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/company';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '入驻企业', '园区入驻企业介绍与入驻申请入口。');

export default function Company() {
  return <PublicPlaceholder title="入驻企业" />;
}
