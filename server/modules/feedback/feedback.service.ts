import { and, asc, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../shared/billing/rules';
import type { Page } from '../../../shared/contracts/common';
import type { FeedbackBody, FeedbackInboxBody, FeedbackReplyBody } from '../../../shared/contracts/feedback';
import { FEEDBACK_MSG, FeedbackStatus } from '../../../shared/feedback/rules';
import { criticalCutoff, overdueCutoff, type Backlog } from '../../../shared/inbox/rules';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { companies, feedback, uploads, users } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { arrivedBetween, inboxBacklog } from '../../lib/inbox-backlog';
import { pageWithCount, tablePage } from '../../lib/pagination';
import { escapeLike, keywordMatch } from '../../lib/search';
import { excerpt, markEventRead, postToCompany, postToStaff, untold } from '../message-centre/message-centre.public';
import { NotificationKind, claimNotification } from '../notifications/notifications.public';
import { ownedUpload } from '../uploads/uploads.public';
import { requirePhotos, requireReply, requireFeedback } from './feedback.policy';

export type FeedbackRow = typeof feedback.$inferSelect;

/** The first instant of a park day (Asia/Shanghai): items "received on or before `day`" arrived before the next one. */
export function parkDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** Not answered yet: no reply has been recorded (仅答复 counts as an answer; 已完成 needs one). */
const unanswered = isNull(feedback.handledAt);

/** Unanswered and received on or before `day` (park time). */
const unansweredSince = (day: string) => and(unanswered, lt(feedback.createdAt, parkDayStart(addDays(day, 1))));

/** The address a photo is stored under: '/files/<id>' for an upload; seeded pictures keep their path. */
function storedPath(url: string): string {
  const m = url.match(/(\/files\/\d+)$/);
  return m ? m[1]! : url;
}

/**
 * Raises a request for the user's settled company. Every photo must be one of the user's own uploads of kind
 * feedback; the uploads are marked attached with the request, in one transaction.
 */
export async function submitFeedback(db: Db, userId: number, companyId: number, body: FeedbackBody, now: Date) {
  const found: NonNullable<Awaited<ReturnType<typeof ownedUpload>>>[] = [];
  for (const url of body.file) {
    const row = await ownedUpload(db, userId, 'feedback', url);
    if (row) found.push(row);
  }
  requirePhotos(body.file, found);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ companyId, userId, title: body.title, content: body.content, files: body.file.map(storedPath), createdAt: now })
      .returning();
    for (const u of found) await tx.update(uploads).set({ attached: true }).where(eq(uploads.id, u.id));
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
    await postToStaff(
      tx,
      {
        kind: MessageKind.STAFF_FEEDBACK,
        event: `staff_feedback:${row!.id}`,
        title: '新的服务诉求',
        body: `「${company?.name ?? ''}」提交了服务诉求：${excerpt(row!.title)}`,
        link: MESSAGE_LINKS.staffFeedback,
        actorId: userId,
      },
      now,
    );
    return row!;
  });
}

/** The company's own requests, newest first. */
export async function ownFeedbackPage(db: Db, companyId: number, page: Page) {
  const cond = eq(feedback.companyId, companyId);
  return tablePage(db, feedback, cond, [desc(feedback.createdAt), desc(feedback.id)], page);
}

/** A request with what staff see beside it: the company, its contact, who answered. */
function withCompany(db: Db) {
  return db
    .select({
      row: feedback,
      companyName: companies.name,
      contactName: companies.contactName,
      mobile: companies.mobile,
      handlerName: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username}, '')`,
    })
    .from(feedback)
    .innerJoin(companies, eq(companies.id, feedback.companyId))
    .leftJoin(users, eq(users.id, feedback.handledBy));
}

export type FeedbackWithCompany = Awaited<ReturnType<ReturnType<typeof withCompany>['where']>>[number];

/**
 * The staff's inbox: status (待处理 / 已完成), age (unanswered past the reply limit — critical ones included — or
 * close to the three-month line, both by shared/inbox/rules.ts), keyword (company name, or the title as a
 * substring). 待处理 first, the longest waiting on top; then 已完成, newest first.
 */
export async function inboxPage(db: Db, q: FeedbackInboxBody, today: string, limit: number) {
  const kw = q.keyword;
  const filters: (SQL | undefined)[] = [
    q.status === undefined ? undefined : eq(feedback.status, q.status),
    q.age === 'overdue'
      ? unansweredSince(overdueCutoff(today, limit))
      : q.age === 'critical'
        ? unansweredSince(criticalCutoff(today))
        : undefined,
    kw ? or(keywordMatch(companies.searchTokens, companies.searchText, kw), ilike(feedback.title, `%${escapeLike(kw)}%`)) : undefined,
  ];
  const cond = and(...filters);
  const order = [
    asc(feedback.status),
    sql`case when ${feedback.status} = ${FeedbackStatus.PENDING} then ${feedback.createdAt} end asc`,
    desc(feedback.createdAt),
    desc(feedback.id),
  ];
  const counted = db.select({ n: count() }).from(feedback).innerJoin(companies, eq(companies.id, feedback.companyId)).where(cond);
  return pageWithCount(
    withCompany(db)
      .where(cond)
      .orderBy(...order)
      .$dynamic(),
    q,
    counted,
  );
}

export async function loadFeedback(db: Db, id: number): Promise<FeedbackWithCompany> {
  const [row] = await withCompany(db).where(eq(feedback.id, id)).limit(1);
  return requireFeedback(row);
}

/**
 * Records the 平台反馈 (and with `done`, marks the request 已完成 once), by the staff member, now. Marking done
 * claims the company's notification in the same transaction (kind feedback_done): its id comes back for sending.
 */
export async function replyFeedback(db: Db, staffId: number, body: FeedbackReplyBody, now: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, body.id)).limit(1).for('update');
    requireFeedback(before);
    requireReply(before!, body.done);
    const [after] = await tx
      .update(feedback)
      .set({ remark: body.remark, status: body.done ? FeedbackStatus.DONE : before!.status, handledBy: staffId, handledAt: now })
      .where(and(eq(feedback.id, body.id), eq(feedback.status, before!.status)))
      .returning();
    // Another staff member changed its status in between (the row lock makes this rare): theirs stands.
    if (!after) throw fail(FEEDBACK_MSG.alreadyDone);
    const completed = before!.status !== FeedbackStatus.DONE && after.status === FeedbackStatus.DONE;
    const notificationId = completed
      ? await claimNotification(tx, { kind: NotificationKind.FEEDBACK_DONE, objectId: after.id, companyId: after.companyId }, now)
      : null;
    // The company hears of the completion once, and of each new reply; the same text again (a retry) tells nothing new.
    if (completed || before!.remark !== after.remark) {
      await postToCompany(
        tx,
        after.companyId,
        {
          kind: completed ? MessageKind.FEEDBACK_DONE : MessageKind.FEEDBACK_REPLIED,
          event: completed ? `feedback_done:${after.id}` : `feedback_replied:${after.id}:${now.getTime()}`,
          title: completed ? '服务诉求已办结' : '服务诉求有新回复',
          body: `您的服务诉求「${excerpt(after.title, 30)}」${completed ? '已办结' : '有新回复'}：${excerpt(after.remark)}`,
          link: MESSAGE_LINKS.serviceList,
          actorId: staffId,
        },
        now,
      );
    }
    // The staff's message of the new request is done work now, for every staff member.
    await markEventRead(tx, `staff_feedback:${after.id}`, now);
    await markEventRead(tx, `${MessageKind.STAFF_REPLY_DUE}:feedback:${after.id}`, now);
    return { before: before!, after, completed, notificationId };
  });
}

/** The first words of a text for a message (the linked page has the rest). */

/**
 * The inbox's backlog on `today` with a reply limit of `limit` working days: requests not answered yet, those past
 * the limit (critical ones included), those close to the three-month line, and the oldest one's age in days.
 * For the staff overview and the menu badge.
 */
export const feedbackBacklog = (db: Db, today: string, limit: number): Promise<Backlog> =>
  inboxBacklog(db, feedback, feedback.createdAt, unanswered, today, limit);

/**
 * Unanswered service requests that arrived from `from` to `to` (park days): those due today, whose staff have not
 * been told yet. At most `max`, oldest first.
 */
export async function feedbackDueUntold(db: Db, from: string, to: string, max: number) {
  const event = sql`${MessageKind.STAFF_REPLY_DUE} || ':feedback:' || ${feedback.id}`;
  return db
    .select({ id: feedback.id, title: feedback.title, companyName: companies.name })
    .from(feedback)
    .innerJoin(companies, eq(companies.id, feedback.companyId))
    .where(and(unanswered, arrivedBetween(feedback.createdAt, from, to), untold(event)))
    .orderBy(asc(feedback.createdAt))
    .limit(max);
}
