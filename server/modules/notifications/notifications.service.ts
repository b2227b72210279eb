import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SendHours } from '../../../shared/message-centre/kinds';
import type { Db } from '../../db/client';
import { notifications, type reminders } from '../../db/schema/index';
import { closeNotificationChannels, type DeliveryStatus, type NotificationChannel } from './channels';
import { MAX_NOTIFICATION_ATTEMPTS, STALE_PENDING_MINUTES, deliverThrough, inSendingHours, storedDeliveries } from './deliveries';
import { buildNotification, type NotificationKindValue } from './kinds';

/**
 * Notifications to a company that are not expiry reminders (issue 10). The same delivery model as reminders (deliveries.ts): the
 * unique (kind, object_id, company_id) row is the claim, so each notification goes out once however many processes
 * run; a failed one is retried by the scheduler, at most MAX_NOTIFICATION_ATTEMPTS times in all; nothing is sent
 * outside the sending hours (09:00–20:00 park time): a notification claimed then waits for the scheduler.
 *
 * Row states: pending with attempts 0 (claimed, not yet tried), pending with attempts ≥ 1 (being sent), sent,
 * failed, skipped (nowhere to send, or the object is gone).
 */
export { MAX_NOTIFICATION_ATTEMPTS };
const CLAIM_BATCH = 200;

/** What one run of a sender (notifications, reminders) did with what it claimed. */
export type RunSummary = { claimed: number; sent: number; failed: number; skipped: number };

/** One run of a sender: the database, its channels, the time (now unless given) and the log. */
export type RunOptions<C> = { db: Db; channels: C[]; now?: Date; log: FastifyBaseLogger; sendHours?: SendHours };

/** A run's start: its time (now unless given), an empty summary, and whether it sends (in the sending hours, with channels). */
export function startRun<C>(opts: RunOptions<C>) {
  const now = opts.now ?? new Date();
  const summary: RunSummary = { claimed: 0, sent: 0, failed: 0, skipped: 0 };
  return { ...opts, now, summary, sending: inSendingHours(now, opts.sendHours) && opts.channels.length > 0 };
}

/** The log line of a run: `what` (企业通知, 到期提醒), then what was claimed, sent, failed and skipped. */
export const runLine = (what: string, s: RunSummary) =>
  `${what}：认领 ${s.claimed} 条，发送 ${s.sent} 条，失败 ${s.failed} 条，跳过 ${s.skipped} 条`;

export type NotificationSummary = RunSummary;

type Taken = { id: number; kind: string; objectId: number; companyId: number | null; attempts: number; deliveries: unknown };
const takenFields = {
  id: notifications.id,
  kind: notifications.kind,
  objectId: notifications.objectId,
  companyId: notifications.companyId,
  attempts: notifications.attempts,
  deliveries: notifications.deliveries,
};

/**
 * Claims a notification once: inserts its row (pending, untried) under the unique index. Call it in the transaction
 * that made the event, so the notification exists exactly when the event does. Returns the row's id, or null when the
 * notification was claimed before.
 */
export async function claimNotification(
  db: Db,
  n: { kind: NotificationKindValue; objectId: number; companyId: number },
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .insert(notifications)
    .values({ kind: n.kind, objectId: n.objectId, companyId: n.companyId, status: 'pending', attempts: 0, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return row?.id ?? null;
}

/** Takes an untried notification for sending (attempts 0 → 1); null when another process took it first. */
async function takeUntried(db: Db, id: number, now: Date): Promise<Taken | null> {
  const [row] = await db
    .update(notifications)
    .set({ attempts: sql`${notifications.attempts} + 1`, sentAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'pending'), eq(notifications.attempts, 0)))
    .returning(takenFields);
  return row ?? null;
}

/** Sends one taken notification through the channels and records the outcome (only if it is still this attempt's). */
async function deliver(db: Db, channels: NotificationChannel[], row: Taken, now: Date, log: FastifyBaseLogger): Promise<DeliveryStatus> {
  const notification = await buildNotification(db, row);
  const stillMine = and(eq(notifications.id, row.id), eq(notifications.status, 'pending'), eq(notifications.attempts, row.attempts));
  if (!notification) {
    await db.update(notifications).set({ status: 'skipped', sentAt: now }).where(stillMine);
    return 'skipped';
  }
  const { deliveries, results, status } = await deliverThrough(
    channels,
    notification,
    storedDeliveries(row.deliveries),
    row.attempts,
    now,
    log,
    {
      notification: row.id,
    },
  );
  await db.update(notifications).set({ status, deliveries, sentAt: now }).where(stillMine);
  if (status === 'failed')
    log.warn(
      { notification: row.id, kind: row.kind, attempt: row.attempts, deliveries: results.filter((d) => d.status === 'failed') },
      'notification delivery failed',
    );
  return status;
}

/**
 * Sends a freshly claimed notification now. Outside the sending hours it is left for the scheduler; when another process
 * took it first nothing is sent here. Answers what happened ('waiting' when nothing was sent).
 */
export async function deliverNotificationNow(
  db: Db,
  channels: NotificationChannel[],
  id: number,
  now: Date,
  log: FastifyBaseLogger,
  sendHours?: SendHours,
): Promise<DeliveryStatus | 'waiting'> {
  if (!inSendingHours(now, sendHours) || channels.length === 0) return 'waiting';
  const row = await takeUntried(db, id, now);
  return row ? deliver(db, channels, row, now, log) : 'waiting';
}

type DeliveryTable = typeof notifications | typeof reminders;

/**
 * The rows of a delivery table (notifications, reminders) left pending by a sender that died mid-send, last tried
 * over STALE_PENDING_MINUTES ago. Those out of attempts will never finish: they are marked failed here.
 */
export async function failStale(db: Db, table: DeliveryTable, now: Date): Promise<SQL> {
  const staleBefore = new Date(now.getTime() - STALE_PENDING_MINUTES * 60_000).toISOString();
  const lastTry = sql`coalesce(${table.sentAt}, ${table.createdAt})`;
  const stale = and(eq(table.status, 'pending'), sql`${lastTry} < ${staleBefore}::timestamptz`)!;
  await db
    .update(table)
    .set({ status: 'failed' })
    .where(and(stale, sql`${table.attempts} >= ${MAX_NOTIFICATION_ATTEMPTS}`));
  return stale;
}

/** Takes an open row as it was read (status, attempts): its attempts move on, so one process only takes it. */
export function takeOpen(db: Db, table: DeliveryTable, r: { id: number; status: string; attempts: number }, now: Date) {
  const unchanged = and(eq(table.id, r.id), eq(table.status, r.status), eq(table.attempts, r.attempts));
  return db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1`, status: 'pending', sentAt: now })
    .where(unchanged);
}

/**
 * The scheduler's part: untried notifications (claimed outside the sending hours, or whose process stopped before
 * sending), failed ones, and ones left pending by a process that died mid-send, each taken atomically.
 */
async function claimOpen(db: Db, now: Date): Promise<Taken[]> {
  // Pending with attempts 0: claimed and never tried, not stale (taken below as untried).
  const stale = and(await failStale(db, notifications, now), sql`${notifications.attempts} > 0`);
  const open = await db
    .select({ id: notifications.id, status: notifications.status, attempts: notifications.attempts })
    .from(notifications)
    .where(
      or(
        and(eq(notifications.status, 'pending'), eq(notifications.attempts, 0)),
        and(or(eq(notifications.status, 'failed'), stale), lt(notifications.attempts, MAX_NOTIFICATION_ATTEMPTS)),
      ),
    )
    .orderBy(asc(notifications.id))
    .limit(CLAIM_BATCH);
  const taken: Taken[] = [];
  for (const r of open) {
    const [row] = await takeOpen(db, notifications, r, now).returning(takenFields);
    if (row) taken.push(row);
  }
  return taken;
}

/** One run for the scheduler: sends what is waiting and retries what failed (inside the sending hours only). */
export async function runNotifications(opts: RunOptions<NotificationChannel>): Promise<NotificationSummary> {
  const { db, channels, log, now, summary, sending } = startRun(opts);
  if (!sending) return summary;
  const taken = await claimOpen(db, now);
  summary.claimed = taken.length;
  for (const row of taken) summary[await deliver(db, channels, row, now, log)] += 1;
  if (taken.length) log.info({ ...summary }, runLine('企业通知', summary));
  return summary;
}

export type Notifier = {
  /** Sends a claimed notification in the background: the caller's answer never waits for a slow channel. */
  soon: (id: number) => void;
  /** Resolves when every background send has finished (tests, shutdown). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

/** The background sender of one app: its own channels, closed with the app after in-flight sends finish. */
export function createNotifier(opts: {
  db: Db;
  channels: NotificationChannel[];
  log: FastifyBaseLogger;
  clock: () => Date;
  sendHours?: SendHours;
}): Notifier {
  const { db, channels, log, clock, sendHours } = opts;
  const inflight = new Set<Promise<unknown>>();
  const settle = async () => {
    while (inflight.size) await Promise.allSettled([...inflight]);
  };
  return {
    soon(id) {
      const p: Promise<unknown> = deliverNotificationNow(db, channels, id, clock(), log, sendHours)
        .catch((err: unknown) => log.error({ err, notification: id }, '企业通知发送失败，将由定时任务重试'))
        .finally(() => inflight.delete(p));
      inflight.add(p);
    },
    settle,
    async close() {
      await settle();
      await closeNotificationChannels(channels);
    },
  };
}
