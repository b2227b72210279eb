/** Article and policy enums with their Chinese labels; no zod here, so any page may import them cheaply. */

/** Information (policy) categories of /information; 0 means all. */
export const POLICY_CATEGORIES = [
  { value: 0, label: '全部' },
  { value: 1, label: '科技' },
  { value: 2, label: '工业和信息化' },
  { value: 3, label: '人力资源' },
] as const;

export const QUARTERS = [
  { value: 0, label: '全部' },
  { value: 1, label: '一季度' },
  { value: 2, label: '二季度' },
  { value: 3, label: '三季度' },
  { value: 4, label: '四季度' },
] as const;

/** Home tabs and /policydetail?type=: 0 policy (an information item), 1 announcement (通知公告), 2 news. */
export const ARTICLE_TYPES = [
  { value: 0, label: '政策' },
  { value: 1, label: '通知公告' },
  { value: 2, label: '新闻动态' },
] as const;
export const ArticleType = { POLICY: 0, ANNOUNCEMENT: 1, NEWS: 2 } as const;

/** The release years a list may be narrowed to (China Standard Time); 0 means every year (issue 29). */
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;
