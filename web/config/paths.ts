/** Every link of the web app is built here, so a path is written once (STYLE.md §9). */

export type InformationQuery = { cat?: number; year?: number; quarter?: number; keyword?: string; page?: number };
/** /notice and /news (issue 29): the release year and the page. */
export type ArticleListQuery = { year?: number; page?: number };
/** Filters every list page has: the header search's keyword and the page (default values are left out). */
export type ListQuery = { keyword?: string; page?: number };

/** Query string without empty values, 0 filters ("all") or page 1. */
export function queryString(q: Record<string, string | number | undefined>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === '' || v === 0) continue;
    if (k === 'page' && v === 1) continue;
    sp.set(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

export const paths = {
  home: '/',
  login: '/login',
  /** Staff sign-in: its own address, linked from no public page and not listed in robots.txt (issue 11). */
  adminLogin: '/staff/login',
  logout: '/logout',
  searchRedirect: '/go/search',
  /** The 适老化 switch without JavaScript (routes/go-display.ts). */
  displaySwitch: '/go/display',
  information: (q: InformationQuery = {}) =>
    `/information${queryString({ cat: q.cat, year: q.year, quarter: q.quarter, keyword: q.keyword, page: q.page })}`,
  /** 通知公告 and 新闻动态's list pages (issue 29; not in the spec, which lists them only on the home tabs). */
  notices: (q: ArticleListQuery = {}) => `/notice${queryString({ year: q.year, page: q.page })}`,
  news: (q: ArticleListQuery = {}) => `/news${queryString({ year: q.year, page: q.page })}`,
  policyDetail: (id: number, type = 0) => `/policydetail?id=${id}&type=${type}`,
  technics: '/technics',
  techDetail: (id: number) => `/techdetail?id=${id}`,
  /** 创业服务 (start-up services): the spec's pages are /risk, /risklist, /riskdetail. */
  startups: '/risk',
  startupList: '/risklist',
  startupDetail: (id: number) => `/riskdetail?id=${id}`,
  train: '/train',
  trainDetail: (id: number) => `/traindetail?id=${id}`,
  finance: '/finance',
  financeDetail: (id: number) => `/financedetail?id=${id}`,
  /** 租赁服务 (the public room listings): the spec's pages are /tenancy, /tenancydetail. */
  rooms: '/tenancy',
  roomDetail: (id: number) => `/tenancydetail?id=${id}`,
  company: '/company',
  companyDetail: (id: number) => `/comdetail?id=${id}`,
  companyList: '/company_list',
  companyInfo: (id?: number) => (id ? `/companyinfo?id=${id}` : '/companyinfo'),
  search: '/search',
  personal: {
    root: '/personal',
    service: '/service',
    roomPrice: '/room_price',
    servicePrice: '/service_price',
    paymentWay: '/payment_way',
    serviceList: '/service_list',
    companyBrief: '/company_brief',
    contact: '/concat_us',
    apply: '/apply',
    /** Consultations this user sent from the public pages (issue 10). */
    myConsultations: '/my_question',
    /** Policy notices addressed to this company (issue 10). */
    policyNotices: '/policy_notice',
    /** The company's members, invitations and contacts (issue 30). */
    members: '/members',
    /** How this person signs in: the bound mobile and WeChat (issue 30). */
    account: '/account',
    /** 消息中心: this person's messages, 全部 / 未读 (issue 32). */
    messages: '/messages',
    /** 通知设置: which kinds of message also reach this person by SMS, e-mail or WeChat (issue 32). */
    messageSettings: '/message_settings',
    /** 会议室预约: a space's free times, booking, the company's bookings (issue 33). */
    roomBooking: '/room_booking',
  },
  /** One import's report in the back office, under 数据导入 (issue 31); paths.system holds the menu's pages only. */
  systemImport: (id: number) => `/system/imports/${id}`,
  system: {
    root: '/system',
    warning: '/system/warning',
    otherWarning: '/system/otherwarning',
    leases: '/system/leases',
    fees: '/system/fees',
    reminders: '/system/reminders',
    /** 数据导入: the park's records imported from Excel, and the imports made (issue 31). */
    imports: '/system/imports',
    /** Service-request inbox (企业服务诉求, issue 10). */
    feedback: '/system/feedback',
    /** Consultation inbox (在线咨询, issue 10). */
    consultations: '/system/questions',
    companyList: '/system/companylist',
    applyList: '/system/applylist',
    /** 政策通知 (policy notices): the spec's page is /system/account. */
    policyNotices: '/system/account',
    /** The staff member's own account security: password, second factor, sessions (issue 11). */
    security: '/system/security',
    /** Staff accounts (system administrator) and their roles (security administrator), issue 13. */
    staff: '/system/staff',
    /** Everyone's staff sessions and sign-in lockouts (security administrator), issue 13. */
    sessions: '/system/sessions',
    /** The audit trail (auditor), issue 13. */
    audit: '/system/audit',
    /** Policy items: draft, publish, schedule, unpublish, trash (content editor), issue 13. */
    policies: '/system/policies',
    /** Announcements, news, services, training and rooms (content editor), issue 13. */
    content: '/system/content',
    /** Site settings (system administrator) and columns, banners, partners, links (content editor), issue 13. */
    site: '/system/site',
    /** Column freshness (栏目更新): each column's last update against its limit (content editor, system administrator), issue 13. */
    columns: '/system/columns',
    /** Technical services' and training categories (content editor), issue 13. */
    categories: '/system/categories',
    /** 消息中心: the staff member's own messages (every staff role), issue 32. */
    messages: '/system/messages',
    /** 发送记录: every message's SMS, e-mail and WeChat sends, and resending a failed one (operations), issue 32. */
    messageDeliveries: '/system/message-deliveries',
    /** 会议室管理: spaces, the calendar, approvals, holds and the booking charges (operations), issue 33. */
    bookings: '/system/bookings',
  },
  /** List pages with their URL filters (issue 3): `first`/`second`, `tab`, `cat`; `page`; `keyword`. */
  lists: {
    technics: (q: ListQuery & { first?: number; second?: number } = {}) =>
      `/technics${queryString({ first: q.first, second: q.second, keyword: q.keyword, page: q.page })}`,
    startupList: (q: ListQuery & { tab?: number } = {}) => `/risklist${queryString({ tab: q.tab, keyword: q.keyword, page: q.page })}`,
    train: (q: ListQuery & { cat?: number } = {}) => `/train${queryString({ cat: q.cat, keyword: q.keyword, page: q.page })}`,
    finance: (q: ListQuery = {}) => `/finance${queryString({ keyword: q.keyword, page: q.page })}`,
    rooms: (q: ListQuery = {}) => `/tenancy${queryString({ keyword: q.keyword, page: q.page })}`,
    companyList: (q: ListQuery & { cat?: number } = {}) => `/company_list${queryString({ cat: q.cat, keyword: q.keyword, page: q.page })}`,
    search: (q: ListQuery & { type?: number } = {}) => `/search${queryString({ type: q.type, keyword: q.keyword, page: q.page })}`,
  },
  beian: 'https://beian.miit.gov.cn/',
  /** The phone's page of QR sign-in (the QR encodes it), outside the portal and its guard. */
  mobileScan: (sign: string) => `/m/scan?sign=${encodeURIComponent(sign)}`,
  /** Server route that sends the phone to WeChat's authorization page. */
  wechatAuthorize: (sign: string) => `/m/wechat/authorize?sign=${encodeURIComponent(sign)}`,
} as const;

/** Opened without a session besides spec §2's public pages: the staff sign-in (not linked, not announced). */
export const STAFF_PUBLIC_PATHS: readonly string[] = [paths.adminLogin];

/** Spec §2: the only paths a visitor without a session may open. */
export const PUBLIC_PATHS: readonly string[] = [
  paths.login,
  paths.home,
  '/information',
  // Issue 29's list pages of 通知公告 and 新闻动态, as public as the home tabs that link to them.
  '/notice',
  '/news',
  paths.technics,
  paths.startups,
  paths.train,
  paths.finance,
  paths.rooms,
  paths.company,
  '/policydetail',
  '/techdetail',
  paths.startupList,
  '/traindetail',
  '/riskdetail',
  '/financedetail',
  '/comdetail',
  '/tenancydetail',
];
