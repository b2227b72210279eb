import { FEEDBACK_MSG, FeedbackStatus } from '../../../shared/feedback/rules';
import { fail, notFound } from '../../lib/errors';

/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { FEEDBACK_STAFF } from '../../../shared/auth/module-roles';

/**
 * Who may do what with service requests. A company raises and reads its own (settled companies only: see
 * members' companyFor, REQUEST_MEMBERS); staff read and answer all of them. Unknown ids answer '记录不存在'.
 */
export function requireFeedback<T>(row: T | undefined): T {
  if (!row) throw notFound(FEEDBACK_MSG.missing);
  return row;
}

/** Every photo must be one of the submitting user's own uploads of kind feedback; else nothing is stored. */
export function requirePhotos(wanted: readonly string[], found: readonly unknown[]): void {
  if (found.length !== wanted.length) throw fail(FEEDBACK_MSG.badPhoto);
}

/** A reply may be amended at any time; a request is marked 已完成 once. */
export function requireReply(row: { status: number }, done: boolean): void {
  if (done && row.status === FeedbackStatus.DONE) throw fail(FEEDBACK_MSG.alreadyDone);
}
