import { PAGE_SIZE } from '@shared/constants';
import { paths } from '~/config/paths';
import { loadTechnicsPage } from '~/features/services/api/technics.server';
import { TechCards } from '~/features/services/components/TechCards';
import { techFilterRows } from '~/features/services/service-query';
import { loadBanners } from '~/features/site/api/site.server';
import { publicListPage, queryLoader, withBanners } from '~/lib/list-load.server';
import { listMeta } from '~/lib/meta';
import { ColumnList } from '../column-page';
import type { Route } from './+types/technics';

const kind = { title: '科技服务', pageSize: PAGE_SIZE.technics, href: paths.lists.technics };

export const loader = queryLoader(async (context, sp) => {
  const d = await withBanners(loadTechnicsPage(context, sp), loadBanners(context, 'technics'));
  return publicListPage(d, d.query.page, kind.pageSize);
});

export const meta = listMeta(kind.title, '园区科技服务：检验检测、研发设计、技术转移等服务项目，按分类查找并在线咨询。');

export default function Technics({ loaderData: d }: Route.ComponentProps) {
  return (
    <ColumnList kind={kind} data={d} position="technics" filters={techFilterRows(d.query, d.firsts, d.seconds)}>
      <TechCards items={d.items} />
    </ColumnList>
  );
}
