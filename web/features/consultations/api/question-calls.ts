import * as consultationsCalls from '@shared/calls/consultations';
import type { QuestionDetail, QuestionReplyBody } from '@shared/contracts/consultations';
import { api } from '~/lib/api';

/** question_detail from the browser, when staff open a consultation; failures are shown by the client. */
export async function fetchQuestionDetail(id: number): Promise<QuestionDetail> {
  return (await api(consultationsCalls.questionDetail, { id })).data;
}

/** question_reply: resolves with the server's message ('答复成功' or '答复已更新'). */
export async function replyQuestion(body: QuestionReplyBody): Promise<string> {
  return (await api(consultationsCalls.questionReply, body)).msg;
}
