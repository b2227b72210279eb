import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { idBody, intField, keywordField, pageFields } from './common';

// Labels live in a zod-free module so public pages can show them without loading zod.
export { ARTICLE_TYPES, ArticleType, POLICY_CATEGORIES, QUARTERS } from '../labels/articles';

export const serverListBody = z.object({
  type: intField('分类').pipe(z.number().min(0).max(3, { error: '分类不存在' })).default(0),
  quarter: intField('季度').pipe(z.number().min(0).max(4, { error: '季度应为 0 至 4' })).default(0),
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.information),
});
export type ServerListBody = z.infer<typeof serverListBody>;

export const serverDetailBody = idBody;

export const articleListBody = z.object({
  type: intField('类型').pipe(z.number().min(1, { error: '类型应为 1 或 2' }).max(2, { error: '类型应为 1 或 2' })),
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.information),
});
export type ArticleListBody = z.infer<typeof articleListBody>;
export const articleDetailBody = idBody;

export type PolicyFile = { file_name: string; file_href: string };

/** A card on /information and the home policy tab. */
export type PolicyCard = {
  id: number;
  title: string;
  name: string;
  summary: string;
  small_title: string;
  small_title1: string;
  type: number;
  type_name: string;
  release_time: string;
  day: string;
  year: string;
  month: string;
};

export type PolicyDetail = PolicyCard & {
  content: string;
  source: string;
  file_href: PolicyFile[];
};

export type ArticleCard = {
  id: number;
  type: number;
  title: string;
  name: string;
  summary: string;
  source: string;
  image: string;
  release_time: string;
  day: string;
  year: string;
  month: string;
};
export type ArticleDetail = ArticleCard & { content: string };

/** Home policy block: one featured item and a list, per tab. */
export type HomePolicy = { featured: PolicyCard | null; list: PolicyCard[] };
