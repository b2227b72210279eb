import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../shared/billing/rules';
import type { Page } from '../../../shared/contracts/common';
import type { PolicyNoticeAddBody, PolicyNoticeListBody } from '../../../shared/contracts/policy-notices';
import { MSG_POLICY_NOTICE, PolicyNoticeStatus, readSystemType } from '../../../shared/policy-notices/rules';
import { ShopStatus } from '../../../shared/constants';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { companies, policyNoticeFollowups, policyNotices, siteSettings, users } from '../../db/schema/index';
import { cappedCount } from '../../lib/catalog';
import { notFound } from '../../lib/errors';
import { pageWithCount } from '../../lib/pagination';
import { keywordMatch, searchText, searchTokens } from '../../lib/search';
import { postToCompany } from '../message-centre/message-centre.public';
import { requireTarget, requirePolicyNotice } from './policy-notices.policy';

export type PolicyNoticeRow = typeof policyNotices.$inferSelect;
export type FollowupRow = { id: number; policyNoticeId: number; note: string; createdAt: Date; adminName: string };

/** The site setting that holds spec §3's system_type. */
export const SYSTEM_TYPE_KEY = 'system_type';

/** A staff member's display name: nickname, else username. */
const adminName = sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username}, '')`;

/** A follow-up as lists show it (FollowupRow), with who wrote it. */
const followupColumns = {
  id: policyNoticeFollowups.id,
  policyNoticeId: policyNoticeFollowups.policyNoticeId,
  note: policyNoticeFollowups.note,
  createdAt: policyNoticeFollowups.createdAt,
  adminName,
};
const byWriter = eq(users.id, policyNoticeFollowups.createdBy);

/** Park-time bounds of a window: the start day from 00:00, the end day until 23:59:59 (both days count). */
export const windowStart = (ymd: string) => new Date(`${ymd}T00:00:00+08:00`);
export const windowEnd = (ymd: string) => new Date(`${ymd}T23:59:59+08:00`);

/** system_type from the site settings; unset or not a whole number → SYSTEM_TYPE_DEFAULT (2). */
export async function systemType(db: Db): Promise<number> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SYSTEM_TYPE_KEY)).limit(1);
  return readSystemType(row?.value);
}

/** Settled companies by name (the staff's picker); at most 5 000. */
export async function companyOptions(db: Db) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.status, ShopStatus.PASSED))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(5000);
}

/** One page of live (not deleted) notices, newest first, with the company's and the publisher's names. */
export async function adminPolicyNotices(db: Db, q: PolicyNoticeListBody) {
  const cond = and(
    isNull(policyNotices.deletedAt),
    q.company_id === undefined
      ? undefined
      : q.company_id === 0
        ? isNull(policyNotices.companyId)
        : eq(policyNotices.companyId, q.company_id),
    q.keyword ? keywordMatch(policyNotices.searchTokens, policyNotices.searchText, q.keyword) : undefined,
  );
  const list = db
    .select({ policyNotice: policyNotices, companyName: companies.name, adminName })
    .from(policyNotices)
    .leftJoin(companies, eq(companies.id, policyNotices.companyId))
    .leftJoin(users, eq(users.id, policyNotices.createdBy));
  return pageWithCount(
    list.where(cond).orderBy(desc(policyNotices.createdAt), desc(policyNotices.id)).$dynamic(),
    q,
    cappedCount(db, policyNotices, cond, !!q.keyword),
  );
}

/** Follow-up count and the newest follow-up of each of the given notices. */
export async function followupSummaries(db: Db, policyNoticeIds: number[]) {
  const out = new Map<number, { count: number; last: FollowupRow | null }>();
  if (policyNoticeIds.length === 0) return out;
  const [counts, lasts] = await Promise.all([
    db
      .select({ policyNoticeId: policyNoticeFollowups.policyNoticeId, n: count() })
      .from(policyNoticeFollowups)
      .where(inArray(policyNoticeFollowups.policyNoticeId, policyNoticeIds))
      .groupBy(policyNoticeFollowups.policyNoticeId),
    db
      .selectDistinctOn([policyNoticeFollowups.policyNoticeId], followupColumns)
      .from(policyNoticeFollowups)
      .leftJoin(users, byWriter)
      .where(inArray(policyNoticeFollowups.policyNoticeId, policyNoticeIds))
      .orderBy(policyNoticeFollowups.policyNoticeId, desc(policyNoticeFollowups.createdAt), desc(policyNoticeFollowups.id)),
  ]);
  for (const c of counts) out.set(c.policyNoticeId, { count: c.n, last: null });
  for (const l of lasts) out.set(l.policyNoticeId, { count: out.get(l.policyNoticeId)?.count ?? 1, last: l });
  return out;
}

/** A live notice by id, or '通知不存在或已删除'. */
export async function loadPolicyNotice(db: Db, id: number): Promise<PolicyNoticeRow> {
  const [row] = await db.select().from(policyNotices).where(eq(policyNotices.id, id)).limit(1);
  return requirePolicyNotice(row);
}

/**
 * Publishes a notice to one settled company or to all (company_id 0). The keyword columns hold the title and
 * the company's name as it was when published.
 */
export async function addPolicyNotice(db: Db, body: PolicyNoticeAddBody, createdBy: number, now: Date) {
  const type = await systemType(db);
  const [company] = body.company_id
    ? await db
        .select({ id: companies.id, name: companies.name, status: companies.status })
        .from(companies)
        .where(eq(companies.id, body.company_id))
        .limit(1)
    : [];
  requireTarget(type, body.company_id, company);
  const text = searchText(body.title, company?.name);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(policyNotices)
      .values({
        companyId: body.company_id || null,
        title: body.title,
        link: body.link,
        startTime: windowStart(body.start_time),
        endTime: windowEnd(body.end_time),
        status: PolicyNoticeStatus.NEW,
        createdBy,
        searchText: text,
        searchTokens: searchTokens(text),
        createdAt: now,
      })
      .returning();
    // The notice reaches its company's members (or every settled company's) in the message centre.
    await postToCompany(
      tx,
      row!.companyId ?? 'settled',
      {
        kind: MessageKind.POLICY_NOTICE,
        event: `policy_notice:${row!.id}`,
        title: '新的政策通知',
        body: `${row!.title}（${body.start_time} 至 ${body.end_time}）`,
        link: MESSAGE_LINKS.policyNotices,
        actorId: createdBy,
      },
      now,
    );
    return { policyNotice: row!, companyName: company?.name ?? null };
  });
}

/** Records a follow-up (note, who, when) and marks the notice 已跟进, in one transaction. */
export async function followPolicyNotice(db: Db, id: number, note: string, by: number, now: Date) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(policyNotices).where(eq(policyNotices.id, id)).for('update').limit(1);
    requirePolicyNotice(locked);
    const [f] = await tx.insert(policyNoticeFollowups).values({ policyNoticeId: id, note, createdBy: by, createdAt: now }).returning();
    await tx.update(policyNotices).set({ status: PolicyNoticeStatus.FOLLOWED }).where(eq(policyNotices.id, id));
    const [who] = await tx.select({ adminName }).from(users).where(eq(users.id, by)).limit(1);
    return {
      policyNotice: locked!,
      followup: { id: f!.id, policyNoticeId: id, note: f!.note, createdAt: f!.createdAt, adminName: who?.adminName ?? '' },
    };
  });
}

/** One page of a live notice's follow-ups, newest first. */
export async function listPolicyNoticeFollowups(db: Db, id: number, page: Page) {
  await loadPolicyNotice(db, id);
  const cond = eq(policyNoticeFollowups.policyNoticeId, id);
  return pageWithCount(
    db
      .select(followupColumns)
      .from(policyNoticeFollowups)
      .leftJoin(users, byWriter)
      .where(cond)
      .orderBy(desc(policyNoticeFollowups.createdAt), desc(policyNoticeFollowups.id))
      .$dynamic(),
    page,
    db.select({ n: count() }).from(policyNoticeFollowups).where(cond),
  );
}

/** Soft delete: the notice leaves both lists; its row and follow-ups stay for the audit trail. */
export async function deletePolicyNotice(db: Db, id: number, now: Date): Promise<PolicyNoticeRow> {
  const [row] = await db
    .update(policyNotices)
    .set({ deletedAt: now })
    .where(and(eq(policyNotices.id, id), isNull(policyNotices.deletedAt)))
    .returning();
  if (!row) throw notFound(MSG_POLICY_NOTICE.missing);
  return row;
}

/**
 * The company's notices: addressed to it or to all, not deleted. Current ones first (nearest end first), then
 * those not started yet, then ended ones (most recently ended first).
 */
export async function companyPolicyNotices(db: Db, companyId: number, page: Page, today: string) {
  const dayStart = windowStart(today).toISOString();
  const nextDay = windowStart(addDays(today, 1)).toISOString();
  const cond = and(isNull(policyNotices.deletedAt), or(eq(policyNotices.companyId, companyId), isNull(policyNotices.companyId)));
  const rank: SQL<number> = sql`case when ${policyNotices.endTime} < ${dayStart}::timestamptz then 2 when ${policyNotices.startTime} >= ${nextDay}::timestamptz then 1 else 0 end`;
  const list = db
    .select({ policyNotice: policyNotices, companyName: companies.name })
    .from(policyNotices)
    .leftJoin(companies, eq(companies.id, policyNotices.companyId));
  const order = [
    asc(rank),
    sql`case when ${rank} < 2 then ${policyNotices.endTime} end asc nulls last`,
    sql`${policyNotices.endTime} desc nulls last`,
    desc(policyNotices.id),
  ];
  return pageWithCount(
    list
      .where(cond)
      .orderBy(...order)
      .$dynamic(),
    page,
    db.select({ n: count() }).from(policyNotices).where(cond),
  );
}
