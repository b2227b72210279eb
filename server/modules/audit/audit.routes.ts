import type { FastifyInstance } from 'fastify';
import { parkToday } from '../../../shared/billing/rules';
import * as auditCalls from '../../../shared/calls/audit';
import { AUDIT_EXPORT_CAP, auditExportQuery } from '../../../shared/contracts/audit';
import { audit } from '../../lib/audit';
import { defineCall, staffQuery } from '../../lib/call';
import { DOWNLOAD_CACHE_CONTROL, contentDisposition } from '../../lib/download';
import { auditCsv } from './audit-csv';
import { AUDIT_READERS } from './audit.policy';
import { presentAudit } from './audit.presenter';
import { auditWhere, countForExport, exportRows, lastAuditId, listAudit } from './audit.service';

/** The audit trail's viewer and its CSV export, for the auditor (issue 13). */
export async function auditRoutes(app: FastifyInstance) {
  defineCall(
    app,
    auditCalls.auditList,
    {
      access: 'admin',
      roles: AUDIT_READERS,
      invalidates: false,
      summary: '审计日志查询：操作人（账户、昵称或编号）、操作、对象、日期范围、结果；新的在前',
    },
    async ({ db, body }) => {
      const { rows, total } = await listAudit(db, body);
      return { data: rows.map(presentAudit), count: total };
    },
  );

  /**
   * GET /api/admin/audit_export?<audit_list's filters>: the filtered trail as CSV (binary-like, so not a defineCall;
   * errors still answer with the JSON envelope), at most AUDIT_EXPORT_CAP rows, newest first. The export itself is
   * audited (audit.export, with the filters and the row count) before the first byte goes out.
   */
  app.get(auditCalls.auditExport.path, async (req, reply) => {
    const filter = staffQuery(req, AUDIT_READERS, auditExportQuery);
    // The rows as they are now: lines written while the file streams (this export's own included) are not in it.
    const where = await auditWhere(app.db, filter, await lastAuditId(app.db));
    const rows = where === null ? 0 : await countForExport(app.db, where, AUDIT_EXPORT_CAP);
    await audit(app.db, req, { action: 'audit.export', objectType: 'audit_log', detail: { filter, rows, cap: AUDIT_EXPORT_CAP } });
    const items = (async function* () {
      if (where === null) return;
      for await (const r of exportRows(app.db, where, rows)) yield presentAudit(r);
    })();
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`审计日志-${parkToday(app.clock())}.csv`))
      .header('cache-control', DOWNLOAD_CACHE_CONTROL)
      .send(auditCsv(items));
  });
}
