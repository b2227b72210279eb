/**
 * The 适老化 / 无障碍 display mode (issue 14): larger text, high contrast, wider spacing. Chosen from the header's
 * switch and remembered in a cookie that the server reads, so the first HTML already carries the mode (no flash);
 * the page cache keeps each mode's page apart (server/plugins/web.ts). Shared by the server and the pages.
 */

/** The cookie that remembers the choice: `display=care`. Absent (or anything else) means the standard mode. */
export const DISPLAY_COOKIE = 'display';

export const DISPLAY_MODES = ['standard', 'care'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** Remembered for a year. */
export const DISPLAY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isDisplayMode(value: unknown): value is DisplayMode {
  return typeof value === 'string' && (DISPLAY_MODES as readonly string[]).includes(value);
}

/** The mode a cookie's value asks for: only the exact `care` turns it on. */
export function displayModeOf(cookieValue: string | undefined | null): DisplayMode {
  return cookieValue === 'care' ? 'care' : 'standard';
}

/** The mode of a `Cookie` request header. */
export function displayModeFromCookieHeader(header: string | null | undefined): DisplayMode {
  if (!header) return 'standard';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DISPLAY_COOKIE) continue;
    return displayModeOf(part.slice(eq + 1).trim());
  }
  return 'standard';
}

/**
 * The cookie that records a choice: `care` for a year; `standard` clears it (the standard mode is no cookie at all,
 * so most visitors carry none). Not HttpOnly: the switch also writes it from the page, so a choice made with
 * JavaScript needs no round trip. Secure over https.
 */
export function displayCookie(mode: DisplayMode, secure: boolean): string {
  const value = mode === 'care' ? `care; Max-Age=${DISPLAY_COOKIE_MAX_AGE}` : '; Max-Age=0';
  return `${DISPLAY_COOKIE}=${value}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The switch's route without JavaScript: `GET /go/display?mode=care&from=/information` sets the cookie, goes back. */
export const DISPLAY_SWITCH_PATH = '/go/display';

/** Return addresses longer than this are not followed (real ones are well under 300 characters). */
const MAX_RETURN_CHARS = 2_048;

/**
 * Where the switch's server route sends the visitor back: a path of this site only. Anything else (another site,
 * `//host`, `/\host`, a scheme, control characters, too long, missing) → `/`. No open redirect.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || from.length > MAX_RETURN_CHARS || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  // Control characters (a tab or newline is dropped by URL parsing and could turn `/\t/host` into `//host`).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(from)) return '/';
  const base = 'http://same.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || url.pathname === DISPLAY_SWITCH_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
