import { z } from 'zod';

/**
 * Column freshness (栏目更新, issue 13): the government inspection counts a column with nothing new for longer than
 * its limit as a defect (《政府网站发展指引》: 动态要闻类 2 周, 通知公告、政策文件类 6 个月). The overview shows each
 * public column's last update and warns when a column is near or past its limit.
 */
export const COLUMN_KEYS = ['policies', 'notices', 'news', 'tech', 'startup', 'finance', 'train', 'rooms'] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** Each column's name and what its "last update" is read from (published rows only, status 1). */
export const COLUMNS: readonly { key: ColumnKey; name: string; basis: string }[] = [
  { key: 'policies', name: '政策资讯', basis: '最新发布时间' },
  { key: 'notices', name: '通知公告', basis: '最新发布时间' },
  { key: 'news', name: '新闻动态', basis: '最新发布时间' },
  { key: 'tech', name: '科技服务', basis: '最近更新时间' },
  { key: 'startup', name: '创业服务', basis: '最近更新时间' },
  { key: 'finance', name: '孵化服务', basis: '最近更新时间' },
  { key: 'train', name: '培训服务', basis: '最近更新时间' },
  { key: 'rooms', name: '租赁服务', basis: '最近更新时间' },
];

/**
 * Default limits in days: news 2 weeks, announcements (key notices) and policies 6 months (《政府网站发展指引》); 0 = not checked. A system
 * administrator changes them per column (stored in site_settings under COLUMN_FRESHNESS_KEY).
 */
export const COLUMN_FRESHNESS_DEFAULTS: Readonly<Record<ColumnKey, number>> = {
  policies: 180,
  notices: 180,
  news: 14,
  tech: 0,
  startup: 0,
  finance: 0,
  train: 0,
  rooms: 0,
};

/** The site_settings key of the limits (a JSON object: column key → days). */
export const COLUMN_FRESHNESS_KEY = 'column_freshness';

/** A limit is 0 (not checked) to this many days (ten years). */
export const COLUMN_LIMIT_MAX_DAYS = 3650;

/** A column is "due soon" once fewer than this share of its limit remains (20 %: day 12 of 14, day 145 of 180). */
export const COLUMN_DUE_SOON_SHARE = 0.2;

export const ColumnState = { OK: 'ok', DUE_SOON: 'due_soon', OVERDUE: 'overdue', UNCHECKED: 'unchecked' } as const;
export type ColumnStateValue = (typeof ColumnState)[keyof typeof ColumnState];

export const COLUMN_STATE_LABEL: Record<ColumnStateValue, string> = {
  ok: '正常',
  due_soon: '即将超期',
  overdue: '已超期',
  unchecked: '不检查',
};

export const COLUMNS_MSG = {
  limit: `期限须为 0 到 ${COLUMN_LIMIT_MAX_DAYS} 之间的整数天数（0 表示不检查）`,
  limits: '请填写各栏目的更新期限',
  unknownColumn: '栏目不存在',
  saved: '栏目更新期限已保存',
} as const;

const limitField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({ error: COLUMNS_MSG.limit })
    .int({ error: COLUMNS_MSG.limit })
    .min(0, { error: COLUMNS_MSG.limit })
    .max(COLUMN_LIMIT_MAX_DAYS, { error: COLUMNS_MSG.limit }),
);

/** Any of the columns' limits (the others keep theirs); an unknown column is refused. */
export const columnsLimitsSaveBody = z.object({
  limits: z.strictObject(
    Object.fromEntries(COLUMN_KEYS.map((k) => [k, limitField.optional()])) as Record<ColumnKey, z.ZodOptional<typeof limitField>>,
    { error: (iss) => (iss.code === 'unrecognized_keys' ? COLUMNS_MSG.unknownColumn : COLUMNS_MSG.limits) },
  ),
});
export type ColumnsLimitsSaveBody = z.infer<typeof columnsLimitsSaveBody>;

/** One column of the overview. */
export const columnOverviewItem = z.object({
  key: z.enum(COLUMN_KEYS),
  name: z.string(),
  /** What the last update is read from: 最新发布时间 (release_time) or 最近更新时间 (updated_at). */
  basis: z.string(),
  /** 'YYYY-MM-DD HH:mm' (park time), '' when the column has nothing published. */
  last_update: z.string(),
  /** Whole days since the last update; null when nothing is published. */
  days_since: z.number().int().nullable(),
  /** Days; 0 = not checked. */
  limit_days: z.number().int(),
  default_days: z.number().int(),
  state: z.enum([ColumnState.OK, ColumnState.DUE_SOON, ColumnState.OVERDUE, ColumnState.UNCHECKED]),
  state_name: z.string(),
});
export type ColumnOverviewItem = z.infer<typeof columnOverviewItem>;
