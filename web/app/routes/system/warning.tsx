import { redirect } from 'react-router';
import { loadInboxSummary } from '~/features/inbox/api/inbox-summary.server';
import { InboxOverview } from '~/features/inbox/components/InboxOverview';
import { loadWarnOverview } from '~/features/billing/warnings/api/warn-data.server';
import { loadWarnList } from '~/features/billing/warnings/api/warn-list.server';
import { Overview } from '~/features/billing/warnings/components/Overview';
import { WarningList } from '~/features/billing/warnings/components/WarningList';
import { pageBeyondEnd, parseWarnQuery, warnHref } from '~/features/billing/warnings/warnings-query';
import { RENT_WARNINGS } from '~/features/billing/warnings/warnings-view';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/warning';

/**
 * The overview: answers due in the two inboxes (inbox_summary), the park's figures (warn_data), then the warned
 * leases (warn_list) for the tab, keyword and page in the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseWarnQuery(new URL(request.url).searchParams);
  const [inbox, overview, page] = await Promise.all([
    loadInboxSummary(context),
    loadWarnOverview(context),
    loadWarnList(context, RENT_WARNINGS, query),
  ]);
  const last = pageBeyondEnd(query.page, page.total, page.items.length);
  if (last) throw redirect(warnHref(RENT_WARNINGS.path, { ...query, page: last }));
  return { query, inbox, overview, page };
}

export const meta = metaOf('房租预警 - 管理后台', '即将到期和已到期的房租预警。');

export default function SystemWarning({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InboxOverview summary={loaderData.inbox} />
      <Overview overview={loaderData.overview} />
      <WarningList kind={RENT_WARNINGS} query={loaderData.query} page={loaderData.page} />
    </>
  );
}
