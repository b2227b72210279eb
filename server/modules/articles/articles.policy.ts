import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';

/** The staff who keep policy items and their attachments in the back office: content editors (issue 13). */
export const POLICY_STAFF: readonly StaffRoleValue[] = [StaffRole.CONTENT];
