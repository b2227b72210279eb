import { redirect } from 'react-router';
import { loadWarnList } from '~/features/billing/warnings/api/warn-list.server';
import { WarningList } from '~/features/billing/warnings/components/WarningList';
import { pageBeyondEnd, parseWarnQuery, warnHref } from '~/features/billing/warnings/warnings-query';
import { FEE_WARNINGS } from '~/features/billing/warnings/warnings-view';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/otherwarning';

/** Warned service fees (ortherwarn_list) for the tab, keyword and page in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseWarnQuery(new URL(request.url).searchParams);
  const page = await loadWarnList(context, FEE_WARNINGS, query);
  const last = pageBeyondEnd(query.page, page.total, page.items.length);
  if (last) throw redirect(warnHref(FEE_WARNINGS.path, { ...query, page: last }));
  return { query, page };
}

export const meta = metaOf('其他预警 - 管理后台', '服务费用等其他到期预警。');

export default function SystemOtherwarning({ loaderData }: Route.ComponentProps) {
  return <WarningList kind={FEE_WARNINGS} query={loaderData.query} page={loaderData.page} />;
}
