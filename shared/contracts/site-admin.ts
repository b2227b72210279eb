import { z } from 'zod';
import { BANNER_POSITIONS, type BannerPosition } from '../labels/site';
import { idField, intField, keywordField, pageFields } from './common';
import { POLICY_RECOVERY_DAYS } from './policies-admin';
import type { ConfigKey } from './site';

/**
 * The back office's site management (issue 13): the site settings of spec §3 (Config) and the home page's banners,
 * partners and external links. server/modules/site/site-admin.*.ts, web /system/site.
 */

/** A deleted banner, partner or link can be restored for this many days (the same period as policies), then purged. */
export const SITE_RECOVERY_DAYS = POLICY_RECOVERY_DAYS;

/**
 * The settings of the system administrator: the site's identity, contact details, filings and payment codes, and
 * spec §3's system_type (not public: staff read it with system_info). The rest (column intros and images) belong to
 * the content editor. Together they are every CONFIG_KEYS key, and system_type.
 */
export const SYSTEM_SETTING_KEYS = [
  'site_name',
  'sponsor',
  'people',
  'phone',
  'email',
  'address',
  'shop_number',
  'beianhao',
  'gonganbeian',
  'banquan',
  'collect_code',
  'site_code',
  'dangzheng',
  'system_type',
] as const satisfies readonly (ConfigKey | 'system_type')[];

/** The content editor's settings: each column's intro text and picture. */
export const CONTENT_SETTING_KEYS = [
  'qyrz_intro',
  'ruzhu_detail',
  'tech_detail',
  'rongzi_detail',
  'new_detail',
  'zulin_detail',
  'train_detail',
  'shouye_pic',
  'rzfw_pic',
  'cyfw_pic',
  'zlfw_pic',
  'rzqy_pic',
  'pxfu_pic',
] as const satisfies readonly ConfigKey[];

export type SystemSettingKey = (typeof SYSTEM_SETTING_KEYS)[number];
export type ContentSettingKey = (typeof CONTENT_SETTING_KEYS)[number];

/** Each setting's name in the form and in messages. */
export const SETTING_LABELS: Record<SystemSettingKey | ContentSettingKey, string> = {
  site_name: '网站名称',
  sponsor: '主办单位',
  people: '联系人',
  phone: '联系电话',
  email: '电子邮箱',
  address: '办公地址',
  shop_number: '入驻企业数',
  beianhao: 'ICP 备案号',
  gonganbeian: '公安备案号',
  banquan: '版权信息',
  collect_code: '收款码',
  site_code: '网站标识码',
  dangzheng: '党政机关网站标识编号',
  system_type: '系统类型',
  qyrz_intro: '企业入驻介绍',
  ruzhu_detail: '入驻服务介绍',
  tech_detail: '科技服务介绍',
  rongzi_detail: '孵化服务介绍',
  new_detail: '政策资讯介绍',
  zulin_detail: '租赁服务介绍',
  train_detail: '培训服务介绍',
  shouye_pic: '首页图片',
  rzfw_pic: '孵化服务图片',
  cyfw_pic: '创业服务图片',
  zlfw_pic: '租赁服务图片',
  rzqy_pic: '入驻企业图片',
  pxfu_pic: '培训服务图片',
};

export const SITE_LIMITS = {
  siteName: 60,
  sponsor: 60,
  people: 60,
  phone: 100,
  email: 200,
  address: 200,
  banquan: 100,
  filing: 60,
  intro: 2000,
  detail: 1000,
  collectCodes: 6,
  name: 100,
  title: 200,
  href: 500,
  sort: 9999,
} as const;

/** One choice of system_type: its stored value, what it is called and what it does; `onlyWhenStored`: offered only while stored. */
export type SystemTypeChoice = { value: '1' | '2' | '3'; label: string; hint: string; onlyWhenStored?: boolean };

/**
 * The values of system_type the form offers, as plain choices of how policy notices are addressed (the stored values
 * stay the spec's digits): 2 first, the default, a notice to one company or to all with the company column shown
 * (targetsCompanies); then 1, standing for any other system (notices to all companies only, no company column), so
 * the setting can turn the company addressing off as well as on. The spec's 3 behaves exactly as 2: it is offered
 * only while it is the stored value (`onlyWhenStored`), labelled as 2's twin, so a park that has it keeps it until
 * it picks another (docs/spec-decisions.md).
 */
export const SYSTEM_TYPE_CHOICES: readonly SystemTypeChoice[] = [
  { value: '2', label: '可发给单个企业或全部企业（默认）', hint: '发布政策通知时可选择接收的入驻企业，通知列表显示“企业”列' },
  { value: '1', label: '只发给全部企业', hint: '政策通知统一发给全部入驻企业，通知列表不显示“企业”列' },
  {
    value: '3',
    label: '可发给单个企业或全部企业（系统类型 3）',
    hint: '效果与“可发给单个企业或全部企业”相同；仅在当前设置为此项时显示，改选其他项并保存后不再显示',
    onlyWhenStored: true,
  },
];
const SYSTEM_TYPE_VALUES: readonly string[] = SYSTEM_TYPE_CHOICES.map((c) => c.value);

/** What separates several phone numbers or e-mail addresses in one field (as web/features/site/park-contact.ts reads them). */
export const MULTI_VALUE_SEPARATOR = /\s*[/,，、;；]\s*/;

const PHONE = /^\+?[\d(（][\d\- ()（）]{4,20}\d(\s*(转|ext\.?|#)\s*\d{1,6})?$/i;
const EMAIL =
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** 京ICP备12345678号, 浙ICP备2026000000号-1, 京ICP证030173号 (loosely: a province, ICP备/证, digits, 号, a site number). */
const ICP = /^[\u4e00-\u9fa5]{1,3}ICP[备证]\d{4,12}号(-\d{1,4})?$/;
/** 浙公网安备33010800000000号. */
const GONGAN = /^[\u4e00-\u9fa5]{1,3}公网安备\s?\d{10,16}号$/;
/**
 * 网站标识码 (《政府网站发展指引》): 10 characters — a local site's 6-digit division code and 4 digits (3301000001), or a
 * State Council department's `bm` and 8 digits (bm07000001).
 */
export const SITE_CODE = /^(\d{10}|bm\d{8})$/;
/**
 * The 党政机关网站标识's id: the 32 hexadecimal characters after `id=` in the code 中央编办 issues
 * (https://bszs.conac.cn/sitename?method=show&id=…). Empty: the site is not a 党政机关 site and shows no mark.
 */
export const DANGZHENG_ID = /^[0-9A-F]{32}$/;
/** An image of this site: an upload of a public kind (/uploads/yyyy/mm/<hash>.jpg) or one of the demo images. */
export const SITE_IMAGE_PATH = /^\/(uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg|demo\/[\w\-/]+\.(svg|png|jpe?g|webp))$/;
/** An upload's address inside SITE_IMAGE_PATH (the part after /uploads/). */
export { PUBLIC_UPLOAD_PATH as UPLOAD_IMAGE_PATH } from './uploads';
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(:\d{1,5})?([/?#][^\s]*)?$/i;
/** A page of this site (a banner may lead to /information). */
const SITE_PAGE = /^\/(?!\/)[\w\-./?=&%#]*$/;

export const SITE_MSG = {
  siteNameRequired: '请填写网站名称',
  tooLong: (label: string, max: number) => `${label}不能超过 ${max} 个字`,
  phone: '联系电话格式不正确，如 0571-88886001 或 13800000000，多个号码用“/”分隔',
  email: '电子邮箱格式不正确，如 service@park.cn，多个邮箱用“；”分隔',
  shopNumber: '入驻企业数须为整数',
  beianhao: 'ICP 备案号格式不正确，如 京ICP备12345678号 或 浙ICP备2026000000号-1',
  gonganbeian: '公安备案号格式不正确，如 浙公网安备33010800000000号',
  siteCode: '网站标识码须为 10 位，如 3301000001（国务院部门网站如 bm07000001）',
  dangzheng: '党政机关网站标识编号须为 32 位数字或字母 A–F，即标识代码中“id=”后面的部分（也可粘贴整个认证页面地址）',
  image: (label: string) => `${label}只能是本站上传的图片`,
  tooManyCodes: `收款码不能超过 ${SITE_LIMITS.collectCodes} 张`,
  nameRequired: '请填写名称',
  titleRequired: '请填写标题（图片的文字说明）',
  imageRequired: '请上传图片',
  badImage: '图片只能是本站上传的图片，请重新上传',
  linkHref: '链接地址须以 http:// 或 https:// 开头',
  bannerHref: '链接地址须以 http://、https:// 或 / 开头',
  sort: `排序须为 0 到 ${SITE_LIMITS.sort} 的整数`,
  position: '请选择轮播图位置',
  type: '类型不存在',
  enabled: '请选择启用或停用',
  notFound: '内容不存在',
  deleted: '已删除，请先从回收站恢复',
  notDeleted: '该内容不在回收站中',
  systemType: '系统类型只能是 1、2 或 3',
  recoveryExpired: `删除已超过 ${SITE_RECOVERY_DAYS} 天，无法恢复`,
  uploadRole: '网站图片只能由内容编辑、系统管理员或园区运营上传',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: SITE_MSG.tooLong(label, max) })
    .trim()
    .max(max, { error: SITE_MSG.tooLong(label, max) });

/** '' or a value whose every part (split by MULTI_VALUE_SEPARATOR) matches `re`. */
const multi = (label: string, max: number, re: RegExp, msg: string) =>
  text(label, max)
    .refine(
      (v) =>
        v === '' ||
        v
          .split(MULTI_VALUE_SEPARATOR)
          .filter(Boolean)
          .every((x) => re.test(x)),
      { error: msg },
    )
    .optional();

const pattern = (label: string, max: number, re: RegExp, msg: string) =>
  text(label, max)
    .refine((v) => v === '' || re.test(v), { error: msg })
    .optional();
const plain = (label: string, max: number) => text(label, max).optional();

const image = (label: string) =>
  z
    .string({ error: SITE_MSG.image(label) })
    .trim()
    .refine((v) => v === '' || SITE_IMAGE_PATH.test(v), { error: SITE_MSG.image(label) })
    .optional();

/** The system administrator's settings: the keys sent are saved (an empty string clears one), the others kept. */
export const systemSettingsBody = z.object({
  site_name: z
    .string({ error: SITE_MSG.siteNameRequired })
    .trim()
    .min(1, { error: SITE_MSG.siteNameRequired })
    .max(SITE_LIMITS.siteName, { error: SITE_MSG.tooLong('网站名称', SITE_LIMITS.siteName) })
    .optional(),
  sponsor: plain('主办单位', SITE_LIMITS.sponsor),
  people: plain('联系人', SITE_LIMITS.people),
  phone: multi('联系电话', SITE_LIMITS.phone, PHONE, SITE_MSG.phone),
  email: multi('电子邮箱', SITE_LIMITS.email, EMAIL, SITE_MSG.email),
  address: plain('办公地址', SITE_LIMITS.address),
  shop_number: pattern('入驻企业数', 7, /^\d{1,7}$/, SITE_MSG.shopNumber),
  beianhao: pattern('ICP 备案号', SITE_LIMITS.filing, ICP, SITE_MSG.beianhao),
  gonganbeian: pattern('公安备案号', SITE_LIMITS.filing, GONGAN, SITE_MSG.gonganbeian),
  banquan: plain('版权信息', SITE_LIMITS.banquan),
  site_code: pattern('网站标识码', 32, SITE_CODE, SITE_MSG.siteCode),
  dangzheng: z
    .string({ error: SITE_MSG.dangzheng })
    .trim()
    .max(200, { error: SITE_MSG.dangzheng })
    // The whole address of the verification page may be pasted: its id is kept.
    .transform((v) => (/[?&]id=([0-9A-Fa-f]{32})(?:&|$)/.exec(v)?.[1] ?? v).toUpperCase())
    .refine((v) => v === '' || DANGZHENG_ID.test(v), { error: SITE_MSG.dangzheng })
    .optional(),
  // Kept as the digits, as the other settings are text; system_info answers it as a number.
  system_type: z
    .union([z.string(), z.number()], { error: SITE_MSG.systemType })
    .transform((v) => String(v).trim())
    .refine((v) => SYSTEM_TYPE_VALUES.includes(v), { error: SITE_MSG.systemType })
    .optional(),
  collect_code: z
    .array(
      z
        .string({ error: SITE_MSG.image('收款码') })
        .trim()
        .regex(SITE_IMAGE_PATH, { error: SITE_MSG.image('收款码') }),
      { error: SITE_MSG.image('收款码') },
    )
    .max(SITE_LIMITS.collectCodes, { error: SITE_MSG.tooManyCodes })
    .optional(),
});
export type SystemSettingsBody = z.infer<typeof systemSettingsBody>;

/** The content editor's settings (the keys sent; the others kept): plain text (the public pages show them as text, never as HTML) and pictures. */
export const contentSettingsBody = z.object({
  qyrz_intro: plain('企业入驻介绍', SITE_LIMITS.intro),
  ruzhu_detail: plain('入驻服务介绍', SITE_LIMITS.detail),
  tech_detail: plain('科技服务介绍', SITE_LIMITS.detail),
  rongzi_detail: plain('孵化服务介绍', SITE_LIMITS.detail),
  new_detail: plain('政策资讯介绍', SITE_LIMITS.detail),
  zulin_detail: plain('租赁服务介绍', SITE_LIMITS.detail),
  train_detail: plain('培训服务介绍', SITE_LIMITS.detail),
  shouye_pic: image('首页图片'),
  rzfw_pic: image('孵化服务图片'),
  cyfw_pic: image('创业服务图片'),
  zlfw_pic: image('租赁服务图片'),
  rzqy_pic: image('入驻企业图片'),
  pxfu_pic: image('培训服务图片'),
});
export type ContentSettingsBody = z.infer<typeof contentSettingsBody>;

/** Read back for the form: stored values as saved (images site-relative). */
type StringFields<K extends string> = { [P in K]: z.ZodString };
export const systemSettings = z.object({
  ...(Object.fromEntries(SYSTEM_SETTING_KEYS.filter((k) => k !== 'collect_code').map((k) => [k, z.string()])) as StringFields<
    Exclude<SystemSettingKey, 'collect_code'>
  >),
  collect_code: z.array(z.string()),
});
export type SystemSettings = z.infer<typeof systemSettings>;
export const contentSettings = z.object(
  Object.fromEntries(CONTENT_SETTING_KEYS.map((k) => [k, z.string()])) as StringFields<ContentSettingKey>,
);
export type ContentSettings = z.infer<typeof contentSettings>;

// ---- Banners, partners and external links ----

export const SITE_ITEM_TYPES = [
  { value: 'banner', label: '轮播图' },
  { value: 'partner', label: '合作伙伴' },
  { value: 'link', label: '友情链接' },
] as const;
export type SiteItemType = (typeof SITE_ITEM_TYPES)[number]['value'];

export { BANNER_POSITIONS, COLUMN_PICTURES, type BannerPosition } from '../labels/site';
const POSITION_VALUES = BANNER_POSITIONS.map((p) => p.value) as [BannerPosition, ...BannerPosition[]];

const typeField = z.enum(['banner', 'partner', 'link'], { error: SITE_MSG.type });
const sortField = intField('排序')
  .pipe(z.number().min(0, { error: SITE_MSG.sort }).max(SITE_LIMITS.sort, { error: SITE_MSG.sort }))
  .default(0);
const enabledField = z.boolean({ error: SITE_MSG.enabled });
const nameField = z
  .string({ error: SITE_MSG.nameRequired })
  .trim()
  .min(1, { error: SITE_MSG.nameRequired })
  .max(SITE_LIMITS.name, { error: SITE_MSG.tooLong('名称', SITE_LIMITS.name) });
const imageField = z
  .string({ error: SITE_MSG.imageRequired })
  .trim()
  .min(1, { error: SITE_MSG.imageRequired })
  .regex(SITE_IMAGE_PATH, { error: SITE_MSG.badImage });
const hrefOf = (re: RegExp, msg: string, optional: boolean) =>
  z
    .string({ error: msg })
    .trim()
    .max(SITE_LIMITS.href, { error: SITE_MSG.tooLong('链接地址', SITE_LIMITS.href) })
    .refine((v) => (optional && v === '') || re.test(v), { error: msg });

/** The list (or, with trash, the deleted ones still recoverable) of one type; a banner list may keep to one position. */
export const siteItemListBody = z.object({
  type: typeField,
  trash: z.boolean({ error: '参数格式错误' }).default(false),
  position: z.enum(POSITION_VALUES, { error: SITE_MSG.position }).optional(),
  keyword: keywordField,
  ...pageFields(20),
});
export type SiteItemListBody = z.infer<typeof siteItemListBody>;

/** What each type takes: checked after the flat shape below. */
const siteItemByType = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('banner'),
      id: idField.optional(),
      position: z.enum(POSITION_VALUES, { error: SITE_MSG.position }).default('home'),
      title: z
        .string({ error: SITE_MSG.titleRequired })
        .trim()
        .min(1, { error: SITE_MSG.titleRequired })
        .max(SITE_LIMITS.title, { error: SITE_MSG.tooLong('标题', SITE_LIMITS.title) }),
      image: imageField,
      href: hrefOf(new RegExp(`${HTTP_URL.source}|${SITE_PAGE.source}`, 'i'), SITE_MSG.bannerHref, true).default(''),
      sort: sortField,
      enabled: enabledField.default(true),
    }),
    z.object({
      type: z.literal('partner'),
      id: idField.optional(),
      name: nameField,
      image: imageField,
      href: hrefOf(HTTP_URL, SITE_MSG.linkHref, true).default(''),
      sort: sortField,
      enabled: enabledField.default(true),
    }),
    z.object({
      type: z.literal('link'),
      id: idField.optional(),
      name: nameField,
      href: hrefOf(HTTP_URL, SITE_MSG.linkHref, false),
      sort: sortField,
      enabled: enabledField.default(true),
    }),
  ],
  { error: SITE_MSG.type },
);

/**
 * Create (no id) or edit; new items are enabled unless said otherwise. A banner takes position, title, image and
 * href (optional: http(s) or a page of this site); a partner name, image and href (optional, http(s)); a link name
 * and href (http(s)). One flat object (so the API document describes every field), then checked by its type.
 */
export const siteItemSaveBody = z
  .object({
    type: typeField,
    id: idField.optional(),
    position: z.string({ error: SITE_MSG.position }).optional(),
    title: z.string({ error: SITE_MSG.titleRequired }).optional(),
    name: z.string({ error: SITE_MSG.nameRequired }).optional(),
    image: z.string({ error: SITE_MSG.imageRequired }).optional(),
    href: z.string({ error: SITE_MSG.linkHref }).optional(),
    sort: sortField,
    enabled: enabledField.default(true),
  })
  .transform((v, ctx) => {
    const r = siteItemByType.safeParse(v);
    if (r.success) return r.data;
    ctx.addIssue({ code: 'custom', message: r.error.issues[0]?.message ?? SITE_MSG.type, path: r.error.issues[0]?.path });
    return z.NEVER;
  });
export type SiteItemSaveBody = z.output<typeof siteItemSaveBody>;

export const siteItemRef = z.object({ type: typeField, id: idField });
export type SiteItemRef = z.infer<typeof siteItemRef>;
export const siteItemToggleBody = siteItemRef.extend({ enabled: enabledField });
export type SiteItemToggleBody = z.infer<typeof siteItemToggleBody>;

/** A row of the back-office list or trash, whichever its type (a link has no image; only a banner has a position). */
export const siteItem = z.object({
  id: z.number().int(),
  type: z.string(),
  /** A banner's title, a partner's or link's name. */
  name: z.string(),
  /** Site-relative, as stored ('' for a link). */
  image: z.string(),
  href: z.string(),
  position: z.string(),
  position_name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  deleted_at: z.string(),
  restore_until: z.string(),
  created_at: z.string(),
});
export type SiteItem = z.infer<typeof siteItem>;
