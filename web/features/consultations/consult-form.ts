import { consultationBody, type ConsultationBody } from '@shared/contracts/consultations';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import type { ConsultSubject } from './open-consultation';

/** The dialog's fields, in the order shown. Company name is optional (ours); the other three are spec §5's. */
export const CONSULT_FIELDS = ['name', 'phone', 'company_name', 'content'] as const;
export type ConsultField = (typeof CONSULT_FIELDS)[number];
export type ConsultValues = Record<ConsultField, string>;

export function emptyConsultValues(subject?: ConsultSubject): ConsultValues {
  return { name: '', phone: '', company_name: '', content: subject?.note ?? '' };
}

export type ConsultCheck = { ok: true; body: ConsultationBody } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the same contract question_add uses, so the messages are the spec's and the server's:
 * '请完善信息' under the first missing of name/content, then '请输入手机号', then '手机号码错误！'.
 */
export function checkConsultation(subject: ConsultSubject, values: ConsultValues): ConsultCheck {
  const parsed = consultationBody.safeParse({ ...values, type: subject.type, question_id: subject.id ?? 0 });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
