import type { z } from 'zod';
import { shopSubmitBody, type ApplicationView } from '@shared/contracts/applications';
import type { UploadKind } from '@shared/contracts/uploads';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';

/** Spec §8 upload wait message, in Chinese. */
export const UPLOAD_WAIT_MSG = '请等待所有图片上传成功后再提交，如网络有问题请刷新页面重新上传';

export type ImageField = Extract<UploadKind, 'license' | 'befor_pic' | 'after_pic' | 'shop_logo'>;
export const ID_PHOTO_FIELDS = ['befor_pic', 'after_pic'] as const satisfies readonly ImageField[];

/** What the settle-in form holds while it is being filled in. */
export type ApplicationForm = {
  shop_name: string;
  people_name: string;
  mobile: string;
  /** Optional; expiry reminders go there by e-mail. */
  email: string;
  /** Spec §5 areaArr: the cascader's choice as the three codes shop_submit takes. */
  region: { province: number; city: number; district: number };
  address: string;
  cat_ids: number[];
  license: string;
  befor_pic: string;
  after_pic: string;
  shop_logo: string;
  /** Separate consent (PIPL art. 29) for the legal person's ID photos. */
  id_consent: boolean;
};

/** The shop_submit payload as it goes over the wire (spec §7), before the contract parses it. */
export type ShopSubmitInput = {
  id?: number;
  shop_name: string;
  people_name: string;
  mobile: string;
  email: string;
  province: number;
  city: number;
  district: number;
  address: string;
  cat_id: string;
  license: string;
  befor_pic: string;
  after_pic: string;
  shop_logo: string;
  id_consent: boolean;
};

export function emptyForm(): ApplicationForm {
  return {
    shop_name: '',
    people_name: '',
    mobile: '',
    email: '',
    region: { province: 0, city: 0, district: 0 },
    address: '',
    cat_ids: [],
    license: '',
    befor_pic: '',
    after_pic: '',
    shop_logo: '',
    id_consent: false,
  };
}

/** A rejected application, as the re-application form starts from it. */
export function formFromApplication(a: ApplicationView): ApplicationForm {
  return {
    shop_name: a.shop_name,
    people_name: a.people_name,
    mobile: a.mobile,
    email: a.email ?? '',
    region: { province: a.province, city: a.city, district: a.district },
    // The form edits the street; the application's `address` is region + street (as shop_detail's).
    address: a.add_detail,
    cat_ids: a.cat_id
      ? a.cat_id
          .split(',')
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0)
      : [],
    license: a.license,
    befor_pic: a.befor_pic,
    after_pic: a.after_pic,
    shop_logo: a.shop_logo,
    id_consent: Boolean(a.befor_pic || a.after_pic),
  };
}

/**
 * Spec §5: the region fills province, city and district; cat_id goes as a comma list; id is added when
 * re-applying. ID photos are sent only with the separate consent.
 */
export function toSubmitPayload(f: ApplicationForm, reapplyId?: number): ShopSubmitInput {
  return {
    ...(reapplyId ? { id: reapplyId } : {}),
    shop_name: f.shop_name.trim(),
    people_name: f.people_name.trim(),
    mobile: f.mobile.trim(),
    email: f.email.trim(),
    province: f.region.province,
    city: f.region.city,
    district: f.region.district,
    address: f.address.trim(),
    cat_id: f.cat_ids.join(','),
    license: f.license,
    befor_pic: f.id_consent ? f.befor_pic : '',
    after_pic: f.id_consent ? f.after_pic : '',
    shop_logo: f.shop_logo,
    id_consent: f.id_consent,
  };
}

/** The contract's issues under the form's fields: the three region codes are one field (所在地区). */
export function formErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, msg] of Object.entries(fieldErrors(error))) {
    const field = key === 'province' || key === 'city' || key === 'district' ? 'region' : key;
    if (!out[field]) out[field] = msg;
  }
  return out;
}

export type SubmitCheck = { ok: true; payload: ShopSubmitInput } | { ok: false; wait: string } | { ok: false; errors: FieldErrors };

/**
 * Before sending: no image may still be on its way (spec §8 wait message), then the shared contract
 * (the same one shop_submit applies) must accept the payload.
 */
export function checkBeforeSubmit(f: ApplicationForm, uploading: Partial<Record<ImageField, boolean>>, reapplyId?: number): SubmitCheck {
  if (Object.values(uploading).some(Boolean)) return { ok: false, wait: UPLOAD_WAIT_MSG };
  const payload = toSubmitPayload(f, reapplyId);
  const parsed = shopSubmitBody.safeParse(payload);
  return parsed.success ? { ok: true, payload } : { ok: false, errors: formErrors(parsed.error) };
}
