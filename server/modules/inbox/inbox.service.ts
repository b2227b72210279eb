import type { InboxBacklog, InboxSummary } from '../../../shared/contracts/inbox';
import type { Backlog } from '../../../shared/inbox/rules';
import type { Db } from '../../db/client';
import { questionBacklog } from '../consultations/consultations.service';
import { feedbackBacklog } from '../feedback/feedback.service';

const present = (b: Backlog): InboxBacklog => ({ open: b.open, overdue: b.overdue, critical: b.critical, oldest_days: b.oldestDays });

/** Each inbox counts its own backlog (one index read each); this puts them side by side. */
export async function inboxSummaryOf(db: Db, today: string, limit: number): Promise<InboxSummary> {
  const [feedback, questions] = await Promise.all([feedbackBacklog(db, today, limit), questionBacklog(db, today, limit)]);
  return { limit_working_days: limit, feedback: present(feedback), questions: present(questions) };
}
