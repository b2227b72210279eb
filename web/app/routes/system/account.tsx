import { paths } from '~/config/paths';
import { loadAdminNotices } from '~/features/policy-notices/api/notices.server';
import { NoticesAdminPage } from '~/features/policy-notices/components/NoticesAdminPage';
import { parseNoticeQuery } from '~/features/policy-notices/notice-query';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account';

/** 政策通知 (spec §2 policy notice list): keyword and page from the URL; the system type decides the company column. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseNoticeQuery(new URL(request.url).searchParams);
  return { query, data: await loadAdminNotices(context, query) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '政策通知 - 管理后台', '向入驻企业推送政策通知并记录跟进。');

export default function SystemAccount({ loaderData }: Route.ComponentProps) {
  return <NoticesAdminPage path={paths.system.account} query={loaderData.query} data={loaderData.data} />;
}
