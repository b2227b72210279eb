import type { FastifyInstance } from 'fastify';
import { parkToday } from '../../../shared/billing/rules';
import * as consultationsCalls from '../../../shared/calls/consultations';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { formatDateTime } from '../../lib/dates';
import { CONSULTATION_STAFF, requireConsultation } from './consultations.policy';
import { presentDetail, presentInbox, presentOwn } from './consultations.presenter';
import { addConsultation, getConsultation, itemTitles, listInbox, listOwnConsultations, replyConsultation } from './consultations.service';

/** Consultations (spec §3 question, §7): sent from the public pages, read by their sender, answered by staff. */
export async function consultationsRoutes(app: FastifyInstance) {
  // user_id in the spec's payload is ignored: the consultation belongs to the session's user.
  defineCall(
    app,
    consultationsCalls.questionAdd,
    {
      access: 'signed-in',
      perMinute: 20,
      summary: '提交一条咨询（关于某项服务、房源或入驻企业）',
    },
    async ({ db, actor, body }) => {
      const row = await addConsultation(db, actor.userId, body, app.clock());
      return { msg: '提交成功，我们会尽快与您联系', data: { id: row.id } };
    },
  );

  defineCall(
    app,
    consultationsCalls.myQuestion,
    { access: 'signed-in', invalidates: false, summary: '本人提交的咨询记录（含处理状态与园区答复，新的在前）' },
    async ({ db, actor, body }) => {
      const { rows, total } = await listOwnConsultations(db, actor.userId, body);
      const titles = await itemTitles(db, rows);
      return { data: rows.map((r) => presentOwn(r, titles)), count: total };
    },
  );

  // ---- The staff's inbox (issue 10; not in the spec) ----

  defineCall(
    app,
    consultationsCalls.questionList,
    {
      access: 'admin',
      roles: CONSULTATION_STAFF,
      invalidates: false,
      summary:
        '咨询管理列表：按类型、处理状态、时效（超时未答复 / 临近三个月）和关键词筛选；未处理的在前（最早的在最前），每条含已等待天数与答复状态',
    },
    async ({ db, env, body }) => {
      const now = app.clock();
      const { rows, total } = await listInbox(db, body, parkToday(now), env.REPLY_LIMIT_WORKING_DAYS);
      const titles = await itemTitles(db, rows);
      return { data: rows.map((r) => presentInbox(r, titles, now, env.REPLY_LIMIT_WORKING_DAYS)), count: total };
    },
  );

  defineCall(
    app,
    consultationsCalls.questionDetail,
    {
      access: 'admin',
      roles: CONSULTATION_STAFF,
      invalidates: false,
      summary: '咨询详情：咨询人（完整手机号）、咨询对象、内容、答复与答复人',
    },
    async ({ db, env, body }) => {
      const row = requireConsultation(await getConsultation(db, body.id));
      const titles = await itemTitles(db, [row.consultation]);
      return { data: presentDetail(row, titles, app.clock(), env.REPLY_LIMIT_WORKING_DAYS) };
    },
  );

  defineCall(
    app,
    consultationsCalls.questionReply,
    {
      access: 'admin',
      roles: CONSULTATION_STAFF,
      perMinute: 120,
      summary: '答复咨询：保存答复，状态 0 → 1；再次答复则更新答复内容（首次答复的时间与答复人不变）',
    },
    async ({ db, actor, body, req }) => {
      const r = requireConsultation(await replyConsultation(db, body.id, body.reply, actor.userId, app.clock()));
      await audit(db, req, {
        action: r.first ? 'consultation.reply' : 'consultation.reply_update',
        objectType: 'consultation',
        objectId: body.id,
        detail: { before: { status: r.before.status, reply: r.before.reply }, after: { status: r.after.status, reply: r.after.reply } },
      });
      return {
        msg: r.first ? '答复成功' : '答复已更新',
        data: {
          id: r.after.id,
          status: r.after.status,
          reply: r.after.reply,
          reply_time: formatDateTime(r.after.handledAt),
          updated: !r.first,
        },
      };
    },
  );
}
