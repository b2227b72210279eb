import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as messageCentreCalls from '../../../shared/calls/message-centre';
import { Code } from '../../../shared/envelope';
import { ADDRESS_PURGED, DeliveryState, MessageKind } from '../../../shared/message-centre/kinds';
import { auditLog, companyMembers, messageDeliveries, messages, users } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { FakeAliyunSms } from '../../test/fake-aliyun-sms';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { postToCompany } from './message-centre.public';
import { runHousekeeping } from '../housekeeping/housekeeping.service';
import { DELIVERY_ADDRESS_PURGED, DELIVERY_NOT_FAILED, SETTING_UNKNOWN } from './message-centre.policy';
import { purgeDeliveryAddresses } from './outbox.service';

const NOW = new Date('2026-03-02T02:00:00Z');

let t: TestApp;
let sms: FakeAliyunSms;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let operations: string;
let editor: string;
let companyId: number;

beforeAll(async () => {
  sms = new FakeAliyunSms();
  await sms.start();
  t = await createTestApp(sms.messageEnv(), { now: () => NOW });
  const db = t.database.db;
  const a = await signIn(t);
  const b = await signIn(t);
  owner = { id: a.user.id, token: a.token };
  other = { id: b.user.id, token: b.token };
  operations = (await signIn(t, { type: 1, roles: [StaffRole.OPERATIONS] })).token;
  editor = (await signIn(t, { type: 1, roles: [StaffRole.CONTENT] })).token;
  await db.update(users).set({ phone: '13900003333' }).where(eq(users.id, owner.id));
  companyId = (await buildCompany(db, { name: '设置测试科技有限公司', email: 'office@example.cn' })).id;
  await db.insert(companyMembers).values({ companyId, userId: owner.id, role: MemberRole.OWNER });
});
afterAll(async () => {
  await t.close();
  await sms.stop();
});

const feedbackDone = (n: number) =>
  postToCompany(
    t.database.db,
    companyId,
    { kind: MessageKind.FEEDBACK_REPLIED, event: `feedback_replied:s${n}`, title: `办结 ${n}`, body: '', link: '/service_list' },
    NOW,
  );
const channelsOf = async (event: string) => {
  const [m] = await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.event, event));
  const rows = await t.database.db.select().from(messageDeliveries).where(eq(messageDeliveries.messageId, m!.id));
  return rows.map((r) => r.channel).sort();
};

describe('通知设置', () => {
  it('lists the caller own topics and where each channel reaches them (masked); configured channels only switch on', async () => {
    const res = await t.call(messageCentreCalls.messageSettings, {}, owner.token);
    expect(res.body.code).toBe(Code.OK);
    const channels = Object.fromEntries(res.body.data.channels.map((c) => [c.channel, [c.configured, c.address]]));
    expect(channels).toEqual({ sms: [1, '139****3333'], email: [0, 'o***@example.cn'], wechat: [0, ''] });
    const labels = res.body.data.topics.map((x) => x.label);
    expect(labels).toContain('服务诉求');
    expect(labels).not.toContain('在线咨询');
    expect(res.body.data.topics.every((x) => x.channels.every((c) => c.enabled === 1))).toBe(true);
  });

  it('a channel turned off for a topic: its messages still reach the message centre, not that channel', async () => {
    await feedbackDone(1);
    expect(await channelsOf('feedback_replied:s1')).toEqual(['email', 'sms']);
    const saved = await t.call(messageCentreCalls.messageSettingSave, { label: '服务诉求', channel: 'sms', enabled: 0 }, owner.token);
    expect(saved.body.code).toBe(Code.OK);
    const topic = saved.body.data.topics.find((x) => x.label === '服务诉求')!;
    expect(topic.channels.find((c) => c.channel === 'sms')!.enabled).toBe(0);
    await feedbackDone(2);
    expect(await channelsOf('feedback_replied:s2')).toEqual(['email']);
    // Another person's choice is their own: the same call by someone else changes nothing of the owner's.
    await t.call(messageCentreCalls.messageSettingSave, { label: '服务诉求', channel: 'sms', enabled: 1 }, other.token);
    await feedbackDone(3);
    expect(await channelsOf('feedback_replied:s3')).toEqual(['email']);
    await t.call(messageCentreCalls.messageSettingSave, { label: '服务诉求', channel: 'sms', enabled: 1 }, owner.token);
    await feedbackDone(4);
    expect(await channelsOf('feedback_replied:s4')).toEqual(['email', 'sms']);
  });

  it('refuses a topic that is not the caller own, bad input, staff and visitors, and changes nothing', async () => {
    const unknown = await t.call(messageCentreCalls.messageSettingSave, { label: '在线咨询', channel: 'sms', enabled: 0 }, owner.token);
    expect([unknown.status, unknown.body.code, unknown.body.msg]).toEqual([200, Code.FAIL, SETTING_UNKNOWN]);
    const bad = await t.raw(messageCentreCalls.messageSettingSave.path, { label: '服务诉求', channel: 'fax', enabled: 0 }, owner.token);
    expect([bad.body.code, bad.body.msg]).toEqual([Code.FAIL, '通知渠道不存在']);
    expect((await t.call(messageCentreCalls.messageSettings, {}, operations)).body.code).not.toBe(Code.OK);
    expect((await t.call(messageCentreCalls.messageSettings, {})).body.code).toBe(Code.TOKEN_INVALID);
  });
});

describe('发送记录', () => {
  it('staff of 园区运营 list every send, filter it, and resend a failed one; others are refused', async () => {
    await feedbackDone(5);
    const [m] = await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.event, 'feedback_replied:s5'));
    await t.database.db
      .update(messageDeliveries)
      .set({ status: DeliveryState.FAILED, lastError: 'isp.SYSTEM_ERROR: 系统错误' })
      .where(eq(messageDeliveries.messageId, m!.id));
    const list = await t.call(messageCentreCalls.messageDeliveryList, { status: 'failed', channel: 'sms' }, operations);
    expect(list.body.code).toBe(Code.OK);
    const row = list.body.data.find((d) => d.message_id === m!.id)!;
    expect(row).toMatchObject({
      channel_name: '短信',
      address: '139****3333',
      status_name: '发送失败',
      error: 'isp.SYSTEM_ERROR: 系统错误',
    });
    expect(row.recipient).toContain('设置测试科技有限公司');
    const keyword = await t.call(messageCentreCalls.messageDeliveryList, { keyword: '办结 5' }, operations);
    expect(keyword.body.data.every((d) => d.title === '办结 5')).toBe(true);

    for (const token of [owner.token, editor]) {
      expect((await t.call(messageCentreCalls.messageDeliveryList, {}, token)).body.code).not.toBe(Code.OK);
      expect((await t.call(messageCentreCalls.messageDeliveryResend, { id: row.id }, token)).body.code).not.toBe(Code.OK);
    }
    const resent = await t.call(messageCentreCalls.messageDeliveryResend, { id: row.id }, operations);
    expect([resent.body.code, resent.body.data.status]).toEqual([Code.OK, DeliveryState.PENDING]);
    const [logged] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'message_delivery.resend'));
    expect([logged?.objectType, logged?.objectId]).toEqual(['message_delivery', String(row.id)]);
    const twice = await t.call(messageCentreCalls.messageDeliveryResend, { id: row.id }, operations);
    expect([twice.body.code, twice.body.msg]).toEqual([Code.FAIL, DELIVERY_NOT_FAILED]);
  });

  it('past DELIVERY_ADDRESS_RETENTION_DAYS a send keeps what was sent and how it went, not the address', async () => {
    const db = t.database.db;
    const DAY = 86_400_000;
    const days = t.env.DELIVERY_ADDRESS_RETENTION_DAYS;
    await feedbackDone(6);
    await feedbackDone(7);
    await feedbackDone(8);
    const sendOf = async (n: number) => {
      const [m] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.event, `feedback_replied:s${n}`));
      const [d] = await db
        .select()
        .from(messageDeliveries)
        .where(and(eq(messageDeliveries.messageId, m!.id), eq(messageDeliveries.channel, 'sms')));
      return d!;
    };
    const [old, recent, waiting] = [await sendOf(6), await sendOf(7), await sendOf(8)];
    const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY);
    await db
      .update(messageDeliveries)
      .set({ status: DeliveryState.FAILED, lastError: 'isp.SYSTEM_ERROR: 系统错误', createdAt: at(days + 1) })
      .where(eq(messageDeliveries.id, old.id));
    await db
      .update(messageDeliveries)
      .set({ status: DeliveryState.SENT, createdAt: at(days - 1) })
      .where(eq(messageDeliveries.id, recent.id));
    // Still waiting for its try (the sending hours): kept whole, however old.
    await db
      .update(messageDeliveries)
      .set({ createdAt: at(days + 1) })
      .where(eq(messageDeliveries.id, waiting.id));

    const purged = await runHousekeeping({ db, storage: t.app.storage, env: t.env, now: NOW });
    expect(purged.delivery_addresses).toBeGreaterThanOrEqual(1);
    expect((await sendOf(6)).address).toBe('');
    expect((await sendOf(7)).address).toBe('13900003333');
    expect((await sendOf(8)).address).toBe('13900003333');
    const afterOld = await sendOf(6);
    expect([afterOld.status, afterOld.lastError, afterOld.messageId]).toEqual([
      DeliveryState.FAILED,
      'isp.SYSTEM_ERROR: 系统错误',
      old.messageId,
    ]);
    expect(await purgeDeliveryAddresses(db, days, NOW)).toBe(0);

    const list = await t.call(messageCentreCalls.messageDeliveryList, { keyword: '办结 6' }, operations);
    expect(list.body.data.find((d) => d.id === old.id)).toMatchObject({
      address: ADDRESS_PURGED,
      title: '办结 6',
      status_name: '发送失败',
    });
    const resend = await t.call(messageCentreCalls.messageDeliveryResend, { id: old.id }, operations);
    expect([resend.status, resend.body.code, resend.body.msg]).toEqual([200, Code.FAIL, DELIVERY_ADDRESS_PURGED]);
    expect((await sendOf(6)).status).toBe(DeliveryState.FAILED);
  });
});
