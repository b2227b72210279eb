import { z } from 'zod';
import { PAGE_SIZE, ShopStatus } from '../constants';
import { idField, intField, keywordField, pageFields } from './common';

const req = (msg: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: msg }).trim().min(1, { error: msg }).max(max, { error: tooLong }),
  );
const opt = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: tooLong }).trim().max(max, { error: tooLong }));
const regionCode = intField('地址')
  .pipe(z.number().min(0).max(999_999, { error: '请选择地址' }))
  .default(0);

/**
 * Fields we require where the spec does not (docs/spec-decisions.md): the licence always, the separate consent with
 * ID photos, a remark with a rejection. The API document states each with these very messages (modules/apidocs).
 */
export const LICENSE_REQUIRED_MSG = '请上传营业执照';
export const ID_CONSENT_REQUIRED_MSG = '请先勾选同意提供法人身份证照片';
export const REJECT_REMARK_REQUIRED_MSG = '请填写驳回原因';

/** One such requirement: the field, when it applies (Chinese, for the API document) and the refusal's message. */
export type RequiredBeyondSpec = { field: string; when: string; msg: string };
export const SHOP_SUBMIT_REQUIRED: RequiredBeyondSpec[] = [
  { field: 'license', when: '始终必填（营业执照图片，/api/common/upload 返回的 url）', msg: LICENSE_REQUIRED_MSG },
  { field: 'id_consent', when: '传 befor_pic 或 after_pic（法人身份证照片）时必填，且须为 true（单独同意）', msg: ID_CONSENT_REQUIRED_MSG },
];
export const EXAM_STATUS_REQUIRED: RequiredBeyondSpec[] = [
  { field: 'remark', when: 'status 为 2（驳回）时必填，不能为空', msg: REJECT_REMARK_REQUIRED_MSG },
];

/** Spec §5 settle-in form, shared by the form and shop_submit. Messages are the spec's. */
export const shopSubmitBody = z
  .object({
    id: idField.optional(),
    shop_name: req('请输入企业名称', 100, '企业名称不能超过 100 个字'),
    people_name: req('请输入联系人', 50, '联系人不能超过 50 个字'),
    mobile: req('请输入联系方式', 20, '请输入正确的手机号').pipe(z.string().regex(/^\d{11}$/, { error: '请输入正确的手机号' })),
    /** Optional; where expiry reminders go by e-mail. */
    email: opt(100, '请输入正确的电子邮箱').pipe(z.string().regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, { error: '请输入正确的电子邮箱' })),
    province: regionCode,
    city: regionCode,
    district: regionCode,
    address: opt(200, '详细地址不能超过 200 个字'),
    cat_id: opt(200, '企业类别格式错误').pipe(z.string().regex(/^(\d+(,\d+)*)?$/, { error: '企业类别格式错误' })),
    license: req(LICENSE_REQUIRED_MSG, 300, '营业执照地址格式错误'),
    befor_pic: opt(300, '身份证照片地址格式错误'),
    after_pic: opt(300, '身份证照片地址格式错误'),
    shop_logo: opt(300, '企业标志地址格式错误'),
    /** Separate consent (PIPL art. 29) to process the legal person's ID photos; required when they are sent. */
    id_consent: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()).default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.province || !v.city) ctx.addIssue({ code: 'custom', message: '请选择地址', path: ['province'] });
    if ((v.befor_pic || v.after_pic) && !v.id_consent) {
      ctx.addIssue({ code: 'custom', message: ID_CONSENT_REQUIRED_MSG, path: ['id_consent'] });
    }
  });
export type ShopSubmitBody = z.infer<typeof shopSubmitBody>;

export const adminListBody = z.object({ keyword: keywordField, ...pageFields(PAGE_SIZE.admin) });
export type AdminListBody = z.infer<typeof adminListBody>;
/** The staff lists' filter as the Excel exports' query string (apply_export, company_export). */
export const adminListExportQuery = z.object({ keyword: keywordField });

export const examStatusBody = z
  .object({
    id: idField,
    status: intField('审核结果').pipe(
      z.number().refine((n) => n === ShopStatus.PASSED || n === ShopStatus.REJECTED, { error: '审核结果应为通过或驳回' }),
    ),
    remark: z.preprocess((v) => v ?? '', z.string({ error: '驳回原因格式错误' }).trim().max(500, { error: '驳回原因不能超过 500 个字' })),
  })
  .superRefine((v, ctx) => {
    if (v.status === ShopStatus.REJECTED && !v.remark)
      ctx.addIssue({ code: 'custom', message: REJECT_REMARK_REQUIRED_MSG, path: ['remark'] });
  });

/** An application as its owner and the administrators see it. Image addresses are authorized ones. */
export const applicationView = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  people_name: z.string(),
  mobile: z.string(),
  /** '' when not given. */
  email: z.string(),
  province: z.number().int(),
  city: z.number().int(),
  district: z.number().int(),
  region: z.string(),
  /** Region and street (浙江省杭州市滨江区网商路 599 号), as shop_detail's `address`. */
  address: z.string(),
  /** The street part alone (spec §3 shop add_detail), as shop_detail's `add_detail`. */
  add_detail: z.string(),
  cat_id: z.string(),
  cat_name: z.string(),
  /** The company brief (rich text, cleaned as shop_detail's `content`). */
  content: z.string(),
  domain: z.string(),
  /** Views of its public page (spec §3 see_number). */
  see_number: z.number().int(),
  license: z.string(),
  befor_pic: z.string(),
  after_pic: z.string(),
  shop_logo: z.string(),
  /** 0 审核中, 1 已通过, 2 已驳回. */
  status: z.number().int(),
  status_name: z.string(),
  remark: z.string(),
  createtime: z.string(),
  reviewtime: z.string(),
  /** Park date (YYYY-MM-DD) the ID photos were deleted (retention period or on request); '' while kept or never given. */
  id_photos_deleted: z.string(),
});
export type ApplicationView = z.infer<typeof applicationView>;

/** shop_submit and exam_status data: the application and its status afterwards. */
export const applicationStatus = z.object({ id: z.number().int(), status: z.number().int() });

/** /api/admin/delete_id_photos: the application whose legal person's ID photos are deleted on request (PIPL art. 47). */
export const deleteIdPhotosBody = z.object({ id: idField });
export const deleteIdPhotosResult = z.object({
  id: z.number().int(),
  /** Park date of the deletion, YYYY-MM-DD. */
  id_photos_deleted: z.string(),
});
