import { describe, expect, it } from 'vitest';
import { StaffRole } from '@shared/auth/staff-roles';
import { parseStaffQuery, staffListHref, staffListPayload } from './staff-query';
import { STAFF_MSG } from '@shared/contracts/staff';
import { createRoleOptions, formatInstant, resetPower, roleNames, staffPowers } from './staff-view';

const q = (s: string) => parseStaffQuery(new URLSearchParams(s));

describe('/system/staff URL', () => {
  it('reads role, status, keyword and page, falling back to all / page 1', () => {
    expect(q('role=security&status=0&keyword=%20王%20&page=3')).toEqual({ keyword: '王', role: 'security', status: 0, page: 3 });
    expect(q('role=boss&status=7&page=-1')).toEqual({ keyword: '', role: null, status: null, page: 1 });
  });

  it('leaves defaults out of links and sends the filters to staff_list', () => {
    expect(staffListHref('/system/staff', { keyword: '', role: null, status: null, page: 1 })).toBe('/system/staff');
    expect(staffListHref('/system/staff', { role: StaffRole.AUDITOR, status: 0, page: 2 })).toBe('/system/staff?role=auditor&status=0&page=2');
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

  it('gives account actions to the system administrator and roles to the security administrator', () => {
    expect(staffPowers({ roles: ['system', 'content'] })).toEqual({ accounts: true, roles: false });
    expect(staffPowers({ roles: ['security'] })).toEqual({ accounts: false, roles: true });
    expect(staffPowers(null)).toEqual({ accounts: false, roles: false });
  });

  it('offers the system administrator only the roles it may give, the first security administrator while none exists', () => {
    expect(createRoleOptions(true).map((o) => o.value)).toEqual(['system', 'content', 'operations']);
    expect(createRoleOptions(false).map((o) => o.value)).toEqual(['system', 'security', 'content', 'operations']);
  });

  it('lets each administrator reset only its own accounts’ passwords, and says who does the others', () => {
    const system = [StaffRole.SYSTEM, StaffRole.CONTENT];
    const security = [StaffRole.SECURITY];
    expect(resetPower(system, ['content'])).toEqual({ allowed: true, reason: '' });
    expect(resetPower(system, [])).toEqual({ allowed: true, reason: '' });
    expect(resetPower(system, ['auditor'])).toEqual({ allowed: false, reason: STAFF_MSG.resetBySecurity });
    expect(resetPower(system, ['security', 'content'])).toEqual({ allowed: false, reason: STAFF_MSG.resetBySecurity });
    expect(resetPower(security, ['auditor']).allowed).toBe(true);
    expect(resetPower(security, ['system'])).toEqual({ allowed: false, reason: STAFF_MSG.resetBySystem });
  });
});
