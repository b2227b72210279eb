import { ArticleType } from '@shared/labels/articles';
import { loadArticlePage, loadYears } from '~/features/articles/api/articles.server';
import { parseArticleListQuery } from '~/features/articles/article-list-query';
import { ArticleListPage } from '~/features/articles/components/ArticleListPage';
import { loadBanners } from '~/features/site/api/site.server';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/news';

/** 新闻动态's list (issue 29): linked from the home tab's 更多. */
const TYPE = ArticleType.NEWS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseArticleListQuery(new URL(request.url).searchParams);
  const [page, years, banners] = await Promise.all([
    loadArticlePage(context, TYPE, filters),
    loadYears(context, TYPE),
    loadBanners(context, 'information'),
  ]);
  return { filters, ...page, years, banners };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '新闻动态', '园区新闻动态，可按年份查阅。');

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ColumnHeader position="information" column="新闻动态" banners={loaderData.banners} />
      <ArticleListPage type={TYPE} data={loaderData} />
    </>
  );
}
