import { z } from 'zod';
import { STARTUP_TYPES } from '../labels/services';
import { idField, intField, keywordField, pageFields } from './common';
import { POLICY_MSG, POLICY_RECOVERY_DAYS, POLICY_STATES, PolicyState, publishAtField, type PolicyStateValue } from './policies-admin';

/**
 * The back office's public content other than policies (issue 13): announcements (通知公告, kind notice) and news (articles), technical,
 * start-up and incubation (finance) services, training activities and rooms to lease. Every kind goes through the
 * same life as a policy — draft, publish now or at a future time (never backdated), unpublish, delete and restore
 * within CONTENT_RECOVERY_DAYS — and the same states, stored in each table's status (only PUBLISHED is public).
 */
export const ContentState = PolicyState;
export type ContentStateValue = PolicyStateValue;
export const CONTENT_RECOVERY_DAYS = POLICY_RECOVERY_DAYS;
export const CONTENT_STATES = POLICY_STATES;
export const CONTENT_STATES_LABEL: Record<number, string> = Object.fromEntries(POLICY_STATES.map((s) => [s.value, s.label]));

export const CONTENT_KIND_NAMES = ['notice', 'news', 'tech', 'startup', 'finance', 'train', 'room'] as const;
export type ContentKind = (typeof CONTENT_KIND_NAMES)[number];

/** A form field of a kind, for the back-office form (the server's validation is the save body below). */
export type ContentField = {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'rich' | 'image' | 'number' | 'money' | 'datetime' | 'select';
  required?: boolean;
  max?: number;
  /** select: fixed options, or 'tech1' / 'tech2' / 'train' for the categories the server lists. */
  options?: readonly { value: number; label: string }[] | 'tech1' | 'tech2' | 'train';
  help?: string;
};

export const CONTENT_LIMITS = {
  title: 200,
  summary: 500,
  source: 100,
  company: 200,
  address: 200,
  domain: 200,
  number: 50,
  position: 100,
  content: 200_000,
  image: 300,
} as const;

export const OCCUPANCY = [
  { value: 0, label: '空置' },
  { value: 1, label: '已出租' },
] as const;

const STARTUP_OPTIONS = STARTUP_TYPES.filter((t) => t.value > 0);

const image: ContentField = { name: 'image', label: '封面图片', type: 'image', help: 'JPG，5 MB 以内，建议 4:3' };
const content: ContentField = { name: 'content', label: '正文', type: 'rich' };
const sort: ContentField = { name: 'sort', label: '排序', type: 'number', help: '数字小的排在前面' };

/** Each kind: its name, the public column it feeds, and its form. */
export const CONTENT_KINDS: Record<ContentKind, { label: string; column: string; fields: readonly ContentField[] }> = {
  notice: {
    label: '通知公告',
    column: '首页 · 通知公告',
    fields: [
      { name: 'title', label: '标题', type: 'text', required: true, max: CONTENT_LIMITS.title },
      { name: 'source', label: '来源', type: 'text', max: CONTENT_LIMITS.source, help: '发文单位，如“园区管委会”' },
      { name: 'summary', label: '摘要', type: 'textarea', max: CONTENT_LIMITS.summary },
      image,
      content,
    ],
  },
  news: {
    label: '新闻动态',
    column: '首页 · 新闻动态',
    fields: [
      { name: 'title', label: '标题', type: 'text', required: true, max: CONTENT_LIMITS.title },
      { name: 'source', label: '来源', type: 'text', max: CONTENT_LIMITS.source, help: '稿件来源，如“园区办公室”' },
      { name: 'summary', label: '摘要', type: 'textarea', max: CONTENT_LIMITS.summary },
      image,
      content,
    ],
  },
  tech: {
    label: '科技服务',
    column: '科技服务',
    fields: [
      { name: 'name', label: '名称', type: 'text', required: true, max: CONTENT_LIMITS.title },
      { name: 'first_id', label: '一级分类', type: 'select', required: true, options: 'tech1' },
      { name: 'second_id', label: '二级分类', type: 'select', options: 'tech2' },
      { name: 'company', label: '服务机构', type: 'text', max: CONTENT_LIMITS.company },
      image,
      content,
      sort,
    ],
  },
  startup: {
    label: '创业服务',
    column: '创业服务',
    fields: [
      { name: 'name', label: '名称', type: 'text', required: true, max: CONTENT_LIMITS.title },
      { name: 'type', label: '类别', type: 'select', required: true, options: STARTUP_OPTIONS },
      { name: 'title', label: '副标题', type: 'text', max: CONTENT_LIMITS.title },
      { name: 'company', label: '服务机构', type: 'text', max: CONTENT_LIMITS.company },
      image,
      content,
      sort,
    ],
  },
  finance: {
    label: '孵化服务',
    column: '孵化服务',
    fields: [
      { name: 'name', label: '名称', type: 'text', required: true, max: CONTENT_LIMITS.title },
      { name: 'summary', label: '摘要', type: 'textarea', max: CONTENT_LIMITS.summary },
      { name: 'domain', label: '服务领域', type: 'text', max: CONTENT_LIMITS.domain },
      image,
      content,
      sort,
    ],
  },
  train: {
    label: '培训活动',
    column: '培训服务',
    fields: [
      { name: 'name', label: '活动名称', type: 'text', required: true, max: CONTENT_LIMITS.title },
      { name: 'cat_id', label: '分类', type: 'select', required: true, options: 'train' },
      { name: 'active_time', label: '活动时间', type: 'datetime', required: true },
      { name: 'address', label: '活动地点', type: 'text', max: CONTENT_LIMITS.address },
      { name: 'domain', label: '面向领域', type: 'text', max: CONTENT_LIMITS.domain },
      image,
      content,
    ],
  },
  room: {
    label: '房源',
    column: '租赁服务',
    fields: [
      { name: 'title', label: '标题', type: 'text', required: true, max: CONTENT_LIMITS.title },
      { name: 'number', label: '房号', type: 'text', required: true, max: CONTENT_LIMITS.number },
      { name: 'position', label: '楼层位置', type: 'text', max: CONTENT_LIMITS.position },
      { name: 'area', label: '面积（㎡）', type: 'number', required: true },
      { name: 'work', label: '工位数', type: 'number' },
      { name: 'monthly_rent', label: '月租金（元）', type: 'money', help: '不填或 0 表示面议' },
      { name: 'occupancy', label: '出租状态', type: 'select', required: true, options: OCCUPANCY },
      image,
      content,
      sort,
    ],
  },
};

export const CONTENT_MSG = {
  kind: '内容类型不存在',
  titleRequired: '请填写标题',
  nameRequired: '请填写名称',
  tooLong: (label: string, max: number) => `${label}不能超过 ${max} 个字`,
  category: '请选择分类',
  categoryMissing: '所选分类不存在，请重新选择',
  startupType: '请选择类别',
  activeTime: '请选择活动时间',
  numberRequired: '请填写房号',
  area: '面积应为 0.01 至 100000 之间的数字，最多两位小数',
  work: '工位数应为 0 至 10000 之间的整数',
  rent: '月租金应为 0 至 10000000 元之间的金额，最多两位小数',
  occupancy: '请选择出租状态',
  sort: '排序应为 0 至 9999 之间的整数',
  image: '封面图片只能是本站上传的图片',
  badImage: POLICY_MSG.badImage,
  script: POLICY_MSG.script,
  contentTooLong: POLICY_MSG.contentTooLong,
  publishAtPast: POLICY_MSG.publishAtPast,
  state: POLICY_MSG.state,
  notFound: '内容不存在',
  deleted: '内容已删除，请先从回收站恢复',
  notDeleted: '该内容不在回收站中',
  recoveryExpired: POLICY_MSG.recoveryExpired,
  alreadyPublished: '内容已发布',
  notPublished: '只有已发布或定时发布的内容可以下线',
} as const;

const kindField = z.enum(CONTENT_KIND_NAMES, { error: CONTENT_MSG.kind });
const text = (label: string, max: number) =>
  z
    .string({ error: CONTENT_MSG.tooLong(label, max) })
    .trim()
    .max(max, { error: CONTENT_MSG.tooLong(label, max) })
    .default('');
const required = (msg: string, label: string, max: number) =>
  z
    .string({ error: msg })
    .trim()
    .min(1, { error: msg })
    .max(max, { error: CONTENT_MSG.tooLong(label, max) });
/** A cover image: empty, or an address on this site (an upload or the demo pictures); checked again by the server. */
const imageField = z
  .string({ error: CONTENT_MSG.image })
  .trim()
  .max(CONTENT_LIMITS.image, { error: CONTENT_MSG.image })
  .regex(/^(\/(?!\/)[\w\-./]*)?$/, { error: CONTENT_MSG.image })
  .default('');
const richField = z
  .string({ error: CONTENT_MSG.contentTooLong })
  .max(CONTENT_LIMITS.content, { error: CONTENT_MSG.contentTooLong })
  .default('');
const sortField = intField('排序')
  .pipe(z.number().min(0, { error: CONTENT_MSG.sort }).max(9999, { error: CONTENT_MSG.sort }))
  .default(0);
const categoryId = (msg: string) => intField('分类').pipe(z.number().min(1, { error: msg }).max(2_147_483_647, { error: msg }));
/** A decimal given as a number or a string ("120.5"), at most two places, within (min, max]. */
const decimal = (msg: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: msg })
      .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: msg })
      .refine((s) => Number(s) >= min && Number(s) <= max, { error: msg }),
  );

const article = (kind: 'notice' | 'news') =>
  z.object({
    kind: z.literal(kind),
    id: idField.optional(),
    title: required(CONTENT_MSG.titleRequired, '标题', CONTENT_LIMITS.title),
    source: text('来源', CONTENT_LIMITS.source),
    summary: text('摘要', CONTENT_LIMITS.summary),
    image: imageField,
    content: richField,
  });

export const contentSaveBody = z.discriminatedUnion(
  'kind',
  [
    article('notice'),
    article('news'),
    z.object({
      kind: z.literal('tech'),
      id: idField.optional(),
      name: required(CONTENT_MSG.nameRequired, '名称', CONTENT_LIMITS.title),
      first_id: categoryId(CONTENT_MSG.category),
      second_id: intField('二级分类')
        .pipe(z.number().min(0, { error: CONTENT_MSG.category }).max(2_147_483_647, { error: CONTENT_MSG.category }))
        .default(0),
      company: text('服务机构', CONTENT_LIMITS.company),
      image: imageField,
      content: richField,
      sort: sortField,
    }),
    z.object({
      kind: z.literal('startup'),
      id: idField.optional(),
      name: required(CONTENT_MSG.nameRequired, '名称', CONTENT_LIMITS.title),
      type: intField('类别').pipe(
        z.number().min(1, { error: CONTENT_MSG.startupType }).max(STARTUP_OPTIONS.length, { error: CONTENT_MSG.startupType }),
      ),
      title: text('副标题', CONTENT_LIMITS.title),
      company: text('服务机构', CONTENT_LIMITS.company),
      image: imageField,
      content: richField,
      sort: sortField,
    }),
    z.object({
      kind: z.literal('finance'),
      id: idField.optional(),
      name: required(CONTENT_MSG.nameRequired, '名称', CONTENT_LIMITS.title),
      summary: text('摘要', CONTENT_LIMITS.summary),
      domain: text('服务领域', CONTENT_LIMITS.domain),
      image: imageField,
      content: richField,
      sort: sortField,
    }),
    z.object({
      kind: z.literal('train'),
      id: idField.optional(),
      name: required(CONTENT_MSG.nameRequired, '活动名称', CONTENT_LIMITS.title),
      cat_id: categoryId(CONTENT_MSG.category),
      active_time: publishAtField.pipe(z.date({ error: CONTENT_MSG.activeTime })),
      address: text('活动地点', CONTENT_LIMITS.address),
      domain: text('面向领域', CONTENT_LIMITS.domain),
      image: imageField,
      content: richField,
    }),
    z.object({
      kind: z.literal('room'),
      id: idField.optional(),
      title: required(CONTENT_MSG.titleRequired, '标题', CONTENT_LIMITS.title),
      number: required(CONTENT_MSG.numberRequired, '房号', CONTENT_LIMITS.number),
      position: text('楼层位置', CONTENT_LIMITS.position),
      area: decimal(CONTENT_MSG.area, 0.01, 100_000),
      work: intField('工位数')
        .pipe(z.number().min(0, { error: CONTENT_MSG.work }).max(10_000, { error: CONTENT_MSG.work }))
        .default(0),
      monthly_rent: decimal(CONTENT_MSG.rent, 0, 10_000_000).default('0'),
      occupancy: intField('出租状态').pipe(z.number().min(0, { error: CONTENT_MSG.occupancy }).max(1, { error: CONTENT_MSG.occupancy })),
      image: imageField,
      content: richField,
      sort: sortField,
    }),
  ],
  { error: CONTENT_MSG.kind },
);
export type ContentSaveBody = z.infer<typeof contentSaveBody>;

/** Back-office list of one kind: every state but deleted (the trash is its own call), or one state. */
export const contentListBody = z.object({
  kind: kindField,
  keyword: keywordField,
  /** -1 all (but deleted); otherwise a ContentState other than DELETED. */
  state: intField('状态')
    .pipe(z.number().min(-1, { error: CONTENT_MSG.state }).max(3, { error: CONTENT_MSG.state }))
    .default(-1),
  ...pageFields(20),
});
export type ContentListBody = z.infer<typeof contentListBody>;

export const contentTrashBody = z.object({ kind: kindField, keyword: keywordField, ...pageFields(20) });
export type ContentTrashBody = z.infer<typeof contentTrashBody>;

export const contentRefBody = z.object({ kind: kindField, id: idField });
export type ContentRefBody = z.infer<typeof contentRefBody>;

export const contentPublishBody = contentRefBody.extend({ publish_at: publishAtField });
export type ContentPublishBody = z.infer<typeof contentPublishBody>;

/** A row of the back-office list and trash, the same shape for every kind. */
export const contentAdminItem = z.object({
  id: z.number().int(),
  kind: kindField,
  /** The title or name. */
  title: z.string(),
  /** What sorts it within its column (category, type, room number), '' if nothing. */
  subtitle: z.string(),
  state: z.number().int(),
  state_name: z.string(),
  /** When it was really published ('' for a draft never published). */
  release_time: z.string(),
  publish_at: z.string(),
  deleted_at: z.string(),
  restore_until: z.string(),
  updated_at: z.string(),
});
export type ContentAdminItem = z.infer<typeof contentAdminItem>;

/** The editor's copy: the list row and the kind's form fields as saved (money in yuan, times 'YYYY-MM-DD HH:mm'). */
export const contentAdminDetail = contentAdminItem.extend({ fields: z.record(z.string(), z.union([z.string(), z.number()])) });
export type ContentAdminDetail = z.infer<typeof contentAdminDetail>;

/** Categories the form's selects offer (tech: two levels by parent; training). */
export const contentOptions = z.object({
  tech1: z.array(z.object({ value: z.number().int(), label: z.string() })),
  tech2: z.array(z.object({ value: z.number().int(), label: z.string(), parent: z.number().int() })),
  train: z.array(z.object({ value: z.number().int(), label: z.string() })),
});
export type ContentOptions = z.infer<typeof contentOptions>;
