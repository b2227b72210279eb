import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';
import { STAFF_MSG, StaffStatus } from '../../../shared/contracts/staff';
import type { Actor } from '../../lib/call';
import { fail, notFound } from '../../lib/errors';

/**
 * The rules behind the staff calls (who may make each call is defineCall's `roles`):
 * - nobody changes their own account's status, password (here) or roles ("No role can grant itself more");
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
