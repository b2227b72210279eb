import { paths } from '~/config/paths';
import { loadAdminPolicyNotices } from '~/features/policy-notices/api/policy-notices.server';
import { PolicyNoticesAdminPage } from '~/features/policy-notices/components/PolicyNoticesAdminPage';
import { parsePolicyNoticeQuery } from '~/features/policy-notices/policy-notice-query';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/account';

/** 政策通知 (spec §2 policy notice list): keyword and page from the URL; the system type decides the company column. */
export const loader = listLoader(parsePolicyNoticeQuery, loadAdminPolicyNotices);

export const meta = metaOf('政策通知 - 管理后台', '向入驻企业推送政策通知并记录跟进。');

export default function SystemAccount({ loaderData }: Route.ComponentProps) {
  return <PolicyNoticesAdminPage path={paths.system.policyNotices} query={loaderData.query} data={loaderData.page} />;
}
