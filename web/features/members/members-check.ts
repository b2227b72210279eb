import {
  companyContactBody,
  memberInviteBody,
  staffContactBody as staffContactSchema,
  type CompanyContact,
} from '@shared/contracts/members';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import { mobileChanged, type ContactValues } from './members-view';

// The team's forms checked with the server's contracts (zod): loaded with the dialogs, not with /members itself.

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/** The invitation as member_invite takes it, checked with the server's own contract. */
export function inviteBody(phone: string, role: number): Checked<{ phone: string; role: number }> {
  const checked = memberInviteBody.safeParse({ phone, role });
  return checked.success ? { ok: true, body: checked.data } : { ok: false, errors: fieldErrors(checked.error) };
}

/**
 * The contacts as company_contact_save takes them, checked with the server's contract; a changed mobile needs its
 * code (请输入验证码), an unchanged one is sent without.
 */
export function contactBody(
  saved: CompanyContact,
  v: ContactValues,
): Checked<{ contact_name: string; mobile: string; email: string; code?: string }> {
  const changed = mobileChanged(saved, v.mobile);
  const checked = companyContactBody.safeParse({
    contact_name: v.contact_name,
    mobile: v.mobile,
    email: v.email,
    ...(changed ? { code: v.code ?? '' } : {}),
  });
  if (!checked.success) return { ok: false, errors: fieldErrors(checked.error) };
  const { code, ...rest } = checked.data;
  return { ok: true, body: changed ? { ...rest, code } : rest };
}

/** The contacts as shop_contact_save takes them (park operations, on the company's request: no code). */
export function staffContactBody(
  shopId: number,
  v: ContactValues,
): Checked<{ shop_id: number; contact_name: string; mobile: string; email: string }> {
  const checked = staffContactSchema.safeParse({ shop_id: shopId, contact_name: v.contact_name, mobile: v.mobile, email: v.email });
  return checked.success ? { ok: true, body: checked.data } : { ok: false, errors: fieldErrors(checked.error) };
}
