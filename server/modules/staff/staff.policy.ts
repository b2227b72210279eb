import { passwordResetBy, SECURITY_KEPT_ROLES, StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';
import { createRolesProblem, STAFF_MSG, StaffStatus } from '../../../shared/contracts/staff';
import type { Actor } from '../../lib/call';
import { fail, notFound } from '../../lib/errors';

/**
 * The rules behind the staff calls (who may make each call is defineCall's `roles`):
 * - nobody changes their own account's status, password (here) or roles ("No role can grant itself more");
 * - no administrator can make, or learn the password of, an account of another 三员 role and act through it: the
 *   system administrator creates accounts with its grantable roles only (the first security administrator aside)
 *   and does not reset the passwords of security administrators or auditors; the security administrator resets
 *   only those; giving an account a security-kept role renews its password (refuseCreateRoles, refuseReset,
 *   renewsPassword);
 * - at least one enabled account holding 'system' always remains, so accounts can still be managed.
 */

type AccountState = { status: number; staffRoles: readonly StaffRoleValue[] };

/** Refuses a change aimed at the caller's own account. */
export function refuseOwnAccount(actor: Actor, targetId: number, msg: string): void {
  if (actor.userId === targetId) throw fail(msg);
}

/** A staff account that exists (personal users are not staff accounts). */
export function requireStaffAccount<T>(row: T | undefined): T {
  if (!row) throw notFound(STAFF_MSG.notFound);
  return row;
}

/** Whether an account can act as system administrator now: enabled and holding 'system'. */
export function holdsEnabledSystem(account: AccountState): boolean {
  return account.status === StaffStatus.ENABLED && account.staffRoles.includes(StaffRole.SYSTEM);
}

/**
 * Refuses a change that would leave no enabled 'system' account: `before` → `after` of the account changed, and
 * how many OTHER enabled accounts hold 'system' (read under the staff lock).
 */
export function guardLastSystem(before: AccountState, after: AccountState, otherEnabledSystem: number): void {
  if (holdsEnabledSystem(before) && !holdsEnabledSystem(after) && otherEnabledSystem === 0) throw fail(STAFF_MSG.lastSystem);
}

/** Refuses a new account's roles the system administrator may not give (`securityHeld`: read under the staff lock). */
export function refuseCreateRoles(roles: readonly StaffRoleValue[], securityHeld: boolean): void {
  const problem = createRolesProblem(roles, securityHeld);
  if (problem) throw fail(problem);
}

/** Refuses a password reset by someone who does not hold the role that resets the target's (passwordResetBy). */
export function refuseReset(actor: Pick<Actor, 'roles'>, target: Pick<AccountState, 'staffRoles'>): void {
  const by = passwordResetBy(target.staffRoles);
  if (!actor.roles.includes(by)) throw fail(by === StaffRole.SECURITY ? STAFF_MSG.resetBySecurity : STAFF_MSG.resetBySystem);
}

/**
 * Whether a change of roles gives the account a role of SECURITY_KEPT_ROLES it did not hold: its password is then
 * renewed in the same change (shown once to the security administrator), so the system administrator who created
 * the account, and knew its first password, cannot act through it.
 */
export function renewsPassword(before: readonly StaffRoleValue[], after: readonly StaffRoleValue[]): boolean {
  return after.some((r) => SECURITY_KEPT_ROLES.includes(r) && !before.includes(r));
}
