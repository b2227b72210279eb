import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { YEAR_MAX, YEAR_MIN } from '../labels/articles';
import { idBody, intField, keywordField, pageFields, keywordExcerpt } from './common';

// Labels live in a zod-free module so public pages can show them without loading zod.
export { ARTICLE_TYPES, ArticleType, POLICY_CATEGORIES, QUARTERS, YEAR_MAX, YEAR_MIN } from '../labels/articles';

/**
 * The release year a list may be narrowed to (China Standard Time), 0 meaning every year: not in the spec, an
 * optional field its clients may leave out (docs/spec-decisions.md). Bounded, so no year reaches a date overflow.
 */
const yearField = intField('年份')
  .pipe(
    z.number().refine((v) => v === 0 || (v >= YEAR_MIN && v <= YEAR_MAX), {
      error: `年份应为 ${YEAR_MIN} 至 ${YEAR_MAX}（0 为全部年份）`,
    }),
  )
  .default(0);

export const serverListBody = z.object({
  type: intField('分类')
    .pipe(z.number().min(0).max(3, { error: '分类不存在' }))
    .default(0),
  quarter: intField('季度')
    .pipe(z.number().min(0).max(4, { error: '季度应为 0 至 4' }))
    .default(0),
  /** With a quarter, the quarter of this year. */
  year: yearField,
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.information),
});
export type ServerListBody = z.infer<typeof serverListBody>;

export const serverDetailBody = idBody;

export const articleListBody = z.object({
  type: intField('类型').pipe(z.number().min(1, { error: '类型应为 1 或 2' }).max(2, { error: '类型应为 1 或 2' })),
  year: yearField,
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.information),
});
export type ArticleListBody = z.infer<typeof articleListBody>;
export const articleDetailBody = idBody;

/** article_years: 0 policy items (/information), 1 通知公告, 2 新闻动态, as the home tabs number them. */
export const articleYearsBody = z.object({
  type: intField('类型').pipe(z.number().min(0, { error: '类型应为 0 至 2' }).max(2, { error: '类型应为 0 至 2' })),
});
/** The years that have published items, newest first. */
export const articleYears = z.array(z.number().int());

export const policyFile = z.object({ file_name: z.string(), file_href: z.string() });
export type PolicyFile = z.infer<typeof policyFile>;

/** Release date split for the date badge: day '05', year '2026', month '03'. */
const dateBadge = { release_time: z.string(), day: z.string(), year: z.string(), month: z.string() };

/** A card on /information and the home policy tab. */
export const policyCard = z.object({
  ...keywordExcerpt,
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  summary: z.string(),
  small_title: z.string(),
  small_title1: z.string(),
  /** Policy category (1 科技, 2 产业, 3 人才). */
  type: z.number().int(),
  type_name: z.string(),
  ...dateBadge,
});
export type PolicyCard = z.infer<typeof policyCard>;

export const policyDetail = policyCard.extend({
  /** Sanitized rich text. */
  content: z.string(),
  source: z.string(),
  file_href: z.array(policyFile),
});
export type PolicyDetail = z.infer<typeof policyDetail>;

export const articleCard = z.object({
  ...keywordExcerpt,
  id: z.number().int(),
  /** 1 通知公告, 2 新闻动态. */
  type: z.number().int(),
  title: z.string(),
  name: z.string(),
  summary: z.string(),
  source: z.string(),
  image: z.string(),
  ...dateBadge,
});
export type ArticleCard = z.infer<typeof articleCard>;
export const articleDetail = articleCard.extend({ content: z.string() });
export type ArticleDetail = z.infer<typeof articleDetail>;

/** Home policy block: one featured item and a list, per tab. */
export type HomePolicy = { featured: PolicyCard | null; list: PolicyCard[] };

/** home_policy data: the three tabs, 0 政策 (policy cards), 1 通知公告 and 2 新闻动态 (article cards). */
export const homePolicyTabs = z.array(
  z.object({
    type: z.number().int(),
    name: z.string(),
    featured: z.union([policyCard, articleCard]).nullable(),
    list: z.array(z.union([policyCard, articleCard])),
  }),
);
