import { MSG } from '@shared/messages';

/** What the consult button is about; `type` is the spec's consultation type code (§3) when the page has one. */
export type ConsultSubject = { type?: number; id?: number; title?: string };

export type ConsultOutcome = { kind: 'login-required'; text: string } | { kind: 'coming-soon'; text: string };

export const CONSULT_COMING_SOON = '在线咨询即将开通，请先通过页面底部的联系电话咨询';

/**
 * Spec §5: opening the consultation dialog requires a session, else '请登录'. The dialog itself arrives with a
 * later release; until then a signed-in visitor is told how to reach the park.
 */
export function openConsultation(_subject: ConsultSubject, signedIn: boolean): ConsultOutcome {
  if (!signedIn) return { kind: 'login-required', text: MSG.loginRequired };
  return { kind: 'coming-soon', text: CONSULT_COMING_SOON };
}
