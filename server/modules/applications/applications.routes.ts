import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminListBody,
  applicationStatus,
  applicationView,
  deleteIdPhotosBody,
  deleteIdPhotosResult,
  examStatusBody,
  shopSubmitBody,
} from '../../../shared/contracts/applications';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { presentApplication } from './applications.presenter';
import { formatDate } from '../../lib/dates';
import { adminCompanyList, categoryNames, deleteIdPhotos, ownApplication, reviewApplication, submitApplication } from './applications.service';
import { StaffRole } from '../../../shared/auth/staff-roles';
import { applicationExportRoutes } from './applications-export.routes';

/** Settling in (spec §5, §7): the application, the applicant's own view, and the administrators' review. */
export async function applicationsRoutes(app: FastifyInstance) {
  // user_id in the spec's payload is ignored: the application belongs to the session's user.
  defineCall(app, '/api/index/shop_submit', { body: shopSubmitBody, access: 'personal', perMinute: 30, result: applicationStatus, summary: '提交（或驳回后重新提交）企业入驻申请' }, async ({ db, actor, body, req }) => {
    const row = await submitApplication(db, actor.userId, body);
    await audit(db, req, { action: body.id ? 'company.reapply' : 'company.apply', objectType: 'company', objectId: row.id, detail: { id_photos: !!row.idConsentAt } });
    return { msg: '申请已提交，请耐心等待审核', data: { id: row.id, status: row.status } };
  });

  defineCall(app, '/api/index/my_shop', { body: z.object({}).passthrough(), access: 'personal', invalidates: false, result: applicationView.nullable(), summary: '本人的入驻申请（未申请为 null）' }, async ({ db, env, actor }) => {
    const row = await ownApplication(db, actor.userId);
    return { data: row ? presentApplication(row, await categoryNames(db), env.publicUrl) : null };
  });

  for (const [path, onlyPassed, summary] of [
    ['/api/index/apply_list', false, '入驻申请列表（全部状态，供审核）'],
    ['/api/index/system_shop_list', true, '已入驻企业列表'],
  ] as const) {
    defineCall(app, path, { body: adminListBody, access: 'admin', roles: [StaffRole.OPERATIONS], invalidates: false, result: z.array(applicationView), summary }, async ({ db, env, body, req }) => {
      const [{ rows, total }, names] = await Promise.all([adminCompanyList(db, body, onlyPassed), categoryNames(db)]);
      // The staff's view of applications (contacts, licence and ID photos) is a read of sensitive data: audited.
      await audit(db, req, {
        action: 'application.view',
        objectType: 'company',
        objectId: rows.length === 1 ? rows[0]!.id : '',
        detail: { path, ids: rows.map((r) => r.id), id_photos: rows.filter((r) => r.idFrontPath || r.idBackPath).map((r) => r.id), keyword: body.keyword ?? '' },
      });
      return { data: rows.map((r) => presentApplication(r, names, env.publicUrl)), count: total };
    });
  }

  defineCall(app, '/api/index/exam_status', { body: examStatusBody, access: 'admin', roles: [StaffRole.OPERATIONS], result: applicationStatus, summary: '审核入驻申请：status 1 通过，2 驳回（须填原因）' }, async ({ db, actor, body, req }) => {
    const row = await reviewApplication(db, actor.userId, body.id, body.status, body.remark);
    await audit(db, req, { action: body.status === 1 ? 'company.approve' : 'company.reject', objectType: 'company', objectId: row.id, detail: { remark: row.remark } });
    return { msg: body.status === 1 ? '已通过' : '已驳回', data: { id: row.id, status: row.status } };
  });

  // PIPL art. 47: staff delete the legal person's ID photos when the person asks (any status; the photos are optional).
  defineCall(
    app,
    '/api/admin/delete_id_photos',
    { body: deleteIdPhotosBody, access: 'admin', roles: [StaffRole.OPERATIONS], result: deleteIdPhotosResult, summary: '应本人要求删除入驻申请中的法人身份证照片（营业执照保留）' },
    async ({ db, body, req }) => {
      const row = await deleteIdPhotos(db, app.storage, body.id, app.clock());
      await audit(db, req, { action: 'application.id_photos.delete', objectType: 'company', objectId: row.id, detail: { reason: 'request', shop_name: row.name } });
      return { msg: '身份证照片已删除', data: { id: row.id, id_photos_deleted: formatDate(row.idPhotosDeletedAt) } };
    },
  );

  // Excel downloads of the two lists (issue 13).
  applicationExportRoutes(app);
}
