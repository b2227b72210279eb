import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';

/** Who reads the columns' freshness: content editors (their landing page) and system administrators. */
export const COLUMNS_READERS: readonly StaffRoleValue[] = [StaffRole.CONTENT, StaffRole.SYSTEM];
/** Who changes the columns' limits (a site setting): system administrators. */
export const COLUMN_LIMITS_STAFF: readonly StaffRoleValue[] = [StaffRole.SYSTEM];
