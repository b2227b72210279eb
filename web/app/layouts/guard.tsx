import { Outlet, redirect, redirectDocument, type ShouldRevalidateFunctionArgs } from 'react-router';
import { sessionEndedHref } from '~/config/notices';
import { guardRedirect, isPublicPath, isStaffLoginPath, loginPathFor } from '~/lib/guard';
import { clearTokenCookie, getSession } from '~/lib/session.server';
import type { Route } from './+types/guard';

/**
 * Spec §2 access guard, for every page: without a session cookie only the public paths open; anything else
 * (unknown paths included) goes to /login. A cookie whose session has ended counts as none; the login page
 * then says why (expired, signed in elsewhere, invalid).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const to = guardRedirect(pathname, Boolean(context.token));
  if (to) throw redirect(to);
  if (context.token && !isPublicPath(pathname) && !isStaffLoginPath(pathname)) {
    const { user, ended } = await getSession(context);
    // A whole new document, so the header's copy of the user (root data) goes too.
    if (!user) throw redirectDocument(sessionEndedHref(ended, loginPathFor(pathname)), { headers: { 'Set-Cookie': clearTokenCookie(context.secureCookies) } });
  }
  return null;
}

/** Checked on every change of page, not only when the guard is first entered. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function Guard() {
  return <Outlet />;
}
