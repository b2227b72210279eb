import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';

/** Who reads the expiry reminders sent and runs the job now: park operations, who keep the contracts. */
export const REMINDER_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
