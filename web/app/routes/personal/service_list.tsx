import { redirect } from 'react-router';
import { MSG } from '@shared/messages';
import { SettleFirst } from '~/components/SettleFirst';
import { loadServiceList } from '~/features/feedback/api/feedback.server';
import { ServiceList } from '~/features/feedback/components/ServiceList';
import { pageBeyondEnd, parseServiceListPage, SERVICE_LIST_PAGE_SIZE, serviceListHref } from '~/features/feedback/feedback-view';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/service_list';

/** The company's service records (feedback_list), 10 a page; a page past the end goes to the last. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parseServiceListPage(new URL(request.url).searchParams);
  const list = await loadServiceList(context, page);
  const last = pageBeyondEnd(page, list.total, list.items.length, SERVICE_LIST_PAGE_SIZE);
  if (last !== null) throw redirect(serviceListHref(last));
  return { page, list };
}

export const meta = metaOf('服务记录 - 个人中心', '本企业提交的服务请求及处理结果。');

export default function PersonalServiceList({ loaderData }: Route.ComponentProps) {
  const { page, list } = loaderData;
  if (list.error === MSG.settleFirst) {
    return <SettleFirst description="入驻园区后，可在此查看本企业提交的服务需求、处理状态与平台反馈。" />;
  }
  return <ServiceList page={page} list={list} />;
}
