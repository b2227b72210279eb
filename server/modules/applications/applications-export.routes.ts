import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parkToday } from '../../../shared/billing/rules';
import * as applicationsCalls from '../../../shared/calls/applications';
import { adminListExportQuery as exportQuery, type ApplicationView } from '../../../shared/contracts/applications';
import { audit } from '../../lib/audit';
import { staffQuery } from '../../lib/call';
import { XLSX_EXPORT_CAP, sendWorkbook, sheetWorkbook, type SheetColumn } from '../../lib/workbook';
import { APPLICATION_STAFF } from './applications.policy';
import { presentApplication } from './applications.presenter';
import { adminCompanyList, categoryNames } from './applications.service';

const COLUMNS: SheetColumn<ApplicationView>[] = [
  { header: '企业名称', width: 28, cell: (a) => a.shop_name },
  { header: '所属行业', width: 14, cell: (a) => a.cat_name },
  { header: '联系人', width: 10, cell: (a) => a.people_name },
  { header: '手机号', width: 14, cell: (a) => a.mobile },
  { header: '邮箱', width: 22, cell: (a) => a.email },
  { header: '所在地区', width: 20, cell: (a) => a.region },
  { header: '详细地址', width: 28, cell: (a) => a.add_detail },
  { header: '状态', width: 10, cell: (a) => a.status_name },
  { header: '审核意见', width: 20, cell: (a) => a.remark },
  { header: '申请时间', width: 18, cell: (a) => a.createtime },
  { header: '审核时间', width: 18, cell: (a) => a.reviewtime },
];

/**
 * Excel downloads of the staff's application lists (issue 13): every application (/system/applylist) or the
 * settled companies (/system/companylist), with the list's keyword and in its order. Park operations only; each
 * export is audited like the lists' views (contacts are personal information), with the ids it held.
 */
export function applicationExportRoutes(app: FastifyInstance) {
  const exportList =
    (path: string, onlyPassed: boolean, sheet: string, action: string) => async (req: FastifyRequest, reply: FastifyReply) => {
      const { keyword } = staffQuery(req, APPLICATION_STAFF, exportQuery);
      const [{ rows }, names] = await Promise.all([
        adminCompanyList(app.db, { keyword, start: 1, page_size: XLSX_EXPORT_CAP }, onlyPassed),
        categoryNames(app.db),
      ]);
      const items = rows.map((r) => presentApplication(r, names, app.env.publicUrl));
      const file = await sheetWorkbook(sheet, COLUMNS, items);
      await audit(app.db, req, {
        action,
        objectType: 'company',
        detail: { path, keyword: keyword ?? '', rows: items.length, ids: rows.map((r) => r.id) },
      });
      return sendWorkbook(reply, `${sheet}-${parkToday(app.clock())}.xlsx`, file);
    };
  app.get(applicationsCalls.applyExport.path, exportList(applicationsCalls.applyExport.path, false, '入驻申请', 'application.export'));
  app.get(applicationsCalls.companyExport.path, exportList(applicationsCalls.companyExport.path, true, '入驻企业', 'company.export'));
}
