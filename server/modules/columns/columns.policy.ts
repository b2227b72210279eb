/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { COLUMNS_READERS, COLUMN_LIMITS_STAFF } from '../../../shared/auth/module-roles';
