import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { StaffRole } from '../../../shared/auth/staff-roles';
import { COLUMN_FRESHNESS_KEY, COLUMNS_MSG, columnOverviewItem, columnsLimitsSaveBody } from '../../../shared/contracts/columns';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { presentColumnsOverview } from './columns.presenter';
import { columnLimits, lastUpdates, saveColumnLimits } from './columns.service';

const empty = z.object({});

/**
 * 栏目更新 (issue 13): each public column's last update against its limit (content editors and system
 * administrators read it); the limits are a site setting, changed by a system administrator and audited.
 */
export function columnsRoutes(app: FastifyInstance) {
  defineCall(
    app,
    '/api/admin/columns_overview',
    { body: empty, access: 'admin', roles: [StaffRole.CONTENT, StaffRole.SYSTEM], invalidates: false, result: z.array(columnOverviewItem), summary: '栏目更新情况：各栏目最近更新、距今天数、更新期限与状态（正常、即将超期、已超期）' },
    async ({ db }) => {
      const [last, limits] = await Promise.all([lastUpdates(db), columnLimits(db)]);
      const items = presentColumnsOverview(last, limits, app.clock());
      return { data: items, count: items.length };
    },
  );

  defineCall(
    app,
    '/api/admin/columns_limits_save',
    // The limits show on no public page.
    { body: columnsLimitsSaveBody, access: 'admin', roles: [StaffRole.SYSTEM], invalidates: false, result: z.record(z.string(), z.number().int()), summary: '修改各栏目的更新期限（天，0 表示不检查）' },
    async ({ db, body, req }) => {
      const r = await saveColumnLimits(db, body, app.clock());
      await audit(db, req, { action: 'columns.limits', objectType: 'site_setting', objectId: COLUMN_FRESHNESS_KEY, detail: { before: r.before, after: r.after } });
      return { msg: COLUMNS_MSG.saved, data: r.after };
    },
  );
}
