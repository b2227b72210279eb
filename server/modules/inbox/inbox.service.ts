import type { Backlog } from '../../../shared/inbox/rules';
import type { Db } from '../../db/client';
import { consultationBacklog } from '../consultations/consultations.public';
import { feedbackBacklog } from '../feedback/feedback.public';

/** Each inbox counts its own backlog (one index read each); this reads both at once. */
export async function inboxBacklogs(db: Db, today: string, limit: number): Promise<{ feedback: Backlog; questions: Backlog }> {
  const [feedback, questions] = await Promise.all([feedbackBacklog(db, today, limit), consultationBacklog(db, today, limit)]);
  return { feedback, questions };
}
