import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminListBody, examStatusBody, shopSubmitBody } from '../../../shared/contracts/applications';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { presentApplication } from './applications.presenter';
import { adminCompanyList, categoryNames, ownApplication, reviewApplication, submitApplication } from './applications.service';

/** Settling in (spec §5, §7): the application, the applicant's own view, and the administrators' review. */
export async function applicationsRoutes(app: FastifyInstance) {
  // user_id in the spec's payload is ignored: the application belongs to the session's user.
  defineCall(app, '/api/index/shop_submit', { body: shopSubmitBody, access: 'personal', perMinute: 30 }, async ({ db, actor, body, req }) => {
    const row = await submitApplication(db, actor.userId, body);
    await audit(db, req, { action: body.id ? 'company.reapply' : 'company.apply', objectType: 'company', objectId: row.id, detail: { id_photos: !!row.idConsentAt } });
    return { msg: '申请已提交，请耐心等待审核', data: { id: row.id, status: row.status } };
  });

  defineCall(app, '/api/index/my_shop', { body: z.object({}).passthrough(), access: 'personal' }, async ({ db, env, actor }) => {
    const row = await ownApplication(db, actor.userId);
    return { data: row ? presentApplication(row, await categoryNames(db), env.publicUrl) : null };
  });

  for (const [path, onlyPassed] of [['/api/index/apply_list', false], ['/api/index/system_shop_list', true]] as const) {
    defineCall(app, path, { body: adminListBody, access: 'admin' }, async ({ db, env, body }) => {
      const [{ rows, total }, names] = await Promise.all([adminCompanyList(db, body, onlyPassed), categoryNames(db)]);
      return { data: rows.map((r) => presentApplication(r, names, env.publicUrl)), count: total };
    });
  }

  defineCall(app, '/api/index/exam_status', { body: examStatusBody, access: 'admin' }, async ({ db, actor, body, req }) => {
    const row = await reviewApplication(db, actor.userId, body.id, body.status, body.remark);
    await audit(db, req, { action: body.status === 1 ? 'company.approve' : 'company.reject', objectType: 'company', objectId: row.id, detail: { remark: row.remark } });
    return { msg: body.status === 1 ? '已通过' : '已驳回', data: { id: row.id, status: row.status } };
  });
}
