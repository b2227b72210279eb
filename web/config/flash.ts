import { Code } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { paths } from './paths';

/**
 * Flash messages: what a redirect can carry to a page (?notice=key: the address keeps its name); a fixed list, so the
 * URL cannot inject text.
 */
export const FLASH_MESSAGES = {
  'admin-only': '管理后台仅限管理员登录后使用',
  'personal-only': MSG.switchToPersonal,
  // Where the guard sends a page request whose session cookie has ended (spec §8's three codes).
  'session-expired': MSG.tokenExpired,
  'session-replaced': `${MSG.loggedInElsewhere}，请重新登录`,
  'session-invalid': MSG.tokenInvalid,
} as const;
export type FlashKey = keyof typeof FLASH_MESSAGES;

export function flashHref(key: FlashKey): string {
  return `${paths.home}?notice=${key}`;
}

/** The login page (the staff one for the back office) with the reason a session ended, from userinfo's code. */
export function sessionEndedHref(code: number | null, login: string = paths.login): string {
  const key: FlashKey =
    code === Code.TOKEN_EXPIRED ? 'session-expired' : code === Code.LOGGED_IN_ELSEWHERE ? 'session-replaced' : 'session-invalid';
  return `${login}?notice=${key}`;
}

export function flashText(key: string | null): string | null {
  return key && key in FLASH_MESSAGES ? FLASH_MESSAGES[key as FlashKey] : null;
}
