import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';

/** Who sees both inboxes' backlog (the overview and the menu badges): park operations, who answer them. */
export const INBOX_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
