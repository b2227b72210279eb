import type { AppLoadContext } from 'react-router';
import { inboxSummary, type InboxSummary } from '@shared/contracts/inbox';
import { Code } from '@shared/envelope';

/** Both inboxes' backlog (inbox_summary); null when it cannot be had, so a page never fails for a badge. */
export async function loadInboxSummary(context: AppLoadContext): Promise<InboxSummary | null> {
  const res = await context.api<unknown>('/api/admin/inbox_summary', {});
  if (res.code !== Code.OK) return null;
  const parsed = inboxSummary.safeParse(res.data);
  return parsed.success ? parsed.data : null;
}
