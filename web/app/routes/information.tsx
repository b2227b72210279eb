import { Link } from 'react-router';
import { PAGE_SIZE } from '@shared/constants';
import { ArticleType } from '@shared/labels/articles';
import { countText } from '~/components/KeywordNote';
import { ListBody } from '~/components/ListBody';
import { PageHeader } from '~/components/PageHeader';
import { ListKeyword } from '~/components/Marked';
import { paths } from '~/config/paths';
import { loadYears } from '~/features/articles/api/articles.server';
import { loadPolicyPage } from '~/features/articles/api/policies.server';
import { PolicyFilters } from '~/features/articles/components/PolicyFilters';
import { PolicyList } from '~/features/articles/components/PolicyList';
import { parseInformationQuery } from '~/features/articles/information-query';
import { loadBanners } from '~/features/site/api/site.server';
import { publicListPage } from '~/lib/list-load.server';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/information';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseInformationQuery(new URL(request.url).searchParams);
  const [page, years, banners] = await Promise.all([
    loadPolicyPage(context, filters),
    loadYears(context, ArticleType.POLICY),
    loadBanners(context, 'information'),
  ]);
  return publicListPage({ filters, ...page, years, banners }, filters.page, PAGE_SIZE.information);
}

export const meta = metaOf('政策资讯', '园区及各级政府发布的科技、工业和信息化、人力资源政策，可按分类、年份、季度和关键词查阅。');

export default function Information({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, atLeast, error, years, banners } = loaderData;
  return (
    <>
      <ColumnHeader position="information" column="政策资讯" banners={banners} />
      <div className="container">
        <PageHeader title="政策资讯" crumbs={[{ label: '政策资讯' }]} />
        <div className="panel">
          <PolicyFilters filters={filters} years={years} />
          {filters.keyword && (
            <p style={{ margin: '16px 0 0', color: 'var(--care-text, #4f5866)' }}>
              “{filters.keyword}”的搜索结果{error ? '' : `，共 ${countText(total, atLeast)}`}。
              <Link to={paths.information({ ...filters, keyword: '', page: 1 })}>清除关键词</Link>
            </p>
          )}
          <ListBody
            error={error}
            count={items.length}
            total={total}
            page={filters.page}
            pageSize={PAGE_SIZE.information}
            hrefFor={(page) => paths.information({ ...filters, page })}
          >
            <ListKeyword value={filters.keyword}>
              <PolicyList items={items} />
            </ListKeyword>
          </ListBody>
        </div>
      </div>
    </>
  );
}
