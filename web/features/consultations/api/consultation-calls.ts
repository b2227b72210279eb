import * as consultationsCalls from '@shared/calls/consultations';
import type { ConsultationDetail, ConsultationReplyBody } from '@shared/contracts/consultations';
import { api } from '~/lib/api';

/** question_detail from the browser, when staff open a consultation; failures are shown by the client. */
export async function fetchConsultationDetail(id: number): Promise<ConsultationDetail> {
  return (await api(consultationsCalls.questionDetail, { id })).data;
}

/** question_reply: resolves with the server's message ('答复成功' or '答复已更新'). */
export async function replyConsultation(body: ConsultationReplyBody): Promise<string> {
  return (await api(consultationsCalls.questionReply, body)).msg;
}
