import { ArticleType } from '@shared/labels/articles';
import { metaOf } from '~/lib/meta';
import { articleList } from '../article-list';
import { articleListLoader } from '../article-list.server';

export const loader = articleListLoader(ArticleType.NEWS);

export const meta = metaOf('新闻动态', '园区新闻动态，可按年份查阅。');

export default articleList(ArticleType.NEWS, '新闻动态');
