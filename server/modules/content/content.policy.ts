/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { CONTENT_STAFF } from '../../../shared/auth/module-roles';
