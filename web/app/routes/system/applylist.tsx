import * as applicationsCalls from '@shared/calls/applications';
import { paths } from '~/config/paths';
import { loadAdminList } from '~/features/applications/review/api/admin-list.server';
import { AdminApplications } from '~/features/applications/review/components/AdminApplications';
import { parseAdminListQuery } from '~/features/applications/review/review-query';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/applylist';

/** Every application, under review first (apply_list); keyword and page from the URL. */
export const loader = listLoader(parseAdminListQuery, (context, query) => loadAdminList(context, applicationsCalls.applyList, query));

export const meta = metaOf('申请列表 - 管理后台', '企业入驻申请的审核。');

export default function SystemApplylist({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  return <AdminApplications path={paths.system.applyList} mode="apply" {...loaderData} viewer={user?.username || user?.nickname || ''} />;
}
