import type { FastifyInstance } from 'fastify';
import * as applicationsCalls from '../../../shared/calls/applications';
import type { ApiCall } from '../../../shared/calls/define';
import type { AdminListBody } from '../../../shared/contracts/applications';
import { ShopStatus } from '../../../shared/constants';
import { audit } from '../../lib/audit';
import { defineCall, type Actor, type CallContext } from '../../lib/call';
import { formatDate } from '../../lib/dates';
import { applicationExportRoutes } from './applications-export.routes';
import { APPLICATION_STAFF } from './applications.policy';
import { presentApplication } from './applications.presenter';
import {
  adminCompanyList,
  categoryNames,
  deleteIdPhotos,
  ownApplication,
  reviewApplication,
  submitApplication,
} from './applications.service';

/** Settling in (spec §5, §7): the application, the applicant's own view, and the administrators' review. */
export async function applicationsRoutes(app: FastifyInstance) {
  // user_id in the spec's payload is ignored: the application belongs to the session's user.
  defineCall(
    app,
    applicationsCalls.shopSubmit,
    { access: 'personal', perMinute: 30, summary: '提交（或驳回后重新提交）企业入驻申请' },
    async ({ db, actor, body, req }) => {
      const row = await submitApplication(db, actor.userId, body);
      await audit(db, req, {
        action: body.id ? 'company.reapply' : 'company.apply',
        objectType: 'company',
        objectId: row.id,
        detail: { id_photos: !!row.idConsentAt },
      });
      return { msg: '申请已提交，请耐心等待审核', data: { id: row.id, status: row.status } };
    },
  );

  defineCall(
    app,
    applicationsCalls.myShop,
    { access: 'personal', invalidates: false, summary: '本人的入驻申请（未申请为 null）' },
    async ({ db, env, actor }) => {
      const row = await ownApplication(db, actor.userId);
      return { data: row ? presentApplication(row, await categoryNames(db), env.publicUrl) : null };
    },
  );

  defineCall(
    app,
    applicationsCalls.applyList,
    { access: 'admin', roles: APPLICATION_STAFF, invalidates: false, summary: '入驻申请列表（全部状态，供审核）' },
    staffList(applicationsCalls.applyList, false),
  );

  defineCall(
    app,
    applicationsCalls.systemShopList,
    { access: 'admin', roles: APPLICATION_STAFF, invalidates: false, summary: '已入驻企业列表' },
    staffList(applicationsCalls.systemShopList, true),
  );

  defineCall(
    app,
    applicationsCalls.examStatus,
    { access: 'admin', roles: APPLICATION_STAFF, summary: '审核入驻申请：status 1 通过，2 驳回（须填原因）' },
    async ({ db, actor, body, req }) => {
      const row = await reviewApplication(db, actor.userId, body.id, body.status, body.remark);
      await audit(db, req, {
        action: body.status === ShopStatus.PASSED ? 'company.approve' : 'company.reject',
        objectType: 'company',
        objectId: row.id,
        detail: { remark: row.remark },
      });
      return { msg: body.status === ShopStatus.PASSED ? '已通过' : '已驳回', data: { id: row.id, status: row.status } };
    },
  );

  // PIPL art. 47: staff delete the legal person's ID photos when the person asks (any status; the photos are optional).
  defineCall(
    app,
    applicationsCalls.deleteIdPhotos,
    { access: 'admin', roles: APPLICATION_STAFF, summary: '应本人要求删除入驻申请中的法人身份证照片（营业执照保留）' },
    async ({ db, body, req }) => {
      const row = await deleteIdPhotos(db, app.storage, body.id, app.clock());
      await audit(db, req, {
        action: 'application.id_photos.delete',
        objectType: 'company',
        objectId: row.id,
        detail: { reason: 'request', shop_name: row.name },
      });
      return { msg: '身份证照片已删除', data: { id: row.id, id_photos_deleted: formatDate(row.idPhotosDeletedAt) } };
    },
  );

  // Excel downloads of the two lists (issue 13).
  applicationExportRoutes(app);
}

/** The staff's two lists: every application, or only the settled companies (`onlyPassed`). */
function staffList(list: ApiCall, onlyPassed: boolean) {
  return async ({ db, env, body, req }: CallContext<AdminListBody, Actor>) => {
    const [{ rows, total }, names] = await Promise.all([adminCompanyList(db, body, onlyPassed), categoryNames(db)]);
    // The staff's view of applications (contacts, licence and ID photos) is a read of sensitive data: audited.
    await audit(db, req, {
      action: 'application.view',
      objectType: 'company',
      objectId: rows.length === 1 ? rows[0]!.id : '',
      detail: {
        path: list.path,
        ids: rows.map((r) => r.id),
        id_photos: rows.filter((r) => r.idFrontPath || r.idBackPath).map((r) => r.id),
        keyword: body.keyword ?? '',
      },
    });
    return { data: rows.map((r) => presentApplication(r, names, env.publicUrl)), count: total };
  };
}
