import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiCall } from '../../../shared/calls/define';
import * as feedbackCalls from '../../../shared/calls/feedback';
import { LoginType } from '../../../shared/constants';
import { feedbackAdminItem, feedbackItem } from '../../../shared/contracts/feedback';
import { auditLog, feedback, notifications } from '../../db/schema/index';
import { buildCompany } from '../../test/billing-factories';
import { FakeAliyunSms } from '../../test/fake-aliyun-sms';
import { FakeSmtp } from '../../test/fake-smtp';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { uploadAttached, uploadIdOf as uploadId, uploadJpeg } from '../../test/multipart';
import { createNotificationChannels } from '../notifications/create-channels';
import { runNotifications } from '../notifications/notifications.service';
import { parkTime, silentLog } from '../reminders/reminders.fixtures';

/** Wednesday 2026-06-10, 10:00 park time (inside the sending hours). */
let clock = parkTime('2026-06-10', 10);
const smtp = new FakeSmtp();
const sms = new FakeAliyunSms();
let t: TestApp;

type Who = { token: string; userId: number; companyId: number };
let owner: Who;
let other: Who;
let admin: string;

async function settledUser(name: string, email = ''): Promise<Who> {
  const { user, token } = await signIn(t);
  const company = await buildCompany(t.database.db, { userId: user.id, name, email, mobile: '13800138000' });
  return { token, userId: user.id, companyId: company.id };
}

async function upload(token: string, kind = 'feedback'): Promise<string> {
  const res = await uploadJpeg(t, token, kind, 'photo.jpg');
  expect(res.code, res.msg).toBe(1);
  return res.data.url;
}

const attached = (url: string) => uploadAttached(t, url);
const feedbackCount = async () => (await t.database.db.select({ id: feedback.id }).from(feedback)).length;

/** The data matches the result schema exactly: nothing missing, nothing extra. */
function expectShape(schema: z.ZodType, data: unknown) {
  const parsed = schema.safeParse(data);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  expect(parsed.data).toEqual(data);
}

beforeAll(async () => {
  await smtp.start();
  await sms.start();
  t = await createTestApp(
    { REMINDER_CHANNELS: 'log,email,sms', SMTP_URL: smtp.url(), SMTP_FROM: '园区企业服务门户 <noreply@park.example.cn>', ...sms.env() },
    { now: () => clock },
  );
  owner = await settledUser('瀚海诉求测试科技有限公司', 'ops@hanhai.example.cn');
  other = await settledUser('别家诉求测试科技有限公司');
  admin = (await signIn(t, { type: LoginType.ADMIN })).token;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp.stop();
  await sms.stop();
});

describe(feedbackCalls.feedback.path, () => {
  it('stores a request with two photos for the session company (shop_id ignored) and marks the uploads attached', async () => {
    const a = await upload(owner.token);
    const b = await upload(owner.token);
    const res = await t.call(
      feedbackCalls.feedback,
      { shop_id: other.companyId, title: ' 1601室空调不制冷 ', content: '东侧两台空调不制冷，请安排维修。', file: `${a}, ${b},${a}` },
      owner.token,
    );
    expect(res.body).toMatchObject({ code: 1, msg: '提交成功' });
    expect(res.body.data).toEqual({ id: expect.any(Number) });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, res.body.data.id));
    expect(row).toMatchObject({
      companyId: owner.companyId,
      userId: owner.userId,
      title: '1601室空调不制冷',
      status: 0,
      remark: '',
      handledAt: null,
    });
    expect(row!.files).toEqual([`/files/${uploadId(a)}`, `/files/${uploadId(b)}`]);
    expect(row!.createdAt.toISOString()).toBe(clock.toISOString());
    expect(await attached(a)).toBe(true);
    expect(await attached(b)).toBe(true);
  });

  it('accepts a request without photos, and `file` as a list', async () => {
    const res = await t.call(
      feedbackCalls.feedback,
      { title: '借用路演厅', content: '会议名称：发布会；时间：周四14:00；时长：3小时', file: [] },
      owner.token,
    );
    expect(res.body.code).toBe(1);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, res.body.data.id));
    expect(row!.files).toEqual([]);
  });

  it('refuses bad input with the Chinese message and stores nothing', async () => {
    const mine = await upload(owner.token);
    const theirs = await upload(other.token);
    const licence = await upload(owner.token, 'license');
    const before = await feedbackCount();
    const cases: [object, string][] = [
      [{ title: '', content: '内容', file: '' }, '请输入标题'],
      [{ content: '内容' }, '请输入标题'],
      [{ title: '   ', content: '内容' }, '请输入标题'],
      [{ title: '标题', content: '' }, '请输入简述'],
      [{ title: '标题' }, '请输入简述'],
      [{ title: '修'.repeat(10_000), content: '内容' }, '标题不能超过 50 个字'],
      [{ title: '标题', content: '述'.repeat(1001) }, '简述不能超过 1000 个字'],
      [{ title: '标题', content: '内容', file: `${mine},${theirs}` }, '图片无效，请重新上传'],
      [{ title: '标题', content: '内容', file: licence }, '图片无效，请重新上传'],
      [{ title: '标题', content: '内容', file: 'https://evil.example.com/x.jpg' }, '图片无效，请重新上传'],
      [{ title: '标题', content: '内容', file: '/files/999999' }, '图片无效，请重新上传'],
      [{ title: '标题', content: '内容', file: Array.from({ length: 10 }, (_, i) => `/files/${i + 1}`).join(',') }, '最多上传 9 张图片'],
      [{ title: '标题', content: '内容', file: 'x'.repeat(5000) }, '最多上传 9 张图片'],
      [{ title: '标题', content: '内容', file: 42 }, '图片无效，请重新上传'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call(feedbackCalls.feedback, body, owner.token);
      expect({ status: res.status, code: res.body.code, msg: res.body.msg }, JSON.stringify(body).slice(0, 80)).toEqual({
        status: 200,
        code: 0,
        msg,
      });
    }
    expect(await feedbackCount()).toBe(before);
    expect(await attached(mine)).toBe(false);
    expect(await attached(theirs)).toBe(false);
  });

  it('only a personal user of a settled company may raise one', async () => {
    const before = await feedbackCount();
    const body = { title: '标题', content: '内容' };
    const visitor = await t.call(feedbackCalls.feedback, body);
    expect(visitor.body).toMatchObject({ code: 50008, msg: '请登录' });
    const adminRes = await t.call(feedbackCalls.feedback, body, admin);
    expect(adminRes.body).toMatchObject({ code: 0, msg: '请切换为个人登录！' });
    const nobody = await signIn(t);
    expect((await t.call(feedbackCalls.feedback, body, nobody.token)).body).toMatchObject({ code: 0, msg: '请先入驻企业' });
    const reviewing = await signIn(t);
    await buildCompany(t.database.db, { userId: reviewing.user.id, status: 0 });
    expect((await t.call(feedbackCalls.feedback, body, reviewing.token)).body).toMatchObject({ code: 0, msg: '请先入驻企业' });
    expect((await t.call(feedbackCalls.feedbackList, {}, reviewing.token)).body).toMatchObject({ code: 0, msg: '请先入驻企业' });
    expect(await feedbackCount()).toBe(before);
  });
});

describe(feedbackCalls.feedbackList.path, () => {
  it("lists only the session company's requests, newest first, photos as full addresses", async () => {
    clock = parkTime('2026-06-10', 11);
    await t.call(feedbackCalls.feedback, { title: '别家的诉求', content: '别家内容' }, other.token);
    const res = await t.call(feedbackCalls.feedbackList, { shop_id: other.companyId }, owner.token);
    expect(res.body.code).toBe(1);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((r: { title: string }) => r.title)).toEqual(['借用路演厅', '1601室空调不制冷']);
    const repair = res.body.data[1]!;
    expectShape(feedbackItem, repair);
    expect(repair).toMatchObject({ status: 0, status_name: '待处理', remark: '', reply_time: '', createtime: '2026-06-10 10:00' });
    // shop_id (spec §3 feedback) is the session company's, whatever the payload said.
    expect(res.body.data.map((r: { shop_id: number }) => r.shop_id)).toEqual([owner.companyId, owner.companyId]);
    expect(repair.file).toHaveLength(2);
    for (const url of repair.file) expect(url).toMatch(new RegExp(`^${t.env.publicUrl}/files/\\d+$`));
    // The owner can open the photos; another company cannot; staff can.
    const path = new URL(repair.file[0]!).pathname;
    expect((await t.app.inject({ method: 'GET', url: path, headers: { token: owner.token } })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: path, headers: { token: other.token } });
    expect([refused.statusCode, refused.json()]).toEqual([200, { code: 0, msg: '无权查看该文件', data: null }]);
    expect((await t.app.inject({ method: 'GET', url: path, headers: { token: admin } })).statusCode).toBe(200);
    const theirs = await t.call(feedbackCalls.feedbackList, {}, other.token);
    expect(theirs.body.data.map((r: { title: string }) => r.title)).toEqual(['别家的诉求']);
  });

  it('pages (count is the total) and bounds the page size', async () => {
    const p2 = await t.call(feedbackCalls.feedbackList, { start: 2, page_size: 1 }, owner.token);
    expect(p2.body.count).toBe(2);
    expect(p2.body.data.map((r: { title: string }) => r.title)).toEqual(['1601室空调不制冷']);
    expect((await t.call(feedbackCalls.feedbackList, { page_size: 51 }, owner.token)).body).toMatchObject({
      code: 0,
      msg: '每页条数应为 1 至 50',
    });
    expect((await t.call(feedbackCalls.feedbackList, { start: 0 }, owner.token)).body).toMatchObject({ code: 0, msg: '页码格式错误' });
    expect((await t.call(feedbackCalls.feedbackList, {})).body.code).toBe(50008);
  });
});

describe('staff inbox', () => {
  let repairId: number;

  it('lists every company, 待处理 first, with age and reply state; filters by status, age and keyword', async () => {
    const res = await t.call(feedbackCalls.feedbackInbox, {}, admin);
    expect(res.body.code).toBe(1);
    expect(res.body.count).toBe(3);
    const repair = res.body.data.find((r) => r.title === '1601室空调不制冷')!;
    repairId = repair.id;
    expectShape(feedbackAdminItem, repair);
    expect(repair).toMatchObject({
      company_id: owner.companyId,
      company_name: '瀚海诉求测试科技有限公司',
      people_name: expect.any(String),
      mobile: '13800138000',
      age_days: 0,
      age_label: '今天',
      reply_state: 'waiting',
      reply_state_name: '待答复',
      due_date: '2026-06-15',
      handled_by_name: '',
    });
    const byKeyword = await t.call(feedbackCalls.feedbackInbox, { keyword: '别家' }, admin);
    expect(byKeyword.body.data.map((r: { title: string }) => r.title)).toEqual(['别家的诉求']);
    const byTitle = await t.call(feedbackCalls.feedbackInbox, { keyword: '空调' }, admin);
    expect(byTitle.body.data.map((r: { id: number }) => r.id)).toEqual([repairId]);
    expect((await t.call(feedbackCalls.feedbackInbox, { status: 1 }, admin)).body.count).toBe(0);
    expect((await t.call(feedbackCalls.feedbackInbox, { status: '0' }, admin)).body.count).toBe(3);
    expect((await t.call(feedbackCalls.feedbackInbox, { status: -1 }, admin)).body.count).toBe(3);
    expect((await t.call(feedbackCalls.feedbackInbox, { age: 'overdue' }, admin)).body.count).toBe(0);
    // Left out, empty or null, the age filter is 'all'.
    for (const age of ['', null]) expect((await t.call(feedbackCalls.feedbackInbox, { age }, admin)).body.count, String(age)).toBe(3);
    expect((await t.call(feedbackCalls.feedbackInbox, { page_size: 1 }, admin)).body).toMatchObject({ count: 3 });
    expect((await t.call(feedbackCalls.feedbackInbox, { status: 2 }, admin)).body).toMatchObject({
      code: 0,
      msg: '状态应为 0（待处理）或 1（已完成）',
    });
    expect((await t.call(feedbackCalls.feedbackInbox, { age: 'old' }, admin)).body).toMatchObject({
      code: 0,
      msg: '时限筛选应为 all、overdue 或 critical',
    });
  });

  it('ages as the clock moves: overdue after the limit (working days), by the setting', async () => {
    clock = parkTime('2026-06-16', 10); // Tuesday: due 06-15 has passed for the requests of 06-10.
    const res = await t.call(feedbackCalls.feedbackInbox, { age: 'overdue' }, admin);
    expect(res.body.count).toBe(3);
    expect(res.body.data[0]).toMatchObject({ age_days: 6, age_label: '6 天', reply_state: 'overdue', reply_state_name: '超时未答复' });
    expect((await t.call(feedbackCalls.feedbackInbox, { age: 'critical' }, admin)).body.count).toBe(0);
    clock = parkTime('2026-06-10', 12);
  });

  it('opens one request with its photos; unknown ids answer 记录不存在', async () => {
    const res = await t.call(feedbackCalls.feedbackDetail, { id: repairId }, admin);
    expect(res.body.code).toBe(1);
    expectShape(feedbackAdminItem, res.body.data);
    expect(res.body.data.file).toHaveLength(2);
    expect((await t.call(feedbackCalls.feedbackDetail, { id: 999999 }, admin)).body).toMatchObject({ code: 0, msg: '记录不存在' });
    expect((await t.call(feedbackCalls.feedbackDetail, { id: 'x' }, admin)).body).toMatchObject({ code: 0, msg: '编号格式错误' });
  });

  it('refuses personal tokens (the owner included) and visitors on every staff call', async () => {
    const calls: [ApiCall, object][] = [
      [feedbackCalls.feedbackInbox, {}],
      [feedbackCalls.feedbackDetail, { id: repairId }],
      [feedbackCalls.feedbackReply, { id: repairId, remark: '自己答复自己', done: true }],
    ];
    for (const [c, body] of calls) {
      for (const token of [owner.token, other.token]) {
        const res = await t.call(c, body, token);
        expect({ code: res.body.code, msg: res.body.msg }, c.path).toEqual({ code: 0, msg: '无权访问' });
      }
      expect((await t.call(c, body)).body.code, c.path).toBe(50008);
    }
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, repairId));
    expect(row).toMatchObject({ status: 0, remark: '', handledAt: null });
  });

  it('仅答复 records the 平台反馈 without completing; audited; no notification', async () => {
    const res = await t.call(feedbackCalls.feedbackReply, { id: repairId, remark: '已安排维修师傅明天上午上门。', done: false }, admin);
    expect(res.body).toMatchObject({ code: 1, msg: '已答复' });
    expectShape(feedbackAdminItem, res.body.data);
    expect(res.body.data).toMatchObject({
      status: 0,
      status_name: '待处理',
      remark: '已安排维修师傅明天上午上门。',
      reply_state: 'answered',
      reply_time: '2026-06-10 12:00',
      handled_by_name: '管理员',
    });
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.reply'), eq(auditLog.objectId, String(repairId))));
    expect(line!.detail).toEqual({ before: { status: 0, remark: '' }, after: { status: 0, remark: '已安排维修师傅明天上午上门。' } });
    expect(await t.database.db.select().from(notifications)).toEqual([]);
    const mine = await t.call(feedbackCalls.feedbackList, {}, owner.token);
    expect(mine.body.data.find((r: { id: number }) => r.id === repairId)).toMatchObject({
      status: 0,
      remark: '已安排维修师傅明天上午上门。',
    });
  });

  it('refuses an empty or too long reply and unknown ids, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ id: repairId, remark: '', done: true }, '请输入平台反馈'],
      [{ id: repairId, done: true }, '请输入平台反馈'],
      [{ id: repairId, remark: '复'.repeat(1001) }, '平台反馈不能超过 1000 个字'],
      [{ id: repairId, remark: '好', done: 'maybe' }, '办结标记格式错误'],
      [{ id: 999999, remark: '好', done: true }, '记录不存在'],
    ];
    for (const [body, msg] of cases) expect((await t.call(feedbackCalls.feedbackReply, body, admin)).body).toMatchObject({ code: 0, msg });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, repairId));
    expect(row).toMatchObject({ status: 0, remark: '已安排维修师傅明天上午上门。' });
  });

  it('答复并办结 completes once, notifies the company by e-mail in the background, and the company sees 已完成', async () => {
    clock = parkTime('2026-06-11', 15, 30);
    const started = performance.now();
    const res = await t.call(feedbackCalls.feedbackReply, { id: repairId, remark: '已更换空调内机电容，恢复正常制冷。', done: '1' }, admin);
    expect(res.body).toMatchObject({ code: 1, msg: '已答复并办结' });
    expect(res.body.data).toMatchObject({ status: 1, status_name: '已完成', reply_state: 'answered', reply_time: '2026-06-11 15:30' });
    expect(performance.now() - started).toBeLessThan(5000);
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.complete'), eq(auditLog.objectId, String(repairId))));
    expect(line!.detail).toMatchObject({ before: { status: 0 }, after: { status: 1, remark: '已更换空调内机电容，恢复正常制冷。' } });

    await vi.waitFor(
      async () => {
        const [n] = await t.database.db.select().from(notifications);
        expect(n).toMatchObject({ kind: 'feedback_done', objectId: repairId, companyId: owner.companyId, status: 'sent', attempts: 1 });
      },
      { timeout: 10_000 },
    );
    const [n] = await t.database.db.select().from(notifications);
    const byChannel = Object.fromEntries(
      (n!.deliveries as { channel: string; status: string; error: string; to: string }[]).map((d) => [d.channel, d]),
    );
    expect(byChannel.log).toMatchObject({ status: 'sent', to: '138****8000' });
    expect(byChannel.email).toMatchObject({ status: 'sent', to: 'ops@hanhai.example.cn' });
    // No approved SMS template for this kind yet: skipped, and said so.
    expect(byChannel.sms).toMatchObject({ status: 'skipped', error: '未配置该类通知的短信模板（服务诉求办结通知）' });
    expect(sms.messages).toEqual([]);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['ops@hanhai.example.cn']);
    expect(mail.subject).toBe('【园区企业服务门户】服务诉求「1601室空调不制冷」已办结');
    expect(mail.text).toContain('您提交的服务诉求「1601室空调不制冷」已办结。');
    expect(mail.text).toContain('平台反馈：已更换空调内机电容，恢复正常制冷。');

    const mine = await t.call(feedbackCalls.feedbackList, {}, owner.token);
    expect(mine.body.data.find((r: { id: number }) => r.id === repairId)).toMatchObject({
      status: 1,
      status_name: '已完成',
      remark: '已更换空调内机电容，恢复正常制冷。',
      reply_time: '2026-06-11 15:30',
    });
  });

  it('a completed request is not completed again; its reply may still be amended; the notification stays one', async () => {
    const again = await t.call(feedbackCalls.feedbackReply, { id: repairId, remark: '再次办结', done: true }, admin);
    expect(again.body).toMatchObject({ code: 0, msg: '该诉求已办结，不能重复办结' });
    const amend = await t.call(
      feedbackCalls.feedbackReply,
      { id: repairId, remark: '已更换空调内机电容，恢复正常制冷。如再出现问题请随时报修。' },
      admin,
    );
    expect(amend.body).toMatchObject({ code: 1, msg: '已答复', data: { status: 1 } });
    expect(await t.database.db.select().from(notifications)).toHaveLength(1);
    expect((await t.call(feedbackCalls.feedbackInbox, { status: 1 }, admin)).body.count).toBe(1);
  });

  it('completed outside the sending hours: the notification waits for the scheduler, then goes out once', async () => {
    const [pending] = await t.database.db.select().from(feedback).where(eq(feedback.title, '借用路演厅'));
    clock = parkTime('2026-06-11', 21);
    const sentBefore = smtp.messages.length;
    const res = await t.call(feedbackCalls.feedbackReply, { id: pending!.id, remark: '已为贵司预留路演厅。', done: true }, admin);
    expect(res.body.code).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    const waiting = (await t.database.db.select().from(notifications).where(eq(notifications.objectId, pending!.id)))[0]!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    const channels = createNotificationChannels(t.env, silentLog);
    try {
      expect(await runNotifications({ db: t.database.db, channels, now: parkTime('2026-06-11', 22), log: silentLog })).toMatchObject({
        claimed: 0,
      });
      expect(await runNotifications({ db: t.database.db, channels, now: parkTime('2026-06-12', 9, 5), log: silentLog })).toEqual({
        claimed: 1,
        sent: 1,
        failed: 0,
        skipped: 0,
      });
      expect(await runNotifications({ db: t.database.db, channels, now: parkTime('2026-06-12', 10), log: silentLog })).toMatchObject({
        claimed: 0,
      });
    } finally {
      for (const c of channels) await c.close?.();
    }
    expect(smtp.messages.length).toBe(sentBefore + 1);
    expect(smtp.messages.at(-1)!.subject).toContain('借用路演厅');
    clock = parkTime('2026-06-12', 10);
  });

  it('a failed e-mail is recorded failed and retried through that channel only', async () => {
    const c = await settledUser('重试诉求测试有限公司', 'retry@example.cn');
    const created = await t.call(feedbackCalls.feedback, { title: '网络断线', content: '下午经常断线' }, c.token);
    smtp.refuse = { code: 451, message: 'Try again later', times: 1 };
    await t.call(feedbackCalls.feedbackReply, { id: created.body.data.id, remark: '已更换交换机端口。', done: true }, admin);
    const rowOf = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.objectId, created.body.data.id)))[0]!;
    await vi.waitFor(async () => expect((await rowOf()).status).toBe('failed'), { timeout: 10_000 });
    const failed = await rowOf();
    expect((failed.deliveries as { channel: string; status: string }[]).find((d) => d.channel === 'email')).toMatchObject({
      status: 'failed',
    });
    const channels = createNotificationChannels(t.env, silentLog);
    try {
      expect(await runNotifications({ db: t.database.db, channels, now: parkTime('2026-06-12', 11), log: silentLog })).toEqual({
        claimed: 1,
        sent: 1,
        failed: 0,
        skipped: 0,
      });
    } finally {
      for (const ch of channels) await ch.close?.();
    }
    const sent = await rowOf();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    const deliveries = sent.deliveries as { channel: string; status: string; attempt: number }[];
    expect(deliveries.find((d) => d.channel === 'email')).toMatchObject({ status: 'sent', attempt: 2 });
    expect(deliveries.find((d) => d.channel === 'log')).toMatchObject({ status: 'sent', attempt: 1 });
    expect(smtp.messages.filter((m) => m.to.includes('retry@example.cn'))).toHaveLength(1);
  });
});
