import { z } from 'zod';

/**
 * One inbox's backlog (issue 10): unanswered items, how many are past the reply limit (critical ones included),
 * how many are close to the three-month inspection line, and the oldest unanswered item's age in days.
 */
export const inboxBacklog = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  critical: z.number().int(),
  oldest_days: z.number().int(),
});
export type InboxBacklog = z.infer<typeof inboxBacklog>;

/** /api/admin/inbox_summary: both inboxes, for the back office's overview and menu badges. */
export const inboxSummary = z.object({
  /** The reply limit in working days (setting REPLY_LIMIT_WORKING_DAYS). */
  limit_working_days: z.number().int(),
  feedback: inboxBacklog,
  questions: inboxBacklog,
});
export type InboxSummary = z.infer<typeof inboxSummary>;
