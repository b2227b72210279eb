import type { AppLoadContext } from 'react-router';
import * as inboxCalls from '@shared/calls/inbox';
import type { InboxSummary } from '@shared/contracts/inbox';
import { Code } from '@shared/envelope';
import { oncePerRequest } from '~/lib/per-request.server';

/**
 * Both inboxes' backlog (inbox_summary); null when it cannot be had, so a page never fails for a badge. Asked once
 * per request: the back office's menu badges and the overview page show the same figures.
 */
export const loadInboxSummary = oncePerRequest(async (context: AppLoadContext): Promise<InboxSummary | null> => {
  const res = await context.api(inboxCalls.inboxSummary, {});
  return res.code === Code.OK ? res.data : null;
});
