import type { FastifyInstance } from 'fastify';
import * as companiesCalls from '../../../shared/calls/companies';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { requireBrief } from './brief.policy';
import { presentBrief } from './brief.presenter';
import { ownCompanyBrief, saveBrief } from './brief.service';

/**
 * The company brief (spec §2 企业简介, §7 intro_edit). Both calls act on the session user's own settled
 * company; `id` in the payload never chooses the company.
 */
export async function briefRoutes(app: FastifyInstance) {
  defineCall(
    app,
    companiesCalls.myIntro,
    { access: 'personal', invalidates: false, summary: '本企业的企业简介（与企业详情页显示的相同）' },
    async ({ db, env, actor }) => {
      const company = requireBrief(await ownCompanyBrief(db, actor.userId));
      return { data: presentBrief(company, env.publicUrl) };
    },
  );

  defineCall(
    app,
    companiesCalls.introEdit,
    {
      access: 'personal',
      perMinute: 30,
      summary: '保存本企业的企业简介（富文本在服务器端净化；图片须为本人上传的 intro 图片）',
    },
    async ({ db, env, actor, body, req }) => {
      const saved = await saveBrief(db, env.publicUrl, actor.userId, body);
      await audit(db, req, {
        action: 'company.brief',
        objectType: 'company',
        objectId: saved.row.id,
        detail: { chars: saved.row.content.length, images: saved.images, images_added: saved.added, images_removed: saved.dropped },
      });
      return { msg: '保存成功', data: presentBrief(saved.row, env.publicUrl) };
    },
  );
}
