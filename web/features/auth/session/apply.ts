import type { UserInfo } from '@shared/contracts/auth';
import { LoginType, ShopStatus } from '@shared/constants';
import { MSG } from '@shared/messages';
import { paths } from '~/config/paths';

export type ApplyStep =
  | { kind: 'toast'; text: string; level: 'warning' | 'info' | 'success'; then?: string }
  | { kind: 'rejected'; text: string; reapplyTo: string }
  | { kind: 'go'; to: string };

/**
 * Spec §5 apply button (home and /company): visitors are asked to sign in, administrators to switch to a
 * personal login; an applicant hears their status; everyone else goes to the settle-in form.
 */
export function applyStep(user: UserInfo | null): ApplyStep {
  if (!user) return { kind: 'toast', text: MSG.loginRequiredBang, level: 'warning', then: paths.login };
  if (user.type === LoginType.ADMIN) return { kind: 'toast', text: MSG.switchToPersonal, level: 'warning' };
  const shop = user.shop;
  if (!shop) return { kind: 'go', to: paths.companyInfo() };
  if (shop.status === ShopStatus.REVIEWING) return { kind: 'toast', text: MSG.applySubmitted, level: 'info' };
  if (shop.status === ShopStatus.REJECTED) {
    return { kind: 'rejected', text: MSG.rejected(shop.remark || '未填写原因'), reapplyTo: paths.companyInfo(shop.id) };
  }
  if (shop.status === ShopStatus.PASSED) return { kind: 'toast', text: MSG.alreadySettled, level: 'success' };
  return { kind: 'go', to: paths.companyInfo() };
}

/** The link behind the button for visitors without JavaScript. */
export function applyHref(step: ApplyStep): string {
  if (step.kind === 'go') return step.to;
  if (step.kind === 'rejected') return step.reapplyTo;
  return step.then ?? paths.companyInfo();
}
