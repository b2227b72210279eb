import { consultationReplyBody, type ConsultationReplyBody } from '@shared/contracts/consultations';

export type ReplyCheck = { ok: true; body: ConsultationReplyBody } | { ok: false; msg: string };

/** The reply form, checked with question_reply's own contract: '请输入答复内容', at most 1 000 characters. */
export function checkReply(id: number, reply: string): ReplyCheck {
  const parsed = consultationReplyBody.safeParse({ id, reply });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, msg: parsed.error.issues[0]?.message ?? '请输入答复内容' };
}
