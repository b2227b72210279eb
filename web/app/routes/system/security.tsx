import { paths } from '~/config/paths';
import { loadSecurity } from '~/features/auth/staff-security/api/security.server';
import { SecurityPage } from '~/features/auth/staff-security/components/SecurityPage';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/security';

/** 账号安全: the staff member's own password, second factor and sessions (also where a restricted session lands). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadSecurity(context);
}

export const meta = metaOf('账号安全 - 管理后台', '修改密码、动态验证码与登录会话。');

export default function SystemSecurity({ loaderData }: Route.ComponentProps) {
  return <SecurityPage info={loaderData.info} sessions={loaderData.sessions} homePath={paths.system.root} />;
}
