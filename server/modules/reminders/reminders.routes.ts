import type { FastifyInstance } from 'fastify';
import * as remindersCalls from '../../../shared/calls/reminders';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { closeChannels, createChannels } from './channels';
import { presentReminder } from './reminders.presenter';
import { REMINDER_STAFF } from './reminders.policy';
import { inSendingHours, listReminders, runReminders } from './reminders.service';

/** Expiry reminders (issue 9): staff see what was sent, and can run the job now. */
export async function remindersRoutes(app: FastifyInstance) {
  const channels = createChannels(app.env, app.log);
  app.addHook('onClose', () => closeChannels(channels));

  defineCall(
    app,
    remindersCalls.reminderList,
    { access: 'admin', roles: REMINDER_STAFF, invalidates: false, summary: '到期提醒发送记录（最新在前；按企业、房号或费用名称搜索）' },
    async ({ db, body }) => {
      const { rows, total } = await listReminders(db, body);
      return { data: rows.map(presentReminder), count: total };
    },
  );

  defineCall(
    app,
    remindersCalls.reminderRun,
    { access: 'admin', roles: REMINDER_STAFF, perMinute: 10, summary: '立即执行一次到期提醒（仅在发送时段内发送）' },
    async ({ db, req }) => {
      const now = app.clock();
      const hours = app.env.SEND_HOURS;
      const summary = await runReminders({ db, channels, now, log: req.log, sendHours: hours });
      await audit(db, req, { action: 'reminder.run', objectType: 'reminder', detail: summary });
      const quiet = !inSendingHours(now, hours);
      const msg = quiet
        ? `当前不在提醒发送时段（${hours.from}:00–${hours.until}:00），未发送提醒`
        : `已认领 ${summary.claimed} 条提醒：发送 ${summary.sent} 条，失败 ${summary.failed} 条，跳过 ${summary.skipped} 条`;
      return { msg, data: summary };
    },
  );
}
