import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/technics';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '科技服务', '园区科技服务：技术转移、检验检测、知识产权等服务项目，按分类查找并在线咨询。');

export default function Technics() {
  return <PublicPlaceholder title="科技服务" />;
}
