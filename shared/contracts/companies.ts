import { z } from 'zod';
import { BRIEF_MAX_CHARS, BRIEF_MSG } from '../companies/brief';
import { idField } from './common';

/**
 * intro_edit {content, id}: the company is the session user's own settled company; `id`, when sent, must be
 * that company's (another id is refused and nothing changes).
 */
export const introEditBody = z.object({
  id: idField.optional(),
  content: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: BRIEF_MSG.empty }).min(1, { error: BRIEF_MSG.empty }).max(BRIEF_MAX_CHARS, { error: BRIEF_MSG.tooLong }),
  ),
});
export type IntroEditBody = z.infer<typeof introEditBody>;

/** The brief as the company's own page gets it (my_intro, intro_edit): sanitized as the public page shows it. */
export const companyBrief = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  /** Sanitized HTML, image addresses absolute (spec §9), the same as shop_detail's content. */
  content: z.string(),
  /** Last change of the company's record, YYYY-MM-DD HH:MM (park time); '' when never changed. */
  updatetime: z.string(),
});
export type CompanyBrief = z.infer<typeof companyBrief>;

/**
 * A settled company's public listing as park operations correct it (issue 13): name, categories, address, main
 * business (the spec's `domain`, shown as 主营业务) and logo — what the directory and the company page show besides the brief (the brief is the company's
 * own words and stays theirs). Messages as the settle-in form's where the field is the same.
 */
export const LISTING_MSG = {
  name: '请输入企业名称',
  nameTooLong: '企业名称不能超过 100 个字',
  address: '详细地址不能超过 200 个字',
  domain: '主营业务不能超过 200 个字',
  categories: '企业类别格式错误',
  categoryMissing: '企业类别不存在',
  logo: '企业标志只能是本站上传的图片',
  notFound: '企业不存在或尚未入驻',
  listed: '请选择是否在名录中显示',
} as const;

const trimmed = (max: number, msg: string) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: msg }).trim().max(max, { error: msg }));

export const companyListingSaveBody = z.object({
  id: idField,
  shop_name: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: LISTING_MSG.name }).trim().min(1, { error: LISTING_MSG.name }).max(100, { error: LISTING_MSG.nameTooLong }),
  ),
  cat_id: trimmed(200, LISTING_MSG.categories).pipe(z.string().regex(/^(\d{1,9}(,\d{1,9})*)?$/, { error: LISTING_MSG.categories })),
  address: trimmed(200, LISTING_MSG.address),
  domain: trimmed(200, LISTING_MSG.domain),
  shop_logo: trimmed(300, LISTING_MSG.logo),
  /** Shown in the public directory; false takes the company off every public page (it stays settled). */
  listed: z.preprocess(
    (v) =>
      v === undefined
        ? true
        : v === true || v === 1 || v === '1' || v === 'true'
          ? true
          : v === false || v === 0 || v === '0' || v === 'false'
            ? false
            : v,
    z.boolean({ error: LISTING_MSG.listed }),
  ),
});
export type CompanyListingSaveBody = z.infer<typeof companyListingSaveBody>;

/** The listing as the staff's form gets it (the logo site-relative, as stored). */
export const companyListing = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  cat_id: z.string(),
  address: z.string(),
  domain: z.string(),
  shop_logo: z.string(),
  listed: z.boolean(),
  categories: z.array(z.object({ value: z.number().int(), label: z.string() })),
});
export type CompanyListing = z.infer<typeof companyListing>;
