import { paths } from '~/config/paths';
import { loadSessions } from '~/features/staff/api/staff.server';
import { SessionsPage } from '~/features/staff/components/SessionsPage';
import { parseSessionsQuery } from '~/features/staff/staff-query';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/sessions';

/** 会话与锁定 (security administrator): everyone's live sessions (page from the URL) and the lockouts in force. */
export const loader = listLoader(parseSessionsQuery, (context, { page }) => loadSessions(context, page));

export const meta = metaOf('会话与锁定 - 管理后台', '全体后台会话与登录锁定。');

export default function SystemSessions({ loaderData }: Route.ComponentProps) {
  return <SessionsPage path={paths.system.sessions} page={loaderData.query.page} data={loaderData.page} />;
}
