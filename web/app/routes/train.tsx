import { PAGE_SIZE } from '@shared/constants';
import { FilterLinks } from '~/components/FilterLinks';
import { KeywordNote } from '~/components/KeywordNote';
import { ListBody } from '~/components/ListBody';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { loadTrainingPage } from '~/features/services/api/training.server';
import { TrainCards } from '~/features/services/components/TrainCards';
import { trainFilterRows } from '~/features/services/service-query';
import { loadBanners } from '~/features/site/api/site.server';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';
import { listTitle, pageMeta } from '~/lib/meta';
import type { Route } from './+types/train';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, banners] = await Promise.all([loadTrainingPage(context, new URL(request.url).searchParams), loadBanners(context, 'train')]);
  return { ...page, banners };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, listTitle('培训服务', loaderData?.query), '园区培训服务：培训课程与活动的时间、地点和内容，按分类查找。');

export default function Train({ loaderData }: Route.ComponentProps) {
  const { query, categories, items, total, error, banners } = loaderData;
  return (
    <>
      <ColumnHeader position="train" column="培训服务" banners={banners} />
      <div className="container">
        <PageHeader title="培训服务" crumbs={[{ label: '培训服务' }]} />
        <div className="panel">
          <FilterLinks rows={trainFilterRows(query, categories)} />
          <KeywordNote
            keyword={query.keyword}
            total={total}
            error={error}
            clearHref={paths.lists.train({ ...query, keyword: '', page: 1 })}
          />
          <ListBody
            error={error}
            count={items.length}
            total={total}
            page={query.page}
            pageSize={PAGE_SIZE.training}
            hrefFor={(page) => paths.lists.train({ ...query, page })}
          >
            <TrainCards items={items} />
          </ListBody>
        </div>
      </div>
    </>
  );
}
