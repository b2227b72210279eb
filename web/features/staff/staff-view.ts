import { passwordResetBy, SEPARATED_ROLES, STAFF_ROLE_LABEL, STAFF_ROLES, StaffRole, type StaffRoleValue } from '@shared/auth/staff-roles';
import type { UserInfo } from '@shared/contracts/auth';
import { createRolesProblem, STAFF_MSG } from '@shared/contracts/staff';

/** China Standard Time is UTC+8 all year (no daylight saving). */
const PARK_OFFSET_MS = 8 * 3_600_000;

/** yyyy-MM-dd HH:mm in park time, as every page shows an instant; '—' for none. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '—';
  const park = new Date(new Date(iso).getTime() + PARK_OFFSET_MS).toISOString();
  return `${park.slice(0, 10)} ${park.slice(11, 16)}`;
}

/** Role names in the roles' own order, joined for a sentence. */
export function roleNames(roles: readonly StaffRoleValue[]): string {
  return STAFF_ROLES.filter((r) => roles.includes(r)).map((r) => STAFF_ROLE_LABEL[r]).join('、');
}

/** The role choices of a form, the three 等保 roles marked (an account holds at most one of them). */
export const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({
  value: r,
  label: SEPARATED_ROLES.includes(r) ? `${STAFF_ROLE_LABEL[r]}（三员）` : STAFF_ROLE_LABEL[r],
}));

/**
 * The roles the system administrator may give a new account (createRolesProblem, the server's rule): never the
 * auditor; the security administrator only while no account holds that role (`securityHeld`).
 */
export function createRoleOptions(securityHeld: boolean) {
  return ROLE_OPTIONS.filter((o) => createRolesProblem([o.value], securityHeld) === null);
}

/**
 * What the viewer may do on /system/staff: account actions (system administrator), roles and the passwords of
 * security administrators and auditors (security administrator; resetPower says whose password).
 */
export function staffPowers(user: Pick<UserInfo, 'roles'> | null | undefined): { accounts: boolean; roles: boolean } {
  const held = user?.roles ?? [];
  return { accounts: held.includes(StaffRole.SYSTEM), roles: held.includes(StaffRole.SECURITY) };
}

/**
 * Whether a viewer holding `viewer` may reset the password of an account holding `target` (passwordResetBy, the
 * server's rule): `allowed`, or `reason` (who does it) for the disabled button's tooltip.
 */
export function resetPower(viewer: readonly StaffRoleValue[], target: readonly StaffRoleValue[]): { allowed: boolean; reason: string } {
  const by = passwordResetBy(target);
  if (viewer.includes(by)) return { allowed: true, reason: '' };
  return { allowed: false, reason: by === StaffRole.SECURITY ? STAFF_MSG.resetBySecurity : STAFF_MSG.resetBySystem };
}

/** The generated password as one line to copy (account and password). */
export function passwordCopyText(username: string, password: string): string {
  return `账户：${username}  初始密码：${password}`;
}
