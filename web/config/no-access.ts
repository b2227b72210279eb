import { SEPARATED_ROLES, STAFF_ROLE_LABEL, type StaffRoleValue } from '@shared/auth/staff-roles';
import { findMenuItem, mayOpen, SYSTEM_MENU, type MenuItem, type MenuViewer } from './menu';

/**
 * What the back office says to a staff member who opens, by its address, a page of roles they do not hold (instead of
 * sending them elsewhere without a word): whose page it is, which roles they hold, and what to do. A page of the 三员
 * roles (审计日志 for the 审计管理员, 会话与锁定 for the 安全管理员…) is never given to another account by adding a
 * role: 三员分立 keeps the three apart, so they are told to sign in with such an account; a business page (园区运营,
 * 内容编辑) can be, so they are told to ask for the role.
 */
export function staffNoAccessText(item: MenuItem, viewerRoles: readonly StaffRoleValue[]): string {
  const pageRoles = item.roles === undefined || item.roles === 'any' ? [] : item.roles;
  const owners = pageRoles.map((r) => STAFF_ROLE_LABEL[r]).join('或');
  const mine = viewerRoles.length > 0 ? `您的账号（${viewerRoles.map((r) => STAFF_ROLE_LABEL[r]).join('、')}）` : '您的账号尚未分配角色，';
  const head = `「${item.label}」仅供${owners}使用，${mine}无权访问。`;
  const separated = pageRoles.length > 0 && pageRoles.every((r) => SEPARATED_ROLES.includes(r));
  return separated
    ? `${head}按“三员分立”，系统管理员、安全管理员和审计管理员由不同的账号担任，请使用${owners}账号登录后查看。`
    : `${head}如需使用，请联系管理员为您的账号添加“${owners}”角色。`;
}

/** Why the back-office page at `pathname` is not the viewer's (staffNoAccessText), or null when they may open it. */
export function staffPageDenied(pathname: string, viewer: MenuViewer): string | null {
  const item = findMenuItem(SYSTEM_MENU, pathname);
  return item && !mayOpen(item, viewer) ? staffNoAccessText(item, viewer?.roles ?? []) : null;
}
