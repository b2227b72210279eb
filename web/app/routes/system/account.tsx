import { paths } from '~/config/paths';
import { loadAdminPolicyNotices } from '~/features/policy-notices/api/policy-notices.server';
import { PolicyNoticesAdminPage } from '~/features/policy-notices/components/PolicyNoticesAdminPage';
import { parsePolicyNoticeQuery } from '~/features/policy-notices/policy-notice-query';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account';

/** 政策通知 (spec §2 policy notice list): keyword and page from the URL; the system type decides the company column. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parsePolicyNoticeQuery(new URL(request.url).searchParams);
  return { query, data: await loadAdminPolicyNotices(context, query) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '政策通知 - 管理后台', '向入驻企业推送政策通知并记录跟进。');

export default function SystemAccount({ loaderData }: Route.ComponentProps) {
  return <PolicyNoticesAdminPage path={paths.system.policyNotices} query={loaderData.query} data={loaderData.data} />;
}
