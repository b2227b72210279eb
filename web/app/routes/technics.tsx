import { PAGE_SIZE } from '@shared/constants';
import { FilterLinks } from '~/components/FilterLinks';
import { KeywordNote } from '~/components/KeywordNote';
import { ListBody } from '~/components/ListBody';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { loadTechnicsPage } from '~/features/services/api/technics.server';
import { TechCards } from '~/features/services/components/TechCards';
import { techFilterRows } from '~/features/services/service-query';
import { loadBanners } from '~/features/site/api/site.server';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';
import { listTitle, pageMeta } from '~/lib/meta';
import type { Route } from './+types/technics';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, banners] = await Promise.all([
    loadTechnicsPage(context, new URL(request.url).searchParams),
    loadBanners(context, 'technics'),
  ]);
  return { ...page, banners };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    listTitle('科技服务', loaderData?.query),
    '园区科技服务：检验检测、研发设计、技术转移等服务项目，按分类查找并在线咨询。',
  );

export default function Technics({ loaderData }: Route.ComponentProps) {
  const { query, firsts, seconds, items, total, error, banners } = loaderData;
  return (
    <>
      <ColumnHeader position="technics" column="科技服务" banners={banners} />
      <div className="container">
        <PageHeader title="科技服务" crumbs={[{ label: '科技服务' }]} />
        <div className="panel">
          <FilterLinks rows={techFilterRows(query, firsts, seconds)} />
          <KeywordNote
            keyword={query.keyword}
            total={total}
            error={error}
            clearHref={paths.lists.technics({ ...query, keyword: '', page: 1 })}
          />
          <ListBody
            error={error}
            count={items.length}
            total={total}
            page={query.page}
            pageSize={PAGE_SIZE.technics}
            hrefFor={(page) => paths.lists.technics({ ...query, page })}
          >
            <TechCards items={items} />
          </ListBody>
        </div>
      </div>
    </>
  );
}
