import { MSG } from '@shared/messages';
import { paths } from './paths';

/** Messages a redirect can carry to the home page (?notice=key); a fixed list, so the URL cannot inject text. */
export const NOTICES = {
  'admin-only': '管理后台仅限管理员登录后使用',
  'personal-only': MSG.switchToPersonal,
} as const;
export type NoticeKey = keyof typeof NOTICES;

export function noticeHref(key: NoticeKey): string {
  return `${paths.home}?notice=${key}`;
}

export function noticeText(key: string | null): string | null {
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : null;
}
