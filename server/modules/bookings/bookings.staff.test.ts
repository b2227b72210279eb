import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import { StaffRole } from '../../../shared/auth/staff-roles';
import { BOOKING_MSG, BookingKind, BookingStatus, parseParkDateTime } from '../../../shared/bookings/rules';
import * as bookingsCalls from '../../../shared/calls/bookings';
import { LoginType } from '../../../shared/constants';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MSG } from '../../../shared/messages';
import { bookings, spaces } from '../../db/schema/index';
import { ALL_DAY, buildSpace, companyMember, joinCompany, type Booker } from '../../test/booking-factories';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';
import { remindBookings } from './booking-reminders.job';
import { SPACE_MSG } from './spaces.service';

/**
 * Meeting-room booking, staff's side (会议室管理, issue 33): the spaces, booking for a company, holding a space,
 * moving, cancelling, approving and refusing (the company told in the message centre), the park's rules, the monthly
 * charges' payment, and the hour-before reminder. The clock is fixed at Monday 2026-03-02 09:00 in the park; a test
 * that moves it moves it forward (each message of a change is keyed by the change's time).
 */
const NOW = parseParkDateTime('2026-03-02 09:00')!;
let clock = NOW;
let t: TestApp;
let staff: Awaited<ReturnType<typeof signIn>>;
let editor: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  staff = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] });
  editor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] });
});
afterAll(() => t.close());
afterEach(() => {
  clock = NOW;
});

const at = (s: string) => parseParkDateTime(s)!;
const tick = () => {
  clock = new Date(clock.getTime() + 1000);
};
const refusal = (msg: string) => ({ code: 0, msg });
const book = (who: { token: string }, spaceId: number, start: string, end: string, extra: Record<string, unknown> = {}) =>
  t.call(bookingsCalls.roomBook, { space_id: spaceId, start, end, subject: '项目周会', people: 4, ...extra }, who.token);
const rowOf = async (id: number) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const SPACE_FORM = {
  name: '新会议室',
  building: 'D座',
  floor: '5层',
  capacity: 12,
  equipment: ['投影', '视频会议'],
  pics: ['/demo/rooms/office-2.svg'],
  description: '朝南，安静',
  opening_hours: [...Array(5).fill({ open: '08:30', close: '18:00' }), { open: '09:00', close: '12:00' }, { open: '', close: '' }],
  closed_dates: ['2026-05-01', '2026-05-01', '2026-04-05'],
  min_minutes: 30,
  max_minutes: 240,
  advance_days: 30,
  need_approval: 0,
  price: '80.00',
  free_hours: 2,
  status: 1,
  sort: 5,
};

describe('who may make the staff calls', () => {
  it('refuses a content editor and a personal session (无权访问), and asks a visitor to sign in', async () => {
    const member = await companyMember(t);
    const space = await buildSpace(t.database.db);
    const calls = [
      [bookingsCalls.spaceList, {}],
      [bookingsCalls.spaceSave, SPACE_FORM],
      [bookingsCalls.bookingCalendar, { date: '2026-03-03' }],
      [bookingsCalls.bookingList, {}],
      [bookingsCalls.bookingSave, { space_id: space.id, start: '2026-03-03 10:00', end: '2026-03-03 11:00', subject: '检修' }],
      [bookingsCalls.bookingCancel, { id: 1 }],
      [bookingsCalls.bookingReview, { id: 1, pass: 1 }],
      [bookingsCalls.bookingMove, { id: 1, space_id: space.id, start: '2026-03-03 10:00', end: '2026-03-03 11:00' }],
      [bookingsCalls.bookingSettings, {}],
      [bookingsCalls.bookingSettingsSave, { cancel_before_hours: 1, default_free_hours: 1 }],
      [bookingsCalls.roomChargeList, { month: '2026-03' }],
      [bookingsCalls.roomChargePay, { company_id: member.companyId, month: '2026-03', pay_way: '现金' }],
    ] as const;
    for (const [call, body] of calls) {
      expect((await t.call(call, body, editor.token)).body, call.path).toMatchObject(refusal(MSG.forbidden));
      expect((await t.call(call, body, member.token)).body, call.path).toMatchObject(refusal(MSG.forbidden));
      const visitor = await t.call(call, body);
      expect(visitor.body.msg, call.path).toBe(MSG.loginRequired);
    }
    expect(await t.database.db.select().from(bookings).where(eq(bookings.spaceId, space.id))).toEqual([]);
  });
});

describe('space_list and space_save', () => {
  it('creates a space, lists it (hidden ones too) and changes it', async () => {
    const created = await t.call(bookingsCalls.spaceSave, SPACE_FORM, staff.token);
    expect(created.body).toMatchObject({ code: 1, msg: '已保存' });
    const id = created.body.data.id;
    const listed = (await t.call(bookingsCalls.spaceList, {}, staff.token)).body.data.find((s) => s.id === id);
    expect(listed).toMatchObject({
      name: '新会议室',
      building: 'D座',
      capacity: 12,
      equipment: ['投影', '视频会议'],
      pics: ['/demo/rooms/office-2.svg'],
      opening_hours: SPACE_FORM.opening_hours,
      closed_dates: ['2026-04-05', '2026-05-01'],
      price: '80.00',
      free_hours: 2,
      need_approval: 0,
      status: 1,
      sort: 5,
    });
    const [row] = await t.database.db.select().from(spaces).where(eq(spaces.id, id));
    expect(row).toMatchObject({
      pricePerHour: 8000,
      freeMinutes: 120,
      openingHours: [...Array(5).fill({ open: '08:30', close: '18:00' }), { open: '09:00', close: '12:00' }, null],
    });

    const changed = await t.call(
      bookingsCalls.spaceSave,
      { ...SPACE_FORM, id, name: '新会议室（停用）', status: 0, need_approval: 1 },
      staff.token,
    );
    expect(changed.body.data.id).toBe(id);
    expect((await t.call(bookingsCalls.spaceList, {}, staff.token)).body.data.find((s) => s.id === id)).toMatchObject({
      name: '新会议室（停用）',
      status: 0,
      need_approval: 1,
    });
    expect((await t.call(bookingsCalls.roomSpaces, {})).body.data.map((s) => s.id)).not.toContain(id);
    expect((await t.call(bookingsCalls.spaceSave, { ...SPACE_FORM, id: 999999 }, staff.token)).body).toMatchObject(
      refusal(BOOKING_MSG.spaceMissing),
    );
  });

  it('refuses a bad form with its message, and saves nothing', async () => {
    const before = (await t.database.db.select().from(spaces)).length;
    const week = SPACE_FORM.opening_hours;
    const cases: [Record<string, unknown>, string][] = [
      [{ min_minutes: 120, max_minutes: 60 }, '最长预约时长不能短于最短预约时长'],
      [{ pics: [`/uploads/2026/03/${'a'.repeat(32)}.jpg`] }, '图片须为本站上传的图片'],
      [{ pics: ['https://example.com/a.jpg'] }, '图片地址格式错误'],
      [{ name: '' }, '请输入会议室名称'],
      [{ capacity: 0 }, '容纳人数应为 1 至 2000'],
      [{ opening_hours: week.slice(0, 6) }, '请填写周一至周日的开放时间'],
      [{ opening_hours: [{ open: '09:15', close: '18:00' }, ...week.slice(1)] }, '开放时间须为整点或半点'],
      [{ opening_hours: [{ open: '18:00', close: '09:00' }, ...week.slice(1)] }, '关门时间须晚于开门时间'],
      [{ opening_hours: [{ open: '9点', close: '18:00' }, ...week.slice(1)] }, '开放时间格式错误（格式 HH:mm）'],
      [{ closed_dates: ['2026-02-30'] }, '不开放日期格式错误（格式 yyyy-MM-dd）'],
      [{ min_minutes: 45 }, '最短预约时长须为 30 分钟的整数倍'],
      [{ equipment: ['激光笔'] }, '设备不在可选范围内'],
      [{ price: '-1' }, '每小时价格不能为负数'],
      [{ advance_days: 400 }, '可提前预约天数应为 0 至 365'],
      [{ free_hours: -1 }, '每月免费时长（小时）应为 0 至 744'],
    ];
    for (const [change, msg] of cases) {
      const res = await t.call(bookingsCalls.spaceSave, { ...SPACE_FORM, ...change }, staff.token);
      expect(res.status).toBe(200);
      expect(res.body, msg).toMatchObject(refusal(msg));
    }
    expect((await t.database.db.select().from(spaces)).length).toBe(before);
  });

  it("refuses another space's name, on a new space, on a renamed one, and on two saved at once", async () => {
    const taken = await buildSpace(t.database.db, { name: '同名会议室' });
    const other = await buildSpace(t.database.db, { name: '另一会议室' });
    const count = async () => (await t.database.db.select().from(spaces)).length;
    const before = await count();

    const again = await t.call(bookingsCalls.spaceSave, { ...SPACE_FORM, name: '同名会议室' }, staff.token);
    expect(again.body).toMatchObject(refusal(SPACE_MSG.nameTaken));
    const renamed = await t.call(bookingsCalls.spaceSave, { ...SPACE_FORM, id: other.id, name: '同名会议室' }, staff.token);
    expect(renamed.body).toMatchObject(refusal(SPACE_MSG.nameTaken));
    expect(await count()).toBe(before);
    const [kept] = await t.database.db.select().from(spaces).where(eq(spaces.id, other.id));
    expect(kept!.name).toBe('另一会议室');
    // Its own name again is no clash.
    const same = await t.call(bookingsCalls.spaceSave, { ...SPACE_FORM, id: taken.id, name: '同名会议室', capacity: 30 }, staff.token);
    expect(same.body).toMatchObject({ code: 1, data: { id: taken.id } });

    // Two saves of one new name at once: one space, the other told why (the unique index, not a 500).
    const both = await Promise.all([1, 2].map(() => t.call(bookingsCalls.spaceSave, { ...SPACE_FORM, name: '并发会议室' }, staff.token)));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.msg).sort()).toEqual([SPACE_MSG.nameTaken, '已保存'].sort());
    expect(await t.database.db.select().from(spaces).where(eq(spaces.name, '并发会议室'))).toHaveLength(1);
  });
});

describe('migration 0027: spaces that shared a name', () => {
  it('keeps the oldest its name and tells each later one apart by its number', async () => {
    const db = t.database.db;
    const file = readFileSync(path.join(__dirname, '../../db/migrations/0027_space_names_charge_payments.sql'), 'utf8');
    const [rename, index] = file.split('--> statement-breakpoint');
    await db.execute(sql`drop index spaces_name_uq`);
    try {
      const long = '长'.repeat(50);
      const first = await buildSpace(db, { name: '重名会议室' });
      const second = await buildSpace(db, { name: '重名会议室' });
      const third = await buildSpace(db, { name: '重名会议室' });
      const longFirst = await buildSpace(db, { name: long });
      const longSecond = await buildSpace(db, { name: long });
      await db.execute(sql.raw(rename!));
      const names = await db
        .select({ id: spaces.id, name: spaces.name })
        .from(spaces)
        .where(inArray(spaces.id, [first.id, second.id, third.id, longFirst.id, longSecond.id]));
      expect(Object.fromEntries(names.map((r) => [r.id, r.name]))).toEqual({
        [first.id]: '重名会议室',
        [second.id]: `重名会议室（${second.id}）`,
        [third.id]: `重名会议室（${third.id}）`,
        [longFirst.id]: long,
        [longSecond.id]: `${'长'.repeat(40)}（${longSecond.id}）`,
      });
    } finally {
      await db.execute(sql.raw(index!));
    }
  });
});

describe('staff bookings: for a company, holds, moves, cancellations', () => {
  let company: Booker;
  let colleague: { userId: number; token: string };
  beforeAll(async () => {
    company = await companyMember(t, { name: '代订科技有限公司' });
    colleague = await joinCompany(t, company.companyId, MemberRole.AGENT);
  });

  it('books for a company outside the opening hours, and the company is told', async () => {
    const space = await buildSpace(t.database.db, { name: '第二会议室' });
    const res = await t.call(
      bookingsCalls.bookingSave,
      {
        space_id: space.id,
        company_id: company.companyId,
        start: '2026-03-07 10:00',
        end: '2026-03-07 15:00',
        subject: '董事会',
        people: 8,
      },
      staff.token,
    );
    expect(res.body).toMatchObject({
      code: 1,
      msg: '已为企业预约',
      data: {
        kind: BookingKind.COMPANY,
        company_id: company.companyId,
        company_name: '代订科技有限公司',
        status: BookingStatus.CONFIRMED,
        minutes: 300,
      },
    });
    // Beyond the 2 free hours: 3 charged.
    expect(res.body.data.charged_minutes).toBe(180);
    for (const who of [company, colleague]) {
      expect((await messagesOf(t, who.userId, MessageKind.BOOKING_CHANGED)).map((m) => [m.title, m.body, m.link])).toEqual([
        ['园区已为贵企业预约第二会议室', '2026-03-07 10:00–15:00 董事会', '/room_booking'],
      ]);
    }
    expect((await t.call(bookingsCalls.roomBookings, {}, company.token)).body.data.map((b) => b.id)).toContain(res.body.data.id);
  });

  it('refuses a company that is not settled, and keeps the past, grid and overlap rules for staff', async () => {
    const space = await buildSpace(t.database.db);
    const reviewing = await companyMember(t, { status: 0 });
    const body = { space_id: space.id, start: '2026-03-03 10:00', end: '2026-03-03 11:00', subject: '代订' };
    expect((await t.call(bookingsCalls.bookingSave, { ...body, company_id: reviewing.companyId }, staff.token)).body).toMatchObject(
      refusal('企业不存在或未入驻'),
    );
    expect(
      (await t.call(bookingsCalls.bookingSave, { ...body, start: '2026-03-02 08:00', end: '2026-03-02 09:30' }, staff.token)).body,
    ).toMatchObject(refusal(BOOKING_MSG.past));
    expect((await t.call(bookingsCalls.bookingSave, { ...body, end: '2026-03-03 10:40' }, staff.token)).body).toMatchObject(
      refusal(BOOKING_MSG.step),
    );
    expect((await t.call(bookingsCalls.bookingSave, { ...body, space_id: 999999 }, staff.token)).body).toMatchObject(
      refusal(BOOKING_MSG.spaceMissing),
    );
    expect((await t.call(bookingsCalls.bookingSave, { ...body, subject: '' }, staff.token)).body).toMatchObject(refusal('请输入主题'));
    expect((await book(company, space.id, '2026-03-03 10:30', '2026-03-03 11:30')).body.code).toBe(1);
    expect((await t.call(bookingsCalls.bookingSave, body, staff.token)).body).toMatchObject(refusal(BOOKING_MSG.taken));
    expect((await t.database.db.select().from(bookings).where(eq(bookings.spaceId, space.id))).length).toBe(1);
  });

  it('holds a space (no company): companies then see it taken and cannot book over it', async () => {
    const space = await buildSpace(t.database.db);
    const hold = await t.call(
      bookingsCalls.bookingSave,
      { space_id: space.id, start: '2026-03-03 13:00', end: '2026-03-03 17:00', subject: '设备检修' },
      staff.token,
    );
    expect(hold.body).toMatchObject({
      code: 1,
      msg: '已占用该时段',
      data: { kind: BookingKind.BLOCK, company_id: 0, company_name: '', charged_minutes: 0 },
    });
    expect((await book(company, space.id, '2026-03-03 16:00', '2026-03-03 17:00')).body).toMatchObject(refusal(BOOKING_MSG.taken));
    const slots = (await t.call(bookingsCalls.roomSlots, { space_id: space.id, date: '2026-03-03' }, company.token)).body.data.slots;
    expect(slots.filter((s) => s.state === 'taken').map((s) => s.start)).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    // Staff lift the hold: the time is free again.
    expect((await t.call(bookingsCalls.bookingCancel, { id: hold.body.data.id }, staff.token)).body.code).toBe(1);
    expect((await book(company, space.id, '2026-03-03 16:00', '2026-03-03 17:00')).body.code).toBe(1);
  });

  it('moves a booking: not onto another, yes to a free time or space; the company is told; the charge follows', async () => {
    const space = await buildSpace(t.database.db, { name: '第三会议室', freeMinutes: 60, pricePerHour: 10000 });
    const other = await buildSpace(t.database.db, { name: '第四会议室', freeMinutes: 60, pricePerHour: 10000 });
    const mover = await companyMember(t, { name: '调整科技有限公司' });
    const rival = await companyMember(t);
    const mine = await book(mover, space.id, '2026-03-04 10:00', '2026-03-04 12:00');
    expect(mine.body.data.charged_minutes).toBe(60);
    await book(rival, space.id, '2026-03-04 14:00', '2026-03-04 15:00');

    const onto = await t.call(
      bookingsCalls.bookingMove,
      { id: mine.body.data.id, space_id: space.id, start: '2026-03-04 13:30', end: '2026-03-04 15:30' },
      staff.token,
    );
    expect(onto.body).toMatchObject(refusal(BOOKING_MSG.taken));
    const unchanged = await rowOf(mine.body.data.id);
    expect([unchanged.spaceId, unchanged.startAt.toISOString()]).toEqual([space.id, '2026-03-04T02:00:00.000Z']);
    expect(await messagesOf(t, mover.userId, MessageKind.BOOKING_CHANGED)).toEqual([]);

    tick();
    const moved = await t.call(
      bookingsCalls.bookingMove,
      { id: mine.body.data.id, space_id: other.id, start: '2026-03-05 09:00', end: '2026-03-05 10:00', remark: '原会议室维修' },
      staff.token,
    );
    expect(moved.body).toMatchObject({
      code: 1,
      msg: '已调整',
      data: {
        space_id: other.id,
        space_name: '第四会议室',
        start: '2026-03-05 09:00',
        end: '2026-03-05 10:00',
        remark: '原会议室维修',
        charged_minutes: 0,
      },
    });
    expect((await messagesOf(t, mover.userId, MessageKind.BOOKING_CHANGED)).map((m) => [m.title, m.body])).toEqual([
      ['会议室预约已调整：第四会议室', '原 2026-03-04 10:00–12:00，现 2026-03-05 09:00–10:00。原会议室维修'],
    ]);
    // The old time is free for others.
    expect((await book(rival, space.id, '2026-03-04 10:00', '2026-03-04 11:00')).body.code).toBe(1);
  });

  it('cancels a booking inside the company deadline, with a reason the company reads', async () => {
    const space = await buildSpace(t.database.db, { name: '第五会议室' });
    const co = await companyMember(t);
    const soon = await book(co, space.id, '2026-03-02 10:00', '2026-03-02 11:00');
    expect((await t.call(bookingsCalls.roomCancel, { id: soon.body.data.id }, co.token)).body).toMatchObject(
      refusal(BOOKING_MSG.cancelLate(2)),
    );
    const res = await t.call(bookingsCalls.bookingCancel, { id: soon.body.data.id, remark: '临时停电' }, staff.token);
    expect(res.body).toMatchObject({ code: 1, msg: BOOKING_MSG.cancelled, data: { status: BookingStatus.CANCELLED, remark: '临时停电' } });
    expect((await messagesOf(t, co.userId, MessageKind.BOOKING_CHANGED)).map((m) => [m.title, m.body])).toEqual([
      ['会议室预约已被园区取消：第五会议室', '2026-03-02 10:00–11:00 项目周会。临时停电'],
    ]);
    tick();
    expect((await t.call(bookingsCalls.bookingCancel, { id: soon.body.data.id }, staff.token)).body).toMatchObject(
      refusal(BOOKING_MSG.notCancellable),
    );
    expect((await t.call(bookingsCalls.bookingCancel, { id: 999999 }, staff.token)).body).toMatchObject(refusal(BOOKING_MSG.missing));
  });
});

describe('approval', () => {
  it('approves or refuses a pending booking with a remark; the company is told; a refused one frees its time', async () => {
    const space = await buildSpace(t.database.db, {
      name: '路演厅',
      needApproval: true,
      openingHours: ALL_DAY,
      freeMinutes: 60,
      pricePerHour: 30000,
    });
    const a = await companyMember(t, { name: '路演甲有限公司' });
    const b = await companyMember(t);
    const first = await book(a, space.id, '2026-03-03 09:00', '2026-03-03 11:00', { subject: '天使轮路演' });
    const second = await book(a, space.id, '2026-03-04 09:00', '2026-03-04 10:00');
    expect([first.body.data.status, second.body.data.status]).toEqual([BookingStatus.PENDING, BookingStatus.PENDING]);

    const pending = await t.call(bookingsCalls.bookingList, {}, staff.token);
    expect(pending.body.data.filter((x) => x.space_id === space.id).map((x) => x.id)).toEqual([first.body.data.id, second.body.data.id]);
    expect((await t.call(bookingsCalls.bookingList, { status: -1, keyword: '路演甲' }, staff.token)).body.count).toBe(2);

    const approved = await t.call(
      bookingsCalls.bookingReview,
      { id: first.body.data.id, pass: 1, remark: '请提前半小时布场' },
      staff.token,
    );
    expect(approved.body).toMatchObject({
      code: 1,
      msg: '已通过',
      data: { status: BookingStatus.CONFIRMED, remark: '请提前半小时布场', charged_minutes: 60 },
    });
    tick();
    const refused = await t.call(bookingsCalls.bookingReview, { id: second.body.data.id, pass: 0, remark: '当天有园区活动' }, staff.token);
    expect(refused.body).toMatchObject({
      code: 1,
      msg: '已不通过',
      data: { status: BookingStatus.REFUSED, status_name: '未通过', charged_minutes: 0 },
    });
    expect((await messagesOf(t, a.userId, MessageKind.BOOKING_CHANGED)).map((m) => [m.title, m.body])).toEqual([
      ['会议室预约已通过：路演厅', '2026-03-03 09:00–11:00 天使轮路演。请提前半小时布场'],
      ['会议室预约未通过：路演厅', '2026-03-04 09:00–10:00 项目周会。当天有园区活动'],
    ]);
    // Reviewed once only; the refused time is free; the company's list shows it under cancelled.
    expect((await t.call(bookingsCalls.bookingReview, { id: first.body.data.id, pass: 0 }, staff.token)).body).toMatchObject(
      refusal(BOOKING_MSG.notPending),
    );
    expect((await book(b, space.id, '2026-03-04 09:00', '2026-03-04 10:00')).body.code).toBe(1);
    expect((await t.call(bookingsCalls.roomBookings, { type: 2 }, a.token)).body.data.map((x) => [x.id, x.remark])).toEqual([
      [second.body.data.id, '当天有园区活动'],
    ]);
    expect((await t.call(bookingsCalls.bookingReview, { id: first.body.data.id, pass: 2 }, staff.token)).body).toMatchObject(
      refusal('审核结果应为 0 或 1'),
    );
  });
});

describe('booking_calendar', () => {
  it("shows a day's or a week's bookings of every space, with whose they are", async () => {
    const space = await buildSpace(t.database.db, { name: '日历会议室', openingHours: ALL_DAY });
    const co = await companyMember(t, { name: '日历科技有限公司' });
    await book(co, space.id, '2026-03-10 10:00', '2026-03-10 11:00');
    await book(co, space.id, '2026-03-12 23:30', '2026-03-13 00:00');
    const cancelled = await book(co, space.id, '2026-03-11 10:00', '2026-03-11 11:00');
    await t.call(bookingsCalls.roomCancel, { id: cancelled.body.data.id }, co.token);
    await t.call(
      bookingsCalls.bookingSave,
      { space_id: space.id, start: '2026-03-16 00:00', end: '2026-03-16 01:00', subject: '保洁' },
      staff.token,
    );

    const day = await t.call(bookingsCalls.bookingCalendar, { date: '2026-03-10' }, staff.token);
    expect(day.body.data).toMatchObject({ from: '2026-03-10', days: 1 });
    expect(day.body.data.spaces.map((s) => s.id)).toContain(space.id);
    const ofSpace = <T extends { space_id: number }>(list: T[]) => list.filter((b) => b.space_id === space.id);
    expect(ofSpace(day.body.data.bookings).map((b) => [b.start, b.company_name])).toEqual([['2026-03-10 10:00', '日历科技有限公司']]);
    const week = await t.call(bookingsCalls.bookingCalendar, { date: '2026-03-10', days: 7 }, staff.token);
    expect(ofSpace(week.body.data.bookings).map((b) => b.start)).toEqual(['2026-03-10 10:00', '2026-03-12 23:30', '2026-03-16 00:00']);
    expect((await t.call(bookingsCalls.bookingCalendar, { date: '2026-03-10', days: 3 }, staff.token)).body).toMatchObject(
      refusal('天数应为 1 或 7'),
    );
    expect((await t.call(bookingsCalls.bookingCalendar, { date: '3月10日' }, staff.token)).body).toMatchObject(
      refusal('日期不是有效日期（格式 yyyy-MM-dd）'),
    );
  });
});

describe('booking_settings', () => {
  it('reads the defaults and gives every space the free hours when asked', async () => {
    expect((await t.call(bookingsCalls.bookingSettings, {}, staff.token)).body.data).toEqual({
      cancel_before_hours: 2,
      default_free_hours: 2,
    });
    const one = await buildSpace(t.database.db, { freeMinutes: 0 });
    await t.call(bookingsCalls.bookingSettingsSave, { cancel_before_hours: 2, default_free_hours: 3 }, staff.token);
    expect((await t.database.db.select().from(spaces).where(eq(spaces.id, one.id)))[0]!.freeMinutes).toBe(0);
    const saved = await t.call(
      bookingsCalls.bookingSettingsSave,
      { cancel_before_hours: 2, default_free_hours: 3, apply_to_all: 1 },
      staff.token,
    );
    expect(saved.body).toMatchObject({ code: 1, data: { cancel_before_hours: 2, default_free_hours: 3 } });
    expect(new Set((await t.database.db.select({ m: spaces.freeMinutes }).from(spaces)).map((r) => r.m))).toEqual(new Set([180]));
    await t.call(bookingsCalls.bookingSettingsSave, { cancel_before_hours: 2, default_free_hours: 2, apply_to_all: 1 }, staff.token);
    expect(
      (await t.call(bookingsCalls.bookingSettingsSave, { cancel_before_hours: 200, default_free_hours: 2 }, staff.token)).body,
    ).toMatchObject(refusal('提前取消时限（小时）应为 0 至 168'));
  });
});

describe('room_charge_list and room_charge_pay', () => {
  it("lists a month's charges per company and records a payment once", async () => {
    const space = await buildSpace(t.database.db, { freeMinutes: 120, pricePerHour: 8000, openingHours: ALL_DAY });
    const co = await companyMember(t, { name: '缴费科技有限公司' });
    await book(co, space.id, '2026-03-20 09:00', '2026-03-20 12:00');
    const month = await t.call(bookingsCalls.roomChargeList, { month: '2026-03', keyword: '缴费科技' }, staff.token);
    expect(month.body.count).toBe(1);
    expect(month.body.data[0]).toMatchObject({
      company_id: co.companyId,
      company_name: '缴费科技有限公司',
      month: '2026-03',
      charged_minutes: 60,
      amount: '80.00',
      paid: 0,
    });

    const body = { company_id: co.companyId, month: '2026-03', pay_way: '对公转账', remark: '3月会议室' };
    const paid = await t.call(bookingsCalls.roomChargePay, body, staff.token);
    expect(paid.body).toMatchObject({
      code: 1,
      msg: '已登记缴费',
      data: { paid: 1, pay_way: '对公转账', amount: '80.00', pay_time: '2026-03-02 09:00' },
    });
    expect((await t.call(bookingsCalls.roomChargePay, body, staff.token)).body).toMatchObject(
      refusal('该月使用费已登记缴费，请刷新后查看'),
    );
    expect((await t.call(bookingsCalls.roomCharges, {}, co.token)).body.data[0]).toMatchObject({
      month: '2026-03',
      paid: 1,
      pay_way: '对公转账',
    });
    expect((await t.call(bookingsCalls.roomChargePay, { ...body, month: '2026-04' }, staff.token)).body).toMatchObject(
      refusal('该企业当月没有会议室使用费'),
    );
    expect((await t.call(bookingsCalls.roomChargePay, { ...body, pay_way: '刷脸' }, staff.token)).body).toMatchObject(
      refusal('请选择缴费方式'),
    );
    expect((await t.call(bookingsCalls.roomChargeList, { month: '2026-3' }, staff.token)).body).toMatchObject(
      refusal('月份格式错误（格式 yyyy-MM）'),
    );
  });
});

describe('the hour-before reminder', () => {
  // On dates no other test of this file books: the job looks at every booking.
  it('writes one 会议提醒 an hour before, to the member who booked (or the company when staff booked), never twice', async () => {
    const space = await buildSpace(t.database.db, { name: '提醒会议室', openingHours: ALL_DAY });
    const co = await companyMember(t);
    const colleague = await joinCompany(t, co.companyId, MemberRole.FINANCE);
    const mine = await book(co, space.id, '2026-03-26 15:00', '2026-03-26 16:00', { subject: '季度复盘' });
    await book(co, space.id, '2026-03-26 16:30', '2026-03-26 17:00');
    const second = await buildSpace(t.database.db, { name: '提醒会议室二', openingHours: ALL_DAY });
    const forThem = await t.call(
      bookingsCalls.bookingSave,
      { space_id: second.id, company_id: co.companyId, start: '2026-03-26 15:30', end: '2026-03-26 16:30', subject: '代订会议' },
      staff.token,
    );
    expect(forThem.body.code).toBe(1);
    const other = await buildSpace(t.database.db, { openingHours: ALL_DAY });
    await t.call(
      bookingsCalls.bookingSave,
      { space_id: other.id, start: '2026-03-26 15:00', end: '2026-03-26 16:00', subject: '园区活动' },
      staff.token,
    );
    const reminders = (userId: number) => messagesOf(t, userId, MessageKind.BOOKING_REMINDER);

    // 13:59: nothing starts within the hour.
    expect(await remindBookings(t.database.db, at('2026-03-26 13:59'))).toBe(0);
    expect(await remindBookings(t.database.db, at('2026-03-26 14:00'))).toBe(1);
    expect((await reminders(co.userId)).map((m) => [m.title, m.body, m.link])).toEqual([
      ['会议提醒：提醒会议室 15:00–16:00', '2026-03-26 15:00–16:00 季度复盘', '/room_booking'],
    ]);
    expect(await reminders(colleague.userId)).toEqual([]);
    // Again at the same time and a minute later: not twice. At 14:30 the staff booking reaches the whole company.
    expect(await remindBookings(t.database.db, at('2026-03-26 14:00'))).toBe(0);
    expect(await remindBookings(t.database.db, at('2026-03-26 14:30'))).toBe(1);
    expect((await reminders(colleague.userId)).map((m) => m.title)).toEqual(['会议提醒：提醒会议室二 15:30–16:30']);
    expect(await reminders(co.userId)).toHaveLength(2);
    expect(await remindBookings(t.database.db, at('2026-03-26 14:31'))).toBe(0);

    // Moved later, it is reminded again for its new time.
    clock = at('2026-03-26 14:40');
    await t.call(
      bookingsCalls.bookingMove,
      { id: mine.body.data.id, space_id: space.id, start: '2026-03-26 18:00', end: '2026-03-26 19:00' },
      staff.token,
    );
    expect(await remindBookings(t.database.db, at('2026-03-26 15:30'))).toBe(1); // the 16:30 one
    expect(await remindBookings(t.database.db, at('2026-03-26 17:00'))).toBe(1);
    expect((await reminders(co.userId)).map((m) => m.title)).toEqual([
      '会议提醒：提醒会议室 15:00–16:00',
      '会议提醒：提醒会议室二 15:30–16:30',
      '会议提醒：提醒会议室 16:30–17:00',
      '会议提醒：提醒会议室 18:00–19:00',
    ]);
    // A cancelled booking is not reminded.
    const dropped = await book(co, space.id, '2026-03-27 10:00', '2026-03-27 11:00');
    await t.call(bookingsCalls.bookingCancel, { id: dropped.body.data.id }, staff.token);
    expect(await remindBookings(t.database.db, at('2026-03-27 09:30'))).toBe(0);
    // Staff's own hold reminds nobody.
    const held = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.spaceId, other.id), inArray(bookings.status, [1])));
    expect(held.map((h) => h.remindedAt)).toEqual([null]);
  });
});
