import { describe, expect, it } from 'vitest';
import { StaffRole } from '@shared/auth/staff-roles';
import { FIRST_ADMIN_ROLES } from '@shared/auth/staff-roles';
import { findMenuItem, SYSTEM_MENU } from './menu';
import { staffNoAccessText } from './no-access';
import { paths } from './paths';

const item = (path: string) => findMenuItem(SYSTEM_MENU, path)!;

describe('staffNoAccessText: why a back-office page is not open to the viewer', () => {
  it("审计日志 to the first administrator: the 审计管理员's page, 三员分立, sign in with that account", () => {
    expect(staffNoAccessText(item(paths.system.audit), FIRST_ADMIN_ROLES)).toBe(
      '「审计日志」仅供审计管理员使用，您的账号（系统管理员、内容编辑、园区运营）无权访问。' +
        '按“三员分立”，系统管理员、安全管理员和审计管理员由不同的账号担任，请使用审计管理员账号登录后查看。',
    );
  });

  it('a page of several 三员 roles names them all', () => {
    expect(staffNoAccessText(item(paths.system.staff), [StaffRole.AUDITOR])).toMatch(
      /^「后台账号」仅供系统管理员或安全管理员使用，您的账号（审计管理员）无权访问。按“三员分立”.*请使用系统管理员或安全管理员账号登录后查看。$/,
    );
  });

  it('a business page says which role to ask for; an account without roles is told so', () => {
    expect(staffNoAccessText(item(paths.system.warning), [StaffRole.CONTENT])).toBe(
      '「房租预警」仅供园区运营使用，您的账号（内容编辑）无权访问。如需使用，请联系管理员为您的账号添加“园区运营”角色。',
    );
    expect(staffNoAccessText(item(paths.system.warning), [])).toContain('您的账号尚未分配角色，无权访问。');
  });
});
