import { and, asc, count, desc, eq, gt, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { addDays } from '../../../shared/billing/rules';
import { ShopStatus } from '../../../shared/constants';
import {
  ConsultationAge,
  ConsultationStatus,
  type ConsultationBody,
  type ConsultationListBody,
} from '../../../shared/contracts/consultations';
import type { Page } from '../../../shared/contracts/common';
import { ContentState } from '../../../shared/contracts/content-admin';
import { criticalCutoff, overdueCutoff, type Backlog } from '../../../shared/inbox/rules';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { companies, consultations, financeItems, rooms, startupItems, techItems, trainItems, users } from '../../db/schema/index';
import { bump, type Catalog } from '../../lib/catalog';
import { fail } from '../../lib/errors';
import { arrivedBetween, inboxBacklog } from '../../lib/inbox-backlog';
import { offsetOf, tablePage } from '../../lib/pagination';
import { escapeLike } from '../../lib/search';
import { publicCompany } from '../companies/companies.public';
import { excerpt, markEventRead, postToStaff, postToUsers, untold } from '../message-centre/message-centre.public';

export type ConsultationRow = typeof consultations.$inferSelect;

/** The item table each consultation type is about (spec §3 type codes); 6 is a settled company. */
const ITEM_TABLES: Record<number, Catalog & { consultationCount: unknown }> = {
  1: techItems,
  2: startupItems,
  3: rooms,
  4: trainItems,
  5: financeItems,
};

/** What names an item of each type in ITEM_TABLES (a room: its number and title). */
const ITEM_TITLES: Record<number, SQL<string> | PgColumn> = {
  1: techItems.name,
  2: startupItems.name,
  3: sql<string>`trim(${rooms.number} || ' ' || ${rooms.title})`,
  4: trainItems.name,
  5: financeItems.name,
};

export const CONSULTATION_LIMIT = { count: 5, windowMs: 10 * 60_000 };

/**
 * Records a consultation from the signed-in user and raises the consultation count of the item it is about.
 * A user may send at most five in ten minutes. `now` is the app's clock (its arrival time drives the inbox's flags).
 */
export async function addConsultation(db: Db, userId: number, body: ConsultationBody, now = new Date()) {
  const [recent] = await db
    .select({ n: count() })
    .from(consultations)
    .where(and(eq(consultations.userId, userId), gt(consultations.createdAt, new Date(now.getTime() - CONSULTATION_LIMIT.windowMs))));
  if ((recent?.n ?? 0) >= CONSULTATION_LIMIT.count) throw fail('提交过于频繁，请稍后再试');

  const table = ITEM_TABLES[body.type];
  if (body.question_id) {
    const exists = table
      ? await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.id, body.question_id), eq(table.status, ContentState.PUBLISHED)))
          .limit(1)
      : await db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, body.question_id), publicCompany()))
          .limit(1);
    if (exists.length === 0) throw fail('咨询的内容不存在或已下线');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consultations)
      .values({
        type: body.type,
        itemId: body.question_id || null,
        userId,
        companyName: body.company_name,
        name: body.name,
        phone: body.phone,
        content: body.content,
        createdAt: now,
      })
      .returning({ id: consultations.id });
    if (table && body.question_id) await bump(tx as unknown as Db, table, 'consultationCount' as never, body.question_id);
    await postToStaff(
      tx,
      {
        kind: MessageKind.STAFF_CONSULTATION,
        event: `staff_consultation:${row!.id}`,
        title: '新的在线咨询',
        body: `${body.name}${body.company_name ? `（${body.company_name}）` : ''}咨询：${excerpt(body.content)}`,
        link: MESSAGE_LINKS.staffQuestions,
        actorId: userId,
      },
      now,
    );
    return row!;
  });
}

/** The user's own consultations, newest first (consultations_user_idx). */
export async function listOwnConsultations(db: Db, userId: number, page: Page) {
  const cond = eq(consultations.userId, userId);
  return tablePage(db, consultations, cond, [desc(consultations.createdAt), desc(consultations.id)], page);
}

// ---------------------------------------------------------------------------------------------------------
// Titles of the items asked about

/** A key for the title map: type and item id. */
export const itemKey = (type: number, id: number) => `${type}:${id}`;

/**
 * The titles of the published items a page of consultations is about: one query per type present on the page
 * (at most six, whatever the page size), never one per row. Withdrawn or unknown items get no title.
 */
export async function itemTitles(db: Db, rows: Pick<ConsultationRow, 'type' | 'itemId'>[]): Promise<Map<string, string>> {
  const byType = new Map<number, Set<number>>();
  for (const r of rows) {
    if (!r.itemId) continue;
    const ids = byType.get(r.type) ?? new Set<number>();
    ids.add(r.itemId);
    byType.set(r.type, ids);
  }
  const titles = new Map<string, string>();
  // One at a time: PGlite serializes queries anyway, and a pg pool keeps connections for other requests.
  for (const [type, set] of byType) {
    const ids = [...set];
    const table = ITEM_TABLES[type];
    const found = table
      ? await db
          .select({ id: table.id, title: ITEM_TITLES[type]! })
          .from(table)
          .where(and(inArray(table.id, ids), eq(table.status, ContentState.PUBLISHED)))
      : type === 6
        ? await db
            .select({ id: companies.id, title: companies.name })
            .from(companies)
            .where(and(inArray(companies.id, ids), eq(companies.status, ShopStatus.PASSED)))
        : [];
    for (const f of found as { id: number; title: string }[]) titles.set(itemKey(type, f.id), f.title);
  }
  return titles;
}

// ---------------------------------------------------------------------------------------------------------
// The staff's inbox

/** The instant a park day (Asia/Shanghai) begins. */
export function parkDayStart(ymd: string): Date {
  return new Date(`${ymd}T00:00:00+08:00`);
}

/** Unanswered items that arrived on or before `cutoff` (a park day): created before the next day begins. */
function arrivedBy(cutoff: string): SQL {
  return lt(consultations.createdAt, parkDayStart(addDays(cutoff, 1)));
}

/**
 * Keyword: a substring of the name, phone, company name or content, case-insensitive for Latin letters.
 * Consultations carry no search tokens (the table grows by a few rows a day), so this is a bounded scan of the rows
 * the other filters leave: plain LIKE, which is several times cheaper than ILIKE on Chinese text, unless the
 * keyword has a Latin letter. Measured at 100 000 rows in the report.
 */
function keywordCond(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const p = `%${escapeLike(keyword)}%`;
  const match = /[a-z]/i.test(keyword) ? ilike : like;
  return or(
    match(consultations.name, p),
    match(consultations.phone, p),
    match(consultations.companyName, p),
    match(consultations.content, p),
  );
}

type Segment = { where: SQL | undefined; orderBy: SQL[] };

/**
 * Pages across consecutive segments (unanswered, then answered), each read in its own index order, as if they were
 * one list: one counting pass for all segments, then at most one query per segment the page touches.
 */
async function pageAcross(db: Db, segments: Segment[], page: Page): Promise<{ rows: ConsultationRow[]; total: number }> {
  const fields = Object.fromEntries(
    segments.map((s, i) => [`n${i}`, sql<number>`count(*) filter (where ${s.where ?? sql`true`})`.mapWith(Number)]),
  );
  const [c] = await db
    .select(fields)
    .from(consultations)
    .where(or(...segments.map((s) => s.where ?? sql`true`)));
  const counts = segments.map((_, i) => c?.[`n${i}`] ?? 0);
  const total = counts.reduce((a, b) => a + b, 0);
  let skip = offsetOf(page);
  let need = page.page_size;
  const rows: ConsultationRow[] = [];
  for (const [i, s] of segments.entries()) {
    if (need === 0) break;
    if (skip >= counts[i]!) {
      skip -= counts[i]!;
      continue;
    }
    const got = await db
      .select()
      .from(consultations)
      .where(s.where)
      .orderBy(...s.orderBy)
      .limit(need)
      .offset(skip);
    rows.push(...got);
    need -= got.length;
    skip = 0;
  }
  return { rows, total };
}

/**
 * The inbox: unanswered first, oldest first (the next to fall due is on top, so nothing slips past the three-month
 * line), then answered ones, newest first. `age` keeps only unanswered items past the reply limit (overdue,
 * critical ones included) or within two weeks of three months (critical); both follow shared/inbox/rules.ts.
 */
export async function listInbox(db: Db, body: ConsultationListBody, today: string, limit: number) {
  const age = body.age ?? ConsultationAge.ALL;
  const common = and(body.type ? eq(consultations.type, body.type) : undefined, keywordCond(body.keyword));
  const open: Segment = {
    where: and(
      eq(consultations.status, ConsultationStatus.OPEN),
      common,
      age === ConsultationAge.OVERDUE ? arrivedBy(overdueCutoff(today, limit)) : undefined,
      age === ConsultationAge.CRITICAL ? arrivedBy(criticalCutoff(today)) : undefined,
    ),
    orderBy: [asc(consultations.createdAt), asc(consultations.id)],
  };
  const answered: Segment = {
    where: and(eq(consultations.status, ConsultationStatus.ANSWERED), common),
    orderBy: [desc(consultations.createdAt), desc(consultations.id)],
  };
  const segments: Segment[] = [];
  if (body.status === undefined || body.status === ConsultationStatus.OPEN) segments.push(open);
  // Answered items are never overdue: an age filter leaves only the unanswered.
  if ((body.status === undefined || body.status === ConsultationStatus.ANSWERED) && age === ConsultationAge.ALL) segments.push(answered);
  if (segments.length === 0) return { rows: [], total: 0 };
  return pageAcross(db, segments, body);
}

const handler = alias(users, 'handler');
const asker = alias(users, 'asker');

/** One consultation with the name of the staff member who answered and the asker's account nickname. */
export async function getConsultation(db: Db, id: number) {
  const [row] = await db
    .select({
      consultation: consultations,
      handlerName: sql<string>`coalesce(nullif(${handler.nickname}, ''), ${handler.username}, '')`,
      askerNickname: sql<string>`coalesce(${asker.nickname}, '')`,
    })
    .from(consultations)
    .leftJoin(handler, eq(handler.id, consultations.handledBy))
    .leftJoin(asker, eq(asker.id, consultations.userId))
    .where(eq(consultations.id, id))
    .limit(1);
  return row;
}

/**
 * Answers a consultation: the reply, status 1. The first answer records who gave it and when (the on-time record);
 * answering again replaces the text only, so a correction never makes a timely answer look late. The row is locked
 * while it is read and written, so two staff members answering together are one answer and one update.
 */
export async function replyConsultation(db: Db, id: number, reply: string, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update').limit(1);
    if (!before) return null;
    const first = before.status !== ConsultationStatus.ANSWERED || !before.handledAt;
    const [after] = await tx
      .update(consultations)
      .set({
        reply,
        status: ConsultationStatus.ANSWERED,
        ...(first ? { handledBy: staffId, handledAt: now } : {}),
      })
      .where(eq(consultations.id, id))
      .returning();
    // The asker hears of the answer, and of a corrected one; the same text again (a retry) tells nothing new.
    if (after!.userId !== null && (first || before.reply !== after!.reply)) {
      await postToUsers(
        tx,
        [after!.userId],
        {
          kind: MessageKind.CONSULTATION_ANSWERED,
          event: `consultation_answered:${id}:${now.getTime()}`,
          title: first ? '您的咨询已答复' : '您的咨询答复已更新',
          body: `您咨询的「${excerpt(after!.content, 20)}」，园区答复：${excerpt(after!.reply)}`,
          link: MESSAGE_LINKS.myQuestions,
          actorId: staffId,
        },
        now,
      );
    }
    // The staff's message of the new consultation is done work now, for every staff member.
    await markEventRead(tx, `staff_consultation:${id}`, now);
    await markEventRead(tx, `${MessageKind.STAFF_REPLY_DUE}:consultation:${id}`, now);
    return { before, after: after!, first };
  });
}

/**
 * The consultations waiting for an answer on `today` (park day): all of them, those past the reply limit of `limit`
 * working days (critical ones included), those close to the three-month line, and the age in days of the oldest.
 * One index-only read of consultations_status_idx. For the staff overview and the menu badge.
 */
export const consultationBacklog = (db: Db, today: string, limit: number): Promise<Backlog> =>
  inboxBacklog(db, consultations, consultations.createdAt, eq(consultations.status, ConsultationStatus.OPEN), today, limit);

/**
 * Unanswered consultations that arrived from `from` to `to` (park days): those due today, whose staff have not been
 * told yet (no message of the event). At most `max`, oldest first.
 */
export async function consultationsDueUntold(db: Db, from: string, to: string, max: number) {
  const event = sql`${MessageKind.STAFF_REPLY_DUE} || ':consultation:' || ${consultations.id}`;
  return db
    .select({ id: consultations.id, name: consultations.name, content: consultations.content })
    .from(consultations)
    .where(and(eq(consultations.status, ConsultationStatus.OPEN), arrivedBetween(consultations.createdAt, from, to), untold(event)))
    .orderBy(asc(consultations.createdAt))
    .limit(max);
}
