import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { MemberRole } from '../../../shared/auth/member-roles';
import { DELIVERY_RETRY_HOURS, DeliveryState, MessageKind } from '../../../shared/message-centre/kinds';
import { companyMembers, messageDeliveries, messages, users } from '../../db/schema/index';
import { testEnv } from '../../env';
import { buildCompany } from '../../test/billing-factories';
import { FakeAliyunSms } from '../../test/fake-aliyun-sms';
import { FakeSmtp } from '../../test/fake-smtp';
import { FakeWechat, fakeWechatMessageEnv } from '../../test/fake-wechat';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { postToCompany, type MessageDraft } from './message-centre.public';
import { SEND_LEASE_MINUTES, resendDelivery, runOutbox } from './outbox.service';
import { createMessageSenders, type MessageSender } from './senders';

/** 10:00 park time: inside the SMS sending hours. */
const MORNING = new Date('2026-03-02T02:00:00Z');
const NIGHT = new Date('2026-03-02T14:00:00Z');
const log = pino({ level: 'silent' });
const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);

let t: TestApp;
let sms: FakeAliyunSms;
let smtp: FakeSmtp;
let wechat: FakeWechat;
let senders: MessageSender[];
let owner: number;
let agent: number;
let companyId: number;
let seq = 0;

beforeAll(async () => {
  sms = new FakeAliyunSms();
  smtp = new FakeSmtp();
  wechat = new FakeWechat();
  await Promise.all([sms.start(), smtp.start(), wechat.start()]);
  t = await createTestApp({}, { now: () => MORNING });
  const env = testEnv({
    ...sms.messageEnv(),
    SMTP_URL: smtp.url(),
    SMTP_FROM: '园区 <noreply@park.example.cn>',
    ...fakeWechatMessageEnv(wechat),
  });
  senders = createMessageSenders(env, () => MORNING);
  const db = t.database.db;
  owner = (await signIn(t)).user.id;
  agent = (await signIn(t)).user.id;
  await db.update(users).set({ wechatOpenid: 'openid-1' }).where(eq(users.id, owner));
  await db.update(users).set({ phone: '13900001111' }).where(eq(users.id, agent));
  companyId = (await buildCompany(db, { name: '送达测试科技有限公司', mobile: '13800002222', email: 'boss@example.cn' })).id;
  await db.insert(companyMembers).values([
    { companyId, userId: owner, role: MemberRole.OWNER },
    { companyId, userId: agent, role: MemberRole.AGENT },
  ]);
});
afterAll(async () => {
  for (const s of senders) s.close?.();
  await t.close();
  await Promise.all([sms.stop(), smtp.stop(), wechat.stop()]);
});
beforeEach(() => {
  sms.messages = [];
  smtp.messages = [];
  wechat.templateMessages = [];
  sms.failWith = null;
  smtp.refuse = null;
  wechat.down = null;
});

/** A service request's completion told to the company (its 负责人 and 经办人), as feedback.service writes it. */
async function tell(now = MORNING): Promise<number[]> {
  seq += 1;
  const m: MessageDraft = {
    kind: MessageKind.FEEDBACK_REPLIED,
    event: `feedback_replied:${seq}`,
    title: `服务诉求已办结 ${seq}`,
    body: '已为您办结。',
    link: '/service_list',
  };
  await postToCompany(t.database.db, companyId, m, now);
  const rows = await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.event, m.event));
  return rows.map((r) => r.id);
}

const sendsOf = (messageIds: number[]) =>
  t.database.db.select().from(messageDeliveries).where(inArray(messageDeliveries.messageId, messageIds)).orderBy(messageDeliveries.id);
const run = (now = MORNING, s = senders) => runOutbox({ db: t.database.db, senders: s, now, log, publicUrl: 'https://park.example.cn' });

describe('the outbox of SMS, e-mail and WeChat', () => {
  it('queues, with the message, a send per channel the person can be reached by, and sends each once', async () => {
    const ids = await tell();
    const queued = await sendsOf(ids);
    // The 负责人: the company's mobile and e-mail, the WeChat openid of the sign-in; the 经办人: their own mobile.
    expect(queued.map((d) => [d.channel, d.address]).sort()).toEqual(
      [
        ['email', 'boss@example.cn'],
        ['sms', '13800002222'],
        ['sms', '13900001111'],
        ['wechat', 'openid-1'],
      ].sort(),
    );
    expect(queued.every((d) => d.status === DeliveryState.PENDING)).toBe(true);
    const summary = await run();
    expect(summary).toMatchObject({ claimed: 4, sent: 4 });
    expect(sms.messages.map((m) => [m.phone, m.templateCode, m.params.title]).sort()).toEqual(
      [
        ['13800002222', sms.messageTemplateCode, `服务诉求已办结 ${seq}`],
        ['13900001111', sms.messageTemplateCode, `服务诉求已办结 ${seq}`],
      ].sort(),
    );
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['boss@example.cn']);
    expect(smtp.messages[0]!.subject).toBe(`【园区企业服务门户】服务诉求已办结 ${seq}`);
    expect(smtp.messages[0]!.text).toContain('https://park.example.cn/service_list');
    expect(wechat.templateMessages).toEqual([
      expect.objectContaining({ touser: 'openid-1', template_id: wechat.templateId, url: 'https://park.example.cn/service_list' }),
    ]);
    expect(wechat.templateMessages[0]!.data.thing1!.value).toBe(`服务诉求已办结 ${seq}`);
    expect((await sendsOf(ids)).map((d) => d.status)).toEqual(Array(4).fill(DeliveryState.SENT));
    // Nothing is sent twice: a second run finds nothing due.
    expect(await run(minutes(MORNING, 10))).toMatchObject({ claimed: 0 });
    expect(sms.messages).toHaveLength(2);
  });

  it('a provider down for a while: retried with growing waits, delivered once after it returns', async () => {
    const ids = await tell();
    sms.failWith = { code: 'isp.SYSTEM_ERROR', message: '系统错误', times: 4 };
    await run(MORNING);
    const failed = (await sendsOf(ids)).filter((d) => d.channel === 'sms');
    expect(failed.map((d) => [d.status, d.attempts, d.lastError])).toEqual([
      [DeliveryState.PENDING, 1, 'isp.SYSTEM_ERROR: 系统错误'],
      [DeliveryState.PENDING, 1, 'isp.SYSTEM_ERROR: 系统错误'],
    ]);
    // Not due before its wait (1 minute after the first failure, 2 after the second).
    expect(await run(minutes(MORNING, 0.5))).toMatchObject({ claimed: 0 });
    await run(minutes(MORNING, 1));
    expect(sms.failWith?.times).toBe(0);
    expect(await run(minutes(MORNING, 2))).toMatchObject({ claimed: 0 });
    await run(minutes(MORNING, 3));
    const after = (await sendsOf(ids)).filter((d) => d.channel === 'sms');
    expect(after.map((d) => [d.status, d.attempts])).toEqual([
      [DeliveryState.SENT, 3],
      [DeliveryState.SENT, 3],
    ]);
    expect(after[0]!.history.map((h) => h.status)).toEqual(['failed', 'failed', 'sent']);
    expect(sms.messages).toHaveLength(2);
  });

  it('gives up after DELIVERY_RETRY_HOURS; staff resend it, and it goes once', async () => {
    const ids = await tell();
    wechat.down = { times: 1_000 };
    let now = MORNING;
    for (let i = 0; i < 60; i++) {
      await run(
        now,
        senders.filter((s) => s.channel === 'wechat'),
      );
      now = minutes(now, 60);
    }
    const [given] = (await sendsOf(ids)).filter((d) => d.channel === 'wechat');
    expect(given!.status).toBe(DeliveryState.FAILED);
    expect(given!.lastError).toBe('-1: system error');
    expect(new Date(given!.nextAttemptAt).getTime()).toBeGreaterThan(MORNING.getTime() + DELIVERY_RETRY_HOURS * 3_600_000);
    const tries = given!.attempts;
    wechat.down = null;
    expect(await run(now)).toMatchObject({ claimed: 0 });
    expect(await resendDelivery(t.database.db, given!.id, now)).toBe('resent');
    // Only a failed one can be resent.
    const [sent] = (await sendsOf(ids)).filter((d) => d.channel === 'email');
    expect(await resendDelivery(t.database.db, sent!.id, now)).toBe('not_failed');
    await run(now);
    const [again] = (await sendsOf(ids)).filter((d) => d.channel === 'wechat');
    expect([again!.status, again!.attempts]).toEqual([DeliveryState.SENT, tries + 1]);
    expect(wechat.templateMessages).toHaveLength(1);
  });

  it('two processes running at once: each send goes once', async () => {
    const ids = await tell();
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.claimed + b.claimed).toBe(4);
    expect(sms.messages).toHaveLength(2);
    expect(smtp.messages).toHaveLength(1);
    expect(wechat.templateMessages).toHaveLength(1);
    expect((await sendsOf(ids)).every((d) => d.status === DeliveryState.SENT && d.attempts === 1)).toBe(true);
  });

  it('a crash between the commit and the send, and one in the middle of a send: sent by the next run', async () => {
    // Committed, nothing sent (the process stopped): the next process's run sends it.
    const ids = await tell();
    expect(await run()).toMatchObject({ sent: 4 });
    // Claimed but never recorded (the process died mid-send): hidden for the lease, then taken again.
    const more = await tell();
    const hanging: MessageSender[] = senders.map((s) => ({ channel: s.channel, send: () => new Promise(() => undefined) }));
    void run(MORNING, hanging);
    await expect.poll(async () => (await sendsOf(more)).every((d) => d.attempts === 1)).toBe(true);
    expect(await run(minutes(MORNING, SEND_LEASE_MINUTES - 1))).toMatchObject({ claimed: 0 });
    expect(await run(minutes(MORNING, SEND_LEASE_MINUTES + 1))).toMatchObject({ claimed: 4, sent: 4 });
    expect((await sendsOf([...ids, ...more])).every((d) => d.status === DeliveryState.SENT)).toBe(true);
  });

  it('no SMS at night: e-mail and WeChat go, the SMS waits for 09:00', async () => {
    const ids = await tell(NIGHT);
    expect(await run(NIGHT)).toMatchObject({ claimed: 2, sent: 2 });
    expect(sms.messages).toHaveLength(0);
    expect(await run(new Date('2026-03-03T01:00:00Z'))).toMatchObject({ sent: 2 });
    expect(sms.messages).toHaveLength(2);
    expect((await sendsOf(ids)).every((d) => d.status === DeliveryState.SENT)).toBe(true);
  });

  it('SEND_HOURS set to 0-24: the SMS goes at night too', async () => {
    await tell(NIGHT);
    const allDay = { from: 0, until: 24 };
    expect(
      await runOutbox({ db: t.database.db, senders, now: NIGHT, log, publicUrl: 'https://park.example.cn', sendHours: allDay }),
    ).toMatchObject({
      claimed: 4,
      sent: 4,
    });
    expect(sms.messages).toHaveLength(2);
  });

  it('a channel the park has not configured is recorded 未发送 with why; one the person cannot receive likewise', async () => {
    const ids = await tell();
    wechat.followers.delete('openid-1');
    await run(
      MORNING,
      senders.filter((s) => s.channel === 'wechat'),
    );
    const rows = await sendsOf(ids);
    expect(rows.filter((d) => d.channel !== 'wechat').map((d) => [d.status, d.lastError])).toEqual(
      Array(3).fill([DeliveryState.SKIPPED, '园区未开通该渠道']),
    );
    const [w] = rows.filter((d) => d.channel === 'wechat');
    expect([w!.status, w!.lastError]).toEqual([DeliveryState.SKIPPED, '用户未关注公众号（43004: require subscribe）']);
    wechat.followers.add('openid-1');
  });

  it('fetches the WeChat access token once and again only when WeChat says it is no longer valid', async () => {
    const before = wechat.tokenRequests;
    await tell();
    await run();
    await tell();
    await run();
    expect(wechat.tokenRequests - before).toBeLessThanOrEqual(1);
    expect(wechat.templateMessages).toHaveLength(2);
  });
});
