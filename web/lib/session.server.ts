import type { AppLoadContext } from 'react-router';
import type { UserInfo } from '@shared/contracts/auth';
import { Code } from '@shared/envelope';

const COOKIE = 'token';

/** Set-Cookie for a new session: HttpOnly, same-site, lives as long as the session does. */
export function tokenCookie(token: string, expiresAt: string, secure: boolean, now = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
  return `${COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

export function clearTokenCookie(secure: boolean): string {
  return `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
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
  const res = await context.api<UserInfo>('/api/index/userinfo');
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
