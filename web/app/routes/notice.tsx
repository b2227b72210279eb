import { ArticleType } from '@shared/labels/articles';
import { metaOf } from '~/lib/meta';
import { articleList } from '../article-list';
import { articleListLoader } from '../article-list.server';

export const loader = articleListLoader(ArticleType.ANNOUNCEMENT);

export const meta = metaOf('通知公告', '园区发布的通知公告，可按年份查阅。');

export default articleList(ArticleType.ANNOUNCEMENT, '通知公告');
