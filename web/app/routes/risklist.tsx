import { PAGE_SIZE } from '@shared/constants';
import { FilterLinks } from '~/components/FilterLinks';
import { KeywordNote } from '~/components/KeywordNote';
import { ListBody } from '~/components/ListBody';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { loadStartupPage } from '~/features/services/api/startups.server';
import { StartupCards } from '~/features/services/components/StartupCards';
import { startupFilterRows } from '~/features/services/service-query';
import { listTitle, pageMeta } from '~/lib/meta';
import type { Route } from './+types/risklist';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStartupPage(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    listTitle('创业服务列表', loaderData?.query),
    '创业服务列表：工商注册与财税、知识产权、政策服务，查看服务机构并在线咨询。',
  );

export default function StartupList({ loaderData }: Route.ComponentProps) {
  const { query, items, total, error } = loaderData;
  return (
    <div className="container">
      <PageHeader title="创业服务" crumbs={[{ label: '创业服务', to: paths.startups }, { label: '服务列表' }]} />
      <div className="panel">
        <FilterLinks rows={startupFilterRows(query)} />
        <KeywordNote
          keyword={query.keyword}
          total={total}
          error={error}
          clearHref={paths.lists.startupList({ ...query, keyword: '', page: 1 })}
        />
        <ListBody
          error={error}
          count={items.length}
          total={total}
          page={query.page}
          pageSize={PAGE_SIZE.startupList}
          hrefFor={(page) => paths.lists.startupList({ ...query, page })}
        >
          <StartupCards items={items} />
        </ListBody>
      </div>
    </div>
  );
}
