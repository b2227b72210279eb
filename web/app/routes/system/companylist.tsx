import * as applicationsCalls from '@shared/calls/applications';
import { paths } from '~/config/paths';
import { loadAdminList } from '~/features/applications/review/api/admin-list.server';
import { AdminApplications } from '~/features/applications/review/components/AdminApplications';
import { parseAdminListQuery } from '~/features/applications/review/review-query';
import { CompanyTeam } from '~/features/members/components/staff/CompanyTeam';
import { LazyImageUpload } from '~/features/uploads/components/LazyImageUpload';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/companylist';

/**
 * Settled companies (system_shop_list); keyword and page from the URL; their public listing edited in a drawer; a
 * company's detail with its members and contacts (issue 30).
 */
export const loader = listLoader(parseAdminListQuery, (context, query) => loadAdminList(context, applicationsCalls.systemShopList, query));

export const meta = metaOf('企业列表 - 管理后台', '园区入驻企业列表与详情。');

export default function SystemCompanylist({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  return (
    <AdminApplications
      path={paths.system.companyList}
      mode="company"
      {...loaderData}
      viewer={user?.username || user?.nickname || ''}
      renderLogo={(p) => <LazyImageUpload active {...p} kind="site_image" />}
      renderTeam={(item) => <CompanyTeam shopId={item.id} shopName={item.shop_name} />}
    />
  );
}
