import { PublicPlaceholder } from '~/components/PublicPlaceholder';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '搜索结果', '站内搜索结果。');

export default function Search() {
  return <PublicPlaceholder title="搜索结果" />;
}
