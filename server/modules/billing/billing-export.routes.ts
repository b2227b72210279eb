import type { FastifyInstance } from 'fastify';
import { RecordType, WarnTab, parkToday } from '../../../shared/billing/rules';
import { warnExportQuery } from '../../../shared/contracts/billing';
import { audit } from '../../lib/audit';
import { requireActor } from '../../lib/call';
import { StaffRole } from '../../../shared/auth/staff-roles';
import { fail } from '../../lib/errors';
import { presentWarn } from './billing.presenter';
import { warnList } from './warnings.service';
import { EXPORT_CAP, contentDisposition, exportFileName, warnWorkbook } from './warn-export';

/**
 * GET /api/admin/warn_export?kind=1|2&type=0|1|2&keyword=…: the whole filtered warning list as .xlsx (binary,
 * so not a defineCall; errors still answer with the JSON envelope). Park operations staff only; audited.
 */
export function billingExportRoute(app: FastifyInstance) {
  app.get('/api/admin/warn_export', async (req, reply) => {
    requireActor(req, 'admin', false, [StaffRole.OPERATIONS]);
    const parsed = warnExportQuery.safeParse(req.query ?? {});
    if (!parsed.success) throw fail(parsed.error.issues[0]?.message ?? '请求格式错误');
    const q = parsed.data;
    const today = parkToday(app.clock());
    const { rows, money } = await warnList(app.db, q.kind, { keyword: q.keyword, type: q.type ?? WarnTab.ALL, start: 1, page_size: EXPORT_CAP }, today);
    const items = rows.map((r) => presentWarn(r.contract, r.company, today));
    const file = await warnWorkbook(q.kind, items, money, today);
    const objectType = q.kind === RecordType.LEASE ? 'lease' : 'service_fee';
    await audit(app.db, req, { action: `${objectType}.warn_export`, objectType, detail: { type: q.type, keyword: q.keyword ?? '', rows: items.length } });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(exportFileName(q.kind, today)))
      .header('cache-control', 'private, no-store')
      .send(file);
  });
}
