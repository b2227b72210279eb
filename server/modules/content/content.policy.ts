import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';

/** The staff who keep notices, news, services, training and rooms in the back office: content editors (issue 13). */
export const CONTENT_STAFF: readonly StaffRoleValue[] = [StaffRole.CONTENT];
