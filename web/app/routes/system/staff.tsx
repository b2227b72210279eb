import { paths } from '~/config/paths';
import { loadStaff } from '~/features/staff/api/staff.server';
import { StaffPage } from '~/features/staff/components/StaffPage';
import { parseStaffQuery } from '~/features/staff/staff-query';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/staff';

/** 后台账号 (staff_list): keyword, role, status and page from the URL. */
export const loader = listLoader(parseStaffQuery, loadStaff);

export const meta = metaOf('后台账号 - 管理后台', '后台账号与角色。');

/** 后台账号与角色 (issue 13): accounts by the system administrator, roles by the security administrator. */
export default function SystemStaff({ loaderData }: Route.ComponentProps) {
  return <StaffPage path={paths.system.staff} query={loaderData.query} page={loaderData.page} />;
}
