import { describe, expect, it } from 'vitest';
import { StaffRole } from '@shared/auth/staff-roles';
import { LoginType } from '@shared/constants';
import { firstOpenPath, mayOpen, SYSTEM_MENU } from '~/config/menu';
import { paths } from '~/config/paths';

describe('栏目更新 in the back office menu', () => {
  it("is the content editor's landing page, open to system administrators, closed to the other roles", () => {
    expect(firstOpenPath(SYSTEM_MENU, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] })).toBe(paths.system.columns);
    const item = SYSTEM_MENU.find((m) => m.path === paths.system.columns)!;
    expect(mayOpen(item, { type: LoginType.ADMIN, roles: [StaffRole.SYSTEM] })).toBe(true);
    for (const role of [StaffRole.AUDITOR, StaffRole.SECURITY, StaffRole.OPERATIONS]) {
      expect(mayOpen(item, { type: LoginType.ADMIN, roles: [role] })).toBe(false);
    }
    const categories = SYSTEM_MENU.find((m) => m.path === paths.system.categories)!;
    expect(mayOpen(categories, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] })).toBe(true);
    expect(mayOpen(categories, { type: LoginType.ADMIN, roles: [StaffRole.SYSTEM] })).toBe(false);
  });
});
