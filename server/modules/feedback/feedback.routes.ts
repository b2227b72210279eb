import type { FastifyInstance } from 'fastify';
import { REQUEST_MEMBERS } from '../../../shared/auth/member-roles';
import { parkToday } from '../../../shared/billing/rules';
import * as feedbackCalls from '../../../shared/calls/feedback';
import { FEEDBACK_MSG } from '../../../shared/feedback/rules';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { companyFor } from '../members/members.public';
import { createNotificationChannels, createNotifier } from '../notifications/notifications.public';
import { presentFeedback, presentFeedbackAdmin } from './feedback.presenter';
import { FEEDBACK_STAFF } from './feedback.policy';
import { inboxPage, loadFeedback, ownFeedbackPage, replyFeedback, submitFeedback } from './feedback.service';

/**
 * Service requests (spec "feedback", issue 10): a settled company raises them with photos and reads its own;
 * staff answer them from the inbox (平台反馈), mark them 已完成, and the company is notified. shop_id in the
 * spec's payloads is ignored: the company is the one the session user is a member of, as 负责人 or 经办人
 * (REQUEST_MEMBERS, issue 30); its requests are the company's, whoever of them raised one.
 */
export async function feedbackRoutes(app: FastifyInstance) {
  // The company's notification goes out in the background, after the staff member's answer (a slow channel never holds it).
  const notifier = createNotifier({
    db: app.db,
    channels: createNotificationChannels(app.env, app.log),
    log: app.log,
    clock: app.clock,
    sendHours: app.env.SEND_HOURS,
  });
  app.addHook('onClose', () => notifier.close());

  defineCall(
    app,
    feedbackCalls.feedback,
    {
      access: 'personal',
      invalidates: false,
      perMinute: 20,
      summary: '提交企业服务诉求（报修、借用会议室等；file 为本人上传的图片地址，逗号分隔）',
    },
    async ({ db, actor, body }) => {
      const { company } = await companyFor(db, actor, REQUEST_MEMBERS, app.clock());
      const row = await submitFeedback(db, actor.userId, company.id, body, app.clock());
      return { msg: FEEDBACK_MSG.submitted, data: { id: row.id } };
    },
  );

  defineCall(
    app,
    feedbackCalls.feedbackList,
    { access: 'personal', invalidates: false, summary: '本企业的服务诉求记录（最新在前，含平台反馈）' },
    async ({ db, env, actor, body }) => {
      const { company } = await companyFor(db, actor, REQUEST_MEMBERS, app.clock());
      const { rows, total } = await ownFeedbackPage(db, company.id, body);
      return { data: rows.map((r) => presentFeedback(r, env.publicUrl)), count: total };
    },
  );

  defineCall(
    app,
    feedbackCalls.feedbackInbox,
    {
      access: 'admin',
      roles: FEEDBACK_STAFF,
      invalidates: false,
      summary: '服务诉求收件箱：按状态、答复时限（超时 / 临近三个月）和关键词筛选，含受理时长',
    },
    async ({ db, env, body }) => {
      const now = app.clock();
      const { rows, total } = await inboxPage(db, body, parkToday(now), env.REPLY_LIMIT_WORKING_DAYS);
      return { data: rows.map((r) => presentFeedbackAdmin(r, env.publicUrl, now, env.REPLY_LIMIT_WORKING_DAYS)), count: total };
    },
  );

  defineCall(
    app,
    feedbackCalls.feedbackDetail,
    { access: 'admin', roles: FEEDBACK_STAFF, invalidates: false, summary: '一条服务诉求的详情（含照片与平台反馈）' },
    async ({ db, env, body }) => ({
      data: presentFeedbackAdmin(await loadFeedback(db, body.id), env.publicUrl, app.clock(), env.REPLY_LIMIT_WORKING_DAYS),
    }),
  );

  defineCall(
    app,
    feedbackCalls.feedbackReply,
    {
      access: 'admin',
      roles: FEEDBACK_STAFF,
      perMinute: 60,
      summary: '答复服务诉求（平台反馈）；done 为 true 时同时办结（待处理 → 已完成）并通知企业',
    },
    async ({ db, env, actor, body, req }) => {
      const now = app.clock();
      const { before, after, completed, notificationId } = await replyFeedback(db, actor.userId, body, now);
      await audit(db, req, {
        action: completed ? 'feedback.complete' : 'feedback.reply',
        objectType: 'feedback',
        objectId: after.id,
        detail: { before: { status: before.status, remark: before.remark }, after: { status: after.status, remark: after.remark } },
      });
      if (notificationId !== null) notifier.soon(notificationId);
      return {
        msg: completed ? FEEDBACK_MSG.completed : FEEDBACK_MSG.replied,
        data: presentFeedbackAdmin(await loadFeedback(db, after.id), env.publicUrl, now, env.REPLY_LIMIT_WORKING_DAYS),
      };
    },
  );
}
