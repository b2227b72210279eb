import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  ContractStatus,
  REMINDER_THRESHOLDS,
  RecordType,
  addDays,
  daysBetween,
  parkToday,
  reminderThreshold,
} from '../../../shared/billing/rules';
import type { Page } from '../../../shared/contracts/common';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { companies, leases, reminders, serviceFees } from '../../db/schema/index';
import { pageWithCount } from '../../lib/pagination';
import { escapeLike, keywordMatch } from '../../lib/search';
import {
  MAX_NOTIFICATION_ATTEMPTS,
  deliverThrough,
  failStale,
  inSendingHours,
  runLine,
  startRun,
  storedDeliveries,
  takeOpen,
  type RunOptions,
  type RunSummary,
  type StoredDelivery,
} from '../notifications/notifications.public';
import { reminderMobile } from '../members/members.public';
import { postToCompany } from '../message-centre/message-centre.public';
import { reminderSentence, reminderSubject, type DeliveryStatus, type ReminderChannel, type ReminderMessage } from './channels';

export { inSendingHours, storedDeliveries, type StoredDelivery };

/** A reminder is a notification: it goes out in the sending hours (SEND_HOURS, 09:00–20:00 park time unless set), and a failed one is tried as often as any notification, the first try included. */
export const MAX_REMINDER_ATTEMPTS = MAX_NOTIFICATION_ATTEMPTS;
/** Contracts claimed per run (the rest wait for the next run), and reminders delivered at once. */
const CLAIM_BATCH = 500;
const DELIVERY_CONCURRENCY = 4;

export type ReminderSummary = RunSummary;
export type ReminderStatus = 'pending' | DeliveryStatus;

/**
 * The threshold a paid-through date has reached today, in SQL, built from REMINDER_THRESHOLDS: the smallest
 * threshold t with paid_until ≤ today + t (the same answer as reminderThreshold).
 */
function thresholdCase(paidUntil: AnyColumn, today: string): SQL {
  const ascending = [...REMINDER_THRESHOLDS].sort((a, b) => a - b);
  const whens = ascending.map((t) => sql`when ${paidUntil} <= ${addDays(today, t)} then ${t}::int`);
  return sql`(case ${sql.join(whens, sql` `)} else null end)`;
}

type Candidate = { recordType: number; recordId: number; companyId: number; paidUntil: string };

/** Live contracts within the widest threshold whose current reminder (contract, paid-through date, threshold) is not yet claimed. */
async function dueContracts(db: Db, today: string): Promise<Candidate[]> {
  const horizon = addDays(today, Math.max(...REMINDER_THRESHOLDS));
  const kinds = [
    { type: RecordType.LEASE, t: leases },
    { type: RecordType.FEE, t: serviceFees },
  ] as const;
  const out: Candidate[] = [];
  for (const { type, t } of kinds) {
    const rows = await db
      .select({ recordId: t.id, companyId: t.companyId, paidUntil: t.paidUntil })
      .from(t)
      .where(
        and(
          eq(t.status, ContractStatus.LIVE),
          lte(t.paidUntil, horizon),
          sql`not exists (select 1 from ${reminders} where ${reminders.recordType} = ${type} and ${reminders.recordId} = ${t.id}
            and ${reminders.paidUntil} = ${t.paidUntil} and ${reminders.threshold} = ${thresholdCase(t.paidUntil, today)})`,
        ),
      )
      .orderBy(asc(t.paidUntil), asc(t.id))
      .limit(CLAIM_BATCH);
    out.push(...rows.map((r) => ({ ...r, recordType: type })));
  }
  return out;
}

/**
 * The claim: one row per (contract, paid-through date, threshold) under the unique index reminders_once_uq.
 * Only the process whose insert succeeded gets the id back, and only it delivers.
 */
async function claimNew(db: Db, now: Date): Promise<{ id: number; attempts: number }[]> {
  const today = parkToday(now);
  const due = await dueContracts(db, today);
  const values = due.flatMap((c) => {
    const threshold = reminderThreshold(c.paidUntil, today);
    return threshold === null ? [] : [{ ...c, threshold, status: 'pending', attempts: 1, createdAt: now }];
  });
  if (!values.length) return [];
  return db.insert(reminders).values(values).onConflictDoNothing().returning({ id: reminders.id, attempts: reminders.attempts });
}

/** The contract behind a reminder is still live and still paid through the same date (else a retry is moot). */
const contractStillDue = sql`(
  (${reminders.recordType} = ${RecordType.LEASE} and exists (select 1 from ${leases} where ${leases.id} = ${reminders.recordId}
    and ${leases.status} = ${ContractStatus.LIVE} and ${leases.paidUntil} = ${reminders.paidUntil}))
  or (${reminders.recordType} = ${RecordType.FEE} and exists (select 1 from ${serviceFees} where ${serviceFees.id} = ${reminders.recordId}
    and ${serviceFees.status} = ${ContractStatus.LIVE} and ${serviceFees.paidUntil} = ${reminders.paidUntil})))`;

/**
 * Failed reminders (and pending ones whose sender died) are tried again, up to MAX_REMINDER_ATTEMPTS in all.
 * Each retry is claimed atomically: the update succeeds for one process only, as it moves `attempts` on.
 */
async function claimRetries(db: Db, now: Date): Promise<{ id: number; attempts: number }[]> {
  const stale = await failStale(db, reminders, now);
  const open = await db
    .select({ id: reminders.id, status: reminders.status, attempts: reminders.attempts })
    .from(reminders)
    .where(and(or(eq(reminders.status, 'failed'), stale), lt(reminders.attempts, MAX_REMINDER_ATTEMPTS), contractStillDue))
    .orderBy(asc(reminders.id))
    .limit(CLAIM_BATCH);
  const claimed: { id: number; attempts: number }[] = [];
  for (const r of open) {
    const [row] = await takeOpen(db, reminders, r, now).returning({ id: reminders.id, attempts: reminders.attempts });
    if (row) claimed.push(row);
  }
  return claimed;
}

/** Reminders with their company and contract, in one query (no query per row): for delivery and for the staff's list. */
function remindersWithContracts(db: Db) {
  return db
    .select({
      id: reminders.id,
      recordType: reminders.recordType,
      recordId: reminders.recordId,
      paidUntil: reminders.paidUntil,
      threshold: reminders.threshold,
      status: reminders.status,
      attempts: reminders.attempts,
      deliveries: reminders.deliveries,
      createdAt: reminders.createdAt,
      sentAt: reminders.sentAt,
      companyId: reminders.companyId,
      companyName: sql<string>`coalesce(${companies.name}, '')`,
      // The first 财务 member's verified mobile, else the first 负责人's, else the contact mobile (issue 30).
      mobile: reminderMobile(),
      email: sql<string>`coalesce(${companies.email}, '')`,
      title: sql<string>`coalesce(${leases.roomNumber}, ${serviceFees.title}, '')`,
    })
    .from(reminders)
    .leftJoin(companies, eq(companies.id, reminders.companyId))
    .leftJoin(leases, and(eq(reminders.recordType, RecordType.LEASE), eq(leases.id, reminders.recordId)))
    .leftJoin(serviceFees, and(eq(reminders.recordType, RecordType.FEE), eq(serviceFees.id, reminders.recordId)));
}

export type ReminderRow = Awaited<ReturnType<typeof remindersWithContracts>>[number];

/** '房租（A-301）' or '服务费（物业费）': what a company reads the reminder is about. */
export function itemLabel(recordType: number, title: string): string {
  return recordType === RecordType.LEASE ? `房租（${title}）` : `服务费（${title}）`;
}

async function deliverOne(
  db: Db,
  channels: ReminderChannel[],
  row: ReminderRow,
  now: Date,
  log: FastifyBaseLogger,
): Promise<DeliveryStatus> {
  const message: ReminderMessage = {
    reminderId: row.id,
    companyName: row.companyName,
    mobile: row.mobile,
    email: row.email,
    recordType: row.recordType,
    recordId: row.recordId,
    item: itemLabel(row.recordType, row.title),
    paidUntil: row.paidUntil,
    days: daysBetween(parkToday(now), row.paidUntil),
    threshold: row.threshold,
  };
  // The message centre keeps it too, for the company's 负责人 and 财务 (once: its event is the reminder).
  if (row.companyId)
    await postToCompany(
      db,
      row.companyId,
      {
        kind: MessageKind.EXPIRY_REMINDER,
        event: `expiry_reminder:${row.id}`,
        title: reminderSubject(message).replace('【园区企业服务门户】', ''),
        body: reminderSentence(message),
        link: row.recordType === RecordType.LEASE ? MESSAGE_LINKS.roomPrice : MESSAGE_LINKS.servicePrice,
      },
      now,
    );
  const { deliveries, results, status } = await deliverThrough(
    channels,
    message,
    storedDeliveries(row.deliveries),
    row.attempts,
    now,
    log,
    {
      reminder: row.id,
    },
  );
  await db
    .update(reminders)
    .set({ status, deliveries, sentAt: new Date(now.getTime()) })
    .where(and(eq(reminders.id, row.id), eq(reminders.status, 'pending'), eq(reminders.attempts, row.attempts)));
  if (status === 'failed')
    log.warn(
      { reminder: row.id, attempt: row.attempts, deliveries: results.filter((d) => d.status === 'failed') },
      'reminder delivery failed',
    );
  return status;
}

/**
 * One run of the reminder job: claims what is due today (and retries), delivers each claimed reminder through
 * every channel, records the outcome. Outside the sending hours nothing is claimed or sent.
 */
export async function runReminders(opts: RunOptions<ReminderChannel>): Promise<ReminderSummary> {
  const { db, channels, log, now, summary, sending } = startRun(opts);
  if (!sending) return summary;
  const claimed = [...(await claimRetries(db, now)), ...(await claimNew(db, now))];
  summary.claimed = claimed.length;
  if (!claimed.length) return summary;
  const rows = await remindersWithContracts(db)
    .where(
      inArray(
        reminders.id,
        claimed.map((c) => c.id),
      ),
    )
    .orderBy(asc(reminders.id));
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      summary[await deliverOne(db, channels, row, now, log)] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, rows.length) }, worker));
  log.info({ ...summary }, runLine('到期提醒', summary));
  return summary;
}

/** The staff's list: newest first; the keyword finds the company, the room number or the fee's name. */
export async function listReminders(db: Db, q: Page & { keyword?: string }) {
  const kw = q.keyword?.trim();
  const cond = kw
    ? or(
        keywordMatch(companies.searchTokens, companies.searchText, kw),
        ilike(leases.roomNumber, `%${escapeLike(kw)}%`),
        ilike(serviceFees.title, `%${escapeLike(kw)}%`),
      )
    : undefined;
  const countQuery = db
    .select({ n: count() })
    .from(reminders)
    .leftJoin(companies, eq(companies.id, reminders.companyId))
    .leftJoin(leases, and(eq(reminders.recordType, RecordType.LEASE), eq(leases.id, reminders.recordId)))
    .leftJoin(serviceFees, and(eq(reminders.recordType, RecordType.FEE), eq(serviceFees.id, reminders.recordId)))
    .where(cond);
  return pageWithCount(
    remindersWithContracts(db).where(cond).orderBy(desc(reminders.createdAt), desc(reminders.id)).$dynamic(),
    q,
    countQuery,
  );
}
