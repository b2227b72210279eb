import { redirect } from 'react-router';
import { loadInbox } from '~/features/consultations/api/consultations.server';
import { ConsultationInbox } from '~/features/consultations/components/ConsultationInbox';
import { inboxHref, inboxPageBeyondEnd, parseInboxQuery } from '~/features/consultations/consultation-view';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/questions';

/** The consultation inbox (question_list): filters, keyword and page from the URL; a page past the end goes to the last. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const page = await loadInbox(context, query);
  const last = inboxPageBeyondEnd(query.page, page.total, page.items.length);
  if (last !== null) throw redirect(inboxHref({ ...query, page: last }));
  return { query, page };
}

export const meta = metaOf('咨询管理 - 管理后台', '公众在线咨询：查看与答复。');

export default function SystemConsultations({ loaderData }: Route.ComponentProps) {
  return <ConsultationInbox query={loaderData.query} page={loaderData.page} />;
}
