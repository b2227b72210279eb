import { consultationBody, type ConsultationBody } from '@shared/contracts/consultations';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import type { ConsultationSubject } from './open-consultation';

/** The dialog's fields, in the order shown. Company name is optional (ours); the other three are spec §5's. */
export const CONSULTATION_FIELDS = ['name', 'phone', 'company_name', 'content'] as const;
export type ConsultationField = (typeof CONSULTATION_FIELDS)[number];
export type ConsultationValues = Record<ConsultationField, string>;

export function emptyConsultationValues(subject?: ConsultationSubject): ConsultationValues {
  return { name: '', phone: '', company_name: '', content: subject?.note ?? '' };
}

export type ConsultationCheck = { ok: true; body: ConsultationBody } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the same contract question_add uses, so the messages are the spec's and the server's:
 * '请完善信息' under the first missing of name/content, then '请输入手机号', then '手机号码错误！'.
 */
export function checkConsultation(subject: ConsultationSubject, values: ConsultationValues): ConsultationCheck {
  const parsed = consultationBody.safeParse({ ...values, type: subject.type, question_id: subject.id ?? 0 });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
