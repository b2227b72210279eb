import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { ApiCall } from '@shared/calls/define';
import * as authCalls from '@shared/calls/auth';
import { FIRST_ADMIN_ROLES, StaffRole, type StaffRoleValue } from '@shared/auth/staff-roles';
import { Code } from '@shared/envelope';
import { LoginType } from '@shared/constants';
import { paths } from '~/config/paths';
import { staffPageDenied } from '~/config/no-access';
import { loader } from './system';

/** A staff session with these roles; every other call fails (the badges and the bell then show nothing). */
function staffContext(roles: StaffRoleValue[]) {
  const user = { id: 1, type: LoginType.ADMIN, nickname: '管理员', avatar: '', username: 'admin', sign: '', shop: null, roles };
  const api = async (c: ApiCall) =>
    c.path === authCalls.userinfo.path ? { code: Code.OK, msg: 'ok', data: user } : { code: 0, msg: '无权访问', data: null };
  return { token: 't', api } as unknown as AppLoadContext;
}

const open = (path: string, roles: StaffRoleValue[]) =>
  loader({ request: new Request(`http://park.test${path}`), context: staffContext(roles), params: {} } as Parameters<typeof loader>[0]);

describe("the back office's frame: a page of other roles says why instead of sending the viewer away", () => {
  it("审计日志 opened by the system administrator: no redirect, the page says it is the 审计管理员's", async () => {
    await expect(open(paths.system.audit, [...FIRST_ADMIN_ROLES])).resolves.toMatchObject({ bell: true });
    expect(staffPageDenied(paths.system.audit, { type: LoginType.ADMIN, roles: FIRST_ADMIN_ROLES })).toContain(
      '「审计日志」仅供审计管理员使用',
    );
  });

  it('every page of other roles alike (a content editor at 房租预警, the auditor at 后台账号); their own pages open', async () => {
    await expect(open(paths.system.warning, [StaffRole.CONTENT])).resolves.toMatchObject({ bell: true });
    await expect(open(paths.system.staff, [StaffRole.AUDITOR])).resolves.toMatchObject({ bell: true });
    expect(staffPageDenied(paths.system.warning, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] })).toContain(
      '「房租预警」仅供园区运营使用',
    );
    expect(staffPageDenied(paths.system.audit, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR] })).toBeNull();
    expect(staffPageDenied(paths.system.security, { type: LoginType.ADMIN, roles: [] })).toBeNull();
  });
});
