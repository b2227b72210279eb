import { PAGE_SIZE } from '@shared/constants';
import { paths } from '~/config/paths';
import { loadTrainingPage } from '~/features/services/api/training.server';
import { TrainCards } from '~/features/services/components/TrainCards';
import { trainFilterRows } from '~/features/services/service-query';
import { loadBanners } from '~/features/site/api/site.server';
import { publicListPage, queryLoader, withBanners } from '~/lib/list-load.server';
import { listMeta } from '~/lib/meta';
import { ColumnList } from '../column-page';
import type { Route } from './+types/train';

const kind = { title: '培训服务', pageSize: PAGE_SIZE.training, href: paths.lists.train };

export const loader = queryLoader(async (context, sp) => {
  const d = await withBanners(loadTrainingPage(context, sp), loadBanners(context, 'train'));
  return publicListPage(d, d.query.page, kind.pageSize);
});

export const meta = listMeta(kind.title, '园区培训服务：培训课程与活动的时间、地点和内容，按分类查找。');

export default function Train({ loaderData: d }: Route.ComponentProps) {
  return (
    <ColumnList kind={kind} data={d} position="train" filters={trainFilterRows(d.query, d.categories)}>
      <TrainCards items={d.items} />
    </ColumnList>
  );
}
