/**
 * Site constants the public pages need, with no zod (the contracts' schemas stay out of a public route's first
 * load, issue 12): banner positions, each column's picture setting, and the public 入驻企业 figure.
 */
import type { ContentSettingKey } from '../contracts/site-admin';

/** Where a banner shows (the public banner_list's positions). */
export const BANNER_POSITIONS = [
  { value: 'home', label: '首页' },
  { value: 'company', label: '入驻企业' },
  { value: 'information', label: '政策资讯' },
  { value: 'technics', label: '科技服务' },
  { value: 'risk', label: '创业服务' },
  { value: 'train', label: '培训服务' },
  { value: 'finance', label: '孵化服务' },
  { value: 'tenancy', label: '租赁服务' },
] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number]['value'];

/**
 * The column picture of each banner position's page (issue 13). A public column page shows, under the navigation,
 * its position's enabled banners as a carousel, else this picture, else nothing; the home page keeps its carousel
 * and shows shouye_pic only when no home banner is enabled. 政策资讯 and 科技服务 have no picture in spec §3.
 */
export const COLUMN_PICTURES = {
  home: 'shouye_pic',
  company: 'rzqy_pic',
  information: null,
  technics: null,
  risk: 'cyfw_pic',
  train: 'pxfu_pic',
  finance: 'rzfw_pic',
  tenancy: 'zlfw_pic',
} as const satisfies Record<BannerPosition, ContentSettingKey | null>;

/**
 * The public 入驻企业 figure (issue 13): the system administrator's 入驻企业数 setting when it holds a number (a park
 * may count companies settled before the portal, or not listed on it), else the listed companies counted live.
 */
export function publicShopNumber(setting: unknown, listed: number): number {
  const s = typeof setting === 'string' ? setting.trim() : '';
  return /^\d+$/.test(s) ? Number(s) : listed;
}
