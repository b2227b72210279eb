import { paths } from '~/config/paths';
import { loadSessions } from '~/features/staff/api/staff.server';
import { SessionsPage } from '~/features/staff/components/SessionsPage';
import { parseSessionsQuery } from '~/features/staff/staff-query';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/sessions';

/** 会话与锁定 (security administrator): everyone's live sessions (page from the URL) and the lockouts in force. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = parseSessionsQuery(new URL(request.url).searchParams);
  return { page, data: await loadSessions(context, page) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '会话与锁定 - 管理后台', '全体后台会话与登录锁定。');

export default function SystemSessions({ loaderData }: Route.ComponentProps) {
  return <SessionsPage path={paths.system.sessions} page={loaderData.page} data={loaderData.data} />;
}
