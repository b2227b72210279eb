import { redirect } from 'react-router';
import * as authCalls from '@shared/calls/auth';
import { Code } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { paths } from '~/config/paths';
import { clearTokenCookie } from '~/lib/session.server';
import type { Route } from './+types/logout';

/** Ends the session on the server and removes the cookie, whatever state the session was in. */
export async function action({ request, context }: Route.ActionArgs) {
  if (context.token) await context.api(authCalls.logout);
  const headers = { 'Set-Cookie': clearTokenCookie(context.secureCookies) };
  if (request.headers.get('accept')?.includes('application/json')) {
    return Response.json({ code: Code.OK, msg: MSG.loggedOut, data: null }, { headers });
  }
  return redirect(paths.home, { headers });
}

/**
 * GET /logout signs nobody out (a link or an <img> on another site could otherwise end a session): it only goes
 * home. Signing out is a POST, which the server's origin check guards (server/plugins/http-security.ts).
 */
export function loader() {
  return redirect(paths.home);
}
