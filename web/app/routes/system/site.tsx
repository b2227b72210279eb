import { paths } from '~/config/paths';
import { loadSiteAdmin } from '~/features/site/api/site-admin.server';
import { SiteAdminPage } from '~/features/site/components/SiteAdminPage';
import { LazyImageUpload } from '~/features/uploads/components/LazyImageUpload';
import { parseSiteAdminQuery, tabsFor } from '~/features/site/site-admin-query';
import { metaOf } from '~/lib/meta';
import { getSession } from '~/lib/session.server';
import type { Route } from './+types/site';

/** 站点管理: the tabs of the viewer's roles; the active tab (and a list's filters and page) from the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await getSession(context);
  const tabs = tabsFor(user?.roles).map((t) => t.key);
  const query = parseSiteAdminQuery(new URL(request.url).searchParams, tabs);
  return { tabs, query, data: await loadSiteAdmin(context, query) };
}

export const meta = metaOf('站点管理 - 管理后台', '站点信息、栏目介绍、轮播图、合作伙伴与友情链接。');

/** 站点管理 (issue 13): the system administrator's settings and the content editor's home-page content; images through the uploads feature (site_image). */
export default function SystemSite({ loaderData }: Route.ComponentProps) {
  return (
    <SiteAdminPage path={paths.system.site} {...loaderData} renderImage={(p) => <LazyImageUpload active {...p} kind="site_image" />} />
  );
}
