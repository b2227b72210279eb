import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { LoginType, ShopStatus, UserStatus } from '../../../shared/constants';
import type { MessageListBody } from '../../../shared/contracts/message-centre';
import { MESSAGE_BODY_MAX, MESSAGE_KINDS, type MessageKindValue } from '../../../shared/message-centre/kinds';
import type { Db } from '../../db/client';
import { companies, companyMembers, messages, users } from '../../db/schema/index';
import { pageWithCount } from '../../lib/pagination';
import { withDeliveries } from './outbox.service';

/**
 * The message centre (issue 32): writing a message for the people an event concerns, in the caller's transaction
 * (so the message exists exactly when the change does), and reading a person's own messages.
 */

/** An event to tell: its kind, its key (unique per person: a retry or a second write of the same event adds nothing), text and link. */
export type MessageDraft = {
  kind: MessageKindValue;
  /** What makes this event itself: e.g. `feedback_done:12` or `application_rejected:5:<reviewed at>`. */
  event: string;
  title: string;
  body: string;
  link: string;
  actorId?: number | null;
};

/** A text's first words for a message's body: spaces folded, cut at `max` characters with …. */
export function excerpt(text: string, max = 60): string {
  const s = text.replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function fields(m: MessageDraft, now: Date) {
  return sql`${m.kind}, ${m.event}, ${clip(m.title, 100)}, ${clip(m.body, MESSAGE_BODY_MAX)}, ${m.link}, ${now.toISOString()}::timestamptz, ${m.actorId ?? null}::int`;
}

const insertInto = sql`insert into ${messages} (user_id, kind, event, title, body, link, created_at, actor_id)`;

/** Writes the messages `select` yields (new ones only) and queues their SMS, e-mail and WeChat sends with them. */
async function post(db: Db, select: SQL, now: Date): Promise<void> {
  await db.execute(withDeliveries(sql`${insertInto} ${select} on conflict (user_id, event) do nothing`, now));
}

/** To these people (the asker of a consultation, the member who joined). */
export async function postToUsers(db: Db, userIds: readonly number[], m: MessageDraft, now: Date): Promise<void> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  await post(
    db,
    sql`select u.id, ${fields(m, now)} from ${users} u
    where u.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and u.status = ${UserStatus.ENABLED}`,
    now,
  );
}

/**
 * To a company's members whose role the kind names (MESSAGE_KINDS[kind].members), or to those of every settled
 * company (`'settled'`, a policy notice to all).
 */
export async function postToCompany(db: Db, company: number | 'settled', m: MessageDraft, now: Date): Promise<void> {
  const roles = MESSAGE_KINDS[m.kind].members ?? [];
  if (!roles.length) return;
  const which = company === 'settled' ? sql`c.status = ${ShopStatus.PASSED}` : sql`c.id = ${company}`;
  await post(
    db,
    sql`select cm.user_id, ${fields(m, now)}
    from ${companyMembers} cm join ${companies} c on c.id = cm.company_id join ${users} u on u.id = cm.user_id
    where ${which} and cm.role in (${sql.join(
      roles.map((r) => sql`${r}`),
      sql`, `,
    )}) and u.status = ${UserStatus.ENABLED}`,
    now,
  );
}

/** To the enabled staff holding one of the kind's roles (MESSAGE_KINDS[kind].staff). */
export async function postToStaff(db: Db, m: MessageDraft, now: Date): Promise<void> {
  const roles = MESSAGE_KINDS[m.kind].staff ?? [];
  if (!roles.length) return;
  await post(
    db,
    sql`select u.id, ${fields(m, now)} from ${users} u
    where u.login_type = ${LoginType.ADMIN} and u.status = ${UserStatus.ENABLED}
      and u.staff_roles && array[${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[]`,
    now,
  );
}

/**
 * An event's messages marked read for everyone who got them: the staff's message about a request one of them has
 * answered is done work, so no other bell keeps counting it.
 */
export async function markEventRead(db: Db, event: string, now: Date): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.event, event), isNull(messages.readAt)));
}

/** A WHERE fragment: nobody has a message of `event` yet (messages_event_idx), for jobs that tell each thing once. */
export const untold = (event: SQL): SQL => sql`not exists (select 1 from ${messages} where ${messages.event} = ${event})`;

// ---------------------------------------------------------------------------------------------------------
// A person's own messages

const mine = (userId: number, unreadOnly: boolean) => and(eq(messages.userId, userId), unreadOnly ? isNull(messages.readAt) : undefined);

/** The caller's messages, newest first (消息中心), all or unread only. */
export async function messagePage(db: Db, userId: number, body: MessageListBody) {
  const cond = mine(userId, body.unread === 1);
  return pageWithCount(
    db.select().from(messages).where(cond).orderBy(desc(messages.createdAt), desc(messages.id)).$dynamic(),
    body,
    db.select({ n: count() }).from(messages).where(cond),
  );
}

/** The caller's unread count: one range of the partial index messages_unread_idx. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(mine(userId, true));
  return row?.n ?? 0;
}

/** Marks one of the caller's messages read (false when it is not theirs, or gone), or all of them. */
export async function markRead(db: Db, userId: number, target: { id?: number; all?: number }, now: Date): Promise<boolean> {
  if (target.all) {
    await db.update(messages).set({ readAt: now }).where(mine(userId, true));
    return true;
  }
  const [found] = await db
    .select({ id: messages.id, readAt: messages.readAt })
    .from(messages)
    .where(and(eq(messages.id, target.id!), eq(messages.userId, userId)))
    .limit(1);
  if (!found) return false;
  if (!found.readAt) await db.update(messages).set({ readAt: now }).where(eq(messages.id, found.id));
  return true;
}
