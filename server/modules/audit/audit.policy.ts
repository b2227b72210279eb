import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';

/** Who reads and exports the audit trail: the 审计管理员 only (等保 2.0 三员分立; not even the system administrator). */
export const AUDIT_READERS: readonly StaffRoleValue[] = [StaffRole.AUDITOR];
