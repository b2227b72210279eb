import { Outlet, redirect, redirectDocument, type ShouldRevalidateFunctionArgs } from 'react-router';
import { sessionEndedHref } from '~/config/flash';
import { guardRedirect, isProtectedPath, loginPathFor } from '~/lib/guard';
import { clearTokenCookie, getSession } from '~/lib/session.server';
import type { Route } from './+types/guard';

/**
 * Spec §2 access guard, for every page: without a session cookie the signed-in pages and anything under /system
 * go to /login (a signed-in page with the way back, `?redirect=`); public pages open, and an unknown address answers 404 (routes/not-found.tsx), not the login page.
 * A cookie whose session has ended counts as none; the login page then says why (expired, signed in elsewhere,
 * invalid).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  const to = guardRedirect(pathname, Boolean(context.token), search);
  if (to) throw redirect(to);
  if (context.token && isProtectedPath(pathname)) {
    const { user, ended } = await getSession(context);
    // A whole new document, so the header's copy of the user (root data) goes too.
    if (!user)
      throw redirectDocument(sessionEndedHref(ended, loginPathFor(pathname)), {
        headers: { 'Set-Cookie': clearTokenCookie(context.secureCookies) },
      });
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
