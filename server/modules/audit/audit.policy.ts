/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { AUDIT_READERS } from '../../../shared/auth/module-roles';
