import type { FastifyInstance } from 'fastify';
import { ALL_MEMBERS, BRIEF_MEMBERS } from '../../../shared/auth/member-roles';
import * as companiesCalls from '../../../shared/calls/companies';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { companyFor } from '../members/members.public';
import { requireBrief } from './brief.policy';
import { presentBrief } from './brief.presenter';
import { companyBrief, saveBrief } from './brief.service';

/**
 * The company brief (spec §2 企业简介, §7 intro_edit). Both calls act on the settled company the session user is a
 * member of (issue 30): every member reads it, 负责人 and 经办人 edit it (BRIEF_MEMBERS); `id` in the payload never
 * chooses the company.
 */
export async function briefRoutes(app: FastifyInstance) {
  defineCall(
    app,
    companiesCalls.myIntro,
    { access: 'personal', invalidates: false, summary: '本企业的企业简介（与企业详情页显示的相同）' },
    async ({ db, env, actor }) => {
      const m = await companyFor(db, actor, ALL_MEMBERS, app.clock());
      const company = requireBrief(await companyBrief(db, m.companyId));
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
      const m = await companyFor(db, actor, BRIEF_MEMBERS, app.clock());
      const saved = await saveBrief(db, env.publicUrl, actor.userId, m.companyId, body);
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
