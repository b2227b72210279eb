import { loadMyConsultations } from '~/features/consultations/api/consultations.server';
import { MyConsultations } from '~/features/consultations/components/MyConsultations';
import { parseMyConsultationsPage } from '~/features/consultations/consultation-view';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/my_question';

/** The consultations this user sent (my_question, 10 a page); any personal user, settled or not. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parseMyConsultationsPage(new URL(request.url).searchParams);
  return { page, list: await loadMyConsultations(context, page) };
}

export const meta = metaOf('我的咨询 - 个人中心', '我在门户提交的咨询及园区答复。');

export default function PersonalMyConsultations({ loaderData }: Route.ComponentProps) {
  return <MyConsultations page={loaderData.page} list={loaderData.list} />;
}
