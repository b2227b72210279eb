import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';
import { notFound } from '../../lib/errors';

/** The staff who read and answer consultations from the inbox: park operations. */
export const CONSULTATION_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];

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
