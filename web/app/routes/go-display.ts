import { redirect } from 'react-router';
import { displayCookie, isDisplayMode, safeReturnPath } from '@shared/display-mode';
import type { Route } from './+types/go-display';

/**
 * The 适老化 switch without JavaScript (components/DisplaySwitch.tsx is a GET form aimed here):
 * `/go/display?mode=care|standard&from=/path` remembers the choice in the `display` cookie and sends the visitor
 * back to `from` — a path of this site only, anything else goes to `/`. An unknown mode changes nothing.
 * With JavaScript the switch writes the same cookie itself and never comes here.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const to = safeReturnPath(q.get('from'));
  const mode = q.get('mode');
  if (!isDisplayMode(mode)) return redirect(to, { headers: { 'Cache-Control': 'no-store' } });
  return redirect(to, { headers: { 'Set-Cookie': displayCookie(mode, context.secureCookies), 'Cache-Control': 'no-store' } });
}
