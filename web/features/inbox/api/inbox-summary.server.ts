import type { AppLoadContext } from 'react-router';
import * as inboxCalls from '@shared/calls/inbox';
import type { InboxSummary } from '@shared/contracts/inbox';
import { Code } from '@shared/envelope';

/** Both inboxes' backlog (inbox_summary); null when it cannot be had, so a page never fails for a badge. */
export async function loadInboxSummary(context: AppLoadContext): Promise<InboxSummary | null> {
  const res = await context.api(inboxCalls.inboxSummary, {});
  return res.code === Code.OK ? res.data : null;
}
