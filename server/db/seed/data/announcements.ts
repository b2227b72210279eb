import announcementsRows from './announcements.json';

export type ArticleSeed = {
  title: string;
  /** Park time, 'YYYY-MM-DD HH:MM'. */
  release: string;
  summary: string;
  source: string;
  image: string;
  body: string;
  views: number;
};

/** 通知公告 (article type 1). */
export const ANNOUNCEMENTS = announcementsRows as ArticleSeed[];
