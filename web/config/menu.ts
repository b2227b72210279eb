import {
  ACCOUNT_STAFF,
  APPLICATION_STAFF,
  AUDIT_READERS,
  BILLING_STAFF,
  BOOKING_STAFF,
  CATEGORY_STAFF,
  COLUMNS_READERS,
  CONSULTATION_STAFF,
  CONTENT_STAFF,
  FEEDBACK_STAFF,
  IMPORT_STAFF,
  MESSAGE_DELIVERY_STAFF,
  POLICY_NOTICE_STAFF,
  POLICY_STAFF,
  REMINDER_STAFF,
  SECURITY_STAFF,
  SITE_STAFF,
} from '@shared/auth/module-roles';
import { ALL_MEMBERS, BILLING_MEMBERS, BOOKING_MEMBERS, REQUEST_MEMBERS, roleMay, type MemberRoleValue } from '@shared/auth/member-roles';
import { holdsAnyRole, type StaffRoleValue } from '@shared/auth/staff-roles';
import { LoginType, ShopStatus } from '@shared/constants';
import { paths } from './paths';

/** The company area's and back office's menus; the public header's navigation is in portal-nav.ts. */
export type MenuItem = {
  key: string;
  label: string;
  path: string;
  /** Name of an icon in the layout's icon map; kept as a string so public pages never load icons they do not show. */
  icon?: string;
  /** Login type that may see the item; absent means anyone who reaches the layout. */
  access?: number;
  /**
   * Back office: the staff roles whose page it is ('any': every staff account), a list of shared/auth/module-roles.ts:
   * the roles of the calls its page makes (server/test/menu-roles.test.ts).
   */
  roles?: readonly StaffRoleValue[] | 'any';
  /**
   * Company area: the member roles (shared/auth/member-roles.ts) whose page it is, the roles of the calls its page
   * makes. A personal user in no company yet sees the item as before (its page says 请先入驻企业) unless `company`.
   */
  members?: readonly MemberRoleValue[];
  /** Company area: only for a member of a company (成员管理). */
  company?: boolean;
  /** Listed for breadcrumbs and titles but not shown in the side menu. */
  hidden?: boolean;
};

/**
 * Who is looking at a menu: the login type; for staff, the roles; for a personal user in a company, the member role
 * (userinfo's shop.role; absent or null: in no company).
 */
export type MenuViewer = { type: number; roles?: readonly StaffRoleValue[]; member?: number | null } | null | undefined;

type ShopOfUser = { status: number; role?: number } | null | undefined;

/**
 * The role that decides the company area's tabs: userinfo's shop.role once the company is settled; none (the tabs
 * as before issue 30, the pages saying 请先入驻企业) while the application is under review or rejected, or without one.
 */
export const memberRoleOf = (shop: ShopOfUser): number | null => (shop?.status === ShopStatus.PASSED ? (shop.role ?? null) : null);

/** The viewer of the company area: a personal user, with their member role (memberRoleOf). */
export const personalViewer = (user: { type: number; shop?: ShopOfUser } | null | undefined): MenuViewer =>
  user ? { type: user.type, member: memberRoleOf(user.shop) } : null;

/** A company-area item: personal users only, for these member roles (server/test/personal-menu-roles.test.ts). */
const forMembers = (members?: readonly MemberRoleValue[]) => ({ access: LoginType.PERSONAL, ...(members ? { members } : {}) });

/**
 * The company area's tabs (spec §2 and issue 30), personal users only; each for the member roles of the calls its
 * page makes (企业简介 is read by every member, edited by BRIEF_MEMBERS: the page hides 编辑 for others).
 */
export const PERSONAL_MENU: readonly MenuItem[] = [
  { key: 'service', label: '企业服务', path: paths.personal.service, icon: 'service', ...forMembers(REQUEST_MEMBERS) },
  { key: 'room_price', label: '房屋费用', path: paths.personal.roomPrice, icon: 'home', ...forMembers(BILLING_MEMBERS) },
  { key: 'service_price', label: '服务费用', path: paths.personal.servicePrice, icon: 'account', ...forMembers(BILLING_MEMBERS) },
  // 会议室预约 (issue 33): any member of a settled company books the park's shared spaces.
  { key: 'room_booking', label: '会议室预约', path: paths.personal.roomBooking, icon: 'calendar', ...forMembers(BOOKING_MEMBERS) },
  { key: 'payment_way', label: '缴费方式', path: paths.personal.paymentWay, icon: 'wallet', ...forMembers(BILLING_MEMBERS) },
  { key: 'service_list', label: '服务记录', path: paths.personal.serviceList, icon: 'history', ...forMembers(REQUEST_MEMBERS) },
  { key: 'policy_notice', label: '政策通知', path: paths.personal.policyNotices, icon: 'notification', ...forMembers(REQUEST_MEMBERS) },
  // 消息中心 (issue 32): every signed-in person's own messages, so every member and someone in no company.
  { key: 'messages', label: '消息中心', path: paths.personal.messages, icon: 'mail', ...forMembers() },
  { key: 'message_settings', label: '通知设置', path: paths.personal.messageSettings, icon: 'bell', ...forMembers() },
  { key: 'my_question', label: '我的咨询', path: paths.personal.myConsultations, icon: 'message', ...forMembers() },
  { key: 'company_brief', label: '企业简介', path: paths.personal.companyBrief, icon: 'profile', ...forMembers(ALL_MEMBERS) },
  { key: 'members', label: '成员管理', path: paths.personal.members, icon: 'team', ...forMembers(ALL_MEMBERS), company: true },
  { key: 'concat_us', label: '联系方式', path: paths.personal.contact, icon: 'phone', ...forMembers() },
  { key: 'apply', label: '入驻申请', path: paths.personal.apply, icon: 'form', ...forMembers() },
  { key: 'account', label: '账号绑定', path: paths.personal.account, icon: 'lock', ...forMembers() },
];

/** A back-office item: staff only, for these roles. */
const forStaff = (roles: MenuItem['roles']) => ({ access: LoginType.ADMIN, roles });

/** The back office's left menu (spec §2 and issue 13), staff only, each item for the roles its page serves. */
export const SYSTEM_MENU: readonly MenuItem[] = [
  { key: 'warning', label: '房租预警', path: paths.system.warning, icon: 'alert', ...forStaff(BILLING_STAFF) },
  { key: 'otherwarning', label: '其他预警', path: paths.system.otherWarning, icon: 'warning', ...forStaff(BILLING_STAFF) },
  { key: 'leases', label: '租约管理', path: paths.system.leases, icon: 'contract', ...forStaff(BILLING_STAFF) },
  { key: 'fees', label: '服务费合同', path: paths.system.fees, icon: 'account', ...forStaff(BILLING_STAFF) },
  { key: 'reminders', label: '到期提醒记录', path: paths.system.reminders, icon: 'bell', ...forStaff(REMINDER_STAFF) },
  // Issue 32: the messages' SMS, e-mail and WeChat sends, kept by those who keep the reminders.
  {
    key: 'message_deliveries',
    label: '发送记录',
    path: paths.system.messageDeliveries,
    icon: 'history',
    ...forStaff(MESSAGE_DELIVERY_STAFF),
  },
  { key: 'bookings', label: '会议室管理', path: paths.system.bookings, icon: 'calendar', ...forStaff(BOOKING_STAFF) },
  { key: 'imports', label: '数据导入', path: paths.system.imports, icon: 'upload', ...forStaff(IMPORT_STAFF) },
  { key: 'feedback', label: '服务诉求', path: paths.system.feedback, icon: 'tool', ...forStaff(FEEDBACK_STAFF) },
  { key: 'questions', label: '咨询管理', path: paths.system.consultations, icon: 'message', ...forStaff(CONSULTATION_STAFF) },
  { key: 'companylist', label: '企业列表', path: paths.system.companyList, icon: 'team', ...forStaff(APPLICATION_STAFF) },
  { key: 'applylist', label: '申请列表', path: paths.system.applyList, icon: 'audit', ...forStaff(APPLICATION_STAFF) },
  { key: 'account', label: '政策通知', path: paths.system.policyNotices, icon: 'notification', ...forStaff(POLICY_NOTICE_STAFF) },
  { key: 'staff', label: '后台账号', path: paths.system.staff, icon: 'team', ...forStaff(ACCOUNT_STAFF) },
  { key: 'sessions', label: '会话与锁定', path: paths.system.sessions, icon: 'lock', ...forStaff(SECURITY_STAFF) },
  // The content editor's landing page (firstOpenPath): the first content item.
  { key: 'columns', label: '栏目更新', path: paths.system.columns, icon: 'history', ...forStaff(COLUMNS_READERS) },
  { key: 'policies', label: '政策资讯', path: paths.system.policies, icon: 'contract', ...forStaff(POLICY_STAFF) },
  { key: 'content', label: '内容发布', path: paths.system.content, icon: 'form', ...forStaff(CONTENT_STAFF) },
  { key: 'site', label: '站点管理', path: paths.system.site, icon: 'home', ...forStaff(SITE_STAFF) },
  { key: 'categories', label: '分类管理', path: paths.system.categories, icon: 'profile', ...forStaff(CATEGORY_STAFF) },
  { key: 'audit', label: '审计日志', path: paths.system.audit, icon: 'audit', ...forStaff(AUDIT_READERS) },
  // Every staff account's own messages (issue 32); after the role pages, so nobody lands here first.
  { key: 'messages', label: '消息中心', path: paths.system.messages, icon: 'mail', ...forStaff('any') },
  { key: 'security', label: '账号安全', path: paths.system.security, icon: 'user', ...forStaff('any') },
];

/**
 * Whether the viewer may open an item's page: the login type; for a staff page the roles; for a company page the
 * member role (someone in no company: every page but the team's, as before issue 30).
 */
export function mayOpen(item: MenuItem, viewer: MenuViewer): boolean {
  if (item.access !== undefined && item.access !== viewer?.type) return false;
  const member = viewer?.member ?? null;
  if (item.company && member === null) return false;
  if (item.members !== undefined && member !== null && !roleMay(member, item.members)) return false;
  return item.roles === undefined || holdsAnyRole(viewer?.roles ?? [], item.roles);
}

/** Items the viewer may see in a menu. */
export function visibleItems(menu: readonly MenuItem[], viewer: MenuViewer): MenuItem[] {
  return menu.filter((m) => !m.hidden && mayOpen(m, viewer));
}

/** The first page of a menu the viewer may open (a staff member's landing page in the back office). */
export function firstOpenPath(menu: readonly MenuItem[], viewer: MenuViewer): string | undefined {
  return visibleItems(menu, viewer)[0]?.path;
}

/** The item of a page: its own address, or the item whose page it belongs to (/system/imports/7: 数据导入). */
export function findMenuItem(menu: readonly MenuItem[], pathname: string): MenuItem | undefined {
  return menu.find((m) => m.path === pathname) ?? menu.find((m) => m.path !== '/' && pathname.startsWith(`${m.path}/`));
}
