import { MSG } from '@shared/messages';

/** Consultation type codes of spec §3 (said once in shared/labels/consultations.ts). */
export { CONSULT_ACTION, ConsultationType, TRAINING_CONSULT_ACTION } from '@shared/labels/consultations';

/**
 * What a consultation button asks about: the spec's type code and, on a detail page or card, the item's id
 * (sent as question_id). `title` names the item in the dialog; `note` pre-fills the content (for subjects the
 * type codes do not cover, such as a policy).
 */
export type ConsultationSubject = { type: number; id?: number; title?: string; note?: string };

export type ConsultationOutcome = { kind: 'login-required'; text: string } | { kind: 'open' };

/** Spec §5: opening the consultation dialog requires a session, else '请登录'. */
export function openConsultation(signedIn: boolean): ConsultationOutcome {
  return signedIn ? { kind: 'open' } : { kind: 'login-required', text: MSG.loginRequired };
}
