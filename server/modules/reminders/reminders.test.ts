import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { RecordType, addDays, addMonths } from '../../../shared/billing/rules';
import * as remindersCalls from '../../../shared/calls/reminders';
import { LoginType } from '../../../shared/constants';
import { MemberRole } from '../../../shared/auth/member-roles';
import { auditLog, companyMembers, leases, messageDeliveries, messages, reminders, serviceFees } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { makeCompany, makeFee, makeLease, parkTime, recordingChannel, silentLog } from './reminders.fixtures';
import { MAX_REMINDER_ATTEMPTS, runReminders } from './reminders.service';
import { REMINDER_FIRST_RUN_DELAY_MS, startReminderScheduler } from './reminders.scheduler';
import { memoryLogger } from './reminders.fixtures';
import type { Db } from '../../db/client';

const DAY0 = '2026-03-10';
let clock = parkTime(DAY0, 10);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

/** Each test below starts with no live contracts, so earlier tests' contracts do not join its runs. */
async function endAllContracts() {
  await t.database.db.update(leases).set({ status: 2 });
  await t.database.db.update(serviceFees).set({ status: 2 });
}

const rowsOf = async (recordType: number, recordId: number) =>
  (await t.database.db.select().from(reminders).where(eq(reminders.recordId, recordId))).filter((r) => r.recordType === recordType);

describe('thresholds against a fixed clock', () => {
  const ids: Record<string, number> = {};
  const channel = recordingChannel();
  const run = () => runReminders({ db: t.database.db, channels: [channel], now: clock, log: silentLog });

  it('claims only the most urgent threshold reached today, and nothing beyond 30 days', async () => {
    clock = parkTime(DAY0, 10);
    const co = await makeCompany(t.database.db, { name: '阈值测试科技有限公司' });
    for (const days of [45, 30, 20, 8, 7, 1, 0, -3])
      ids[days] = (await makeLease(t.database.db, co.id, addDays(DAY0, days), { roomNumber: `T${days}` })).id;
    ids.ended = (await makeLease(t.database.db, co.id, addDays(DAY0, -3), { status: 2 })).id;
    ids.fee = (await makeFee(t.database.db, co.id, addDays(DAY0, 7), '网络费')).id;

    const summary = await run();
    expect(summary).toEqual({ claimed: 8, sent: 8, failed: 0, skipped: 0 });
    const expected: Record<string, number | null> = { 45: null, 30: 30, 20: 30, 8: 30, 7: 7, 1: 1, 0: 0, '-3': 0, ended: null };
    for (const [key, threshold] of Object.entries(expected)) {
      const rows = await rowsOf(RecordType.LEASE, ids[key]!);
      expect(
        rows.map((r) => r.threshold),
        `lease ${key}`,
      ).toEqual(threshold === null ? [] : [threshold]);
    }
    expect((await rowsOf(RecordType.FEE, ids.fee!)).map((r) => [r.threshold, r.paidUntil, r.status])).toEqual([
      [7, addDays(DAY0, 7), 'sent'],
    ]);
    const feeMsg = channel.sent.find((m) => m.recordType === RecordType.FEE)!;
    expect(feeMsg).toMatchObject({
      companyName: '阈值测试科技有限公司',
      item: '服务费（网络费）',
      paidUntil: addDays(DAY0, 7),
      days: 7,
      threshold: 7,
    });
    expect(channel.sent.find((m) => m.recordId === ids['-3'])).toMatchObject({ item: '房租（T-3）', days: -3, threshold: 0 });
  });

  it('sends nothing new when run again the same day', async () => {
    clock = parkTime(DAY0, 15);
    const before = channel.sent.length;
    expect(await run()).toEqual({ claimed: 0, sent: 0, failed: 0, skipped: 0 });
    expect(channel.sent.length).toBe(before);
  });

  it('the next day sends the 7-day one to the contract that crossed 7, and the lapse reminder to the one due yesterday+1', async () => {
    clock = parkTime(addDays(DAY0, 1), 9, 5);
    const before = channel.sent.length;
    expect(await run()).toMatchObject({ claimed: 2, sent: 2 });
    const fresh = channel.sent.slice(before).map((m) => [m.recordId, m.threshold]);
    expect(fresh.sort()).toEqual(
      [
        [ids[8]!, 7],
        [ids[1]!, 0],
      ].sort(),
    );
    expect((await rowsOf(RecordType.LEASE, ids[8]!)).map((r) => r.threshold).sort()).toEqual([30, 7]);
  });

  it('a payment moves the paid-through date, and with it a new cycle of reminders becomes possible', async () => {
    const today = addDays(DAY0, 1);
    // The lapsed lease is paid up to five days from now: its 7-day reminder for the new date is due.
    await t.database.db
      .update(leases)
      .set({ paidUntil: addDays(today, 5) })
      .where(eq(leases.id, ids['-3']!));
    // The 7-day one is paid a quarter ahead: nothing more for it.
    await t.database.db
      .update(leases)
      .set({ paidUntil: addMonths(addDays(DAY0, 7), 3) })
      .where(eq(leases.id, ids[7]!));
    const before = channel.sent.length;
    expect(await run()).toMatchObject({ claimed: 1, sent: 1 });
    expect(channel.sent.slice(before).map((m) => [m.recordId, m.paidUntil, m.threshold])).toEqual([[ids['-3']!, addDays(today, 5), 7]]);
    const rows = await rowsOf(RecordType.LEASE, ids['-3']!);
    expect(rows.map((r) => [r.paidUntil, r.threshold]).sort()).toEqual(
      [
        [addDays(DAY0, -3), 0],
        [addDays(today, 5), 7],
      ].sort(),
    );
  });

  it('sends nothing during quiet hours (23:00 or 08:59 park time), then sends at 09:00', async () => {
    await endAllContracts();
    const co = await makeCompany(t.database.db);
    const lease = await makeLease(t.database.db, co.id, addDays(DAY0, 5));
    const before = channel.sent.length;
    clock = parkTime(addDays(DAY0, 1), 23);
    expect(await run()).toEqual({ claimed: 0, sent: 0, failed: 0, skipped: 0 });
    clock = parkTime(addDays(DAY0, 2), 8, 59);
    expect(await run()).toEqual({ claimed: 0, sent: 0, failed: 0, skipped: 0 });
    expect(await rowsOf(RecordType.LEASE, lease.id)).toEqual([]);
    expect(channel.sent.length).toBe(before);
    clock = parkTime(addDays(DAY0, 2), 9);
    await run();
    expect((await rowsOf(RecordType.LEASE, lease.id)).map((r) => r.threshold)).toEqual([7]);
  });
});

describe('the message centre', () => {
  it('keeps each reminder for the company 负责人 and 财务 (not the 经办人), once, and queues no second SMS of its own', async () => {
    clock = parkTime(DAY0, 10);
    await endAllContracts();
    const db = t.database.db;
    const co = await makeCompany(db, { name: '提醒消息科技有限公司' });
    const [owner, finance, agent] = [(await signIn(t)).user.id, (await signIn(t)).user.id, (await signIn(t)).user.id];
    await db.insert(companyMembers).values([
      { companyId: co.id, userId: owner, role: MemberRole.OWNER },
      { companyId: co.id, userId: finance, role: MemberRole.FINANCE },
      { companyId: co.id, userId: agent, role: MemberRole.AGENT },
    ]);
    const lease = await makeLease(db, co.id, addDays(DAY0, 7), { roomNumber: 'M-701' });
    const channel = recordingChannel();
    await runReminders({ db, channels: [channel], now: clock, log: silentLog });
    await runReminders({ db, channels: [channel], now: clock, log: silentLog });
    const [reminder] = await rowsOf(RecordType.LEASE, lease.id);
    const got = await db
      .select()
      .from(messages)
      .where(eq(messages.event, `expiry_reminder:${reminder!.id}`));
    expect(got.map((m) => m.userId).sort()).toEqual([owner, finance].sort());
    expect(got[0]).toMatchObject({ kind: 'expiry_reminder', title: '房租（M-701）将于 7 天后到期提醒', link: '/room_price' });
    expect(got[0]!.body).toContain(`已缴至 ${addDays(DAY0, 7)}`);
    expect(await db.select().from(messageDeliveries).where(eq(messageDeliveries.messageId, got[0]!.id))).toEqual([]);
  });
});

describe('failed deliveries', () => {
  it('are retried by later runs through the failed channel only, up to the attempt limit', async () => {
    clock = parkTime('2026-05-01', 10);
    await endAllContracts();
    const co = await makeCompany(t.database.db);
    const lease = await makeLease(t.database.db, co.id, '2026-05-02');
    const log = recordingChannel('log');
    const sms = recordingChannel('sms');
    sms.fail = 'isv.BUSINESS_LIMIT_CONTROL: 触发小时级流控Permits:5';
    const run = () => runReminders({ db: t.database.db, channels: [log, sms], now: clock, log: silentLog });

    expect(await run()).toMatchObject({ claimed: 1, failed: 1 });
    for (let attempt = 2; attempt <= MAX_REMINDER_ATTEMPTS; attempt++) {
      clock = new Date(clock.getTime() + 3_600_000);
      expect(await run()).toMatchObject({ claimed: 1, failed: 1 });
    }
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await run()).toMatchObject({ claimed: 0 });
    const [row] = await rowsOf(RecordType.LEASE, lease.id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_REMINDER_ATTEMPTS, threshold: 1 });
    // The log line went out once; the SMS was tried three times.
    expect(log.sent.filter((m) => m.recordId === lease.id)).toHaveLength(1);
    expect(row!.deliveries).toEqual([
      expect.objectContaining({ channel: 'log', status: 'sent', attempt: 1 }),
      expect.objectContaining({
        channel: 'sms',
        status: 'failed',
        error: 'isv.BUSINESS_LIMIT_CONTROL: 触发小时级流控Permits:5',
        attempt: 3,
      }),
    ]);
  });

  it('a retry that succeeds marks the reminder sent; a retry is moot once the contract was paid', async () => {
    clock = parkTime('2026-06-01', 10);
    await endAllContracts();
    const co = await makeCompany(t.database.db);
    const a = await makeLease(t.database.db, co.id, '2026-06-08');
    const b = await makeLease(t.database.db, co.id, '2026-06-08');
    const sms = recordingChannel('sms');
    sms.fail = 'HTTP 503';
    const run = () => runReminders({ db: t.database.db, channels: [sms], now: clock, log: silentLog });
    expect(await run()).toMatchObject({ claimed: 2, failed: 2 });
    await t.database.db.update(leases).set({ paidUntil: '2026-09-08' }).where(eq(leases.id, b.id));
    sms.fail = '';
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await run()).toEqual({ claimed: 1, sent: 1, failed: 0, skipped: 0 });
    expect((await rowsOf(RecordType.LEASE, a.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await rowsOf(RecordType.LEASE, b.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('a reminder left pending over 10 minutes (its sender died) is sent again; a younger one is left alone', async () => {
    clock = parkTime('2026-07-01', 10);
    await endAllContracts();
    const co = await makeCompany(t.database.db);
    const old = await makeLease(t.database.db, co.id, '2026-07-02');
    const young = await makeLease(t.database.db, co.id, '2026-07-02');
    await t.database.db.insert(reminders).values([
      {
        recordType: RecordType.LEASE,
        recordId: old.id,
        companyId: co.id,
        paidUntil: '2026-07-02',
        threshold: 1,
        attempts: 1,
        createdAt: new Date(clock.getTime() - 11 * 60_000),
      },
      {
        recordType: RecordType.LEASE,
        recordId: young.id,
        companyId: co.id,
        paidUntil: '2026-07-02',
        threshold: 1,
        attempts: 1,
        createdAt: new Date(clock.getTime() - 5 * 60_000),
      },
    ]);
    const channel = recordingChannel();
    expect(await runReminders({ db: t.database.db, channels: [channel], now: clock, log: silentLog })).toEqual({
      claimed: 1,
      sent: 1,
      failed: 0,
      skipped: 0,
    });
    expect(channel.sent.map((m) => m.recordId)).toEqual([old.id]);
    expect((await rowsOf(RecordType.LEASE, old.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await rowsOf(RecordType.LEASE, young.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

describe('reminder_list and reminder_run', () => {
  let admin: string;
  let personal: string;
  beforeAll(async () => {
    admin = (await signIn(t, { type: LoginType.ADMIN })).token;
    personal = (await signIn(t)).token;
  });

  it('refuse a personal token and a visitor', async () => {
    for (const c of [remindersCalls.reminderList, remindersCalls.reminderRun]) {
      const asUser = await t.call(c, {}, personal);
      expect(asUser.body, c.path).toMatchObject({ code: 0, msg: '无权访问' });
      const asVisitor = await t.call(c, {});
      expect(asVisitor.body.code, c.path).toBe(50008);
    }
  });

  it('reminder_run runs the job now, answers the summary and is audited; at night it sends nothing', async () => {
    clock = parkTime('2026-08-01', 11);
    await endAllContracts();
    const co = await makeCompany(t.database.db, { name: '手动运行软件有限公司' });
    await makeLease(t.database.db, co.id, '2026-08-31', { roomNumber: 'B-1203' });
    await makeFee(t.database.db, co.id, '2026-08-02', '停车费');
    const res = await t.call(remindersCalls.reminderRun, {}, admin);
    expect(res.body).toMatchObject({ code: 1, data: { claimed: 2, sent: 2, failed: 0, skipped: 0 } });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reminder.run'));
    expect(entry).toMatchObject({ objectType: 'reminder', success: true, detail: { claimed: 2, sent: 2 } });

    clock = parkTime('2026-08-01', 23);
    await makeLease(t.database.db, co.id, '2026-08-03', { roomNumber: 'B-1204' });
    const night = await t.call(remindersCalls.reminderRun, {}, admin);
    expect(night.body).toMatchObject({ code: 1, data: { claimed: 0, sent: 0 } });
    expect(night.body.msg).toContain('不在提醒发送时段');
  });

  it('reminder_list shows what was sent, newest first, with company and contract, searchable', async () => {
    const res = await t.call(remindersCalls.reminderList, { page_size: 2 }, admin);
    expect(res.body.code).toBe(1);
    expect(res.body.count).toBeGreaterThan(10);
    expect(res.body.data).toHaveLength(2);
    const [first, second] = [res.body.data[0]!, res.body.data[1]!];
    expect(first.id).toBeGreaterThan(second.id);
    expect(new Set([first.title, second.title])).toEqual(new Set(['B-1203', '停车费']));
    const fee = res.body.data.find((r) => r.title === '停车费')!;
    expect(fee).toMatchObject({
      record_type: RecordType.FEE,
      company_name: '手动运行软件有限公司',
      expire_time: '2026-08-02',
      threshold: 1,
      threshold_label: '到期前 1 天',
      status: 'sent',
      attempts: 1,
      deliveries: [{ channel: 'log', to: expect.stringMatching(/^\d{3}\*{4}\d{4}$/), status: 'sent', error: '' }],
    });
    expect(fee.created_at).toBe('2026-08-01 11:00');

    const byCompany = await t.call(remindersCalls.reminderList, { keyword: '手动运行' }, admin);
    expect(byCompany.body.count).toBe(2);
    const byRoom = await t.call(remindersCalls.reminderList, { keyword: 'b-1203' }, admin);
    expect(byRoom.body.data.map((r) => r.title)).toEqual(['B-1203']);
    const byFee = await t.call(remindersCalls.reminderList, { keyword: '停车' }, admin);
    expect(byFee.body.data.map((r) => r.title)).toEqual(['停车费']);
    const page2 = await t.call(remindersCalls.reminderList, { page_size: 2, start: 2 }, admin);
    expect(page2.body.data[0]!.id).toBeLessThan(second.id);
    expect((await t.call(remindersCalls.reminderList, { page_size: 1000 }, admin)).body.code).toBe(0);
  });
});

describe('the scheduler', () => {
  it('runs shortly after the start and then every interval; a failing run is logged, not thrown; stop ends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      clock = parkTime('2026-09-01', 10);
      await endAllContracts();
      const co = await makeCompany(t.database.db);
      const lease = await makeLease(t.database.db, co.id, '2026-09-05');
      const channel = recordingChannel();
      const { log, lines } = memoryLogger();
      const job = startReminderScheduler({ db: t.database.db, channels: [channel], intervalMinutes: 60, log, now: () => clock });
      expect(channel.sent).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(REMINDER_FIRST_RUN_DELAY_MS);
      await vi.waitFor(() => expect(channel.sent.map((m) => m.recordId)).toEqual([lease.id]));
      await job.stop();
      await vi.advanceTimersByTimeAsync(2 * 3_600_000);
      expect(channel.sent).toHaveLength(1);

      const broken = new Proxy({} as Db, {
        get: () => () => {
          throw new Error('数据库连接中断');
        },
      });
      const failing = startReminderScheduler({ db: broken, channels: [channel], intervalMinutes: 60, log, now: () => clock });
      await vi.advanceTimersByTimeAsync(REMINDER_FIRST_RUN_DELAY_MS + 3_600_000);
      await failing.stop();
      expect(lines()).toMatch(/到期提醒执行失败，将在下次重试[\s\S]*到期提醒执行失败，将在下次重试/);
      expect(lines()).toContain('数据库连接中断');
    } finally {
      vi.useRealTimers();
    }
  });
});
