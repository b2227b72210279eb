import { describe, expect, it } from 'vitest';
import { StaffRole } from '@shared/auth/staff-roles';
import { parseStaffQuery, staffListHref, staffListPayload } from './staff-query';
import { STAFF_MSG } from '@shared/contracts/staff';
import { createRoleOptions, dutyPower, formatInstant, roleNames, rolesPower, staffPowers } from './staff-view';

const q = (s: string) => parseStaffQuery(new URLSearchParams(s));

describe('/system/staff URL', () => {
  it('reads role, status, keyword and page, falling back to all / page 1', () => {
    expect(q('role=security&status=0&keyword=%20王%20&page=3')).toEqual({ keyword: '王', role: 'security', status: 0, page: 3 });
    expect(q('role=boss&status=7&page=-1')).toEqual({ keyword: '', role: null, status: null, page: 1 });
  });

  it('leaves defaults out of links and sends the filters to staff_list', () => {
    expect(staffListHref('/system/staff', { keyword: '', role: null, status: null, page: 1 })).toBe('/system/staff');
    expect(staffListHref('/system/staff', { role: StaffRole.AUDITOR, status: 0, page: 2 })).toBe(
      '/system/staff?role=auditor&status=0&page=2',
    );
    expect(staffListPayload(q('status=1&keyword=li'))).toEqual({ keyword: 'li', status: 1, start: 1, page_size: 8 });
    expect(staffListPayload(q(''))).toEqual({ start: 1, page_size: 8 });
  });
});

describe('staff view helpers', () => {
  it('formats instants in park time and names roles in order', () => {
    expect(formatInstant('2025-03-01T16:05:00Z')).toBe('2025-03-02 00:05');
    expect(formatInstant(null)).toBe('—');
    expect(roleNames(['operations', 'system'])).toBe('系统管理员、园区运营');
  });

  it('gives creating accounts to the system administrator and second factors to the security administrator', () => {
    expect(staffPowers({ roles: ['system', 'content'] })).toEqual({ accounts: true, security: false });
    expect(staffPowers({ roles: ['security'] })).toEqual({ accounts: false, security: true });
    expect(staffPowers(null)).toEqual({ accounts: false, security: false });
  });

  it('offers the system administrator only the roles it may give, the first security administrator while none exists', () => {
    expect(createRoleOptions(true).map((o) => o.value)).toEqual(['system', 'content', 'operations']);
    expect(createRoleOptions(false).map((o) => o.value)).toEqual(['system', 'security', 'content', 'operations']);
  });

  it('follows the duty table: each administrator acts on the accounts it keeps, and says who does the others', () => {
    const system = [StaffRole.SYSTEM, StaffRole.CONTENT];
    const security = [StaffRole.SECURITY];
    expect(dutyPower('reset_password', system, ['content'])).toEqual({ allowed: true, reason: '' });
    expect(dutyPower('reset_password', system, [])).toEqual({ allowed: true, reason: '' });
    expect(dutyPower('reset_password', system, ['auditor'])).toEqual({ allowed: false, reason: STAFF_MSG.resetBySecurity });
    expect(dutyPower('reset_password', system, ['security', 'content'])).toEqual({ allowed: false, reason: STAFF_MSG.resetBySecurity });
    expect(dutyPower('reset_password', security, ['auditor']).allowed).toBe(true);
    expect(dutyPower('reset_password', security, ['system'])).toEqual({ allowed: false, reason: STAFF_MSG.resetBySystem });
    expect(dutyPower('status', system, ['auditor'])).toEqual({ allowed: false, reason: STAFF_MSG.statusBySecurity });
    expect(dutyPower('status', security, ['security']).allowed).toBe(true);
    expect(dutyPower('status', security, ['content'])).toEqual({ allowed: false, reason: STAFF_MSG.statusBySystem });
    expect(dutyPower('reset_totp', security, ['system']).allowed).toBe(true);
    expect(dutyPower('reset_totp', system, ['content']).allowed).toBe(false);
  });

  it('offers 修改角色 where the viewer can make some change: the system role by the system administrator, the rest by security', () => {
    const system = [StaffRole.SYSTEM];
    const security = [StaffRole.SECURITY];
    expect(rolesPower(system, ['content'])).toBe(true);
    expect(rolesPower(system, ['system', 'content'])).toBe(true);
    expect(rolesPower(system, ['auditor'])).toBe(false);
    expect(rolesPower(security, ['auditor'])).toBe(true);
    expect(rolesPower(security, ['system'])).toBe(true);
    expect(rolesPower([StaffRole.AUDITOR], ['content'])).toBe(false);
  });
});
