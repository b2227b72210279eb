import type { FastifyBaseLogger } from 'fastify';
import type { SendHours } from '../../../shared/message-centre/kinds';
import type { Db } from '../../db/client';
import { runNotifications } from '../notifications/notifications.public';
import { startPeriodicRun } from '../../lib/periodic-run';
import { closeChannels, notificationChannelsOf, type ReminderChannel } from './channels';
import { runReminders } from './reminders.service';

/** The first run comes this long after the start (the server is listening by then). */
export const REMINDER_FIRST_RUN_DELAY_MS = 15_000;

export type ReminderScheduler = { stop: () => Promise<void> };

/**
 * The daily reminder job, run every `intervalMinutes` (the claim makes a run idempotent, so hourly runs send
 * each reminder once, in the first run inside the sending hours). Started by server/main.ts only. A failed run
 * is logged and the next one tries again; nothing here can crash the process. Runs never overlap.
 * Each run also sends the other notifications to companies that wait (claimed outside the sending hours) or failed
 * (server/modules/notifications), through the same channels.
 */
export function startReminderScheduler(opts: {
  db: Db;
  channels: ReminderChannel[];
  intervalMinutes: number;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** SEND_HOURS: reminders and notifications go out only in these hours (DEFAULT_SEND_HOURS unless set). */
  sendHours?: SendHours;
  /** Told after each run: what it sent shows in the message centre and the reminder log (lib/signed-in-cache.ts). */
  afterRun?: () => void;
}): ReminderScheduler {
  const { db, channels, log, sendHours } = opts;
  const clock = opts.now ?? (() => new Date());
  const job = startPeriodicRun(
    () =>
      runReminders({ db, channels, now: clock(), log, sendHours })
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err }, '到期提醒执行失败，将在下次重试'))
        .then(() => runNotifications({ db, channels: notificationChannelsOf(channels), now: clock(), log, sendHours }))
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err }, '企业通知执行失败，将在下次重试'))
        .then(() => opts.afterRun?.()),
    opts.intervalMinutes * 60_000,
    REMINDER_FIRST_RUN_DELAY_MS,
  );
  log.info(`到期提醒已启用：渠道 ${channels.map((c) => c.name).join('、')}，每 ${opts.intervalMinutes} 分钟检查一次`);
  return {
    async stop() {
      // A run in progress records what it sent before the database closes.
      await job.stop();
      await closeChannels(channels);
    },
  };
}
