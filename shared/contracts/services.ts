import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { intField, keywordField, pageFields, keywordExcerpt } from './common';

const optionalId = (label: string) =>
  intField(label)
    .pipe(
      z
        .number()
        .min(0, { error: `${label}格式错误` })
        .max(2_147_483_647, { error: `${label}格式错误` }),
    )
    .default(0);

// Labels live in a zod-free module so public pages can show them without loading zod.
export { STARTUP_TYPES } from '../labels/services';

export const techCategoryBody = z.object({ cat_id: optionalId('分类') });
export const techListBody = z.object({
  first_id: optionalId('一级分类'),
  second_id: optionalId('二级分类'),
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.technics),
});
export const startupListBody = z.object({
  type: intField('类型')
    .pipe(z.number().min(0).max(3, { error: '类型不存在' }))
    .default(0),
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.startupList),
});
export const financeListBody = z.object({ keyword: keywordField, ...pageFields(PAGE_SIZE.finance) });
export const trainListBody = z.object({ cat_id: optionalId('分类'), keyword: keywordField, ...pageFields(PAGE_SIZE.training) });
export const roomListBody = z.object({ keyword: keywordField, ...pageFields(PAGE_SIZE.rooms) });
export const shopListBody = z.object({ cat_id: optionalId('分类'), keyword: keywordField, ...pageFields(PAGE_SIZE.companyList) });
export const shopRandBody = z.object({
  page_size: intField('数量')
    .pipe(z.number().min(1).max(12, { error: '数量应为 1 至 12' }))
    .default(PAGE_SIZE.homeCompanies),
});

const int = () => z.number().int();

export const category = z.object({ id: int(), name: z.string() });
export type Category = z.infer<typeof category>;
export const techCard = z.object({
  ...keywordExcerpt,
  id: int(),
  name: z.string(),
  company: z.string(),
  image: z.string(),
  question_number: int(),
  first_id: int(),
  second_id: int(),
});
export type TechCard = z.infer<typeof techCard>;
export const startupCard = z.object({
  ...keywordExcerpt,
  id: int(),
  type: int(),
  type_name: z.string(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  image: z.string(),
  question_number: int(),
});
export type StartupCard = z.infer<typeof startupCard>;
export const financeCard = z.object({
  ...keywordExcerpt,
  id: int(),
  name: z.string(),
  summary: z.string(),
  image: z.string(),
  domain: z.string(),
  question_number: int(),
});
export type FinanceCard = z.infer<typeof financeCard>;
export const trainCard = z.object({
  ...keywordExcerpt,
  id: int(),
  cat_id: int(),
  name: z.string(),
  active_time: z.string(),
  address: z.string(),
  image: z.string(),
  /** Spec §3 training item `domain`: whom the activity is for (面向对象); '' when not given. */
  domain: z.string(),
});
export type TrainCard = z.infer<typeof trainCard>;
export const roomCard = z.object({
  ...keywordExcerpt,
  id: int(),
  title: z.string(),
  number: z.string(),
  position: z.string(),
  work: int(),
  /** Square metres, as text ('120.5'). */
  area: z.string(),
  image: z.string(),
  /** Monthly rent in fen. */
  monthly_rent: int(),
});
export type RoomCard = z.infer<typeof roomCard>;
export const shopCard = z.object({
  id: int(),
  shop_name: z.string(),
  shop_logo: z.string(),
  address: z.string(),
  see_number: int(),
  cat_name: z.string(),
});
export type ShopCard = z.infer<typeof shopCard>;
export type WithContent<T> = T & { content: string };

/** A detail: the card and its sanitized rich text. */
const withContent = <S extends z.ZodRawShape>(card: z.ZodObject<S>) => card.extend({ content: z.string() });
export const techDetail = withContent(techCard);
export const startupDetail = withContent(startupCard);
export const financeDetail = withContent(financeCard);
export const trainDetail = withContent(trainCard);
export const roomDetail = withContent(roomCard);

/** A settled company's public page (shop_detail). */
export const shopDetail = shopCard.extend({
  cat_id: z.string(),
  province: int(),
  city: int(),
  district: int(),
  region: z.string(),
  add_detail: z.string(),
  content: z.string(),
  domain: z.string(),
  createtime: z.string(),
});
export type ShopDetail = z.infer<typeof shopDetail>;

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
  type: intField('分类')
    .pipe(z.number().min(1, { error: '分类不存在' }).max(7, { error: '分类不存在' }))
    .default(1),
  keyword: keywordField.refine((v) => !!v, { error: '请输入关键词' }),
  ...pageFields(10),
});

/**
 * One search hit, the same shape whatever the category. Beyond the spec (issue 29, search in the text):
 * detail_type is /policydetail's type for a hit of 政策资讯 (0 a policy, 1 通知公告, 2 新闻动态; 0 elsewhere), and
 * in_body tells a hit found in the body (正文) only, whose summary is then the words around the keyword.
 */
export const searchHit = z.object({
  id: int(),
  type: int(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  time: z.string(),
  detail_type: int(),
  in_body: z.boolean(),
});

export type SearchHit = z.infer<typeof searchHit>;
