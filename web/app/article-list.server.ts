import { PAGE_SIZE } from '@shared/constants';
import { loadArticlePage, loadYears } from '~/features/articles/api/articles.server';
import { parseArticleListQuery } from '~/features/articles/article-list-query';
import { loadBanners } from '~/features/site/api/site.server';
import { publicListPage, queryLoader } from '~/lib/list-load.server';

/** 通知公告's or 新闻动态's loader (issue 29): the year and page from the URL, the years that have any, the banners. */
export const articleListLoader = (type: number) =>
  queryLoader(async (context, sp) => {
    const filters = parseArticleListQuery(sp);
    const [page, years, banners] = await Promise.all([
      loadArticlePage(context, type, filters),
      loadYears(context, type),
      loadBanners(context, 'information'),
    ]);
    return publicListPage({ filters, ...page, years, banners }, filters.page, PAGE_SIZE.information);
  });
