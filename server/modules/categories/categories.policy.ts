import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';

/** The staff who keep the technical services' and training categories: content editors (issue 13). */
export const CATEGORY_STAFF: readonly StaffRoleValue[] = [StaffRole.CONTENT];
