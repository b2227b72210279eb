import * as applicationsCalls from '@shared/calls/applications';
import { paths } from '~/config/paths';
import { loadAdminList } from '~/features/applications/review/api/admin-list.server';
import { AdminApplications } from '~/features/applications/review/components/AdminApplications';
import { parseAdminListQuery } from '~/features/applications/review/review-query';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/applylist';

/** Every application, under review first (apply_list); keyword and page from the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseAdminListQuery(new URL(request.url).searchParams);
  return { query, page: await loadAdminList(context, applicationsCalls.applyList, query) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '申请列表 - 管理后台', '企业入驻申请的审核。');

export default function SystemApplylist({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  return (
    <AdminApplications
      path={paths.system.applyList}
      mode="apply"
      query={loaderData.query}
      page={loaderData.page}
      viewer={user?.username || user?.nickname || ''}
    />
  );
}
