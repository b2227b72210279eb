import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inboxSummary } from '../../../shared/contracts/inbox';
import { parkToday } from '../../../shared/billing/rules';
import { defineCall } from '../../lib/call';
import { inboxSummaryOf } from './inbox.service';
import { StaffRole } from '../../../shared/auth/staff-roles';

const empty = z.object({}).passthrough();

/** Both inboxes' backlog for the back office's overview and menu badges (staff only; issue 10). */
export async function inboxRoutes(app: FastifyInstance) {
  defineCall(
    app,
    '/api/admin/inbox_summary',
    { body: empty, access: 'admin', roles: [StaffRole.OPERATIONS], invalidates: false, result: inboxSummary, summary: '待办答复概况：服务诉求与在线咨询的待答复、超时、临近三个月数量及最久等待天数' },
    async ({ db, env }) => ({ data: await inboxSummaryOf(db, parkToday(app.clock()), env.REPLY_LIMIT_WORKING_DAYS) }),
  );
}
