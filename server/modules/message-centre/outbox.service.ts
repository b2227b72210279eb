import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import {
  DELIVERY_RETRY_HOURS,
  DeliveryState,
  MESSAGE_KINDS,
  MessageChannel,
  REQUIRED_CHANNELS,
  deliveryBackoffMinutes,
  type MessageChannelValue,
  type MessageKindValue,
  type SendHours,
} from '../../../shared/message-centre/kinds';
import type { Db } from '../../db/client';
import { companies, companyMembers, messageChannelsOff, messageDeliveries, messages, users } from '../../db/schema/index';
import { startPeriodicRun } from '../../lib/periodic-run';
import { inSendingHours } from '../notifications/notifications.public';
import type { MessageSender, SendOutcome } from './senders';

/**
 * The outbox of the message centre's channels (issue 32). A message's SMS, e-mail and WeChat sends are rows written
 * by the same statement as the message (withDeliveries), so they exist exactly when the message does. A sender
 * (runOutbox: every few seconds in each process, server/main.ts) claims the due rows with FOR UPDATE SKIP LOCKED and
 * moves them a lease ahead before sending: however many processes run, one sends a row; one that dies mid-send leaves
 * it to be taken again when the lease ends. A failure waits 1, 2, 4 … minutes (at most an hour) and is retried until
 * DELIVERY_RETRY_HOURS after it was written, then given up (failed); staff may resend it. No SMS goes out outside the
 * sending hours (SEND_HOURS, 09:00–20:00 unless set): it waits for the morning.
 */

/** A claimed send is hidden from other senders this long: a sender that died is taken over after it. */
export const SEND_LEASE_MINUTES = 5;
/** Sends one run claims at most (the next run takes the rest). */
export const SEND_BATCH = 50;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const iso = (d: Date) => d.toISOString();

/**
 * `insertMessages` (an insert into messages … returning nothing yet) with its sends queued in the same statement: for
 * each new message, a row per channel where the person has an address and has not turned the channel off for the
 * kind (通知设置; REQUIRED_CHANNELS cannot be turned off). Addresses: SMS to the person's own mobile, else (a company's
 * 负责人) the company's; e-mail to the company's address, for its 负责人; WeChat to the openid of the QR sign-in.
 * Whether the park configured the channel is the sender's to say (a row of a channel it lacks is recorded skipped).
 */
export function withDeliveries(insertMessages: SQL, now: Date): SQL {
  const required = Object.entries(REQUIRED_CHANNELS).flatMap(([kind, channels]) => (channels ?? []).map((c) => sql`(${kind}, ${c})`));
  const mayTurnOff = required.length ? sql`and (ins.kind, a.channel) not in (${sql.join(required, sql`, `)})` : sql``;
  const owner = sql`cm.role = ${MemberRole.OWNER}`;
  const ownChannels = (Object.keys(MESSAGE_KINDS) as MessageKindValue[]).filter((k) => MESSAGE_KINDS[k].ownChannels).map((k) => sql`${k}`);
  const queued = ownChannels.length ? sql`and ins.kind not in (${sql.join(ownChannels, sql`, `)})` : sql``;
  return sql`with ins as (${insertMessages} returning id, user_id, kind)
    insert into ${messageDeliveries} (message_id, channel, address, next_attempt_at, give_up_at, created_at)
    select ins.id, a.channel, a.address, ${iso(now)}::timestamptz, ${iso(new Date(now.getTime() + DELIVERY_RETRY_HOURS * HOUR_MS))}::timestamptz,
      ${iso(now)}::timestamptz
    from ins
    join ${users} u on u.id = ins.user_id
    left join ${companyMembers} cm on cm.user_id = u.id
    left join ${companies} c on c.id = cm.company_id
    cross join lateral (values
      (${MessageChannel.SMS}, coalesce(nullif(u.phone, ''), case when ${owner} then nullif(c.mobile, '') end)),
      (${MessageChannel.EMAIL}, case when ${owner} then nullif(c.email, '') end),
      (${MessageChannel.WECHAT}, nullif(u.wechat_openid, ''))
    ) as a(channel, address)
    where a.address is not null ${queued}
      and not (exists (select 1 from ${messageChannelsOff} o
        where o.user_id = ins.user_id and o.kind = ins.kind and o.channel = a.channel) ${mayTurnOff})`;
}

/** A claimed send, with what its channel says: the message, and whom it is for. */
type Claimed = {
  id: number;
  channel: string;
  address: string;
  attempts: number;
  give_up_at: string;
  title: string;
  body: string;
  link: string;
  created_at: string;
  to: string;
};

/** Takes the due sends (SMS only in the sending hours), each for one sender: attempts + 1, hidden for the lease. */
async function claimDue(db: Db, channels: MessageChannelValue[], now: Date): Promise<Claimed[]> {
  if (!channels.length) return [];
  const lease = new Date(now.getTime() + SEND_LEASE_MINUTES * MINUTE_MS);
  const result = await db.execute(sql`with due as (
      select id from ${messageDeliveries}
      where status = ${DeliveryState.PENDING} and next_attempt_at <= ${iso(now)}::timestamptz
        and channel in (${sql.join(
          channels.map((c) => sql`${c}`),
          sql`, `,
        )})
      order by next_attempt_at, id
      limit ${SEND_BATCH}
      for update skip locked
    ), taken as (
      update ${messageDeliveries} d set attempts = d.attempts + 1, next_attempt_at = ${iso(lease)}::timestamptz
      from due where d.id = due.id
      returning d.id, d.message_id, d.channel, d.address, d.attempts, d.give_up_at
    )
    select t.id, t.channel, t.address, t.attempts, t.give_up_at, m.title, m.body, m.link, m.created_at,
      coalesce(c.name, nullif(u.nickname, ''), '您好') as "to"
    from taken t join ${messages} m on m.id = t.message_id join ${users} u on u.id = m.user_id
    left join ${companyMembers} cm on cm.user_id = u.id left join ${companies} c on c.id = cm.company_id
    order by t.id`);
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: Claimed[] }).rows;
}

/** Records a try's outcome, only while the send is still this try's (a resend or another sender did not take it). */
async function record(db: Db, row: Claimed, outcome: SendOutcome, now: Date): Promise<'sent' | 'failed' | 'skipped' | 'retry'> {
  const entry = { at: iso(now), status: outcome.status, error: outcome.error };
  const history = sql`${messageDeliveries.history} || ${JSON.stringify([entry])}::jsonb`;
  const mine = and(
    eq(messageDeliveries.id, row.id),
    eq(messageDeliveries.status, DeliveryState.PENDING),
    eq(messageDeliveries.attempts, row.attempts),
  );
  if (outcome.status !== 'failed') {
    const status = outcome.status === 'sent' ? DeliveryState.SENT : DeliveryState.SKIPPED;
    await db
      .update(messageDeliveries)
      .set({ status, lastError: outcome.error.slice(0, 300), sentAt: outcome.status === 'sent' ? now : null, history })
      .where(mine);
    return outcome.status;
  }
  const next = new Date(now.getTime() + deliveryBackoffMinutes(row.attempts) * MINUTE_MS);
  const givingUp = next.getTime() > new Date(row.give_up_at).getTime();
  await db
    .update(messageDeliveries)
    .set({
      status: givingUp ? DeliveryState.FAILED : DeliveryState.PENDING,
      nextAttemptAt: next,
      lastError: outcome.error.slice(0, 300),
      history,
    })
    .where(mine);
  return givingUp ? 'failed' : 'retry';
}

export type OutboxSummary = { claimed: number; sent: number; failed: number; skipped: number; retry: number };

/**
 * One run of the sender: the due sends of the configured channels, each sent and recorded; a row of a channel the
 * park has not configured is recorded skipped. `publicUrl` makes the message's link absolute.
 */
export async function runOutbox(opts: {
  db: Db;
  senders: MessageSender[];
  now: Date;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** SEND_HOURS: SMS go out only in these hours (DEFAULT_SEND_HOURS unless set). */
  sendHours?: SendHours;
}): Promise<OutboxSummary> {
  const { db, senders, now, log } = opts;
  const summary: OutboxSummary = { claimed: 0, sent: 0, failed: 0, skipped: 0, retry: 0 };
  await skipUnconfigured(db, senders, now);
  const byChannel = new Map(senders.map((s) => [s.channel, s]));
  const open = senders.map((s) => s.channel).filter((c) => c !== MessageChannel.SMS || inSendingHours(now, opts.sendHours));
  const claimed = await claimDue(db, open, now);
  summary.claimed = claimed.length;
  for (const row of claimed) {
    const sender = byChannel.get(row.channel as MessageChannelValue)!;
    const outcome = await sender
      .send({
        address: row.address,
        to: row.to,
        title: row.title,
        body: row.body,
        url: row.link ? new URL(row.link, opts.publicUrl).toString() : '',
        createdAt: new Date(row.created_at),
      })
      .catch((err: unknown): SendOutcome => ({ status: 'failed', error: String((err as Error).message ?? err).slice(0, 300) }));
    const done = await record(db, row, outcome, now);
    summary[done] += 1;
    if (outcome.status === 'failed')
      log.warn({ delivery: row.id, channel: row.channel, attempt: row.attempts, error: outcome.error }, '消息发送失败');
  }
  if (claimed.length) log.info({ ...summary }, `消息发送：认领 ${summary.claimed} 条，发送 ${summary.sent} 条，待重试 ${summary.retry} 条`);
  return summary;
}

/** Due sends of a channel the park has not configured: recorded as not sent, with why. */
async function skipUnconfigured(db: Db, senders: MessageSender[], now: Date): Promise<void> {
  const configured = senders.map((s) => sql`${s.channel}`);
  const entry = JSON.stringify([{ at: iso(now), status: DeliveryState.SKIPPED, error: '园区未开通该渠道' }]);
  await db.execute(sql`update ${messageDeliveries} set status = ${DeliveryState.SKIPPED}, last_error = '园区未开通该渠道',
      history = history || ${entry}::jsonb
    where status = ${DeliveryState.PENDING} and next_attempt_at <= ${iso(now)}::timestamptz
      ${configured.length ? sql`and channel not in (${sql.join(configured, sql`, `)})` : sql``}`);
}

/**
 * Staff resend a failed send: pending again now, retried for another DELIVERY_RETRY_HOURS. Not one that did not fail,
 * nor one whose address the retention purge has blanked (there is nowhere to send it).
 */
export async function resendDelivery(db: Db, id: number, now: Date): Promise<'resent' | 'not_failed' | 'no_address'> {
  const [row] = await db
    .update(messageDeliveries)
    .set({
      status: DeliveryState.PENDING,
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + DELIVERY_RETRY_HOURS * HOUR_MS),
    })
    .where(and(eq(messageDeliveries.id, id), eq(messageDeliveries.status, DeliveryState.FAILED), ne(messageDeliveries.address, '')))
    .returning({ id: messageDeliveries.id });
  if (row) return 'resent';
  const [failed] = await db
    .select({ id: messageDeliveries.id })
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.id, id), eq(messageDeliveries.status, DeliveryState.FAILED)))
    .limit(1);
  return failed ? 'no_address' : 'not_failed';
}

/**
 * The retention purge (housekeeping): sends written more than `days` ago and no longer waiting keep what was sent,
 * when and how it went, but not the copy of the address (the person's own profile holds the current one). Along
 * message_deliveries_created_idx; the number blanked.
 */
export async function purgeDeliveryAddresses(db: Db, days: number, now: Date): Promise<number> {
  const rows = await db
    .update(messageDeliveries)
    .set({ address: '' })
    .where(
      and(
        lt(messageDeliveries.createdAt, new Date(now.getTime() - days * 24 * HOUR_MS)),
        ne(messageDeliveries.address, ''),
        ne(messageDeliveries.status, DeliveryState.PENDING),
      ),
    )
    .returning({ id: messageDeliveries.id });
  return rows.length;
}

export type Outbox = { stop: () => Promise<void> };

/** The sender of one process: a run every `intervalSeconds`, never two at once; a failed run is logged and retried. */
export function startOutbox(opts: {
  db: Db;
  senders: MessageSender[];
  intervalSeconds: number;
  log: FastifyBaseLogger;
  clock: () => Date;
  publicUrl: string;
  sendHours?: SendHours;
}): Outbox {
  const job = startPeriodicRun(
    () =>
      runOutbox({ ...opts, now: opts.clock() })
        .then(() => undefined)
        .catch((err: unknown) => opts.log.error({ err }, '消息发送执行失败，将在下次重试')),
    opts.intervalSeconds * 1000,
  );
  return {
    async stop() {
      await job.stop();
      for (const s of opts.senders) s.close?.();
    },
  };
}
