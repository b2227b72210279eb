import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole } from '../../../shared/auth/member-roles';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as feedbackCalls from '../../../shared/calls/feedback';
import { LoginType } from '../../../shared/constants';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { companyMembers } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { steppingClock } from '../../test/clock';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';

/** The app's clock: each step moves it on, as time passes between two replies. */
const { now, later } = steppingClock(new Date('2026-06-10T02:00:00Z'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signIn>>;

/** A settled company with its 负责人, a 经办人 and a 财务. */
async function team(name: string): Promise<{ companyId: number; owner: Person; agent: Person; finance: Person }> {
  const owner = await signIn(t);
  const agent = await signIn(t);
  const finance = await signIn(t);
  const company = await buildCompany(t.database.db, { userId: owner.user.id, name });
  await t.database.db.insert(companyMembers).values([
    { companyId: company.id, userId: agent.user.id, role: MemberRole.AGENT },
    { companyId: company.id, userId: finance.user.id, role: MemberRole.FINANCE },
  ]);
  return { companyId: company.id, owner, agent, finance };
}

describe('messages of a service request (issue 32)', () => {
  it('tells the staff who answer service requests of a new one, once', async () => {
    const answerer = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] });
    const auditor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR] });
    const { agent } = await team('云栖网络科技有限公司');
    const res = await t.call(feedbackCalls.feedback, { title: '空调不制冷', content: '三楼会议室空调不制冷', file: [] }, agent.token);
    expect(res.body.code).toBe(1);
    const inbox = await messagesOf(t, answerer.user.id, MessageKind.STAFF_FEEDBACK);
    expect(inbox).toEqual([expect.objectContaining({ title: '新的服务诉求', link: '/system/feedback', actorId: agent.user.id })]);
    expect(inbox[0]!.body).toContain('云栖网络科技有限公司');
    expect(inbox[0]!.body).toContain('空调不制冷');
    expect(await messagesOf(t, auditor.user.id)).toEqual([]);
    expect(await messagesOf(t, agent.user.id)).toEqual([]);
    // Answered: the staff's message of it is done work, read for every staff member.
    const reply = { id: res.body.data.id, remark: '已安排维修' };
    expect((await t.call(feedbackCalls.feedbackReply, reply, answerer.token)).body.code).toBe(1);
    expect((await messagesOf(t, answerer.user.id, MessageKind.STAFF_FEEDBACK))[0]!.readAt).not.toBeNull();
  });

  it('tells the company of each new reply and of the completion, once, and not its 财务', async () => {
    const staff = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] });
    const { owner, agent, finance } = await team('西溪生物医药有限公司');
    const outsider = (await team('无关企业有限公司')).owner;
    const id = (await t.call(feedbackCalls.feedback, { title: '门禁卡补办', content: '员工门禁卡遗失', file: [] }, owner.token)).body.data
      .id;

    later();
    const reply = { id, remark: '已受理，请到物业服务中心领取新卡。' };
    expect((await t.call(feedbackCalls.feedbackReply, reply, staff.token)).body.code).toBe(1);
    // The same reply again (a retry) tells nothing new.
    later();
    expect((await t.call(feedbackCalls.feedbackReply, reply, staff.token)).body.code).toBe(1);
    for (const who of [owner, agent]) {
      const replied = await messagesOf(t, who.user.id, MessageKind.FEEDBACK_REPLIED);
      expect(replied).toEqual([expect.objectContaining({ title: '服务诉求有新回复', link: '/service_list', actorId: staff.user.id })]);
      expect(replied[0]!.body).toContain('门禁卡补办');
      expect(replied[0]!.body).toContain('已受理，请到物业服务中心领取新卡');
    }

    // A new reply is a new message.
    later();
    await t.call(feedbackCalls.feedbackReply, { id, remark: '新卡已制好。' }, staff.token);
    expect(await messagesOf(t, owner.user.id, MessageKind.FEEDBACK_REPLIED)).toHaveLength(2);

    later();
    const done = { id, remark: '新卡已领取，诉求办结。', done: true };
    expect((await t.call(feedbackCalls.feedbackReply, done, staff.token)).body.code).toBe(1);
    later();
    expect((await t.call(feedbackCalls.feedbackReply, done, staff.token)).body.msg).toBe('该诉求已办结，不能重复办结');
    for (const who of [owner, agent]) {
      const completed = await messagesOf(t, who.user.id, MessageKind.FEEDBACK_DONE);
      expect(completed).toEqual([expect.objectContaining({ title: '服务诉求已办结', link: '/service_list' })]);
      expect(completed[0]!.body).toContain('新卡已领取，诉求办结');
      expect(await messagesOf(t, who.user.id, MessageKind.FEEDBACK_REPLIED)).toHaveLength(2);
    }
    expect(await messagesOf(t, finance.user.id)).toEqual([]);
    expect(await messagesOf(t, outsider.user.id)).toEqual([]);
  });
});
