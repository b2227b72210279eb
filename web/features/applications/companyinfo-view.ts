import type { ApplicationView } from '@shared/contracts/applications';
import { ShopStatus } from '@shared/constants';
import { paths } from '~/config/paths';

/** Refusal of shop_submit for an application that is not the user's rejected one; the page says the same. */
export const NOT_YOURS_MSG = '申请不存在或无权修改';

export type CompanyInfoView =
  | { kind: 'form'; application: null }
  | { kind: 'reapply'; application: ApplicationView }
  | { kind: 'status'; application: ApplicationView }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-yours' };

/** `?id=` of /companyinfo: absent → null; anything but a positive integer → NaN (matches nothing). */
export function requestedId(sp: URLSearchParams): number | null {
  const raw = sp.get('id');
  if (raw === null || raw === '') return null;
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/**
 * What /companyinfo shows a personal user, from their own application (my_shop) and the query id:
 * a new form; the re-application form (only the owner's own application, only when rejected); or the
 * status of an application under review or approved instead of an empty form.
 */
export function companyInfoView(mine: ApplicationView | null, id: number | null): CompanyInfoView {
  if (!mine) return id === null ? { kind: 'form', application: null } : { kind: 'not-yours' };
  if (mine.status !== ShopStatus.REJECTED) return { kind: 'status', application: mine };
  if (id === null) return { kind: 'redirect', to: paths.companyInfo(mine.id) };
  return id === mine.id ? { kind: 'reapply', application: mine } : { kind: 'not-yours' };
}
