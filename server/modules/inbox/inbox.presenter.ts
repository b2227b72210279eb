import type { InboxBacklog, InboxSummary } from '../../../shared/contracts/inbox';
import type { Backlog } from '../../../shared/inbox/rules';

const presentBacklog = (b: Backlog): InboxBacklog => ({
  open: b.open,
  overdue: b.overdue,
  critical: b.critical,
  oldest_days: b.oldestDays,
});

/** Both inboxes' backlog side by side, with the reply limit they were counted against. */
export function presentInboxSummary(limit: number, backlogs: { feedback: Backlog; questions: Backlog }): InboxSummary {
  return { limit_working_days: limit, feedback: presentBacklog(backlogs.feedback), questions: presentBacklog(backlogs.questions) };
}
