import { PUBLIC_PATHS, STAFF_PUBLIC_PATHS, paths } from '~/config/paths';

/** '/information/' and '/information' are the same page for the guard. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Spec §2: true for the seventeen paths a visitor may open without a session. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalise(pathname));
}

/** The staff sign-in page: open without a session, though not one of spec §2's public pages. */
export function isStaffLoginPath(pathname: string): boolean {
  return STAFF_PUBLIC_PATHS.includes(normalise(pathname));
}

/** The signed-in pages outside the back office (spec §2: the personal centre, the company pages, the search). */
const SIGNED_IN_PATHS: readonly string[] = [paths.companyList, paths.companyInfo(), paths.search, ...Object.values(paths.personal)];

/**
 * Pages that need a session: the signed-in pages and everything under /system (unknown back-office addresses
 * included, so a visitor without a session learns nothing of the back office's shape). Any other address that
 * is not a page answers 404 (routes/not-found.tsx) to everyone.
 */
export function isProtectedPath(pathname: string): boolean {
  const p = normalise(pathname);
  return p === paths.system.root || p.startsWith(`${paths.system.root}/`) || SIGNED_IN_PATHS.includes(p);
}

/**
 * Where a page sends someone whose session ended: the staff sign-in from the back office, /login elsewhere. A
 * visitor without any session always goes to /login (spec §2), so the staff address is not announced.
 */
export function loginPathFor(pathname: string): string {
  const p = normalise(pathname);
  return p === paths.system.root || p.startsWith(`${paths.system.root}/`) ? paths.adminLogin : paths.login;
}

/**
 * Where a request must go instead, or null when it may proceed (a public page, the staff sign-in, an unknown address).
 * A company-area page (or the search) asked for without a session goes to /login with the way back (`redirect`,
 * returnPathOf), so the visitor lands where they were going once signed in; a back-office address goes to plain
 * /login, naming nothing of the back office.
 */
export function guardRedirect(pathname: string, hasToken: boolean, search = ''): string | null {
  if (hasToken || !isProtectedPath(pathname)) return null;
  const back = returnPathOf(`${pathname}${search}`);
  return back ? `${paths.login}?redirect=${encodeURIComponent(back)}` : paths.login;
}

/**
 * Where the sign-in page returns someone after signing in (`/login?redirect=…`, e.g. 登录后预约 on 租赁服务): a path of
 * this site's company area only (a signed-in page outside the back office), else null (home, as before). Anything
 * else — another site, '//host', the back office, the sign-in page itself — is ignored, so the parameter cannot send
 * anyone away.
 */
export function returnPathOf(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 300 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const url = new URL(raw, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return null;
  const p = normalise(url.pathname);
  if (!SIGNED_IN_PATHS.includes(p)) return null;
  return `${p}${url.search}`;
}
