import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole } from '../../../shared/auth/member-roles';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as applicationsCalls from '../../../shared/calls/applications';
import { LoginType, ShopStatus } from '../../../shared/constants';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { companyMembers } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';
import { uploadJpeg } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = async (token: string, name: string) => (await uploadJpeg(t, token, name)).data.url;

const application = async (token: string, shop_name: string) => ({
  shop_name,
  people_name: '陈经理',
  mobile: '13800001111',
  province: 330000,
  city: 330100,
  district: 330108,
  license: await upload(token, 'license'),
});

describe('messages of a settle-in application (issue 32)', () => {
  it('tells the reviewers of each submission, and the company of each decision, once', async () => {
    const owner = await signIn(t);
    const reviewer = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] });
    const editor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] });

    const submitted = await t.call(applicationsCalls.shopSubmit, await application(owner.token, '钱塘数智科技有限公司'), owner.token);
    const id = submitted.body.data.id;
    let inbox = await messagesOf(t, reviewer.user.id, MessageKind.STAFF_APPLICATION);
    expect(inbox).toEqual([expect.objectContaining({ title: '新的入驻申请', link: '/system/applylist', actorId: owner.user.id })]);
    expect(inbox[0]!.body).toContain('钱塘数智科技有限公司');
    expect(await messagesOf(t, editor.user.id)).toEqual([]);
    expect(await messagesOf(t, owner.user.id)).toEqual([]);
    // Submitting again while under review is refused: nothing new for the reviewers.
    expect((await t.call(applicationsCalls.shopSubmit, await application(owner.token, '钱塘数智'), owner.token)).body.code).toBe(0);
    expect(await messagesOf(t, reviewer.user.id, MessageKind.STAFF_APPLICATION)).toHaveLength(1);

    // A second member of the company (a 财务) hears of the decisions too: they concern every member.
    const finance = await signIn(t);
    await t.database.db.insert(companyMembers).values({ companyId: id, userId: finance.user.id, role: MemberRole.FINANCE });

    const reject = { id, status: ShopStatus.REJECTED, remark: '营业执照不清晰' };
    expect((await t.call(applicationsCalls.examStatus, reject, reviewer.token)).body.code).toBe(1);
    // The same decision again (a retry) is refused and tells nothing twice.
    expect((await t.call(applicationsCalls.examStatus, reject, reviewer.token)).body.msg).toBe('该申请已审核，不能重复操作');
    for (const who of [owner, finance]) {
      const rejected = await messagesOf(t, who.user.id, MessageKind.APPLICATION_REJECTED);
      expect(rejected).toEqual([expect.objectContaining({ title: '入驻申请未通过', link: '/companyinfo', actorId: reviewer.user.id })]);
      expect(rejected[0]!.body).toContain('钱塘数智科技有限公司');
      expect(rejected[0]!.body).toContain('营业执照不清晰');
    }

    // The re-application is a new event for the reviewers; its rejection a new one for the company.
    const again = await t.call(
      applicationsCalls.shopSubmit,
      { ...(await application(owner.token, '钱塘数智科技有限公司')), id },
      owner.token,
    );
    expect(again.body.code).toBe(1);
    inbox = await messagesOf(t, reviewer.user.id, MessageKind.STAFF_APPLICATION);
    expect(inbox.map((m) => m.title)).toEqual(['新的入驻申请', '入驻申请已重新提交']);
    expect((await t.call(applicationsCalls.examStatus, { ...reject, remark: '缺少法人签章' }, reviewer.token)).body.code).toBe(1);
    const twice = await messagesOf(t, owner.user.id, MessageKind.APPLICATION_REJECTED);
    expect(twice).toHaveLength(2);
    expect(twice[1]!.body).toContain('缺少法人签章');

    await t.call(applicationsCalls.shopSubmit, { ...(await application(owner.token, '钱塘数智科技有限公司')), id }, owner.token);
    expect((await t.call(applicationsCalls.examStatus, { id, status: ShopStatus.PASSED }, reviewer.token)).body.code).toBe(1);
    expect((await t.call(applicationsCalls.examStatus, { id, status: ShopStatus.PASSED }, reviewer.token)).body.code).toBe(0);
    for (const who of [owner, finance]) {
      expect(await messagesOf(t, who.user.id, MessageKind.APPLICATION_APPROVED)).toEqual([
        expect.objectContaining({ title: '入驻申请已通过', link: '/companyinfo', body: expect.stringContaining('钱塘数智科技有限公司') }),
      ]);
    }
    // Each submission's message was settled by its decision: the reviewers' bell counts none of them now.
    const settled = await messagesOf(t, reviewer.user.id, MessageKind.STAFF_APPLICATION);
    expect(settled).toHaveLength(3);
    expect(settled.every((m) => m.readAt !== null)).toBe(true);
    expect(await messagesOf(t, editor.user.id)).toEqual([]);
  });

  it("writes the reviewers' message only with the submission that stood: a double submission, one message", async () => {
    const reviewer = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] });
    const user = await signIn(t);
    const body = await application(user.token, '并发提交科技有限公司');
    const results = await Promise.all([
      t.call(applicationsCalls.shopSubmit, body, user.token),
      t.call(applicationsCalls.shopSubmit, body, user.token),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    expect(await messagesOf(t, reviewer.user.id, MessageKind.STAFF_APPLICATION)).toHaveLength(1);
  });
});
