import { paths } from '~/config/paths';
import { loadMyPolicyNotices } from '~/features/policy-notices/api/policy-notices.server';
import { MyPolicyNotices } from '~/features/policy-notices/components/MyPolicyNotices';
import { parsePolicyNoticeQuery } from '~/features/policy-notices/policy-notice-query';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/policy_notice';

/** The notices addressed to this company or to all (my_notice, 10 a page); the page from the URL. */
export const loader = listLoader(parsePolicyNoticeQuery, (context, { page }) => loadMyPolicyNotices(context, page));

export const meta = metaOf('政策通知 - 个人中心', '园区推送给本企业的政策通知。');

export default function PersonalPolicyNotice({ loaderData }: Route.ComponentProps) {
  return <MyPolicyNotices path={paths.personal.policyNotices} page={loaderData.query.page} list={loaderData.page} />;
}
