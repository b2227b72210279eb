import type { Banner } from '@shared/contracts/site';
import { ArticleListPage, type ArticleListData } from '~/features/articles/components/ArticleListPage';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';

/** 通知公告's or 新闻动态's page (issue 29, linked from the home tab's 更多): the list under the information column's banners. */
export const articleList = (type: number, column: string) =>
  function ArticleList({ loaderData }: { loaderData: ArticleListData & { banners: Banner[] } }) {
    return (
      <>
        <ColumnHeader position="information" column={column} banners={loaderData.banners} />
        <ArticleListPage type={type} data={loaderData} />
      </>
    );
  };
