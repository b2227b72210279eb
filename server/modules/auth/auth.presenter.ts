import type { StaffSession, UserInfo } from '../../../shared/contracts/auth';
import { isStaffRole } from '../../../shared/auth/staff-roles';
import { LoginType } from '../../../shared/constants';
import type { companies, sessions, users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;
type CompanyRow = Pick<typeof companies.$inferSelect, 'id' | 'name' | 'status' | 'remark'>;

/** The signed-in user as the spec's userinfo shape; never the password hash or WeChat ids. */
export function presentUser(user: UserRow, company: CompanyRow | null): UserInfo {
  return {
    id: user.id,
    type: user.loginType,
    nickname: user.nickname || user.username || '',
    avatar: user.avatar,
    username: user.username ?? '',
    sign: user.sign,
    shop: company ? { id: company.id, shop_name: company.name, status: company.status, remark: company.remark } : null,
    ...(user.loginType === LoginType.ADMIN ? { roles: user.staffRoles.filter(isStaffRole) } : {}),
  };
}

type SessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'ip' | 'userAgent' | 'createdAt' | 'lastSeenAt' | 'expiresAt'> & {
  restriction: StaffSession['restriction'];
};

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, '微信'],
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome · Windows" from a User-Agent; "未知浏览器" when nothing is recognised. */
export function describeBrowser(userAgent: string): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(' · ') || '未知浏览器';
}

/** A staff member's session for the security page; never the token or its hash. */
export function presentStaffSession(row: SessionRow, currentId: number): StaffSession {
  return {
    id: row.id,
    browser: describeBrowser(row.userAgent),
    ip: row.ip,
    signed_in_at: row.createdAt.toISOString(),
    last_active_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    current: row.id === currentId,
    restriction: row.restriction,
  };
}
