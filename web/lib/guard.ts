import { PUBLIC_PATHS, paths } from '~/config/paths';

/** '/information/' and '/information' are the same page for the guard. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Spec §2: true for the seventeen paths a visitor may open without a session. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalise(pathname));
}

/** Where a request must go instead, or null when it may proceed. */
export function guardRedirect(pathname: string, hasToken: boolean): string | null {
  if (hasToken || isPublicPath(pathname)) return null;
  return paths.login;
}
