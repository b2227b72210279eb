import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as messageCentreCalls from '../../../shared/calls/message-centre';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { companyMembers, messages, users } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { postToCompany, postToStaff, postToUsers, type MessageDraft } from './message-centre.public';

const NOW = new Date('2026-03-01T02:00:00Z');

let t: TestApp;
let owner: { id: number; token: string };
let finance: { id: number; token: string };
let agent: { id: number; token: string };
let stranger: { id: number; token: string };
let operations: { id: number; token: string };
let editor: { id: number; token: string };
let companyId: number;

async function person(opts: Parameters<typeof signIn>[1] = {}) {
  const s = await signIn(t, opts);
  return { id: s.user.id, token: s.token };
}

const draft = (kind: MessageDraft['kind'], event: string, extra: Partial<MessageDraft> = {}): MessageDraft => ({
  kind,
  event,
  title: `标题 ${event}`,
  body: `正文 ${event}`,
  link: '/room_price',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  owner = await person();
  finance = await person();
  agent = await person();
  stranger = await person();
  operations = await person({ type: 1, roles: [StaffRole.OPERATIONS] });
  editor = await person({ type: 1, roles: [StaffRole.CONTENT] });
  companyId = (await buildCompany(t.database.db, { name: '消息测试科技有限公司' })).id;
  await t.database.db.insert(companyMembers).values([
    { companyId, userId: owner.id, role: MemberRole.OWNER },
    { companyId, userId: finance.id, role: MemberRole.FINANCE },
    { companyId, userId: agent.id, role: MemberRole.AGENT },
  ]);
});
afterAll(() => t.close());

const of = async (userId: number) => t.database.db.select().from(messages).where(eq(messages.userId, userId));

describe('writing messages', () => {
  it('reaches the members whose role covers the event, once however often it is written', async () => {
    const db = t.database.db;
    for (let i = 0; i < 2; i++) await postToCompany(db, companyId, draft(MessageKind.PAYMENT_RECORDED, 'payment_recorded:1'), NOW);
    expect((await of(owner.id)).map((m) => m.title)).toEqual(['标题 payment_recorded:1']);
    expect(await of(finance.id)).toHaveLength(1);
    expect(await of(agent.id)).toHaveLength(0);
    await postToCompany(db, companyId, draft(MessageKind.FEEDBACK_DONE, 'feedback_done:1', { link: '/service_list' }), NOW);
    expect(await of(agent.id)).toHaveLength(1);
    expect(await of(finance.id)).toHaveLength(1);
  });

  it('to every settled company, to staff by role, to people by id; disabled accounts get nothing', async () => {
    const db = t.database.db;
    const other = await buildCompany(db, { name: '另一家科技有限公司' });
    const reviewing = await buildCompany(db, { name: '审核中科技有限公司', status: 0 });
    const otherAgent = await person();
    const pendingOwner = await person();
    await db.insert(companyMembers).values([
      { companyId: other.id, userId: otherAgent.id, role: MemberRole.AGENT },
      { companyId: reviewing.id, userId: pendingOwner.id, role: MemberRole.OWNER },
    ]);
    await postToCompany(db, 'settled', draft(MessageKind.POLICY_NOTICE, 'policy_notice:9', { link: '/policy_notice' }), NOW);
    expect(await of(otherAgent.id)).toHaveLength(1);
    expect((await of(agent.id)).map((m) => m.kind)).toContain('policy_notice');
    expect(await of(pendingOwner.id)).toHaveLength(0);

    await postToStaff(db, draft(MessageKind.STAFF_FEEDBACK, 'staff_feedback:3', { link: '/system/feedback' }), NOW);
    expect(await of(operations.id)).toHaveLength(1);
    expect(await of(editor.id)).toHaveLength(0);

    await db.update(users).set({ status: 0 }).where(eq(users.id, stranger.id));
    await postToUsers(db, [stranger.id, owner.id, owner.id], draft(MessageKind.CONSULTATION_ANSWERED, 'consultation_answered:4'), NOW);
    expect(await of(stranger.id)).toHaveLength(0);
    expect((await of(owner.id)).filter((m) => m.kind === 'consultation_answered')).toHaveLength(1);
    await db.update(users).set({ status: 1 }).where(eq(users.id, stranger.id));
  });
});

describe('message_list, message_count, message_read', () => {
  it("lists a person's own messages newest first, 7 a page, all or unread only", async () => {
    const db = t.database.db;
    for (let i = 0; i < 8; i++) {
      await postToUsers(
        db,
        [finance.id],
        draft(MessageKind.MEMBER_JOINED, `member_joined:${i}`, { title: `第${i}条` }),
        new Date(NOW.getTime() + i * 60_000),
      );
    }
    const first = await t.call(messageCentreCalls.messageList, {}, finance.token);
    expect(first.body.count).toBe(9);
    expect(first.body.data).toHaveLength(7);
    expect(first.body.data[0]).toMatchObject({
      title: '第7条',
      is_read: 0,
      kind: 'member_joined',
      kind_name: '企业成员',
      link: '/room_price',
      createtime: '2026-03-01 10:07',
    });
    const count = await t.call(messageCentreCalls.messageCount, {}, finance.token);
    expect(count.body.data.unread).toBe(9);
  });

  it("marks one read (the count goes down), refuses another person's message as missing, marks all read", async () => {
    const [mineFirst] = (await t.call(messageCentreCalls.messageList, {}, finance.token)).body.data;
    const read = await t.call(messageCentreCalls.messageRead, { id: mineFirst!.id }, finance.token);
    expect(read.body).toMatchObject({ code: 1, msg: '已标记为已读', data: { unread: 8 } });
    expect((await t.call(messageCentreCalls.messageList, { unread: 1 }, finance.token)).body.count).toBe(8);
    // Another person's id: refused, and the message stays unread for its owner.
    const [ownersMessage] = await of(owner.id);
    for (const token of [agent.token, operations.token]) {
      expect((await t.call(messageCentreCalls.messageRead, { id: ownersMessage!.id }, token)).body).toMatchObject({
        code: 0,
        msg: '消息不存在',
      });
    }
    expect((await of(owner.id)).find((m) => m.id === ownersMessage!.id)!.readAt).toBeNull();
    expect((await t.call(messageCentreCalls.messageRead, { all: 1 }, finance.token)).body.data.unread).toBe(0);
    expect((await t.call(messageCentreCalls.messageList, { unread: 1 }, finance.token)).body.data).toEqual([]);
    expect((await t.call(messageCentreCalls.messageCount, {}, owner.token)).body.data.unread).toBeGreaterThan(0);
  });

  it('refuses bad bodies in Chinese and answers nobody without a session', async () => {
    expect((await t.call(messageCentreCalls.messageRead, {}, finance.token)).body).toMatchObject({
      code: 0,
      msg: '请指定要标记为已读的消息',
    });
    expect((await t.call(messageCentreCalls.messageRead, { id: 1, all: 1 }, finance.token)).body.code).toBe(0);
    expect((await t.call(messageCentreCalls.messageList, { unread: 2 }, finance.token)).body).toMatchObject({
      code: 0,
      msg: '未读应为 0 或 1',
    });
    expect((await t.call(messageCentreCalls.messageCount, {})).body.code).toBe(50008);
    expect((await t.call(messageCentreCalls.messageList, {})).body.code).toBe(50008);
  });

  it('staff read their own messages the same way', async () => {
    const r = await t.call(messageCentreCalls.messageList, {}, operations.token);
    expect(r.body.data.map((m) => m.link)).toEqual(['/system/feedback']);
    expect((await t.call(messageCentreCalls.messageList, {}, editor.token)).body.data).toEqual([]);
  });
});
