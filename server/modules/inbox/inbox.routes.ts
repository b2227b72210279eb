import type { FastifyInstance } from 'fastify';
import { parkToday } from '../../../shared/billing/rules';
import * as inboxCalls from '../../../shared/calls/inbox';
import { defineCall } from '../../lib/call';
import { INBOX_STAFF } from './inbox.policy';
import { presentInboxSummary } from './inbox.presenter';
import { inboxBacklogs } from './inbox.service';

/** Both inboxes' backlog for the back office's overview and menu badges (staff only; issue 10). */
export async function inboxRoutes(app: FastifyInstance) {
  defineCall(
    app,
    inboxCalls.inboxSummary,
    {
      access: 'admin',
      roles: INBOX_STAFF,
      invalidates: false,
      summary: '待办答复概况：服务诉求与在线咨询的待答复、超时、临近三个月数量及最久等待天数',
    },
    async ({ db, env }) => {
      const limit = env.REPLY_LIMIT_WORKING_DAYS;
      return { data: presentInboxSummary(limit, await inboxBacklogs(db, parkToday(app.clock()), limit)) };
    },
  );
}
