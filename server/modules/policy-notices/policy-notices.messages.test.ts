import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole } from '../../../shared/auth/member-roles';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as policyNoticesCalls from '../../../shared/calls/policy-notices';
import { LoginType, ShopStatus } from '../../../shared/constants';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { companyMembers } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-03-01T02:00:00Z') });
  admin = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signIn>>;

/** A company (settled unless told otherwise) with its 负责人, a 经办人 and a 财务. */
async function team(name: string, status: number = ShopStatus.PASSED) {
  const [owner, agent, finance] = [await signIn(t), await signIn(t), await signIn(t)] as [Person, Person, Person];
  const company = await buildCompany(t.database.db, { userId: owner.user.id, name, status });
  await t.database.db.insert(companyMembers).values([
    { companyId: company.id, userId: agent.user.id, role: MemberRole.AGENT },
    { companyId: company.id, userId: finance.user.id, role: MemberRole.FINANCE },
  ]);
  return { companyId: company.id, owner, agent, finance };
}

const notice = (title: string, company_id = 0) => ({
  title,
  company_id,
  start_time: '2026-03-01',
  end_time: '2026-03-31',
  link: 'https://www.gov.cn/zhengce/a.html',
});

const noticeMessages = async (who: Person) => messagesOf(t, who.user.id, MessageKind.POLICY_NOTICE);

describe('messages of a policy notice (issue 32)', () => {
  it('tells one company its notice, and every settled company a notice to all, once each, its 财务 not', async () => {
    const a = await team('滨江集成电路有限公司');
    const b = await team('萧山智能装备有限公司');
    const applying = await team('审核中企业有限公司', ShopStatus.REVIEWING);

    const one = await t.call(policyNoticesCalls.policyNoticeAdd, notice('流片费用补贴申报', a.companyId), admin.token);
    expect(one.body.code).toBe(1);
    for (const who of [a.owner, a.agent]) {
      expect(await noticeMessages(who)).toEqual([
        expect.objectContaining({
          title: '新的政策通知',
          link: '/policy_notice',
          event: `policy_notice:${one.body.data.id}`,
          body: '流片费用补贴申报（2026-03-01 至 2026-03-31）',
          actorId: admin.user.id,
        }),
      ]);
    }
    for (const who of [a.finance, b.owner, b.agent, applying.owner]) expect(await noticeMessages(who)).toEqual([]);

    const all = await t.call(policyNoticesCalls.policyNoticeAdd, notice('高新技术企业认定'), admin.token);
    expect(all.body.code).toBe(1);
    for (const who of [a.owner, a.agent, b.owner, b.agent]) {
      const got = await noticeMessages(who);
      expect(got.filter((m) => m.event === `policy_notice:${all.body.data.id}`)).toHaveLength(1);
      expect(got.at(-1)!.body).toContain('高新技术企业认定');
    }
    expect(await noticeMessages(a.owner)).toHaveLength(2);
    for (const who of [a.finance, b.finance, applying.owner, applying.agent]) expect(await noticeMessages(who)).toEqual([]);
    expect(await messagesOf(t, admin.user.id)).toEqual([]);
  });
});
