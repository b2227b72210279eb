import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as importsCalls from '../../../shared/calls/imports';
import { importIdQuery, importTemplateQuery } from '../../../shared/contracts/imports';
import { Code } from '../../../shared/envelope';
import { IMPORT_KIND_LABEL, IMPORT_MAX_BYTES, IMPORT_MSG, IMPORT_TARGET_LABEL } from '../../../shared/imports/rules';
import { audit } from '../../lib/audit';
import { defineCall, requireActor, sessionKey, staffQuery } from '../../lib/call';
import { fail, notFound } from '../../lib/errors';
import { parkToday } from '../../../shared/billing/rules';
import { sendWorkbook } from '../../lib/workbook';
import { multipartFile } from '../uploads/uploads.public';
import { IMPORT_STAFF, requireImportFile } from './imports.policy';
import { presentImport, presentReport } from './imports.presenter';
import { ImportFailed, checkUpload, commitImport, findImport, importFile, importPage, templateLists, totals } from './imports.service';
import { reportWorkbook, templateWorkbook } from './imports.workbook';

/**
 * Importing the park's records from Excel (issue 31), park operations only: the dry run (multipart upload: the file
 * and `kind`), the confirmation, the record of imports, the templates and the reports. Every check and every
 * confirmation is audited with the file's name and its counts.
 */
export async function importsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 6 } });

  // Multipart, so not a defineCall: registered under its declaration's path, its fields checked with its body.
  app.post(
    importsCalls.importCheck.path,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: sessionKey } } },
    async (req) => {
      const actor = requireActor(req, 'admin', false, IMPORT_STAFF)!;
      if (!req.isMultipart()) throw fail(IMPORT_MSG.file);
      const { data, fileName, fields: given } = await multipartFile(req, () => fail(IMPORT_MSG.tooBig));
      const fields = importsCalls.importCheck.body.safeParse({ kind: given.kind ?? '' });
      if (!fields.success) throw fail(IMPORT_MSG.kind);
      const file = requireImportFile(data);
      const { row, plan } = await checkUpload(app.db, { target: fields.data.kind, fileName, file }, actor.userId, app.clock());
      await audit(app.db, req, {
        action: 'import.check',
        objectType: 'import',
        objectId: row.id,
        detail: { kind: row.kind, file_name: row.fileName, ...totals(plan.sheets) },
      });
      const found = await findImport(app.db, row.id);
      return {
        code: Code.OK,
        msg: plan.errorRows ? `检查完成：${plan.errorRows} 行有错误` : '检查完成，可以确认导入',
        data: presentReport(found!),
      };
    },
  );

  defineCall(
    app,
    importsCalls.importCommit,
    { access: 'admin', roles: IMPORT_STAFF, summary: '确认导入：按检查过的文件在一个事务中全部写入（任一行失败则全部不写）' },
    async ({ db, body, req, actor }) => {
      try {
        const { row, plan } = await commitImport(db, body.id, actor.userId, app.clock());
        await audit(db, req, {
          action: 'import.commit',
          objectType: 'import',
          objectId: row.id,
          detail: { kind: row.kind, file_name: row.fileName, ...totals(plan.sheets) },
        });
      } catch (err) {
        if (err instanceof ImportFailed) req.log.error({ err: err.reason, import: body.id }, 'import failed; nothing written');
        throw err;
      }
      const t = totals((await findImport(db, body.id))!.sheets as never);
      return {
        msg: `导入完成：新增 ${t.create} 行，更新 ${t.update} 行，不变 ${t.unchanged} 行`,
        data: presentReport((await findImport(db, body.id))!),
      };
    },
  );

  defineCall(
    app,
    importsCalls.importList,
    { access: 'admin', roles: IMPORT_STAFF, invalidates: false, summary: '导入记录（最新在前）' },
    async ({ db, body }) => {
      const { rows, total } = await importPage(db, body);
      return { data: rows.map(presentImport), count: total };
    },
  );

  defineCall(
    app,
    importsCalls.importDetail,
    { access: 'admin', roles: IMPORT_STAFF, invalidates: false, summary: '一次导入的报告（各工作表的新增、更新、不变与错误行）' },
    async ({ db, body }) => {
      const row = await findImport(db, body.id);
      if (!row) throw notFound();
      return { data: presentReport(row) };
    },
  );

  /** GET /api/admin/import_template?kind=all|rooms|…: the template (header, example row, validation lists). */
  app.get(importsCalls.importTemplate.path, async (req, reply) => {
    const q = staffQuery(req, IMPORT_STAFF, importTemplateQuery);
    const file = await templateWorkbook(q.kind, await templateLists(app.db));
    const name = q.kind === 'all' ? '园区数据' : IMPORT_KIND_LABEL[q.kind];
    return sendWorkbook(reply, `导入模板-${name}.xlsx`, file);
  });

  /** GET /api/admin/import_report?id=…: the import's sheets as uploaded, with a 错误原因 column. */
  app.get(importsCalls.importReportExport.path, async (req, reply) => {
    const q = staffQuery(req, IMPORT_STAFF, importIdQuery);
    const { file, target, reasons } = await importFile(app.db, q.id);
    const out = await reportWorkbook(file, target, reasons);
    await audit(app.db, req, { action: 'import.report', objectType: 'import', objectId: q.id, detail: {} });
    return sendWorkbook(reply, `导入报告-${IMPORT_TARGET_LABEL[target].replace(/（.*）/, '')}-${q.id}-${parkToday(app.clock())}.xlsx`, out);
  });
}
