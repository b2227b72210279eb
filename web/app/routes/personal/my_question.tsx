import { loadMyQuestions } from '~/features/consultations/api/questions.server';
import { MyQuestions } from '~/features/consultations/components/MyQuestions';
import { parseMyQuestionPage } from '~/features/consultations/question-view';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/my_question';

/** The consultations this user sent (my_question, 10 a page); any personal user, settled or not. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parseMyQuestionPage(new URL(request.url).searchParams);
  return { page, list: await loadMyQuestions(context, page) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '我的咨询 - 个人中心', '我在门户提交的咨询及园区答复。');

export default function PersonalMyQuestion({ loaderData }: Route.ComponentProps) {
  return <MyQuestions page={loaderData.page} list={loaderData.list} />;
}
