import { ArticleType } from '@shared/labels/articles';
import { loadArticlePage, loadYears } from '~/features/articles/api/articles.server';
import { parseArticleListQuery } from '~/features/articles/article-list-query';
import { ArticleListPage } from '~/features/articles/components/ArticleListPage';
import { loadBanners } from '~/features/site/api/site.server';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/notice';

/** 通知公告's list (issue 29): linked from the home tab's 更多. */
const TYPE = ArticleType.ANNOUNCEMENT;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseArticleListQuery(new URL(request.url).searchParams);
  const [page, years, banners] = await Promise.all([
    loadArticlePage(context, TYPE, filters),
    loadYears(context, TYPE),
    loadBanners(context, 'information'),
  ]);
  return { filters, ...page, years, banners };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '通知公告', '园区发布的通知公告，可按年份查阅。');

export default function NoticeList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ColumnHeader position="information" column="通知公告" banners={loaderData.banners} />
      <ArticleListPage type={TYPE} data={loaderData} />
    </>
  );
}
