import { PAGE_SIZE } from '@shared/constants';
import { KeywordNote } from '~/components/KeywordNote';
import { ListBody } from '~/components/ListBody';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { loadFinancePage } from '~/features/services/api/finance.server';
import { FinanceCards } from '~/features/services/components/FinanceCards';
import { loadBanners } from '~/features/site/api/site.server';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';
import { listTitle, pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/finance';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, banners] = await Promise.all([loadFinancePage(context, new URL(request.url).searchParams), loadBanners(context, 'finance')]);
  return { ...page, banners };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, listTitle('孵化服务', loaderData?.query), '园区孵化服务：天使投资、科技信贷、孵化支持等投融资服务，在线咨询对接。');

export default function Finance({ loaderData }: Route.ComponentProps) {
  const { query, items, total, error, banners } = loaderData;
  const { config } = useRootData();
  return (
    <>
      <ColumnHeader position="finance" column="孵化服务" banners={banners} />
      <div className="container">
        <PageHeader title="孵化服务" crumbs={[{ label: '孵化服务' }]} />
        <div className="panel">
          {config.rongzi_detail && <p style={{ margin: '0 0 8px', color: 'var(--care-text, #4f5866)' }}>{config.rongzi_detail}</p>}
          <KeywordNote keyword={query.keyword} total={total} error={error} clearHref={paths.lists.finance({ page: 1 })} />
          <ListBody
            error={error}
            count={items.length}
            total={total}
            page={query.page}
            pageSize={PAGE_SIZE.finance}
            hrefFor={(page) => paths.lists.finance({ ...query, page })}
          >
            <FinanceCards items={items} />
          </ListBody>
        </div>
      </div>
    </>
  );
}
