import type { Db } from '../client';
import { articles } from '../schema/index';
import { ArticleType } from '../../../shared/contracts/articles';
import { NEWS } from './data/news';
import { ANNOUNCEMENTS, type ArticleSeed } from './data/announcements';
import { rich } from './html';
import { at, searchable, searchableBody } from './util';

function row(type: number, a: ArticleSeed) {
  const content = rich(a.body);
  return {
    type,
    title: a.title,
    summary: a.summary,
    source: a.source,
    image: a.image,
    content,
    releaseTime: at(a.release),
    viewCount: a.views,
    ...searchable(a.title, a.summary, a.source),
    ...searchableBody(content),
  };
}

/** Announcements (type 1) and news (type 2) of the home tabs. */
export async function seedArticles(db: Db) {
  const rows = [...ANNOUNCEMENTS.map((a) => row(ArticleType.ANNOUNCEMENT, a)), ...NEWS.map((a) => row(ArticleType.NEWS, a))];
  await db.insert(articles).values(rows);
  return rows.length;
}
