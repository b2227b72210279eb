import { paths } from './paths';

/** An item of the public header's navigation (apart from menu.ts, so public pages never load the other menus). */
export type NavItem = { key: string; label: string; path: string };

/** The eight items of the top navigation (spec §2). */
export const PORTAL_NAV: readonly NavItem[] = [
  { key: 'home', label: '首页', path: paths.home },
  { key: 'information', label: '政策资讯', path: '/information' },
  { key: 'technics', label: '科技服务', path: paths.technics },
  { key: 'risk', label: '创业服务', path: paths.startups },
  { key: 'train', label: '培训服务', path: paths.train },
  { key: 'finance', label: '孵化服务', path: paths.finance },
  { key: 'tenancy', label: '租赁服务', path: paths.rooms },
  { key: 'company', label: '入驻企业', path: paths.company },
];

/** Pages that belong to a navigation section without being its list page. */
const SECTION_OF: Record<string, string> = {
  '/policydetail': 'information',
  // 通知公告 and 新闻动态's lists (issue 29) sit under 政策资讯, as their items' detail page does.
  '/notice': 'information',
  '/news': 'information',
  '/techdetail': 'technics',
  '/risklist': 'risk',
  '/riskdetail': 'risk',
  '/traindetail': 'train',
  '/financedetail': 'finance',
  '/tenancydetail': 'tenancy',
  '/comdetail': 'company',
  '/company_list': 'company',
  '/companyinfo': 'company',
};

/** The top-navigation item to highlight for a path, if any. */
export function navKeyFor(pathname: string): string | undefined {
  return PORTAL_NAV.find((n) => n.path === pathname)?.key ?? SECTION_OF[pathname];
}
