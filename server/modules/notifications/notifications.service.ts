import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
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

export type NotificationSummary = { claimed: number; sent: number; failed: number; skipped: number };

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
): Promise<DeliveryStatus | 'waiting'> {
  if (!inSendingHours(now) || channels.length === 0) return 'waiting';
  const row = await takeUntried(db, id, now);
  return row ? deliver(db, channels, row, now, log) : 'waiting';
}

/**
 * The scheduler's part: untried notifications (claimed outside the sending hours, or whose process stopped before
 * sending), failed ones, and ones left pending by a process that died mid-send, each taken atomically.
 */
async function claimOpen(db: Db, now: Date): Promise<Taken[]> {
  const staleBefore = new Date(now.getTime() - STALE_PENDING_MINUTES * 60_000).toISOString();
  const lastTry = sql`coalesce(${notifications.sentAt}, ${notifications.createdAt})`;
  const stale = and(eq(notifications.status, 'pending'), sql`${notifications.attempts} > 0`, sql`${lastTry} < ${staleBefore}::timestamptz`);
  // Pending ones out of attempts will never finish: they count as failed.
  await db
    .update(notifications)
    .set({ status: 'failed' })
    .where(and(stale, sql`${notifications.attempts} >= ${MAX_NOTIFICATION_ATTEMPTS}`));
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
    const [row] = await db
      .update(notifications)
      .set({ attempts: sql`${notifications.attempts} + 1`, status: 'pending', sentAt: now })
      .where(and(eq(notifications.id, r.id), eq(notifications.status, r.status), eq(notifications.attempts, r.attempts)))
      .returning(takenFields);
    if (row) taken.push(row);
  }
  return taken;
}

/** One run for the scheduler: sends what is waiting and retries what failed (inside the sending hours only). */
export async function runNotifications(opts: {
  db: Db;
  channels: NotificationChannel[];
  now?: Date;
  log: FastifyBaseLogger;
}): Promise<NotificationSummary> {
  const { db, channels, log } = opts;
  const now = opts.now ?? new Date();
  const summary: NotificationSummary = { claimed: 0, sent: 0, failed: 0, skipped: 0 };
  if (!inSendingHours(now) || channels.length === 0) return summary;
  const taken = await claimOpen(db, now);
  summary.claimed = taken.length;
  for (const row of taken) summary[await deliver(db, channels, row, now, log)] += 1;
  if (taken.length)
    log.info(
      { ...summary },
      `企业通知：认领 ${summary.claimed} 条，发送 ${summary.sent} 条，失败 ${summary.failed} 条，跳过 ${summary.skipped} 条`,
    );
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
export function createNotifier(opts: { db: Db; channels: NotificationChannel[]; log: FastifyBaseLogger; clock: () => Date }): Notifier {
  const { db, channels, log, clock } = opts;
  const inflight = new Set<Promise<unknown>>();
  const settle = async () => {
    while (inflight.size) await Promise.allSettled([...inflight]);
  };
  return {
    soon(id) {
      const p: Promise<unknown> = deliverNotificationNow(db, channels, id, clock(), log)
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
