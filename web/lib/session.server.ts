import type { AppLoadContext } from 'react-router';
import type { UserInfo } from '@shared/contracts/auth';
import { Code } from '@shared/envelope';
import * as authCalls from '@shared/calls/auth';

/**
 * The session cookie's name, as server/plugins/session.ts reads it: `__Host-token` over https (the browser then
 * insists on Secure, Path=/ and no Domain, so no subdomain can plant or overwrite it), `token` over plain http.
 */
export const TOKEN_COOKIE = 'token';
export const SECURE_TOKEN_COOKIE = '__Host-token';
export const tokenCookieName = (secure: boolean) => (secure ? SECURE_TOKEN_COOKIE : TOKEN_COOKIE);

/** No session lives longer than 7 days (USER_SESSION_HOURS and ADMIN_SESSION_HOURS are capped at 168). */
export const SESSION_COOKIE_MAX_SECONDS = 7 * 24 * 60 * 60;

/** Set-Cookie for a new session: HttpOnly, same-site, lives as long as the session does (7 days at most). */
export function tokenCookie(token: string, expiresAt: string, secure: boolean, now = Date.now()): string {
  const untilExpiry = Math.floor((new Date(expiresAt).getTime() - now) / 1000);
  const maxAge = Math.max(0, Math.min(Number.isFinite(untilExpiry) ? untilExpiry : 0, SESSION_COOKIE_MAX_SECONDS));
  return `${tokenCookieName(secure)}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

export function clearTokenCookie(secure: boolean): string {
  return `${tokenCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

export type SessionState = {
  user: UserInfo | null;
  /** A cookie was sent but the server no longer knows its session: clear it. */
  stale: boolean;
  /** Why the session of a stale cookie ended (50008 unknown, 50012 replaced, 50014 expired), else null. */
  ended: number | null;
};

const memo = new WeakMap<AppLoadContext, Promise<SessionState>>();

async function load(context: AppLoadContext): Promise<SessionState> {
  if (!context.token) return { user: null, stale: false, ended: null };
  const res = await context.api(authCalls.userinfo);
  if (res.code === Code.OK && res.data) return { user: res.data, stale: false, ended: null };
  return { user: null, stale: true, ended: res.code };
}

/** The signed-in user, asked once per request however many loaders want it. */
export function getSession(context: AppLoadContext): Promise<SessionState> {
  let found = memo.get(context);
  if (!found) {
    found = load(context);
    memo.set(context, found);
  }
  return found;
}
