import { changesSeparatedRole, StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';
import {
  createRolesProblem,
  dutyProblem,
  rolesChangeProblem,
  STAFF_MSG,
  StaffStatus,
  type AccountDuty,
} from '../../../shared/contracts/staff';
import { MSG } from '../../../shared/messages';
import type { Actor } from '../../lib/call';
import { fail, notFound } from '../../lib/errors';

/**
 * The rules behind the staff calls (who may make each call is defineCall's `roles`; who may do it to which account
 * is STAFF_DUTY_TABLE in shared/auth/staff-roles.ts, read here and by the staff pages):
 * - nobody changes their own account's status, password, second factor or roles ("No role can grant itself more");
 * - the role that may learn an account's password (resetting it, or changing its 三员 role, which renews it) is the
 *   role that keeps accounts of that kind, so no administrator acts through an account of another 三员 role
 *   (refuseDuty, refuseRolesChange, refuseCreateRoles, renewsOnRolesChange);
 * - at least one enabled account holding 'system', and (once there is one) one holding 'security', always remains.
 */

// Who may make each staff call (defineCall's `roles`); what each may do to which account is refuseDuty's.
/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { SYSTEM_STAFF, SECURITY_STAFF, ACCOUNT_STAFF } from '../../../shared/auth/module-roles';

type AccountState = { status: number; staffRoles: readonly StaffRoleValue[] };

/** The roles of which one enabled account must always remain (guardLast). */
export const KEPT_ENABLED_ROLES = [StaffRole.SYSTEM, StaffRole.SECURITY] as const;
export type KeptEnabledRole = (typeof KEPT_ENABLED_ROLES)[number];
const LAST_MSG: Record<KeptEnabledRole, string> = { system: STAFF_MSG.lastSystem, security: STAFF_MSG.lastSecurity };

/** Refuses a change aimed at the caller's own account. */
export function refuseOwnAccount(actor: Actor, targetId: number, msg: string): void {
  if (actor.userId === targetId) throw fail(msg);
}

/** A staff account that exists (personal users are not staff accounts). */
export function requireStaffAccount<T>(row: T | undefined): T {
  if (!row) throw notFound(STAFF_MSG.notFound);
  return row;
}

/** Whether an account can act in `role` now: enabled and holding it. */
export function holdsEnabled(account: AccountState, role: StaffRoleValue): boolean {
  return account.status === StaffStatus.ENABLED && account.staffRoles.includes(role);
}

/**
 * Refuses a change that would leave no enabled account holding a KEPT_ENABLED_ROLES role: `before` → `after` of the
 * account changed, and how many OTHER enabled accounts hold each role (read under the staff lock).
 */
export function guardLast(before: AccountState, after: AccountState, otherEnabled: Record<KeptEnabledRole, number>): void {
  for (const role of KEPT_ENABLED_ROLES) {
    if (holdsEnabled(before, role) && !holdsEnabled(after, role) && otherEnabled[role] === 0) throw fail(LAST_MSG[role]);
  }
}

/** Refuses a new account's roles the system administrator may not give (`securityHeld`: read under the staff lock). */
export function refuseCreateRoles(roles: readonly StaffRoleValue[], securityHeld: boolean): void {
  const problem = createRolesProblem(roles, securityHeld);
  if (problem) throw fail(problem);
}

/** Refuses `duty` on an account by someone the duty table does not name for it (read locked by the caller). */
export function refuseDuty(duty: AccountDuty, actor: Pick<Actor, 'roles'>, target: Pick<AccountState, 'staffRoles'>): void {
  const problem = dutyProblem(duty, actor.roles, target.staffRoles);
  if (problem) throw fail(problem);
}

/** Refuses a change of roles the duty table does not give the caller (rolesChangedBy). */
export function refuseRolesChange(actor: Pick<Actor, 'roles'>, before: readonly StaffRoleValue[], after: readonly StaffRoleValue[]): void {
  const problem = rolesChangeProblem(actor.roles, before, after);
  if (problem) throw fail(problem);
}

/**
 * Whether a change of roles renews the account's password, ends its sessions and clears its second factor: any
 * change of its 三员 role (gaining, losing or swapping one), so whoever knew the password before — the creator, or the
 * administrator of its former 三员 role — cannot act through the account in its new role.
 */
export function renewsOnRolesChange(before: readonly StaffRoleValue[], after: readonly StaffRoleValue[]): boolean {
  return changesSeparatedRole(before, after);
}

/** The security administrator's own current session is not ended here: signing out ends it. */
export function requireOtherSession(actor: Actor, sessionId: number): void {
  if (sessionId === actor.sessionId) throw fail(MSG.sessionIsCurrent);
}

/** A live staff session (staff.service endStaffSession found and ended it). */
export function requireLiveSession<T>(ended: T | undefined): T {
  if (!ended) throw fail(MSG.sessionNotFound);
  return ended;
}
