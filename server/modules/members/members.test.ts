import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MEMBERS_MAX, MemberRole, type MemberRoleValue } from '../../../shared/auth/member-roles';
import { SMS_MSG } from '../../../shared/auth/sms-code';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as authCalls from '../../../shared/calls/auth';
import * as billingCalls from '../../../shared/calls/billing';
import * as companiesCalls from '../../../shared/calls/companies';
import * as feedbackCalls from '../../../shared/calls/feedback';
import * as membersCalls from '../../../shared/calls/members';
import * as policyNoticesCalls from '../../../shared/calls/policy-notices';
import { LoginType, ShopStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { auditLog, companies, companyInvitations, companyMembers, users } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { issueSmsCode } from '../../test/sms';
import { MEMBER_MSG } from './members.policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A mobile no other test uses. */
const nextPhone = () => `1391234${String(++seq).padStart(4, '0')}`;

type Person = { token: string; userId: number; phone: string };
type Team = { owner: Person; companyId: number };

/** A personal user whose verified mobile (users.phone) is `phone`, with a live session. */
async function person(phone = nextPhone()): Promise<Person> {
  const { user, token } = await signIn(t);
  await t.database.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { token, userId: user.id, phone };
}

/** A company (settled unless told otherwise) whose applicant is its 负责人. */
async function team(status: number = ShopStatus.PASSED): Promise<Team> {
  const owner = await person();
  const co = await buildCompany(t.database.db, { userId: owner.userId, status });
  return { owner, companyId: co.id };
}

const memberIdOf = async (userId: number) =>
  (await t.database.db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.userId, userId)))[0]?.id;
const roleOf = async (userId: number) =>
  (await t.database.db.select({ role: companyMembers.role }).from(companyMembers).where(eq(companyMembers.userId, userId)))[0]?.role;

/** The owner invites a new mobile with `role`; its person signs in and is a member at once. */
async function join(by: Person, role: MemberRoleValue): Promise<Person & { memberId: number }> {
  const phone = nextPhone();
  expect((await t.call(membersCalls.memberInvite, { phone, role }, by.token)).body.code).toBe(1);
  const who = await person(phone);
  expect((await t.call(authCalls.userinfo, {}, who.token)).body.data.shop?.role).toBe(role);
  return { ...who, memberId: (await memberIdOf(who.userId))! };
}

const refusal = (msg: string) => ({ code: 0, msg });
const audits = (action: string, companyId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, String(companyId))));

describe('member_list', () => {
  it('lists the members (mobiles masked, the caller marked), open invitations and my_role to every member', async () => {
    const { owner, companyId } = await team();
    const finance = await join(owner, MemberRole.FINANCE);
    const pendingPhone = nextPhone();
    await t.call(membersCalls.memberInvite, { phone: pendingPhone, role: MemberRole.AGENT }, owner.token);

    const res = await t.call(membersCalls.memberList, {}, finance.token);
    expect(res.body.code).toBe(1);
    expect(res.body.data.my_role).toBe(MemberRole.FINANCE);
    expect(res.body.data.members.map((m) => [m.role, m.role_name, m.me])).toEqual([
      [MemberRole.OWNER, '负责人', false],
      [MemberRole.FINANCE, '财务', true],
    ]);
    expect(res.body.data.members[0]!.phone).toBe(`${owner.phone.slice(0, 3)}****${owner.phone.slice(-4)}`);
    expect(JSON.stringify(res.body.data.members)).not.toContain(owner.phone);
    expect(res.body.data.invitations).toEqual([
      expect.objectContaining({ phone: pendingPhone, role: MemberRole.AGENT, role_name: '经办人', invited_by: expect.any(String) }),
    ]);
    expect((await t.call(membersCalls.memberList, {}, owner.token)).body.data.my_role).toBe(MemberRole.OWNER);
    expect(companyId).toBeGreaterThan(0);
  });

  it('refuses a visitor, an administrator, a user in no company and the 负责人 of a company not settled', async () => {
    expect((await t.call(membersCalls.memberList, {})).body.code).toBe(50008);
    const admin = await signIn(t, { type: LoginType.ADMIN });
    expect((await t.call(membersCalls.memberList, {}, admin.token)).body).toMatchObject(refusal(MSG.switchToPersonal));
    expect((await t.call(membersCalls.memberList, {}, (await person()).token)).body).toMatchObject(refusal(MSG.settleFirst));
    for (const status of [ShopStatus.REVIEWING, ShopStatus.REJECTED]) {
      const { owner } = await team(status);
      expect((await t.call(membersCalls.memberList, {}, owner.token)).body).toMatchObject(refusal(MSG.settleFirst));
      expect((await t.call(membersCalls.memberInvite, { phone: nextPhone(), role: 2 }, owner.token)).body).toMatchObject(
        refusal(MSG.settleFirst),
      );
    }
  });
});

describe('member_invite and accepting on the first sign-in', () => {
  it('invites a mobile; its person signing in (userinfo) is in the company with that role, the invitation accepted', async () => {
    const { owner, companyId } = await team();
    const phone = nextPhone();
    const inv = await t.call(membersCalls.memberInvite, { phone, role: MemberRole.FINANCE }, owner.token);
    expect(inv.body).toMatchObject({ code: 1, data: { phone, role: MemberRole.FINANCE, role_name: '财务' } });
    expect(inv.body.data.expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await audits('member.invite', companyId)).toHaveLength(1);

    const invited = await person(phone);
    const info = await t.call(authCalls.userinfo, {}, invited.token);
    expect(info.body.data.shop).toMatchObject({ id: companyId, status: ShopStatus.PASSED, role: MemberRole.FINANCE });
    const [row] = await t.database.db.select().from(companyInvitations).where(eq(companyInvitations.id, inv.body.data.id));
    expect(row).toMatchObject({ acceptedBy: invited.userId });
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    expect(await audits('member.join', companyId)).toHaveLength(1);
    // Accepted, it is no longer open.
    expect((await t.call(membersCalls.memberList, {}, owner.token)).body.data.invitations).toEqual([]);
  });

  it('accepts on a company-area call too (a 财务 invited opens 房屋费用 straight away)', async () => {
    const { owner, companyId } = await team();
    const phone = nextPhone();
    await t.call(membersCalls.memberInvite, { phone, role: MemberRole.FINANCE }, owner.token);
    const invited = await person(phone);
    expect((await t.call(billingCalls.myRoom, {}, invited.token)).body.code).toBe(1);
    expect(await roleOf(invited.userId)).toBe(MemberRole.FINANCE);
    expect((await t.database.db.select().from(companyMembers).where(eq(companyMembers.userId, invited.userId)))[0]!.companyId).toBe(
      companyId,
    );
    // A user without a verified mobile, or with another one, joins nothing.
    const { user, token } = await signIn(t);
    expect((await t.call(authCalls.userinfo, {}, token)).body.data.shop).toBeNull();
    expect(await memberIdOf(user.id)).toBeUndefined();
  });

  it('parallel first calls of the invited person join once', async () => {
    const a = await team();
    const b = await team();
    const phone = nextPhone();
    await t.call(membersCalls.memberInvite, { phone, role: MemberRole.AGENT }, a.owner.token);
    await t.call(membersCalls.memberInvite, { phone, role: MemberRole.FINANCE }, b.owner.token);
    const invited = await person(phone);
    const answers = await Promise.all([1, 2, 3].map(() => t.call(authCalls.userinfo, {}, invited.token)));
    // The oldest invitation (company a's) is the one accepted; company b's stays open.
    expect(answers.map((r) => r.body.data.shop?.id)).toEqual([a.companyId, a.companyId, a.companyId]);
    expect(await t.database.db.select().from(companyMembers).where(eq(companyMembers.userId, invited.userId))).toHaveLength(1);
    expect(await audits('member.join', a.companyId)).toHaveLength(1);
    expect((await t.call(membersCalls.memberList, {}, b.owner.token)).body.data.invitations.map((i) => i.phone)).toEqual([phone]);
  });

  it('refuses a 财务 or 经办人, a mobile already in the team, a second open invitation, bad input, and a full team', async () => {
    const { owner, companyId } = await team();
    const finance = await join(owner, MemberRole.FINANCE);
    const agent = await join(owner, MemberRole.AGENT);
    for (const who of [finance, agent])
      expect((await t.call(membersCalls.memberInvite, { phone: nextPhone(), role: 3 }, who.token)).body).toMatchObject(
        refusal(MSG.forbidden),
      );
    expect((await t.call(membersCalls.memberInvite, { phone: finance.phone, role: 3 }, owner.token)).body).toMatchObject(
      refusal(MEMBER_MSG.alreadyMember),
    );
    const phone = nextPhone();
    expect((await t.call(membersCalls.memberInvite, { phone, role: 3 }, owner.token)).body.code).toBe(1);
    expect((await t.call(membersCalls.memberInvite, { phone, role: 2 }, owner.token)).body).toMatchObject(
      refusal(MEMBER_MSG.alreadyInvited),
    );
    expect((await t.call(membersCalls.memberInvite, { phone: '12345', role: 2 }, owner.token)).body).toMatchObject(
      refusal(MSG.phoneInvalid),
    );
    expect((await t.call(membersCalls.memberInvite, { phone: '', role: 2 }, owner.token)).body).toMatchObject(refusal(MSG.phoneRequired));
    expect((await t.call(membersCalls.memberInvite, { phone: nextPhone(), role: 9 }, owner.token)).body).toMatchObject(
      refusal('角色不存在'),
    );

    // 3 members and 1 open invitation: fill the team with open invitations up to MEMBERS_MAX.
    const expiresAt = new Date(Date.now() + 86_400_000);
    const fill = Array.from({ length: MEMBERS_MAX - 4 }, (_, i) => ({
      companyId,
      phone: `1370000${String(i).padStart(4, '0')}`,
      role: MemberRole.AGENT,
      expiresAt,
    }));
    await t.database.db.insert(companyInvitations).values(fill);
    expect((await t.call(membersCalls.memberInvite, { phone: nextPhone(), role: 2 }, owner.token)).body).toMatchObject(
      refusal(MEMBER_MSG.full(MEMBERS_MAX)),
    );
    expect((await t.call(membersCalls.memberList, {}, owner.token)).body.data.invitations).toHaveLength(MEMBERS_MAX - 3);
  });

  it('does not tell whether the mobile is in another company; that person stays where they are', async () => {
    const a = await team();
    const b = await team();
    const res = await t.call(membersCalls.memberInvite, { phone: b.owner.phone, role: MemberRole.AGENT }, a.owner.token);
    expect(res.body.code).toBe(1);
    expect((await t.call(authCalls.userinfo, {}, b.owner.token)).body.data.shop).toMatchObject({ id: b.companyId, role: MemberRole.OWNER });
    expect((await t.call(membersCalls.memberList, {}, a.owner.token)).body.data.members).toHaveLength(1);
  });

  it('an expired invitation is not accepted, and the mobile can be invited again', async () => {
    const { owner } = await team();
    const phone = nextPhone();
    const inv = await t.call(membersCalls.memberInvite, { phone, role: MemberRole.FINANCE }, owner.token);
    await t.database.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(companyInvitations.id, inv.body.data.id));
    const late = await person(phone);
    expect((await t.call(authCalls.userinfo, {}, late.token)).body.data.shop).toBeNull();
    expect((await t.call(billingCalls.myRoom, {}, late.token)).body).toMatchObject(refusal(MSG.settleFirst));
    expect((await t.call(membersCalls.memberList, {}, owner.token)).body.data.invitations).toEqual([]);
    expect((await t.call(membersCalls.invitationCancel, { id: inv.body.data.id }, owner.token)).body).toMatchObject(
      refusal(MEMBER_MSG.invitationMissing),
    );

    expect((await t.call(membersCalls.memberInvite, { phone, role: MemberRole.AGENT }, owner.token)).body.code).toBe(1);
    expect((await t.call(authCalls.userinfo, {}, late.token)).body.data.shop?.role).toBe(MemberRole.AGENT);
  });
});

describe('invitation_cancel', () => {
  it('withdraws an open invitation: its mobile then joins nothing; twice, or another company’s, is refused', async () => {
    const a = await team();
    const b = await team();
    const phone = nextPhone();
    const inv = await t.call(membersCalls.memberInvite, { phone, role: MemberRole.AGENT }, a.owner.token);
    const id = inv.body.data.id;
    // Another company's 负责人 cannot withdraw it: answered as an unknown id.
    expect((await t.call(membersCalls.invitationCancel, { id }, b.owner.token)).body).toMatchObject(refusal(MEMBER_MSG.invitationMissing));
    const agent = await join(a.owner, MemberRole.AGENT);
    expect((await t.call(membersCalls.invitationCancel, { id }, agent.token)).body).toMatchObject(refusal(MSG.forbidden));
    expect((await t.call(membersCalls.invitationCancel, { id: 999_999 }, a.owner.token)).body).toMatchObject(
      refusal(MEMBER_MSG.invitationMissing),
    );

    expect((await t.call(membersCalls.invitationCancel, { id }, a.owner.token)).body).toMatchObject({ code: 1, data: null });
    expect((await t.call(membersCalls.invitationCancel, { id }, a.owner.token)).body).toMatchObject(refusal(MEMBER_MSG.invitationMissing));
    expect(await audits('member.invitation_cancel', a.companyId)).toHaveLength(1);
    const late = await person(phone);
    expect((await t.call(authCalls.userinfo, {}, late.token)).body.data.shop).toBeNull();
    expect(await memberIdOf(late.userId)).toBeUndefined();
  });
});

describe('what each role may use', () => {
  let owner: Person;
  let finance: Person;
  let agent: Person;
  beforeAll(async () => {
    ({ owner } = await team());
    finance = await join(owner, MemberRole.FINANCE);
    agent = await join(owner, MemberRole.AGENT);
  });

  it('a 经办人 cannot see rent, fees or payments, nor manage the team; requests, notices and the brief are theirs', async () => {
    expect((await t.call(billingCalls.myRoom, {}, agent.token)).body).toMatchObject(refusal(MSG.forbidden));
    expect((await t.call(billingCalls.myOrtherroom, {}, agent.token)).body).toMatchObject(refusal(MSG.forbidden));
    expect((await t.call(billingCalls.myRecord, { type: 1, id: 1 }, agent.token)).body).toMatchObject(refusal(MSG.forbidden));
    expect((await t.call(membersCalls.companyContactSave, { contact_name: 'x', mobile: agent.phone }, agent.token)).body).toMatchObject(
      refusal(MSG.forbidden),
    );
    expect((await t.call(feedbackCalls.feedbackList, {}, agent.token)).body.code).toBe(1);
    expect((await t.call(policyNoticesCalls.myNotice, {}, agent.token)).body.code).toBe(1);
    expect((await t.call(companiesCalls.introEdit, { content: '<p>经办人写的简介</p>' }, agent.token)).body.code).toBe(1);
    expect((await t.call(membersCalls.companyContact, {}, agent.token)).body.code).toBe(1);
  });

  it('a 财务 sees rooms, fees and the brief but cannot save the brief, raise requests or read the notices', async () => {
    expect((await t.call(billingCalls.myRoom, {}, finance.token)).body.code).toBe(1);
    expect((await t.call(billingCalls.myOrtherroom, {}, finance.token)).body.code).toBe(1);
    expect((await t.call(companiesCalls.myIntro, {}, finance.token)).body.data.content).toBe('<p>经办人写的简介</p>');
    expect((await t.call(companiesCalls.introEdit, { content: '<p>财务写的</p>' }, finance.token)).body).toMatchObject(
      refusal(MSG.forbidden),
    );
    expect((await t.call(feedbackCalls.feedbackList, {}, finance.token)).body).toMatchObject(refusal(MSG.forbidden));
    expect((await t.call(policyNoticesCalls.myNotice, {}, finance.token)).body).toMatchObject(refusal(MSG.forbidden));
    expect((await t.call(companiesCalls.myIntro, {}, owner.token)).body.data.content).toBe('<p>经办人写的简介</p>');
  });

  it('the 负责人 may use everything', async () => {
    for (const res of [
      await t.call(billingCalls.myRoom, {}, owner.token),
      await t.call(feedbackCalls.feedbackList, {}, owner.token),
      await t.call(policyNoticesCalls.myNotice, {}, owner.token),
      await t.call(companiesCalls.myIntro, {}, owner.token),
    ])
      expect(res.body.code).toBe(1);
  });
});

describe('member_remove, member_role, owner_transfer, member_leave', () => {
  it('another company’s 负责人 cannot touch my members: their ids answer as unknown ones, nothing changes', async () => {
    const a = await team();
    const b = await team();
    const finance = await join(a.owner, MemberRole.FINANCE);
    const ownerId = (await memberIdOf(a.owner.userId))!;
    for (const id of [finance.memberId, ownerId]) {
      expect((await t.call(membersCalls.memberRemove, { id }, b.owner.token)).body).toMatchObject(refusal(MEMBER_MSG.missing));
      expect((await t.call(membersCalls.memberRole, { id, role: 3 }, b.owner.token)).body).toMatchObject(refusal(MEMBER_MSG.missing));
      expect((await t.call(membersCalls.ownerTransfer, { id }, b.owner.token)).body).toMatchObject(refusal(MEMBER_MSG.missing));
    }
    expect((await t.call(membersCalls.memberRemove, { id: 999_999 }, b.owner.token)).body).toMatchObject(refusal(MEMBER_MSG.missing));
    expect(await roleOf(finance.userId)).toBe(MemberRole.FINANCE);
    expect(await roleOf(a.owner.userId)).toBe(MemberRole.OWNER);
    expect(await roleOf(b.owner.userId)).toBe(MemberRole.OWNER);
  });

  it('a removed member’s session loses the company on its very next call', async () => {
    const { owner, companyId } = await team();
    const finance = await join(owner, MemberRole.FINANCE);
    expect((await t.call(billingCalls.myRoom, {}, finance.token)).body.code).toBe(1);
    expect((await t.call(membersCalls.memberRemove, { id: finance.memberId }, finance.token)).body).toMatchObject(refusal(MSG.forbidden));

    expect((await t.call(membersCalls.memberRemove, { id: finance.memberId }, owner.token)).body).toMatchObject({ code: 1, data: null });
    expect((await t.call(billingCalls.myRoom, {}, finance.token)).body).toMatchObject(refusal(MSG.settleFirst));
    expect((await t.call(membersCalls.memberList, {}, finance.token)).body).toMatchObject(refusal(MSG.settleFirst));
    expect((await t.call(authCalls.userinfo, {}, finance.token)).body.data.shop).toBeNull();
    const [line] = await audits('member.remove', companyId);
    expect(line).toMatchObject({ actorId: owner.userId, detail: expect.objectContaining({ member_id: finance.memberId, role: 2 }) });
  });

  it('the last 负责人 can never be removed, leave or lose the role; with a second one, each may', async () => {
    const { owner } = await team();
    const ownerId = (await memberIdOf(owner.userId))!;
    expect((await t.call(membersCalls.memberLeave, {}, owner.token)).body).toMatchObject(refusal(MEMBER_MSG.lastOwner));
    expect((await t.call(membersCalls.memberRemove, { id: ownerId }, owner.token)).body).toMatchObject(refusal(MEMBER_MSG.lastOwner));
    expect((await t.call(membersCalls.memberRole, { id: ownerId, role: MemberRole.AGENT }, owner.token)).body).toMatchObject(
      refusal(MEMBER_MSG.lastOwner),
    );
    expect(await roleOf(owner.userId)).toBe(MemberRole.OWNER);

    const second = await join(owner, MemberRole.OWNER);
    // Oneself is never removed (leaving is its own call).
    expect((await t.call(membersCalls.memberRemove, { id: ownerId }, owner.token)).body).toMatchObject(refusal(MEMBER_MSG.removeSelf));
    const demoted = await t.call(membersCalls.memberRole, { id: ownerId, role: MemberRole.AGENT }, owner.token);
    expect(demoted.body).toMatchObject({ code: 1, data: { id: ownerId, role: MemberRole.AGENT, role_name: '经办人', me: true } });
    // Now the second is the last 负责人.
    expect((await t.call(membersCalls.memberLeave, {}, second.token)).body).toMatchObject(refusal(MEMBER_MSG.lastOwner));
    expect((await t.call(membersCalls.memberRole, { id: second.memberId, role: 2 }, second.token)).body).toMatchObject(
      refusal(MEMBER_MSG.lastOwner),
    );
    expect((await t.call(membersCalls.memberLeave, {}, owner.token)).body).toMatchObject({ code: 1, data: null });
    expect((await t.call(membersCalls.memberList, {}, owner.token)).body).toMatchObject(refusal(MSG.settleFirst));
  });

  it('member_role changes a member’s role (audited); the member can then do what the new role may', async () => {
    const { owner, companyId } = await team();
    const agent = await join(owner, MemberRole.AGENT);
    expect((await t.call(billingCalls.myRoom, {}, agent.token)).body).toMatchObject(refusal(MSG.forbidden));
    const res = await t.call(membersCalls.memberRole, { id: agent.memberId, role: MemberRole.FINANCE }, owner.token);
    expect(res.body).toMatchObject({ code: 1, data: { id: agent.memberId, role: MemberRole.FINANCE, me: false } });
    expect((await t.call(billingCalls.myRoom, {}, agent.token)).body.code).toBe(1);
    const [line] = await audits('member.role', companyId);
    expect(line!.detail).toMatchObject({ before: { role: MemberRole.AGENT }, after: { role: MemberRole.FINANCE } });
    expect((await t.call(membersCalls.memberRole, { id: agent.memberId, role: MemberRole.FINANCE }, agent.token)).body).toMatchObject(
      refusal(MSG.forbidden),
    );
  });

  it('owner_transfer makes the member 负责人 and the caller 经办人, who then manages nothing', async () => {
    const { owner, companyId } = await team();
    const finance = await join(owner, MemberRole.FINANCE);
    const ownerId = (await memberIdOf(owner.userId))!;
    expect((await t.call(membersCalls.ownerTransfer, { id: ownerId }, owner.token)).body).toMatchObject(refusal(MEMBER_MSG.transferSelf));
    expect((await t.call(membersCalls.ownerTransfer, { id: ownerId }, finance.token)).body).toMatchObject(refusal(MSG.forbidden));

    expect((await t.call(membersCalls.ownerTransfer, { id: finance.memberId }, owner.token)).body).toMatchObject({ code: 1, data: null });
    expect((await t.call(membersCalls.memberList, {}, finance.token)).body.data.my_role).toBe(MemberRole.OWNER);
    expect((await t.call(authCalls.userinfo, {}, owner.token)).body.data.shop?.role).toBe(MemberRole.AGENT);
    expect((await t.call(membersCalls.memberInvite, { phone: nextPhone(), role: 2 }, owner.token)).body).toMatchObject(
      refusal(MSG.forbidden),
    );
    expect((await t.call(billingCalls.myRoom, {}, owner.token)).body).toMatchObject(refusal(MSG.forbidden));
    expect((await t.call(companiesCalls.introEdit, { content: '<p>仍可编辑简介</p>' }, owner.token)).body.code).toBe(1);
    const [line] = await audits('member.owner_transfer', companyId);
    expect(line!.detail).toMatchObject({
      to: { member_id: finance.memberId, role_before: MemberRole.FINANCE },
      from: { member_id: ownerId },
    });
    // The new 负责人 may remove the old one.
    expect((await t.call(membersCalls.memberRemove, { id: ownerId }, finance.token)).body.code).toBe(1);
  });

  it('member_leave: a member leaves (audited) and their next call is refused', async () => {
    const { owner, companyId } = await team();
    const agent = await join(owner, MemberRole.AGENT);
    expect((await t.call(membersCalls.memberLeave, {}, agent.token)).body).toMatchObject({ code: 1, data: null });
    expect((await t.call(feedbackCalls.feedbackList, {}, agent.token)).body).toMatchObject(refusal(MSG.settleFirst));
    expect(await audits('member.leave', companyId)).toHaveLength(1);
    expect((await t.call(membersCalls.memberList, {}, owner.token)).body.data.members).toHaveLength(1);
  });
});

describe('company_contact and company_contact_save', () => {
  it('every member reads the contacts; the 负责人 saves them, a new mobile only with its SMS code', async () => {
    const { owner, companyId } = await team();
    const finance = await join(owner, MemberRole.FINANCE);
    const before = (await t.call(membersCalls.companyContact, {}, finance.token)).body.data;
    expect(before.mobile).toMatch(/^1\d{10}$/);

    const same = await t.call(
      membersCalls.companyContactSave,
      { contact_name: '李联系', mobile: before.mobile, email: 'li@example.com' },
      owner.token,
    );
    expect(same.body).toMatchObject({ code: 1, data: { contact_name: '李联系', mobile: before.mobile, email: 'li@example.com' } });
    expect(
      (await t.call(membersCalls.companyContactSave, { contact_name: '李', mobile: before.mobile }, finance.token)).body,
    ).toMatchObject(refusal(MSG.forbidden));

    const mobile = nextPhone();
    const save = (code?: string) =>
      t.call(membersCalls.companyContactSave, { contact_name: '李联系', mobile, email: '', ...(code ? { code } : {}) }, owner.token);
    expect((await save()).body).toMatchObject(refusal(SMS_MSG.codeRequired));
    expect((await save('000000')).body).toMatchObject(refusal(SMS_MSG.codeWrong));
    // A code asked for by someone else (the 财务) is not the 负责人's.
    const theirs = await issueSmsCode(t.database.db, mobile, 'contact', finance.userId);
    expect((await save(theirs)).body).toMatchObject(refusal(SMS_MSG.codeWrong));
    const code = await issueSmsCode(t.database.db, mobile, 'contact', owner.userId);
    expect((await save(code)).body).toMatchObject({ code: 1, data: { mobile } });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row).toMatchObject({ contactName: '李联系', mobile, email: '' });
    // A code is used once: with the mobile put back, the same code no longer changes it.
    await t.database.db.update(companies).set({ mobile: before.mobile }).where(eq(companies.id, companyId));
    expect((await save(code)).body).toMatchObject(refusal(SMS_MSG.codeWrong));
    expect((await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.mobile).toBe(before.mobile);

    const lines = await audits('company.contact', companyId);
    expect(lines.map((l) => l.detail)).toContainEqual({
      before: { contact_name: '李联系', mobile: before.mobile, email: 'li@example.com' },
      after: { contact_name: '李联系', mobile, email: '' },
    });
  });

  it('refuses bad input with Chinese messages', async () => {
    const { owner } = await team();
    const save = (body: object) => t.call(membersCalls.companyContactSave, body, owner.token);
    expect((await save({ contact_name: ' ', mobile: owner.phone })).body).toMatchObject(refusal('请输入联系人'));
    expect((await save({ contact_name: '王', mobile: '123' })).body).toMatchObject(refusal(MSG.phoneInvalid));
    expect((await save({ contact_name: '王', mobile: owner.phone, email: 'not-mail' })).body).toMatchObject(refusal('邮箱格式错误'));
  });
});

describe('staff: shop_members, shop_contact_save, shop_owner_set', () => {
  let ops: string;
  let editor: string;
  beforeAll(async () => {
    ops = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] })).token;
    editor = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] })).token;
  });

  it('park operations see a company’s members, invitations and contacts; other roles and personal users are refused', async () => {
    const { owner, companyId } = await team();
    await join(owner, MemberRole.AGENT);
    const phone = nextPhone();
    await t.call(membersCalls.memberInvite, { phone, role: MemberRole.FINANCE }, owner.token);
    const res = await t.call(membersCalls.shopMembers, { shop_id: companyId }, ops);
    expect(res.body.code).toBe(1);
    expect(res.body.data.members.map((m) => [m.role, m.me])).toEqual([
      [MemberRole.OWNER, false],
      [MemberRole.AGENT, false],
    ]);
    expect(res.body.data.invitations.map((i) => i.phone)).toEqual([phone]);
    expect(res.body.data.contact.contact_name).not.toBe('');
    expect((await t.call(membersCalls.shopMembers, { shop_id: companyId }, editor)).body).toMatchObject(refusal(MSG.forbidden));
    expect((await t.call(membersCalls.shopMembers, { shop_id: companyId }, owner.token)).body).toMatchObject(refusal(MSG.forbidden));
    expect((await t.call(membersCalls.shopMembers, { shop_id: 999_999 }, ops)).body).toMatchObject(refusal(MEMBER_MSG.companyMissing));
  });

  it('shop_contact_save changes the contacts without a code, audited old → new', async () => {
    const { companyId } = await team();
    const [old] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    const mobile = nextPhone();
    const body = { shop_id: companyId, contact_name: '新联系人', mobile, email: 'new@example.com' };
    expect((await t.call(membersCalls.shopContactSave, body, editor)).body).toMatchObject(refusal(MSG.forbidden));
    const res = await t.call(membersCalls.shopContactSave, body, ops);
    expect(res.body).toMatchObject({ code: 1, data: { contact_name: '新联系人', mobile, email: 'new@example.com' } });
    const [line] = await audits('company.contact', companyId);
    expect(line!.detail).toEqual({
      before: { contact_name: old!.contactName, mobile: old!.mobile, email: old!.email },
      after: { contact_name: '新联系人', mobile, email: 'new@example.com' },
    });
    expect(line!.actorType).toBe(LoginType.ADMIN);
    expect((await t.call(membersCalls.shopContactSave, { ...body, shop_id: 999_999 }, ops)).body).toMatchObject(
      refusal(MEMBER_MSG.companyMissing),
    );
  });

  it('shop_owner_set makes a member the 负责人 and the earlier 负责人 经办人, audited old → new', async () => {
    const a = await team();
    const b = await team();
    const finance = await join(a.owner, MemberRole.FINANCE);
    const ownerId = (await memberIdOf(a.owner.userId))!;
    expect((await t.call(membersCalls.shopOwnerSet, { shop_id: a.companyId, id: finance.memberId }, editor)).body).toMatchObject(
      refusal(MSG.forbidden),
    );
    // A member of another company is not one of this company's.
    const bOwner = (await memberIdOf(b.owner.userId))!;
    expect((await t.call(membersCalls.shopOwnerSet, { shop_id: a.companyId, id: bOwner }, ops)).body).toMatchObject(
      refusal(MEMBER_MSG.missing),
    );
    expect(await roleOf(b.owner.userId)).toBe(MemberRole.OWNER);

    expect((await t.call(membersCalls.shopOwnerSet, { shop_id: a.companyId, id: finance.memberId }, ops)).body).toMatchObject({ code: 1 });
    expect(await roleOf(finance.userId)).toBe(MemberRole.OWNER);
    expect(await roleOf(a.owner.userId)).toBe(MemberRole.AGENT);
    const [line] = await audits('company.owner', a.companyId);
    expect(line!.detail).toMatchObject({
      before: { owners: [expect.objectContaining({ member_id: ownerId, user_id: a.owner.userId })] },
      after: { owners: [expect.objectContaining({ member_id: finance.memberId, user_id: finance.userId })] },
    });
    expect((await t.call(membersCalls.memberInvite, { phone: nextPhone(), role: 3 }, finance.token)).body.code).toBe(1);
  });
});
