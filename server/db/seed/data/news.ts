import type { ArticleSeed } from './announcements';
import newsRows from './news.json';

/** 新闻动态 (article type 2); all companies and people named are invented. */
export const NEWS = newsRows as ArticleSeed[];
