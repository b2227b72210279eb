import { redirect } from 'react-router';
import { loadFeedbackInbox } from '~/features/feedback/api/feedback.server';
import { FeedbackInbox } from '~/features/feedback/components/FeedbackInbox';
import { inboxHref, pageBeyondEnd, parseInboxQuery } from '~/features/feedback/feedback-view';
import { PAGE_SIZE } from '@shared/constants';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/feedback';

/** The service-request inbox (feedback_inbox): status, age, keyword and page from the URL; a page past the end goes to the last. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const page = await loadFeedbackInbox(context, query);
  const last = pageBeyondEnd(query.page, page.total, page.items.length, PAGE_SIZE.admin);
  if (last !== null) throw redirect(inboxHref({ ...query, page: last }));
  return { query, page };
}

export const meta = metaOf('服务诉求 - 管理后台', '企业提交的服务诉求：查看、答复与办结。');

export default function SystemFeedback({ loaderData }: Route.ComponentProps) {
  return <FeedbackInbox query={loaderData.query} page={loaderData.page} />;
}
