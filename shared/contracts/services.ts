import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { intField, keywordField, pageFields } from './common';

const optionalId = (label: string) => intField(label).pipe(z.number().min(0, { error: `${label}格式错误` }).max(2_147_483_647, { error: `${label}格式错误` })).default(0);

// Labels live in a zod-free module so public pages can show them without loading zod.
export { STARTUP_TYPES } from '../labels/services';

export const techCategoryBody = z.object({ cat_id: optionalId('分类') });
export const techListBody = z.object({
  first_id: optionalId('一级分类'),
  second_id: optionalId('二级分类'),
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.technics),
});
export const startListBody = z.object({
  type: intField('类型').pipe(z.number().min(0).max(3, { error: '类型不存在' })).default(0),
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.riskList),
});
export const financeListBody = z.object({ keyword: keywordField, ...pageFields(PAGE_SIZE.finance) });
export const trainListBody = z.object({ cat_id: optionalId('分类'), keyword: keywordField, ...pageFields(PAGE_SIZE.training) });
export const leaseListBody = z.object({ keyword: keywordField, ...pageFields(PAGE_SIZE.tenancy) });
export const shopListBody = z.object({ cat_id: optionalId('分类'), keyword: keywordField, ...pageFields(PAGE_SIZE.companyList) });
export const shopRandBody = z.object({
  page_size: intField('数量').pipe(z.number().min(1).max(12, { error: '数量应为 1 至 12' })).default(PAGE_SIZE.homeCompanies),
});

export type Category = { id: number; name: string };
export type TechCard = { id: number; name: string; company: string; image: string; question_number: number; first_id: number; second_id: number };
export type StartCard = { id: number; type: number; type_name: string; name: string; title: string; company: string; image: string; question_number: number };
export type FinanceCard = { id: number; name: string; summary: string; image: string; domain: string; question_number: number };
export type TrainCard = { id: number; cat_id: number; name: string; active_time: string; address: string; image: string };
export type LeaseCard = { id: number; title: string; number: string; position: string; work: number; area: string; image: string; monthly_rent: number };
export type ShopCard = { id: number; shop_name: string; shop_logo: string; address: string; see_number: number; cat_name: string };
export type WithContent<T> = T & { content: string };

/** The seven categories of the navigation search (spec §2), with the list page each opens. */
export const SEARCH_CATEGORIES = [
  { value: 1, label: '政策资讯', path: '/information' },
  { value: 2, label: '科技服务', path: '/technics' },
  { value: 3, label: '创业服务', path: '/risklist' },
  { value: 4, label: '培训服务', path: '/train' },
  { value: 5, label: '孵化服务', path: '/finance' },
  { value: 6, label: '租赁服务', path: '/tenancy' },
  { value: 7, label: '入驻企业', path: '/company_list' },
] as const;

export const searchListBody = z.object({
  type: intField('分类').pipe(z.number().min(1, { error: '分类不存在' }).max(7, { error: '分类不存在' })).default(1),
  keyword: keywordField.refine((v) => !!v, { error: '请输入关键词' }),
  ...pageFields(10),
});

/** One search hit, the same shape whatever the category. */
export type SearchHit = { id: number; type: number; title: string; summary: string; image: string; time: string };
