import { describe, expect, it } from 'vitest';
import { FIRST_ADMIN_ROLES, holdsAnyRole, isStaffRole, roleSetProblem, StaffRole } from './staff-roles';

describe('staff role sets', () => {
  it('keeps the three 等保 roles on different accounts and allows business roles beside any of them', () => {
    expect(roleSetProblem([StaffRole.SYSTEM, StaffRole.SECURITY])).toBe('系统管理员、安全管理员、审计管理员须由不同账号担任');
    expect(roleSetProblem([StaffRole.SECURITY, StaffRole.AUDITOR])).not.toBeNull();
    expect(roleSetProblem([StaffRole.AUDITOR, StaffRole.CONTENT])).toBeNull();
    expect(roleSetProblem([StaffRole.CONTENT, StaffRole.OPERATIONS])).toBeNull();
    expect(roleSetProblem(FIRST_ADMIN_ROLES)).toBeNull();
    expect(roleSetProblem([])).toBe('请至少选择一个角色');
  });

  it('lets a call through only to a role it names, or to every staff account for "any"', () => {
    expect(holdsAnyRole([StaffRole.CONTENT], [StaffRole.OPERATIONS])).toBe(false);
    expect(holdsAnyRole([StaffRole.CONTENT, StaffRole.OPERATIONS], [StaffRole.OPERATIONS])).toBe(true);
    expect(holdsAnyRole([], 'any')).toBe(true);
    expect(holdsAnyRole([], [])).toBe(false);
    expect(isStaffRole('root')).toBe(false);
    expect(isStaffRole('auditor')).toBe(true);
  });
});
