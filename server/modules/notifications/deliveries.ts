import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SEND_HOURS, type SendHours } from '../../../shared/message-centre/kinds';
import type { DeliveryResult, DeliveryStatus } from './channels';

/**
 * The delivery rules of every notification, expiry reminders (server/modules/reminders) included: nothing goes out at
 * night, a failure is retried a bounded number of times, and a send whose process died is taken up again.
 */
/** A failed notification is tried at most this many times in all (the first try included). */
export const MAX_NOTIFICATION_ATTEMPTS = 3;
/** A notification still pending after this long was claimed by a process that died mid-send: it is tried again. */
export const STALE_PENDING_MINUTES = 10;

const PARK_OFFSET_MS = 8 * 3_600_000;

/** True in the sending hours (SEND_HOURS, by default DEFAULT_SEND_HOURS: 09:00–20:00), park time (Asia/Shanghai). */
export function inSendingHours(now: Date, hours: SendHours = DEFAULT_SEND_HOURS): boolean {
  const hour = new Date(now.getTime() + PARK_OFFSET_MS).getUTCHours();
  return hour >= hours.from && hour < hours.until;
}

/** One channel's outcome as stored in a reminder's or notification's `deliveries` column. */
export type StoredDelivery = { channel: string; to: string; status: DeliveryStatus; error: string; at: string; attempt: number };

/** The stored deliveries, read defensively (the column is JSON). */
export function storedDeliveries(value: unknown): StoredDelivery[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((d): d is Record<string, unknown> => !!d && typeof d === 'object')
    .map((d) => ({
      channel: String(d.channel ?? ''),
      to: String(d.to ?? ''),
      status: (['sent', 'failed', 'skipped'].includes(String(d.status)) ? d.status : 'failed') as DeliveryStatus,
      error: String(d.error ?? ''),
      at: String(d.at ?? ''),
      attempt: Number(d.attempt ?? 0),
    }));
}

/** A notification failed if any channel failed; else it was sent if any channel sent; else it was skipped (nowhere to send). */
export function overallStatus(deliveries: StoredDelivery[]): DeliveryStatus {
  if (deliveries.some((d) => d.status === 'failed')) return 'failed';
  if (deliveries.some((d) => d.status === 'sent')) return 'sent';
  return 'skipped';
}

type Channel<M> = { name: string; send: (message: M) => Promise<DeliveryResult> };

/**
 * Sends one message through the channels that have not settled it yet (a retry goes only through the channels
 * that failed; what was sent stays sent) and merges the outcomes with the earlier ones of channels still enabled.
 */
export async function deliverThrough<M>(
  channels: Channel<M>[],
  message: M,
  previous: StoredDelivery[],
  attempt: number,
  now: Date,
  log: FastifyBaseLogger,
  about: Record<string, unknown>,
): Promise<{ deliveries: StoredDelivery[]; results: StoredDelivery[]; status: DeliveryStatus }> {
  const settled = new Set(previous.filter((d) => d.status !== 'failed').map((d) => d.channel));
  const todo = channels.filter((c) => !settled.has(c.name));
  const at = now.toISOString();
  const results = await Promise.all(
    todo.map(async (c): Promise<StoredDelivery> => {
      try {
        const r = await c.send(message);
        return { channel: c.name, to: r.to, status: r.status, error: r.error, at, attempt };
      } catch (err) {
        log.warn({ err, ...about, channel: c.name }, 'notification channel failed');
        return { channel: c.name, to: '', status: 'failed', error: String((err as Error).message ?? err).slice(0, 300), at, attempt };
      }
    }),
  );
  const enabled = new Set(channels.map((c) => c.name));
  const kept = previous.filter((d) => settled.has(d.channel) && enabled.has(d.channel));
  const deliveries = [...kept, ...results];
  return { deliveries, results, status: overallStatus(deliveries) };
}
