import { and, asc, count, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  MEMBERS_MAX,
  MemberRole,
  type MemberRoleValue,
  memberRoleName,
  roleMay,
  TEAM_MANAGERS,
} from '../../../shared/auth/member-roles';
import { LoginType, UserStatus } from '../../../shared/constants';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import type { Actor } from '../../lib/call';
import { fail, forbidden, notFound } from '../../lib/errors';
import { postToUsers } from '../message-centre/message-centre.public';
import {
  isOwner,
  MEMBER_MSG,
  type Membership,
  requireMemberRole,
  requireOpenInvitation,
  requireOwnerLeft,
  requireOwnRow,
  requireSettledMember,
} from './members.policy';

const DAY_MS = 86_400_000;

/** A user's display name: nickname, else username. */
const displayName = sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username}, '')`;

/** An invitation not yet accepted nor withdrawn (the partial indexes' condition); expiry is checked beside it. */
const unanswered = and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.withdrawnAt));

/**
 * The one answer to "which company does this personal user act for, and with which role" (issue 30): their
 * membership, in one indexed query (users → company_members by user → companies). A user with no membership whose
 * verified mobile (users.phone) has an open invitation joins that company here, at once, so an invited person who
 * signs in with that mobile (SMS, or QR after binding it) is a member on their first call. Every company-area call
 * asks this, so a removed member loses the company on their next call.
 */
export async function memberOf(db: Db, userId: number, now: Date = new Date()): Promise<Membership | null> {
  const found = await lookUp(db, userId, now);
  if (found !== 'invited') return found;
  // Accepted here, or by a parallel request of the same user: either way, read what now stands (once).
  await acceptInvitation(db, userId, now);
  const after = await lookUp(db, userId, now);
  return after === 'invited' ? null : after;
}

/** The user's membership, or 'invited' when they have none but their verified mobile has an open invitation. */
async function lookUp(db: Db, userId: number, now: Date): Promise<Membership | 'invited' | null> {
  const [row] = await db
    .select({
      memberId: companyMembers.id,
      role: companyMembers.role,
      company: { id: companies.id, name: companies.name, status: companies.status, remark: companies.remark },
      // Looked at only for a personal user outside any company with a verified mobile (CASE stops before the EXISTS).
      invited: sql<boolean>`case when ${companyMembers.id} is null and ${users.phone} is not null and ${users.loginType} = ${LoginType.PERSONAL}
        then exists (select 1 from ${companyInvitations} where ${companyInvitations.phone} = ${users.phone}
          and ${companyInvitations.acceptedAt} is null and ${companyInvitations.withdrawnAt} is null
          and ${companyInvitations.expiresAt} > ${now.toISOString()}::timestamptz)
        else false end`,
    })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  if (row.memberId !== null && row.role !== null && row.company) {
    return { memberId: row.memberId, userId, companyId: row.company.id, role: row.role as MemberRoleValue, company: row.company };
  }
  return row.invited ? 'invited' : null;
}

/** The transaction found the user already in a company (a parallel acceptance won): nothing it did is kept. */
class AlreadyMember extends Error {}

/**
 * Accepts the oldest open invitation of the user's verified mobile: the invitation is marked accepted and the member
 * row made in one transaction (a parallel request of the same user accepts at most one). Audited as the user's own.
 */
async function acceptInvitation(db: Db, userId: number, now: Date): Promise<void> {
  const [open] = await db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .innerJoin(users, eq(users.phone, companyInvitations.phone))
    .where(and(eq(users.id, userId), unanswered, gt(companyInvitations.expiresAt, now)))
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id))
    .limit(1);
  if (!open) return;
  let joined: { invitationId: number; memberId: number; companyId: number; role: number } | null;
  try {
    joined = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(companyInvitations)
        .set({ acceptedAt: now, acceptedBy: userId })
        .where(and(eq(companyInvitations.id, open.id), unanswered, gt(companyInvitations.expiresAt, now)))
        .returning();
      if (!taken) return null;
      const [member] = await tx
        .insert(companyMembers)
        .values({ companyId: taken.companyId, userId, role: taken.role, invitedBy: taken.invitedBy })
        .onConflictDoNothing()
        .returning({ id: companyMembers.id });
      if (!member) throw new AlreadyMember();
      const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, taken.companyId)).limit(1);
      await postToUsers(
        tx,
        [userId],
        {
          kind: MessageKind.MEMBER_JOINED,
          event: `member_joined:${taken.id}`,
          title: '已加入企业',
          body: `您已加入企业「${company?.name ?? ''}」，成员角色：${memberRoleName(taken.role)}。`,
          link: MESSAGE_LINKS.personal,
          actorId: taken.invitedBy,
        },
        now,
      );
      return { invitationId: taken.id, memberId: member.id, companyId: taken.companyId, role: taken.role };
    });
  } catch (err) {
    if (err instanceof AlreadyMember) return;
    throw err;
  }
  if (joined) {
    await audit(db, null, {
      action: 'member.join',
      objectType: 'company',
      objectId: joined.companyId,
      actorId: userId,
      actorType: LoginType.PERSONAL,
      detail: { invitation_id: joined.invitationId, member_id: joined.memberId, role: joined.role },
    });
  }
}

/**
 * Memberships looked up for a call's actor, one lookup per actor object. A page view's calls share one actor
 * (plugins/session.ts resolves a page's session once for all of its calls), so a company page asks the membership once
 * however many of its calls need it (issue 34: userinfo and the page's own call asked it twice); any other request
 * resolves an actor of its own and asks afresh. Page views change nothing (their loaders only read), and a call that
 * changes a membership acts on what it read and asks nothing after.
 */
const membershipsOfActors = new WeakMap<Actor, Promise<Membership | null>>();

/** The actor's membership (memberOf), asked once for the actor object: see membershipsOfActors. */
export function membershipOf(db: Db, actor: Actor, now?: Date): Promise<Membership | null> {
  let found = membershipsOfActors.get(actor);
  if (!found) {
    found = memberOf(db, actor.userId, now);
    membershipsOfActors.set(actor, found);
    // A lookup that failed is not kept: the next call asks again.
    found.catch(() => membershipsOfActors.delete(actor));
  }
  return found;
}

/**
 * The company the actor (a personal user) acts for in one kind of company-area work: their membership's, settled
 * (else 请先入驻企业), with a role the work is open to (else 无权访问).
 */
export async function companyFor(db: Db, actor: Actor, allowed: readonly MemberRoleValue[], now?: Date): Promise<Membership> {
  return requireMemberRole(requireSettledMember(await membershipOf(db, actor, now)), allowed);
}

/** The applicant becomes the company's first 负责人, in the application's own transaction. */
export async function addOwner(db: Db, companyId: number, userId: number): Promise<boolean> {
  const added = await db
    .insert(companyMembers)
    .values({ companyId, userId, role: MemberRole.OWNER })
    .onConflictDoNothing()
    .returning({ id: companyMembers.id });
  return added.length > 0;
}

/**
 * Where a company's expiry reminders go by SMS (one mobile a notification): the first 财务 member with a verified
 * mobile, else the first 负责人 with one, else the company's contact mobile (companies.mobile, kept current by the
 * 负责人 and staff). For a select that has `companies` in its FROM (docs/spec-decisions.md, issue 30).
 */
export function reminderMobile(): SQL<string> {
  return sql<string>`coalesce((select u.phone from company_members cm inner join users u on u.id = cm.user_id
    where cm.company_id = "companies"."id" and cm.role in (${MemberRole.FINANCE}, ${MemberRole.OWNER})
      and u.status = ${UserStatus.ENABLED} and u.phone is not null and u.phone <> ''
    order by case when cm.role = ${MemberRole.FINANCE} then 0 else 1 end, cm.id limit 1), "companies"."mobile", '')`;
}

// The team: members and open invitations.

const memberColumns = {
  id: companyMembers.id,
  companyId: companyMembers.companyId,
  userId: companyMembers.userId,
  role: companyMembers.role,
  createdAt: companyMembers.createdAt,
  nickname: displayName,
  phone: users.phone,
};
export type MemberRow = {
  id: number;
  companyId: number;
  userId: number;
  role: number;
  createdAt: Date;
  nickname: string;
  phone: string | null;
};

const inviter = sql<string>`coalesce((select coalesce(nullif(iu.nickname, ''), iu.username, '') from users iu where iu.id = ${companyInvitations.invitedBy}), '')`;
const invitationColumns = {
  id: companyInvitations.id,
  companyId: companyInvitations.companyId,
  phone: companyInvitations.phone,
  role: companyInvitations.role,
  createdAt: companyInvitations.createdAt,
  expiresAt: companyInvitations.expiresAt,
  invitedBy: inviter,
};
export type InvitationRow = {
  id: number;
  companyId: number;
  phone: string;
  role: number;
  createdAt: Date;
  expiresAt: Date;
  invitedBy: string;
};

function membersQuery(db: Db) {
  return db.select(memberColumns).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId));
}

async function memberRow(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await membersQuery(db).where(eq(companyMembers.id, id)).limit(1);
  return row;
}

/** A company's members (负责人 first, then 财务, 经办人; each in the order they joined) and its open invitations (newest first). */
export async function teamOf(db: Db, companyId: number, now: Date): Promise<{ members: MemberRow[]; invitations: InvitationRow[] }> {
  const [members, invitations] = await Promise.all([
    membersQuery(db)
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.role), asc(companyMembers.id))
      .limit(MEMBERS_MAX),
    db
      .select(invitationColumns)
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, companyId), unanswered, gt(companyInvitations.expiresAt, now)))
      .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id))
      .limit(MEMBERS_MAX),
  ]);
  return { members, invitations };
}

/** The company's row locked for the rest of the transaction: one team change at a time per company. */
async function lockCompany(tx: Db, companyId: number): Promise<void> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update').limit(1);
  if (!row) throw notFound(MEMBER_MSG.companyMissing);
}

/** The caller, read again under the lock: still a member with a manager's role (a parallel change may have moved them). */
async function requireManagerStill(tx: Db, m: Membership): Promise<MemberRow> {
  const me = await memberRow(tx, m.memberId);
  if (!me || me.companyId !== m.companyId || !roleMay(me.role, TEAM_MANAGERS)) throw forbidden();
  return me;
}

async function ownerCount(tx: Db, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, MemberRole.OWNER)));
  return row?.n ?? 0;
}

/**
 * Invites a mobile with a role, open for INVITATION_DAYS. Refused: a mobile already a member of this company, one
 * with an open invitation here, a team at MEMBERS_MAX (members and open invitations). Whether the mobile belongs to
 * someone in another company is not looked at (it is not ours to tell): such an invitation waits until that person
 * is free of their company, or expires.
 */
export async function inviteMember(db: Db, m: Membership, phone: string, role: MemberRoleValue, now: Date): Promise<InvitationRow> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, m.companyId);
    await requireManagerStill(tx, m);
    const [member] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, m.companyId), eq(users.phone, phone)))
      .limit(1);
    if (member) throw fail(MEMBER_MSG.alreadyMember);
    const [pending] = await tx
      .select({ id: companyInvitations.id, expiresAt: companyInvitations.expiresAt })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, m.companyId), eq(companyInvitations.phone, phone), unanswered))
      .limit(1);
    if (pending && pending.expiresAt > now) throw fail(MEMBER_MSG.alreadyInvited);
    // An expired invitation of the same mobile is closed (as withdrawn) to make room for the new one.
    if (pending) await tx.update(companyInvitations).set({ withdrawnAt: now }).where(eq(companyInvitations.id, pending.id));
    const [members] = await tx.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, m.companyId));
    const [invited] = await tx
      .select({ n: count() })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, m.companyId), unanswered, gt(companyInvitations.expiresAt, now)));
    if ((members?.n ?? 0) + (invited?.n ?? 0) >= MEMBERS_MAX) throw fail(MEMBER_MSG.full(MEMBERS_MAX));
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: m.companyId,
        phone,
        role,
        invitedBy: m.userId,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: companyInvitations.id });
    if (!row) throw fail(MEMBER_MSG.alreadyInvited);
    const [created] = await tx.select(invitationColumns).from(companyInvitations).where(eq(companyInvitations.id, row.id)).limit(1);
    return created!;
  });
}

/** Withdraws an open invitation of the caller's company; another company's, an accepted, withdrawn or expired one is refused. */
export async function withdrawInvitation(db: Db, m: Membership, id: number, now: Date): Promise<InvitationRow> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, m.companyId);
    await requireManagerStill(tx, m);
    const [row] = await tx.select().from(companyInvitations).where(eq(companyInvitations.id, id)).limit(1);
    requireOpenInvitation(requireOwnRow(row, m.companyId, MEMBER_MSG.invitationMissing), now);
    await tx.update(companyInvitations).set({ withdrawnAt: now }).where(eq(companyInvitations.id, id));
    const [after] = await tx.select(invitationColumns).from(companyInvitations).where(eq(companyInvitations.id, id)).limit(1);
    return after!;
  });
}

/** Removes another member of the caller's company (never the last 负责人; oneself only by leaving). */
export async function removeMember(db: Db, m: Membership, id: number): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, m.companyId);
    await requireManagerStill(tx, m);
    const target = requireOwnRow(await memberRow(tx, id), m.companyId, MEMBER_MSG.missing);
    if (isOwner(target.role)) requireOwnerLeft((await ownerCount(tx, m.companyId)) - 1);
    if (target.id === m.memberId) throw fail(MEMBER_MSG.removeSelf);
    await tx.delete(companyMembers).where(eq(companyMembers.id, target.id));
    return target;
  });
}

/** Gives a member of the caller's company another role; the last 负责人 keeps theirs. Returns before and after. */
export async function changeRole(
  db: Db,
  m: Membership,
  id: number,
  role: MemberRoleValue,
): Promise<{ before: MemberRow; after: MemberRow }> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, m.companyId);
    await requireManagerStill(tx, m);
    const before = requireOwnRow(await memberRow(tx, id), m.companyId, MEMBER_MSG.missing);
    if (before.role === role) return { before, after: before };
    if (isOwner(before.role)) requireOwnerLeft((await ownerCount(tx, m.companyId)) - 1);
    await tx.update(companyMembers).set({ role }).where(eq(companyMembers.id, id));
    return { before, after: { ...before, role } };
  });
}

/** Passes the 负责人's role to another member of the company: they become 负责人, the caller 经办人. */
export async function transferOwner(db: Db, m: Membership, id: number): Promise<{ target: MemberRow; formerRole: number }> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, m.companyId);
    await requireManagerStill(tx, m);
    const target = requireOwnRow(await memberRow(tx, id), m.companyId, MEMBER_MSG.missing);
    if (target.id === m.memberId) throw fail(MEMBER_MSG.transferSelf);
    await tx.update(companyMembers).set({ role: MemberRole.OWNER }).where(eq(companyMembers.id, target.id));
    await tx.update(companyMembers).set({ role: MemberRole.AGENT }).where(eq(companyMembers.id, m.memberId));
    return { target, formerRole: target.role };
  });
}

/** The caller leaves their company (the last 负责人 cannot: they pass the role on first). */
export async function leaveCompany(db: Db, m: Membership): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, m.companyId);
    const me = await memberRow(tx, m.memberId);
    if (!me || me.companyId !== m.companyId) throw notFound(MEMBER_MSG.missing);
    if (isOwner(me.role)) requireOwnerLeft((await ownerCount(tx, m.companyId)) - 1);
    await tx.delete(companyMembers).where(eq(companyMembers.id, me.id));
    return me;
  });
}

// The company's contacts (the application's contact person, mobile and e-mail, kept current).

export type Contact = { contactName: string; mobile: string; email: string };
const contactColumns = { contactName: companies.contactName, mobile: companies.mobile, email: companies.email };

/** A company's contacts, or 企业不存在. */
export async function contactOf(db: Db, companyId: number): Promise<Contact> {
  const [row] = await db.select(contactColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound(MEMBER_MSG.companyMissing);
  return row;
}

/** Stores a company's contacts; returns them before and after (for the audit line). */
export async function saveContact(db: Db, companyId: number, next: Contact): Promise<{ before: Contact; after: Contact }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(contactColumns).from(companies).where(eq(companies.id, companyId)).for('update').limit(1);
    if (!before) throw notFound(MEMBER_MSG.companyMissing);
    const [after] = await tx
      .update(companies)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(companies.id, companyId))
      .returning(contactColumns);
    return { before, after: after! };
  });
}

// Staff (园区运营).

/** A company's 负责人 as the audit line names them. */
async function ownersOf(tx: Db, companyId: number) {
  return membersQuery(tx)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, MemberRole.OWNER)))
    .orderBy(asc(companyMembers.id))
    .limit(MEMBERS_MAX);
}

/**
 * On the company's written request, staff make one of its members the 负责人; the earlier 负责人 become 经办人
 * (so the company has exactly the one the request names). Returns the 负责人 before and after.
 */
export async function setOwner(db: Db, companyId: number, memberId: number): Promise<{ before: MemberRow[]; after: MemberRow[] }> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const target = requireOwnRow(await memberRow(tx, memberId), companyId, MEMBER_MSG.missing);
    const before = await ownersOf(tx, companyId);
    await tx
      .update(companyMembers)
      .set({ role: MemberRole.AGENT })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, MemberRole.OWNER), ne(companyMembers.id, target.id)));
    await tx.update(companyMembers).set({ role: MemberRole.OWNER }).where(eq(companyMembers.id, target.id));
    return { before, after: await ownersOf(tx, companyId) };
  });
}
