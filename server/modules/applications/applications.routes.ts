import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminListBody, applicationStatus, applicationView, examStatusBody, shopSubmitBody } from '../../../shared/contracts/applications';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { presentApplication } from './applications.presenter';
import { adminCompanyList, categoryNames, ownApplication, reviewApplication, submitApplication } from './applications.service';

/** Settling in (spec §5, §7): the application, the applicant's own view, and the administrators' review. */
export async function applicationsRoutes(app: FastifyInstance) {
  // user_id in the spec's payload is ignored: the application belongs to the session's user.
  defineCall(app, '/api/index/shop_submit', { body: shopSubmitBody, access: 'personal', perMinute: 30, result: applicationStatus, summary: '提交（或驳回后重新提交）企业入驻申请' }, async ({ db, actor, body, req }) => {
    const row = await submitApplication(db, actor.userId, body);
    await audit(db, req, { action: body.id ? 'company.reapply' : 'company.apply', objectType: 'company', objectId: row.id, detail: { id_photos: !!row.idConsentAt } });
    return { msg: '申请已提交，请耐心等待审核', data: { id: row.id, status: row.status } };
  });

  defineCall(app, '/api/index/my_shop', { body: z.object({}).passthrough(), access: 'personal', result: applicationView.nullable(), summary: '本人的入驻申请（未申请为 null）' }, async ({ db, env, actor }) => {
    const row = await ownApplication(db, actor.userId);
    return { data: row ? presentApplication(row, await categoryNames(db), env.publicUrl) : null };
  });

  for (const [path, onlyPassed, summary] of [
    ['/api/index/apply_list', false, '入驻申请列表（全部状态，供审核）'],
    ['/api/index/system_shop_list', true, '已入驻企业列表'],
  ] as const) {
    defineCall(app, path, { body: adminListBody, access: 'admin', result: z.array(applicationView), summary }, async ({ db, env, body }) => {
      const [{ rows, total }, names] = await Promise.all([adminCompanyList(db, body, onlyPassed), categoryNames(db)]);
      return { data: rows.map((r) => presentApplication(r, names, env.publicUrl)), count: total };
    });
  }

  defineCall(app, '/api/index/exam_status', { body: examStatusBody, access: 'admin', result: applicationStatus, summary: '审核入驻申请：status 1 通过，2 驳回（须填原因）' }, async ({ db, actor, body, req }) => {
    const row = await reviewApplication(db, actor.userId, body.id, body.status, body.remark);
    await audit(db, req, { action: body.status === 1 ? 'company.approve' : 'company.reject', objectType: 'company', objectId: row.id, detail: { remark: row.remark } });
    return { msg: body.status === 1 ? '已通过' : '已驳回', data: { id: row.id, status: row.status } };
  });
}
