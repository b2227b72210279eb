import { redirect } from 'react-router';
import { resolveSearchTarget } from '~/components/search-target';
import type { Route } from './+types/go-search';

/** The header search without JavaScript: the same target as the in-page search, resolved on the server. */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  // `from` only informs "same page or not"; the target always comes from the category table.
  const from = new URL(q.get('from') || '/', 'http://local');
  const target = resolveSearchTarget({ pathname: from.pathname, search: from.search }, Number(q.get('type')), q.get('keyword') ?? '');
  return redirect(target);
}
