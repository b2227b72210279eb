import { notFound } from '../../lib/errors';

/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { CONSULTATION_STAFF } from '../../../shared/auth/module-roles';

export const CONSULTATION_MISSING = '咨询不存在';

/**
 * Who may do what with consultations: anyone signed in sends one (question_add) and reads only their own
 * (my_question filters by the session's user, so another user's ids never reach them); administrators read every
 * consultation and answer it (access 'admin' on the inbox calls). An unknown id is said plainly to staff.
 */
export function requireConsultation<T>(row: T | undefined | null): T {
  if (!row) throw notFound(CONSULTATION_MISSING);
  return row;
}
