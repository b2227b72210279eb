import { isStaffRole } from '../../../shared/auth/staff-roles';
import { STAFF_STATUS_LABEL, type StaffAccount, type StaffLiveSession, type StaffStatusValue } from '../../../shared/contracts/staff';
import type { sessions, users } from '../../db/schema/index';
import { describeBrowser } from '../auth/auth.public';

type UserRow = typeof users.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

/** A staff account for the accounts table: never the password hash, TOTP secret or its steps. */
export function presentStaffAccount(row: UserRow, locked: boolean): StaffAccount {
  return {
    id: row.id,
    username: row.username ?? '',
    nickname: row.nickname,
    roles: row.staffRoles.filter(isStaffRole),
    status: row.status,
    status_name: STAFF_STATUS_LABEL[row.status as StaffStatusValue] ?? '',
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    totp_enabled: Boolean(row.totpEnabledAt),
    must_change_password: row.mustChangePassword,
    locked,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of an account before and after a change (no secrets). */
export function auditAccount(row: UserRow) {
  return { username: row.username ?? '', nickname: row.nickname, roles: row.staffRoles, status: row.status };
}

/** Someone's live session for the security administrator; never the token or its hash. */
export function presentLiveSession(
  r: { session: SessionRow; username: string | null; nickname: string },
  currentId: number,
): StaffLiveSession {
  return {
    id: r.session.id,
    user_id: r.session.userId,
    username: r.username ?? '',
    nickname: r.nickname,
    browser: describeBrowser(r.session.userAgent),
    ip: r.session.ip,
    signed_in_at: r.session.createdAt.toISOString(),
    last_active_at: r.session.lastSeenAt.toISOString(),
    expires_at: r.session.expiresAt.toISOString(),
    current: r.session.id === currentId,
  };
}
