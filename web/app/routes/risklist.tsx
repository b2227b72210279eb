import { PAGE_SIZE } from '@shared/constants';
import { PublicList } from '~/components/PublicList';
import { paths } from '~/config/paths';
import { loadStartupPage } from '~/features/services/api/startups.server';
import { StartupCards } from '~/features/services/components/StartupCards';
import { startupFilterRows } from '~/features/services/service-query';
import { publicListPage, queryLoader } from '~/lib/list-load.server';
import { listMeta } from '~/lib/meta';
import type { Route } from './+types/risklist';

const crumbs = [{ label: '创业服务', to: paths.startups }, { label: '服务列表' }];
const kind = { title: '创业服务', crumbs, pageSize: PAGE_SIZE.startupList, href: paths.lists.startupList };

export const loader = queryLoader(async (context, sp) => {
  const d = await loadStartupPage(context, sp);
  return publicListPage(d, d.query.page, kind.pageSize);
});

export const meta = listMeta('创业服务列表', '创业服务列表：工商注册与财税、知识产权、政策服务，查看服务机构并在线咨询。');

export default function StartupList({ loaderData: d }: Route.ComponentProps) {
  return (
    <PublicList kind={kind} data={d} filters={startupFilterRows(d.query)}>
      <StartupCards items={d.items} />
    </PublicList>
  );
}
