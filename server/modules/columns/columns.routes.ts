import type { FastifyInstance } from 'fastify';
import * as columnsCalls from '../../../shared/calls/columns';
import { COLUMN_FRESHNESS_KEY, COLUMNS_MSG } from '../../../shared/contracts/columns';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { COLUMN_LIMITS_STAFF, COLUMNS_READERS } from './columns.policy';
import { presentColumnsOverview } from './columns.presenter';
import { columnLimits, lastUpdates, saveColumnLimits } from './columns.service';

/**
 * 栏目更新 (issue 13): each public column's last update against its limit (content editors and system
 * administrators read it); the limits are a site setting, changed by a system administrator and audited.
 */
export function columnsRoutes(app: FastifyInstance) {
  defineCall(
    app,
    columnsCalls.columnsOverview,
    {
      access: 'admin',
      roles: COLUMNS_READERS,
      invalidates: false,
      summary: '栏目更新情况：各栏目最近更新、距今天数、更新期限与状态（正常、即将超期、已超期）',
    },
    async ({ db }) => {
      const [last, limits] = await Promise.all([lastUpdates(db), columnLimits(db)]);
      const items = presentColumnsOverview(last, limits, app.clock());
      return { data: items, count: items.length };
    },
  );

  defineCall(
    app,
    columnsCalls.columnsLimitsSave,
    // The limits show on no public page.
    { access: 'admin', roles: COLUMN_LIMITS_STAFF, invalidates: false, summary: '修改各栏目的更新期限（天，0 表示不检查）' },
    async ({ db, body, req }) => {
      const r = await saveColumnLimits(db, body, app.clock());
      await audit(db, req, {
        action: 'columns.limits',
        objectType: 'site_setting',
        objectId: COLUMN_FRESHNESS_KEY,
        detail: { before: r.before, after: r.after },
      });
      return { msg: COLUMNS_MSG.saved, data: r.after };
    },
  );
}
