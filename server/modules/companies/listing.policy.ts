import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';

/** The staff who correct a settled company's public listing: park operations. */
export const LISTING_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
