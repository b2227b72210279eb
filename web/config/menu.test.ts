import { describe, expect, it } from 'vitest';
import { BILLING_MEMBERS, MemberRole, REQUEST_MEMBERS } from '@shared/auth/member-roles';
import { StaffRole } from '@shared/auth/staff-roles';
import { LoginType, ShopStatus } from '@shared/constants';
import { findMenuItem, firstOpenPath, mayOpen, PERSONAL_MENU, personalViewer, SYSTEM_MENU, visibleItems, type MenuViewer } from './menu';
import { paths } from './paths';

const labels = (viewer: MenuViewer) => visibleItems(PERSONAL_MENU, viewer).map((m) => m.label);
const member = (role: number | null): MenuViewer => ({ type: LoginType.PERSONAL, member: role });
/** The tabs that end a 财务’s and an 经办人’s lists alike. */
const SHARED_TABS = ['消息中心', '通知设置', '我的咨询', '企业简介', '成员管理', '联系方式', '入驻申请', '账号绑定'];

describe('the company area’s tabs by member role (issue 30)', () => {
  it('shows someone in no company what it showed before, plus 账号绑定, without 成员管理', () => {
    expect(labels(member(null))).toEqual([
      '企业服务',
      '房屋费用',
      '服务费用',
      '会议室预约',
      '缴费方式',
      '服务记录',
      '政策通知',
      '消息中心',
      '通知设置',
      '我的咨询',
      '企业简介',
      '联系方式',
      '入驻申请',
      '账号绑定',
    ]);
    expect(labels(personalViewer({ type: LoginType.PERSONAL, shop: null }))).toEqual(labels(member(null)));
    // An applicant is their company's first 负责人, but the team's tabs wait for the company to be settled.
    for (const status of [ShopStatus.REVIEWING, ShopStatus.REJECTED]) {
      expect(labels(personalViewer({ type: LoginType.PERSONAL, shop: { status, role: MemberRole.OWNER } }))).toEqual(labels(member(null)));
    }
    expect(personalViewer({ type: LoginType.PERSONAL, shop: { status: ShopStatus.PASSED, role: MemberRole.FINANCE } })).toEqual(
      member(MemberRole.FINANCE),
    );
  });

  it('shows a 负责人 every tab, 成员管理 included', () => {
    expect(labels(member(MemberRole.OWNER))).toEqual(PERSONAL_MENU.map((m) => m.label));
  });

  it('shows a 财务 the money and not the requests; an 经办人 the requests and not the money', () => {
    const finance = labels(member(MemberRole.FINANCE));
    expect(finance).toEqual(['房屋费用', '服务费用', '会议室预约', '缴费方式', ...SHARED_TABS]);
    const agent = labels(member(MemberRole.AGENT));
    expect(agent).toEqual(['企业服务', '会议室预约', '服务记录', '政策通知', ...SHARED_TABS]);
  });

  it('gives each company page the member roles of its calls, and 成员管理 only to a member', () => {
    const roles = (path: string) => findMenuItem(PERSONAL_MENU, path)?.members;
    for (const p of [paths.personal.roomPrice, paths.personal.servicePrice, paths.personal.paymentWay])
      expect(roles(p)).toBe(BILLING_MEMBERS);
    for (const p of [paths.personal.service, paths.personal.serviceList, paths.personal.policyNotices])
      expect(roles(p)).toBe(REQUEST_MEMBERS);
    for (const p of [
      paths.personal.messages,
      paths.personal.myConsultations,
      paths.personal.contact,
      paths.personal.apply,
      paths.personal.account,
    ])
      expect(roles(p)).toBeUndefined();
    const team = findMenuItem(PERSONAL_MENU, paths.personal.members)!;
    expect(mayOpen(team, member(null))).toBe(false);
    expect(mayOpen(team, member(MemberRole.AGENT))).toBe(true);
  });

  it('lands each role on its first tab, and refuses an unknown role every company page', () => {
    expect(firstOpenPath(PERSONAL_MENU, member(MemberRole.OWNER))).toBe(paths.personal.service);
    expect(firstOpenPath(PERSONAL_MENU, member(MemberRole.FINANCE))).toBe(paths.personal.roomPrice);
    expect(firstOpenPath(PERSONAL_MENU, member(null))).toBe(paths.personal.service);
    expect(labels(member(9))).toEqual(['消息中心', '通知设置', '我的咨询', '联系方式', '入驻申请', '账号绑定']);
  });

  it('finds the item of a page under a menu page (an import’s report is under 数据导入)', () => {
    expect(findMenuItem(SYSTEM_MENU, paths.systemImport(7))?.label).toBe('数据导入');
    expect(findMenuItem(SYSTEM_MENU, paths.system.imports)?.label).toBe('数据导入');
    expect(findMenuItem(SYSTEM_MENU, '/system/importsx')).toBeUndefined();
    expect(findMenuItem(SYSTEM_MENU, paths.system.root)).toBeUndefined();
  });

  it('gives every staff account 消息中心, after its own pages (issue 32)', () => {
    for (const role of Object.values(StaffRole)) {
      const viewer = { type: LoginType.ADMIN, roles: [role] };
      const shown = visibleItems(SYSTEM_MENU, viewer).map((m) => m.label);
      expect(shown.slice(-2)).toEqual(['消息中心', '账号安全']);
      expect(firstOpenPath(SYSTEM_MENU, viewer)).not.toBe(paths.system.messages);
    }
  });

  it('keeps the company area from staff and the back office from personal users', () => {
    expect(labels({ type: LoginType.ADMIN, roles: [StaffRole.SYSTEM] })).toEqual([]);
    expect(visibleItems(SYSTEM_MENU, member(MemberRole.OWNER))).toEqual([]);
  });
});
