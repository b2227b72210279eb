import type { AppLoadContext } from 'react-router';
import * as articlesCalls from '@shared/calls/articles';
import type { ArticleCard } from '@shared/contracts/articles';
import { PAGE_SIZE } from '@shared/constants';
import { loadList, loadOr, type ListPage } from '~/lib/list-load.server';
import type { ArticleListFilters } from '../article-list-query';

/** One page of /notice (type 1) or /news (type 2), 10 a page as /information; a failed load is an empty list with the message. */
export const loadArticlePage = (context: AppLoadContext, type: number, f: ArticleListFilters): Promise<ListPage<ArticleCard>> =>
  loadList(context, articlesCalls.articleList, {
    type,
    ...(f.year ? { year: f.year } : {}),
    start: f.page,
    page_size: PAGE_SIZE.information,
  });

/** The year filter's choices (0 policy items, 1 通知公告, 2 新闻动态), newest first; none when they could not be loaded. */
export const loadYears = (context: AppLoadContext, type: number) => loadOr(context, articlesCalls.articleYears, { type }, []);
