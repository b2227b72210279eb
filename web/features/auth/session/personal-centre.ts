import type { UserInfo } from '@shared/contracts/auth';
import { LoginType, ShopStatus } from '@shared/constants';
import { MSG } from '@shared/messages';
import { paths } from '~/config/paths';

export const SETTLE_FIRST_DELAY_MS = 800;

export type PersonalCentreStep =
  | { kind: 'go'; to: string }
  | { kind: 'toast'; text: string; then?: { to: string; delayMs: number } }
  | { kind: 'rejected'; text: string; reapplyTo: string };

/** Spec §2 "Personal-centre button": where the button leads, by login type and the company's review status. */
export function personalCentreStep(user: UserInfo): PersonalCentreStep {
  if (user.type === LoginType.ADMIN) return { kind: 'go', to: paths.system.root };
  const shop = user.shop;
  if (!shop) return { kind: 'toast', text: MSG.settleFirst, then: { to: paths.companyInfo(), delayMs: SETTLE_FIRST_DELAY_MS } };
  if (shop.status === ShopStatus.REVIEWING) return { kind: 'toast', text: MSG.reviewing };
  if (shop.status === ShopStatus.PASSED) return { kind: 'go', to: paths.personal.root };
  if (shop.status === ShopStatus.REJECTED) {
    return { kind: 'rejected', text: MSG.rejected(shop.remark || '未填写原因'), reapplyTo: paths.companyInfo(shop.id) };
  }
  return { kind: 'go', to: paths.companyInfo() };
}

/** The link behind the button, for visitors without JavaScript. */
export function personalCentreHref(step: PersonalCentreStep): string {
  if (step.kind === 'go') return step.to;
  if (step.kind === 'rejected') return step.reapplyTo;
  return step.then?.to ?? paths.companyInfo();
}
