import { SECURITY_STAFF, SYSTEM_STAFF } from '@shared/auth/module-roles';
import {
  holdsAnyRole,
  roleSetProblem,
  SEPARATED_ROLES,
  STAFF_ROLE_LABEL,
  STAFF_ROLES,
  type StaffRoleValue,
} from '@shared/auth/staff-roles';
import type { UserInfo } from '@shared/contracts/auth';
import { createRolesProblem, dutyProblem, rolesChangeProblem, type AccountDuty } from '@shared/contracts/staff';

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
  return STAFF_ROLES.filter((r) => roles.includes(r))
    .map((r) => STAFF_ROLE_LABEL[r])
    .join('、');
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
 * What the viewer may do on /system/staff: create and rename accounts (system administrator); act on other accounts
 * as the duty table says (dutyPower, rolesPower); `security` also resets second factors and sees the note on it.
 */
export function staffPowers(user: Pick<UserInfo, 'roles'> | null | undefined): { accounts: boolean; security: boolean } {
  const held = user?.roles ?? [];
  return { accounts: holdsAnyRole(held, SYSTEM_STAFF), security: holdsAnyRole(held, SECURITY_STAFF) };
}

/**
 * Whether a viewer holding `viewer` may do `duty` to an account holding `target` (STAFF_DUTY_TABLE, the server's
 * rule): `allowed`, or `reason` (who does it) for the disabled button's tooltip.
 */
export function dutyPower(
  duty: AccountDuty,
  viewer: readonly StaffRoleValue[],
  target: readonly StaffRoleValue[],
): { allowed: boolean; reason: string } {
  const problem = dutyProblem(duty, viewer, target);
  return { allowed: problem === null, reason: problem ?? '' };
}

/** Every set of roles one account may hold (roleSetProblem), in the roles' own order. */
const ROLE_SETS: StaffRoleValue[][] = Array.from({ length: 2 ** STAFF_ROLES.length }, (_, mask) =>
  STAFF_ROLES.filter((_r, i) => mask & (2 ** i)),
).filter((set) => roleSetProblem(set) === null);

/** Whether a viewer holding `viewer` may make some change of roles to an account holding `target` (修改角色 shown). */
export function rolesPower(viewer: readonly StaffRoleValue[], target: readonly StaffRoleValue[]): boolean {
  return ROLE_SETS.some(
    (after) =>
      (after.length !== target.length || after.some((r) => !target.includes(r))) && rolesChangeProblem(viewer, target, after) === null,
  );
}

/** The generated password as one line to copy (account and password). */
export function passwordCopyText(username: string, password: string): string {
  return `账户：${username}  初始密码：${password}`;
}
