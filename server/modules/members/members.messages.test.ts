import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import * as authCalls from '../../../shared/calls/auth';
import * as membersCalls from '../../../shared/calls/members';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { users } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A personal user whose verified mobile is `phone`, with a live session. */
async function person(phone: string) {
  const who = await signIn(t);
  await t.database.db.update(users).set({ phone }).where(eq(users.id, who.user.id));
  return who;
}

describe('messages of a team (issue 32)', () => {
  it('tells the person who accepted an invitation which company they joined, once', async () => {
    const owner = await person('13912340001');
    const company = await buildCompany(t.database.db, { userId: owner.user.id, name: '之江实验仪器有限公司' });
    expect((await t.call(membersCalls.memberInvite, { phone: '13912340002', role: MemberRole.FINANCE }, owner.token)).body.code).toBe(1);

    const joined = await person('13912340002');
    // The first company-area call accepts the invitation; later calls find the membership and add nothing.
    expect((await t.call(authCalls.userinfo, {}, joined.token)).body.data.shop?.id).toBe(company.id);
    expect((await t.call(membersCalls.memberList, {}, joined.token)).body.code).toBe(1);
    expect(await messagesOf(t, joined.user.id)).toEqual([
      expect.objectContaining({
        kind: MessageKind.MEMBER_JOINED,
        title: '已加入企业',
        body: '您已加入企业「之江实验仪器有限公司」，成员角色：财务。',
        link: '/personal',
        actorId: owner.user.id,
      }),
    ]);
    expect(await messagesOf(t, owner.user.id)).toEqual([]);
  });

  it('tells once when two calls of the invited person accept at the same time', async () => {
    const owner = await person('13912340011');
    await buildCompany(t.database.db, { userId: owner.user.id });
    await t.call(membersCalls.memberInvite, { phone: '13912340012', role: MemberRole.AGENT }, owner.token);
    const joined = await person('13912340012');
    const both = await Promise.all([t.call(authCalls.userinfo, {}, joined.token), t.call(membersCalls.memberList, {}, joined.token)]);
    expect(both.map((r) => r.body.code)).toEqual([1, 1]);
    const got = await messagesOf(t, joined.user.id, MessageKind.MEMBER_JOINED);
    expect(got).toHaveLength(1);
    expect(got[0]!.body).toContain('经办人');
  });
});
