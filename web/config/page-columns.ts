import { paths } from './paths';
import { PORTAL_NAV } from './portal-nav';

/**
 * Each page's column (栏目) for the ColumnName meta tag of the government web-page specification (issue 14): the
 * navigation sections by their labels, and the pages outside them. One place for every route; a detail page that
 * serves several columns (/policydetail: 政策资讯, 通知公告, 新闻动态) names its own in its meta function.
 */
const SECTION_PAGES: Record<string, readonly string[]> = {
  home: ['/'],
  information: ['/information', '/policydetail'],
  technics: ['/technics', '/techdetail'],
  risk: ['/risk', '/risklist', '/riskdetail'],
  train: ['/train', '/traindetail'],
  finance: ['/finance', '/financedetail'],
  tenancy: ['/tenancy', '/tenancydetail'],
  company: ['/company', '/comdetail', '/company_list', '/companyinfo'],
};

const OTHER_PAGES: Record<string, string> = {
  '/notice': '通知公告',
  '/news': '新闻动态',
  '/search': '站内搜索',
  '/login': '用户登录',
  '/staff/login': '工作人员登录',
};

const PERSONAL = '个人中心';
/** The company area: every page of paths.personal. */
const PERSONAL_PAGES: readonly string[] = Object.values(paths.personal);

const BY_PATH = new Map<string, string>([
  ...PORTAL_NAV.flatMap((n) => (SECTION_PAGES[n.key] ?? []).map((p) => [p, n.label] as [string, string])),
  ...Object.entries(OTHER_PAGES),
  ...PERSONAL_PAGES.map((p) => [p, PERSONAL] as [string, string]),
]);

/** The column of a page by its path; '' for a page in no column (an unknown address). */
export function columnNameFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/system' || path.startsWith('/system/')) return '管理后台';
  return BY_PATH.get(path) ?? '';
}
