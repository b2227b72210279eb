import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedback, notifications } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { FakeAliyunSms } from '../../test/fake-aliyun-sms';
import { createTestApp, type TestApp } from '../../test/harness';
import { reminderChannel } from '../reminders/channels';
import { memoryLogger, parkTime, silentLog } from '../reminders/reminders.fixtures';
import { REMINDER_FIRST_RUN_DELAY_MS, startReminderScheduler } from '../reminders/reminders.scheduler';
import { aliyunSmsNotificationChannel } from './aliyun-sms';
import { emailBody, smsText, type DeliveryResult, type Notification, type NotificationChannel } from './channels';
import {
  MAX_NOTIFICATION_ATTEMPTS,
  claimNotification,
  createNotifier,
  deliverNotificationNow,
  runNotifications,
} from './notifications.service';
import { NotificationKind, buildNotification } from './kinds';

const DAY = '2026-06-10';
let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: '通知测试科技有限公司', mobile: '13912345678', email: 'a@b.cn' })).id;
});
afterAll(() => t.close());

async function doneRequest(title = '走廊灯具损坏') {
  const [row] = await t.database.db
    .insert(feedback)
    .values({ companyId, title, content: '16层东侧走廊有3盏吸顶灯不亮。', status: 1, remark: '已更换灯管。', handledAt: parkTime(DAY, 10) })
    .returning();
  return row!;
}

/** A channel that keeps what it was given; `result` decides the answer, `gate` can hold it. */
function recording(name: NotificationChannel['name'] = 'log') {
  const sent: Notification[] = [];
  let release: () => void = () => undefined;
  const channel = {
    name,
    sent,
    result: { to: 'x', status: 'sent', error: '' } as DeliveryResult,
    gate: null as Promise<void> | null,
    hold() {
      channel.gate = new Promise<void>((r) => (release = r));
    },
    release: () => release(),
    async send(n: Notification) {
      if (channel.gate) await channel.gate;
      sent.push(n);
      return channel.result;
    },
  };
  return channel;
}

/** Claims the feedback_done notification of request `objectId` (at 10:00 on DAY unless told). */
const claimDone = (objectId: number, at = parkTime(DAY, 10)) =>
  claimNotification(t.database.db, { kind: NotificationKind.FEEDBACK_DONE, objectId, companyId }, at);

/** The feedback_done notification of request `objectId`, as the channels receive it. */
const doneNotification = (id: number, objectId: number) =>
  buildNotification(t.database.db, { id, kind: NotificationKind.FEEDBACK_DONE, objectId, companyId });

const rowOf = async (id: number) => (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

describe('claim once', () => {
  it('one row per (kind, object, company); a second claim gets nothing', async () => {
    const req = await doneRequest();
    const first = await claimDone(req.id);
    const second = await claimDone(req.id);
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    expect(await rowOf(first!)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('two senders racing for one notification: it goes out once', async () => {
    const req = await doneRequest();
    const id = (await claimDone(req.id))!;
    const ch = recording();
    await Promise.all([
      deliverNotificationNow(t.database.db, [ch], id, parkTime(DAY, 10), silentLog),
      deliverNotificationNow(t.database.db, [ch], id, parkTime(DAY, 10), silentLog),
      runNotifications({ db: t.database.db, channels: [ch], now: parkTime(DAY, 10), log: silentLog }),
    ]);
    expect(ch.sent.filter((n) => n.id === id)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('what a feedback_done notification says', () => {
  it('the company, the title and the reply; SMS variables cut to the template limit', async () => {
    const req = await doneRequest('A座16层东侧走廊吸顶灯与应急指示灯同时损坏需要尽快维修');
    const notification = await doneNotification(7, req.id);
    expect(notification).toMatchObject({
      kind: 'feedback_done',
      id: 7,
      companyName: '通知测试科技有限公司',
      mobile: '13912345678',
      email: 'a@b.cn',
      title: '服务诉求办结通知',
      sentence:
        '通知测试科技有限公司：您提交的服务诉求「A座16层东侧走廊吸顶灯与应急指示灯同时损坏需要尽快维修」已办结，详情请登录园区企业服务门户，在“服务记录”中查看。',
      smsParam: { company: '通知测试科技有限公司', title: 'A座16层东侧走廊吸顶灯与应急指示灯同…' },
    });
    expect(notification!.text).toContain('平台反馈：已更换灯管。');
    expect(notification!.text.split('\n')[0]).toBe('通知测试科技有限公司：');
    expect(notification!.text.endsWith('此邮件由系统自动发送，请勿直接回复。')).toBe(true);
    expect(await doneNotification(8, 999999)).toBeNull();
    expect(await buildNotification(t.database.db, { id: 9, kind: 'unknown', objectId: req.id, companyId })).toBeNull();
    expect(smsText('一二三', 3)).toBe('一二三');
    expect(smsText('一二三四', 3)).toBe('一二…');
    expect(emailBody('甲', ['第一段', '第二段'])).toBe('甲：\n\n第一段\n\n第二段\n\n此邮件由系统自动发送，请勿直接回复。');
  });

  it('a notification whose request is gone is recorded skipped, not sent', async () => {
    const req = await doneRequest();
    const id = (await claimDone(req.id))!;
    await t.database.db.delete(feedback).where(eq(feedback.id, req.id));
    const ch = recording();
    expect(await deliverNotificationNow(t.database.db, [ch], id, parkTime(DAY, 10), silentLog)).toBe('skipped');
    expect(ch.sent).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'skipped' });
  });
});

describe('the SMS channel carries a notification with its own template', () => {
  const fake = new FakeAliyunSms();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it("sends the kind's approved template with its variables; a kind without one is skipped without a call", async () => {
    const req = await doneRequest('空调不制冷');
    const notification = (await doneNotification(1, req.id))!;
    const cfg = {
      accessKeyId: fake.accessKeyId,
      accessKeySecret: fake.accessKeySecret,
      signName: fake.signName,
      endpoint: `${fake.base}/`,
    };
    const channel = aliyunSmsNotificationChannel({ ...cfg, templates: { feedback_done: fake.templateCode } });
    expect(await channel.send(notification)).toEqual({ to: '139****5678', status: 'sent', error: '' });
    expect(fake.messages.at(-1)).toMatchObject({
      phone: '13912345678',
      templateCode: fake.templateCode,
      params: { company: '通知测试科技有限公司', title: '空调不制冷' },
    });
    const calls = fake.requests.length;
    const without = aliyunSmsNotificationChannel({ ...cfg, templates: { reminder: fake.templateCode } });
    expect(await without.send(notification)).toMatchObject({ status: 'skipped', error: '未配置该类通知的短信模板（服务诉求办结通知）' });
    expect(fake.requests.length).toBe(calls);
  });
});

describe('retries', () => {
  it('a failed notification is retried through the failed channel only, up to the attempt limit', async () => {
    const req = await doneRequest();
    const id = (await claimDone(req.id))!;
    const ok = recording('log');
    const bad = recording('email');
    bad.result = { to: 'a@b.cn', status: 'failed', error: '邮件发送失败：451' };
    expect(await deliverNotificationNow(t.database.db, [ok, bad], id, parkTime(DAY, 10), silentLog)).toBe('failed');
    for (let attempt = 2; attempt <= MAX_NOTIFICATION_ATTEMPTS; attempt++) {
      await runNotifications({ db: t.database.db, channels: [ok, bad], now: parkTime(DAY, 10 + attempt), log: silentLog });
      expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: attempt });
    }
    await runNotifications({ db: t.database.db, channels: [ok, bad], now: parkTime(DAY, 19), log: silentLog });
    expect((await rowOf(id)).attempts).toBe(MAX_NOTIFICATION_ATTEMPTS);
    expect(ok.sent.filter((n) => n.id === id)).toHaveLength(1);
    expect(bad.sent.filter((n) => n.id === id)).toHaveLength(MAX_NOTIFICATION_ATTEMPTS);
  });

  it('a notification left pending by a process that died is retried after 10 minutes; out of attempts it counts as failed', async () => {
    const req = await doneRequest();
    const id = (await claimDone(req.id))!;
    await t.database.db
      .update(notifications)
      .set({ attempts: 1, sentAt: parkTime(DAY, 10) })
      .where(eq(notifications.id, id));
    const ch = recording();
    expect(await runNotifications({ db: t.database.db, channels: [ch], now: parkTime(DAY, 10, 5), log: silentLog })).toMatchObject({
      claimed: 0,
    });
    expect(await runNotifications({ db: t.database.db, channels: [ch], now: parkTime(DAY, 10, 11), log: silentLog })).toMatchObject({
      claimed: 1,
      sent: 1,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });

    const req2 = await doneRequest();
    const dead = (await claimDone(req2.id))!;
    await t.database.db
      .update(notifications)
      .set({ attempts: MAX_NOTIFICATION_ATTEMPTS, sentAt: parkTime(DAY, 10) })
      .where(eq(notifications.id, dead));
    await runNotifications({ db: t.database.db, channels: [ch], now: parkTime(DAY, 11), log: silentLog });
    expect(await rowOf(dead)).toMatchObject({ status: 'failed', attempts: MAX_NOTIFICATION_ATTEMPTS });
  });
});

describe('the notifier sends in the background', () => {
  it('soon() returns at once while a slow channel holds; settle() waits for it', async () => {
    const req = await doneRequest();
    const id = (await claimDone(req.id))!;
    const slow = recording('email');
    slow.hold();
    const notifier = createNotifier({ db: t.database.db, channels: [slow], log: silentLog, clock: () => parkTime(DAY, 10) });
    notifier.soon(id);
    await new Promise((r) => setTimeout(r, 200));
    expect((await rowOf(id)).status).toBe('pending');
    let settled = false;
    const done = notifier.settle().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false);
    slow.release();
    await done;
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    await notifier.close();
  });
});

describe('the reminders scheduler also sends waiting notifications', () => {
  it('a notification claimed at night goes out on the first run in the sending hours, through the reminder channels', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const req = await doneRequest('夜间办结的诉求');
      const id = (await claimDone(req.id, parkTime(DAY, 22)))!;
      const ch = recording('log');
      const { log } = memoryLogger();
      const job = startReminderScheduler({
        db: t.database.db,
        channels: [reminderChannel(ch)],
        intervalMinutes: 60,
        log,
        now: () => parkTime('2026-06-11', 9, 30),
      });
      await vi.advanceTimersByTimeAsync(REMINDER_FIRST_RUN_DELAY_MS);
      await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'));
      await job.stop();
      expect(ch.sent.map((n) => n.sentence)).toContainEqual(expect.stringContaining('夜间办结的诉求'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('SMS templates by notification kind', () => {
  it('takes the completed-request template from its own setting, and has none without it', async () => {
    const { testEnv } = await import('../../env');
    const { smsTemplates } = await import('./create-channels');
    expect(smsTemplates(testEnv({ SMS_ALIYUN_TEMPLATE_CODE: 'SMS_1', SMS_ALIYUN_FEEDBACK_TEMPLATE_CODE: 'SMS_2' }))).toEqual({
      reminder: 'SMS_1',
      feedback_done: 'SMS_2',
    });
    expect(smsTemplates(testEnv({ SMS_ALIYUN_TEMPLATE_CODE: 'SMS_1' })).feedback_done).toBeUndefined();
  });
});
