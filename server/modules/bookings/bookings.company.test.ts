import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import { StaffRole } from '../../../shared/auth/staff-roles';
import { BOOKING_MSG, BookingStatus, parseParkDateTime } from '../../../shared/bookings/rules';
import * as bookingsCalls from '../../../shared/calls/bookings';
import { ShopStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { bookings, messages } from '../../db/schema/index';
import { buildSpace, companyMember, joinCompany, type Booker } from '../../test/booking-factories';
import { signIn, type TestApp } from '../../test/harness';
import { appWithStaff } from '../../test/staff-accounts';

/**
 * Meeting-room booking, the company side (issue 33): every rule through the calls, on a fresh database, the clock
 * fixed at Monday 2026-03-02 09:00 in the park (moved by the cancellation tests). 2026-03-07 is a Saturday, 03-08 a
 * Sunday. The spaces are open on weekdays 08:30–18:00 unless a test says otherwise.
 */
const NOW = parseParkDateTime('2026-03-02 09:00')!;
let clock = NOW;
let t: TestApp;
let staff: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ({ t, staff } = await appWithStaff(() => clock, [StaffRole.OPERATIONS]));
});
afterAll(() => t.close());
afterEach(() => {
  clock = NOW;
});

const at = (s: string) => parseParkDateTime(s)!;
const refusal = (msg: string) => ({ code: 0, msg });

/** room_book as `who`: a booking from `start` to `end` (park time), subject and people defaulted. */
const book = (who: { token: string }, spaceId: number, start: string, end: string, extra: Record<string, unknown> = {}) =>
  t.call(bookingsCalls.roomBook, { space_id: spaceId, start, end, subject: '项目周会', people: 4, ...extra }, who.token);

const bookingsOf = async (spaceId: number) =>
  t.database.db.select().from(bookings).where(eq(bookings.spaceId, spaceId)).orderBy(bookings.startAt, bookings.id);
const messageCount = async () => (await t.database.db.select({ n: count() }).from(messages))[0]!.n;

describe('room_spaces and room_slots: open to everyone', () => {
  it('shows a visitor the enabled spaces with their pictures, capacity, equipment, hours and prices; not the hidden ones', async () => {
    const shown = await buildSpace(t.database.db, {
      name: '公开会议室',
      equipment: ['投影', '白板'],
      pics: ['/demo/rooms/office-2.svg'],
      pricePerHour: 8050,
      freeMinutes: 90,
      sort: -1,
    });
    const hidden = await buildSpace(t.database.db, { name: '停用会议室', enabled: false });
    const res = await t.call(bookingsCalls.roomSpaces, {});
    expect(res.body.code).toBe(1);
    expect(res.body.data.map((s) => s.id)).toContain(shown.id);
    expect(res.body.data.map((s) => s.id)).not.toContain(hidden.id);
    expect(res.body.data.find((s) => s.id === shown.id)).toMatchObject({
      name: '公开会议室',
      capacity: 10,
      equipment: ['投影', '白板'],
      pics: ['/demo/rooms/office-2.svg'],
      price: '80.50',
      free_hours: 1.5,
      min_minutes: 30,
      max_minutes: 240,
      advance_days: 30,
      need_approval: 0,
      status: 1,
      opening_hours: [...Array(5).fill({ open: '08:30', close: '18:00' }), { open: '', close: '' }, { open: '', close: '' }],
    });
    expect((await t.call(bookingsCalls.roomSlots, { space_id: hidden.id, date: '2026-03-03' })).body).toMatchObject(
      refusal(BOOKING_MSG.spaceMissing),
    );
  });

  it("shows a visitor a space's day without anyone's name, and a member their own bookings and free minutes left", async () => {
    const space = await buildSpace(t.database.db);
    const a = await companyMember(t);
    const b = await companyMember(t);
    expect((await book(a, space.id, '2026-03-03 10:00', '2026-03-03 11:00')).body.code).toBe(1);

    const visitor = await t.call(bookingsCalls.roomSlots, { space_id: space.id, date: '2026-03-03' });
    expect(visitor.body.code).toBe(1);
    expect(visitor.body.data).toMatchObject({
      date: '2026-03-03',
      open: '08:30',
      close: '18:00',
      free_minutes_left: null,
      last_date: '2026-04-01',
    });
    const state = (slots: { start: string; state: string }[], start: string) => slots.find((s) => s.start === start)?.state;
    expect(visitor.body.data.slots).toHaveLength(19);
    expect([
      state(visitor.body.data.slots, '09:30'),
      state(visitor.body.data.slots, '10:00'),
      state(visitor.body.data.slots, '10:30'),
    ]).toEqual(['free', 'taken', 'taken']);
    expect(JSON.stringify(visitor.body)).not.toContain(a.companyName);

    const mine = await t.call(bookingsCalls.roomSlots, { space_id: space.id, date: '2026-03-03' }, a.token);
    expect(state(mine.body.data.slots, '10:00')).toBe('mine');
    expect(mine.body.data.free_minutes_left).toBe(60);
    const theirs = await t.call(bookingsCalls.roomSlots, { space_id: space.id, date: '2026-03-03' }, b.token);
    expect(state(theirs.body.data.slots, '10:00')).toBe('taken');
    expect(theirs.body.data.free_minutes_left).toBe(120);

    // Today: the half hours already begun are past; a closed day has no cells.
    const today = await t.call(bookingsCalls.roomSlots, { space_id: space.id, date: '2026-03-02' });
    expect(today.body.data.slots.slice(0, 2).map((s) => s.state)).toEqual(['past', 'free']);
    const sunday = await t.call(bookingsCalls.roomSlots, { space_id: space.id, date: '2026-03-08' });
    expect(sunday.body.data).toMatchObject({ open: '', close: '', slots: [] });
  });

  it('refuses a bad date or space in Chinese', async () => {
    const space = await buildSpace(t.database.db);
    for (const [body, msg] of [
      [{ space_id: space.id, date: '2026-02-30' }, '日期不是有效日期（格式 yyyy-MM-dd）'],
      [{ space_id: space.id, date: '2026/03/03' }, '日期不是有效日期（格式 yyyy-MM-dd）'],
      [{ space_id: space.id }, '请选择日期'],
      [{ date: '2026-03-03' }, '编号格式错误'],
      [{ space_id: 999999, date: '2026-03-03' }, BOOKING_MSG.spaceMissing],
    ] as const) {
      const res = await t.call(bookingsCalls.roomSlots, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(refusal(msg));
    }
  });
});

describe('room_book: who may book', () => {
  it('asks a visitor to sign in', async () => {
    const space = await buildSpace(t.database.db);
    const res = await t.call(bookingsCalls.roomBook, {
      space_id: space.id,
      start: '2026-03-03 10:00',
      end: '2026-03-03 11:00',
      subject: '周会',
      people: 2,
    });
    expect(res.body.code).not.toBe(1);
    expect(res.body.msg).toBe(MSG.loginRequired);
    expect(await bookingsOf(space.id)).toEqual([]);
  });

  it('tells a person without a settled company 请先入驻企业 (no company, or one under review)', async () => {
    const space = await buildSpace(t.database.db);
    const loner = await signIn(t);
    const reviewing = await companyMember(t, { status: ShopStatus.REVIEWING });
    for (const who of [loner, reviewing]) {
      expect((await book(who, space.id, '2026-03-03 10:00', '2026-03-03 11:00')).body).toMatchObject(refusal(MSG.settleFirst));
      expect((await t.call(bookingsCalls.roomBookings, {}, who.token)).body).toMatchObject(refusal(MSG.settleFirst));
      expect((await t.call(bookingsCalls.roomCharges, {}, who.token)).body).toMatchObject(refusal(MSG.settleFirst));
    }
    expect(await bookingsOf(space.id)).toEqual([]);
  });

  it('tells staff to switch to a personal sign-in', async () => {
    const space = await buildSpace(t.database.db);
    expect((await book(staff, space.id, '2026-03-03 10:00', '2026-03-03 11:00')).body).toMatchObject(refusal(MSG.switchToPersonal));
  });

  it("lets any member book (财务, 经办人 too), for the member's own company whatever the body says", async () => {
    const space = await buildSpace(t.database.db);
    const owner = await companyMember(t);
    const other = await companyMember(t);
    const agent = await joinCompany(t, owner.companyId, MemberRole.AGENT);
    const finance = await joinCompany(t, owner.companyId, MemberRole.FINANCE);
    expect((await book(agent, space.id, '2026-03-03 10:00', '2026-03-03 11:00', { company_id: other.companyId })).body).toMatchObject({
      code: 1,
      msg: BOOKING_MSG.booked,
    });
    expect((await book(finance, space.id, '2026-03-03 11:00', '2026-03-03 12:00')).body.code).toBe(1);
    expect((await bookingsOf(space.id)).map((b) => [b.companyId, b.userId])).toEqual([
      [owner.companyId, agent.userId],
      [owner.companyId, finance.userId],
    ]);
    // The whole team sees them; the other company does not.
    expect((await t.call(bookingsCalls.roomBookings, {}, owner.token)).body.count).toBe(2);
    expect((await t.call(bookingsCalls.roomBookings, {}, other.token)).body.count).toBe(0);
  });
});

describe('room_book: the rules', () => {
  // Two companies of their own for each test (room_book allows 30 calls a minute per session).
  let a: Booker;
  let b: Booker;
  beforeEach(async () => {
    a = await companyMember(t);
    b = await companyMember(t);
  });

  it('books a free slot: 预约成功, confirmed, in park time', async () => {
    const space = await buildSpace(t.database.db, { name: '第一会议室' });
    const res = await book(a, space.id, '2026-03-03 10:00', '2026-03-03 11:30', { subject: ' 客户交流 ', people: 6 });
    expect(res.body).toMatchObject({ code: 1, msg: BOOKING_MSG.booked });
    expect(res.body.data).toMatchObject({
      space_id: space.id,
      space_name: '第一会议室',
      start: '2026-03-03 10:00',
      end: '2026-03-03 11:30',
      minutes: 90,
      subject: '客户交流',
      people: 6,
      status: BookingStatus.CONFIRMED,
      status_name: '已预约',
      charged_minutes: 0,
      charge: '0.00',
      cancellable: true,
    });
    const [row] = await bookingsOf(space.id);
    expect(row!.startAt.toISOString()).toBe('2026-03-03T02:00:00.000Z');
    expect(row!.month).toBe('2026-03');
  });

  it('refuses an overlapping booking with exactly 该时段已被预约，请选择其他时间, and writes nothing', async () => {
    const space = await buildSpace(t.database.db);
    expect((await book(a, space.id, '2026-03-03 10:00', '2026-03-03 11:00')).body.code).toBe(1);
    const before = { rows: await bookingsOf(space.id), messages: await messageCount() };
    for (const [start, end] of [
      ['2026-03-03 10:00', '2026-03-03 11:00'],
      ['2026-03-03 10:30', '2026-03-03 11:30'],
      ['2026-03-03 09:30', '2026-03-03 10:30'],
      ['2026-03-03 09:00', '2026-03-03 12:00'],
    ]) {
      const res = await book(b, space.id, start!, end!);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(refusal('该时段已被预约，请选择其他时间'));
    }
    // The same company cannot hold one slot twice either.
    expect((await book(a, space.id, '2026-03-03 10:30', '2026-03-03 11:00')).body).toMatchObject(refusal(BOOKING_MSG.taken));
    expect(await bookingsOf(space.id)).toEqual(before.rows);
    expect(await messageCount()).toBe(before.messages);
    expect((await t.call(bookingsCalls.roomBookings, {}, b.token)).body.data.filter((x) => x.space_id === space.id)).toEqual([]);
  });

  it('allows bookings touching at the same minute, before and after', async () => {
    const space = await buildSpace(t.database.db);
    expect((await book(a, space.id, '2026-03-03 10:00', '2026-03-03 11:00')).body.code).toBe(1);
    expect((await book(b, space.id, '2026-03-03 11:00', '2026-03-03 12:00')).body.code).toBe(1);
    expect((await book(b, space.id, '2026-03-03 09:00', '2026-03-03 10:00')).body.code).toBe(1);
    expect((await bookingsOf(space.id)).map((r) => [r.startAt.toISOString(), r.endAt.toISOString()])).toEqual([
      ['2026-03-03T01:00:00.000Z', '2026-03-03T02:00:00.000Z'],
      ['2026-03-03T02:00:00.000Z', '2026-03-03T03:00:00.000Z'],
      ['2026-03-03T03:00:00.000Z', '2026-03-03T04:00:00.000Z'],
    ]);
  });

  it('does not let another space, or a cancelled booking, block the time', async () => {
    const space = await buildSpace(t.database.db);
    const other = await buildSpace(t.database.db);
    const first = await book(a, space.id, '2026-03-04 10:00', '2026-03-04 11:00');
    expect((await book(b, other.id, '2026-03-04 10:00', '2026-03-04 11:00')).body.code).toBe(1);
    expect((await t.call(bookingsCalls.roomCancel, { id: first.body.data.id }, a.token)).body).toMatchObject({
      code: 1,
      msg: BOOKING_MSG.cancelled,
    });
    expect((await book(b, space.id, '2026-03-04 10:00', '2026-03-04 11:00')).body.code).toBe(1);
  });

  it('keeps to the opening hours: the opening and closing edges allowed, a minute outside refused', async () => {
    const space = await buildSpace(t.database.db);
    expect((await book(a, space.id, '2026-03-03 08:00', '2026-03-03 09:00')).body).toMatchObject(refusal(BOOKING_MSG.closedHours));
    expect((await book(a, space.id, '2026-03-03 17:30', '2026-03-03 18:30')).body).toMatchObject(refusal(BOOKING_MSG.closedHours));
    expect((await book(a, space.id, '2026-03-03 08:30', '2026-03-03 09:30')).body.code).toBe(1);
    expect((await book(a, space.id, '2026-03-03 17:00', '2026-03-03 18:00')).body.code).toBe(1);
    expect(await bookingsOf(space.id)).toHaveLength(2);
  });

  it('refuses a closed date and a closed weekday', async () => {
    const space = await buildSpace(t.database.db, { closedDates: ['2026-03-05'] });
    expect((await book(a, space.id, '2026-03-05 10:00', '2026-03-05 11:00')).body).toMatchObject(refusal('该日期会议室不开放'));
    expect((await book(a, space.id, '2026-03-07 10:00', '2026-03-07 11:00')).body).toMatchObject(refusal('该日期会议室不开放'));
    expect((await book(a, space.id, '2026-03-06 10:00', '2026-03-06 11:00')).body.code).toBe(1);
  });

  it('refuses the past (earlier today too), too short, too long and times off the half hour', async () => {
    const space = await buildSpace(t.database.db, { minMinutes: 60, maxMinutes: 180 });
    expect((await book(a, space.id, '2026-03-02 08:30', '2026-03-02 10:00')).body).toMatchObject(refusal('不能预约已经过去的时间'));
    expect((await book(a, space.id, '2026-02-27 10:00', '2026-02-27 11:00')).body).toMatchObject(refusal(BOOKING_MSG.past));
    expect((await book(a, space.id, '2026-03-03 10:00', '2026-03-03 10:30')).body).toMatchObject(refusal('预约时长不能少于 1 小时'));
    expect((await book(a, space.id, '2026-03-03 10:00', '2026-03-03 13:30')).body).toMatchObject(refusal('预约时长不能超过 3 小时'));
    expect((await book(a, space.id, '2026-03-03 10:15', '2026-03-03 11:15')).body).toMatchObject(refusal('预约时间须为整点或半点'));
    expect((await book(a, space.id, '2026-03-03 11:00', '2026-03-03 10:00')).body).toMatchObject(refusal('结束时间须晚于开始时间'));
    expect((await book(a, space.id, '2026-03-03 10:00', '2026-03-03 13:00')).body.code).toBe(1);
    expect(await bookingsOf(space.id)).toHaveLength(1);
  });

  it('allows booking up to today + the advance days, not the day after', async () => {
    const space = await buildSpace(t.database.db, { advanceDays: 30 });
    // 2026-03-02 + 30 = 2026-04-01 (a Wednesday); 04-02 is a Thursday.
    expect((await book(a, space.id, '2026-04-02 10:00', '2026-04-02 11:00')).body).toMatchObject(refusal('最多可提前 30 天预约'));
    expect((await book(a, space.id, '2026-04-01 17:00', '2026-04-01 18:00')).body.code).toBe(1);
  });

  it('refuses more people than the space holds', async () => {
    const space = await buildSpace(t.database.db, { capacity: 6 });
    expect((await book(a, space.id, '2026-03-03 10:00', '2026-03-03 11:00', { people: 7 })).body).toMatchObject(
      refusal('参会人数不能超过会议室容纳人数（6 人）'),
    );
    expect((await book(a, space.id, '2026-03-03 10:00', '2026-03-03 11:00', { people: 6 })).body.code).toBe(1);
  });

  it('refuses bad input in Chinese, never a server error', async () => {
    const space = await buildSpace(t.database.db);
    const good = { space_id: space.id, start: '2026-03-03 10:00', end: '2026-03-03 11:00', subject: '周会', people: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, start: '2026/03/03 10:00' }, '开始时间格式错误（格式 yyyy-MM-dd HH:mm）'],
      [{ ...good, end: '2026-03-03T11:00' }, '结束时间格式错误（格式 yyyy-MM-dd HH:mm）'],
      [{ ...good, start: '2026-02-30 10:00' }, '开始时间格式错误（格式 yyyy-MM-dd HH:mm）'],
      [{ ...good, start: 20260303 }, '开始时间格式错误'],
      [{ ...good, start: '' }, '请选择开始时间'],
      [{ ...good, subject: undefined }, '请输入会议主题'],
      [{ ...good, subject: '   ' }, '请输入会议主题'],
      [{ ...good, subject: '长'.repeat(51) }, '会议主题不能超过 50 个字'],
      [{ ...good, people: 0 }, '参会人数至少为 1 人'],
      [{ ...good, people: 'many' }, '参会人数格式错误'],
      [{ ...good, space_id: 'x' }, '编号格式错误'],
      [{ ...good, space_id: 999999 }, BOOKING_MSG.spaceMissing],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call(bookingsCalls.roomBook, body, a.token);
      expect(res.status, msg).toBe(200);
      expect(res.body, JSON.stringify(body)).toMatchObject(refusal(msg));
    }
    expect(await bookingsOf(space.id)).toEqual([]);
  });
});

describe('approval', () => {
  it('holds the slot pending on a space that needs approval: 已提交预约，等待园区审核, and tells staff', async () => {
    const space = await buildSpace(t.database.db, { name: '路演厅', needApproval: true });
    const a = await companyMember(t, { name: '待审科技有限公司' });
    const b = await companyMember(t);
    const res = await book(a, space.id, '2026-03-03 14:00', '2026-03-03 16:00', { subject: '项目路演' });
    expect(res.body).toMatchObject({
      code: 1,
      msg: '已提交预约，等待园区审核',
      data: { status: BookingStatus.PENDING, status_name: '待审核' },
    });
    // The pending booking holds its time.
    expect((await book(b, space.id, '2026-03-03 15:00', '2026-03-03 16:00')).body).toMatchObject(refusal(BOOKING_MSG.taken));
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'staff_booking'), eq(messages.userId, staff.user.id)));
    expect(told.map((m) => [m.title, m.body])).toEqual([['会议室预约待审核：路演厅', '待审科技有限公司：2026-03-03 14:00–16:00 项目路演']]);
  });
});

describe('room_bookings and room_cancel', () => {
  it("lists upcoming (soonest first), past and cancelled bookings, only the caller company's", async () => {
    const space = await buildSpace(t.database.db, { openingHours: Array(7).fill({ open: '00:00', close: '24:00' }) });
    const a = await companyMember(t);
    const b = await companyMember(t);
    const later = await book(a, space.id, '2026-03-05 10:00', '2026-03-05 11:00');
    const sooner = await book(a, space.id, '2026-03-02 10:00', '2026-03-02 11:00');
    const dropped = await book(a, space.id, '2026-03-06 10:00', '2026-03-06 11:00');
    await book(b, space.id, '2026-03-04 10:00', '2026-03-04 11:00');
    await t.call(bookingsCalls.roomCancel, { id: dropped.body.data.id }, a.token);

    const upcoming = await t.call(bookingsCalls.roomBookings, { type: 0 }, a.token);
    expect(upcoming.body.count).toBe(2);
    expect(upcoming.body.data.map((x) => x.id)).toEqual([sooner.body.data.id, later.body.data.id]);
    const cancelled = await t.call(bookingsCalls.roomBookings, { type: 2 }, a.token);
    expect(cancelled.body.data.map((x) => [x.id, x.status_name, x.cancellable])).toEqual([[dropped.body.data.id, '已取消', false]]);
    // After the first one ends it is past.
    clock = at('2026-03-02 11:00');
    expect((await t.call(bookingsCalls.roomBookings, { type: 1 }, a.token)).body.data.map((x) => x.id)).toEqual([sooner.body.data.id]);
    expect((await t.call(bookingsCalls.roomBookings, { type: 0 }, a.token)).body.data.map((x) => x.id)).toEqual([later.body.data.id]);
    expect((await t.call(bookingsCalls.roomBookings, { type: 3 }, a.token)).body).toMatchObject(refusal('类型应为 0、1 或 2'));
  });

  it("answers 预约不存在 for another company's booking, and for one that does not exist; theirs stays", async () => {
    const space = await buildSpace(t.database.db);
    const a = await companyMember(t);
    const b = await companyMember(t);
    const theirs = await book(b, space.id, '2026-03-04 10:00', '2026-03-04 11:00');
    expect((await t.call(bookingsCalls.roomCancel, { id: theirs.body.data.id }, a.token)).body).toMatchObject(refusal('预约不存在'));
    expect((await t.call(bookingsCalls.roomCancel, { id: 999999 }, a.token)).body).toMatchObject(refusal('预约不存在'));
    expect((await t.call(bookingsCalls.roomCancel, {}, a.token)).body).toMatchObject(refusal('编号格式错误'));
    expect((await bookingsOf(space.id)).map((r) => r.status)).toEqual([BookingStatus.CONFIRMED]);
  });

  it('cancels until 2 hours before the start by default: at the deadline yes, a minute after no', async () => {
    const space = await buildSpace(t.database.db);
    const a = await companyMember(t);
    const one = await book(a, space.id, '2026-03-03 10:00', '2026-03-03 11:00');
    const two = await book(a, space.id, '2026-03-03 11:00', '2026-03-03 12:00');
    clock = at('2026-03-03 08:01');
    const listed = (await t.call(bookingsCalls.roomBookings, {}, a.token)).body.data.filter((x) => x.space_id === space.id);
    expect(listed.map((x) => x.cancellable)).toEqual([false, true]);
    expect((await t.call(bookingsCalls.roomCancel, { id: one.body.data.id }, a.token)).body).toMatchObject(
      refusal('开始前 2 小时内不能取消，如需取消请联系园区'),
    );
    clock = at('2026-03-03 09:00');
    expect((await t.call(bookingsCalls.roomCancel, { id: two.body.data.id }, a.token)).body).toMatchObject({
      code: 1,
      msg: '已取消预约',
      data: { status: BookingStatus.CANCELLED, cancellable: false },
    });
    expect((await t.call(bookingsCalls.roomCancel, { id: two.body.data.id }, a.token)).body).toMatchObject(
      refusal(BOOKING_MSG.notCancellable),
    );
    expect((await bookingsOf(space.id)).map((r) => r.status)).toEqual([BookingStatus.CONFIRMED, BookingStatus.CANCELLED]);
    // A booking that is over cannot be cancelled.
    clock = at('2026-03-03 12:00');
    expect((await t.call(bookingsCalls.roomCancel, { id: one.body.data.id }, a.token)).body).toMatchObject(
      refusal(BOOKING_MSG.notCancellable),
    );
  });

  it('keeps the deadline staff set in booking_settings', async () => {
    const space = await buildSpace(t.database.db);
    const a = await companyMember(t);
    const one = await book(a, space.id, '2026-03-04 10:00', '2026-03-04 11:00');
    const saved = await t.call(bookingsCalls.bookingSettingsSave, { cancel_before_hours: 24, default_free_hours: 2 }, staff.token);
    expect(saved.body).toMatchObject({ code: 1, data: { cancel_before_hours: 24, default_free_hours: 2 } });
    try {
      clock = at('2026-03-03 10:30');
      expect((await t.call(bookingsCalls.roomCancel, { id: one.body.data.id }, a.token)).body).toMatchObject(
        refusal('开始前 24 小时内不能取消，如需取消请联系园区'),
      );
      clock = at('2026-03-03 10:00');
      expect((await t.call(bookingsCalls.roomCancel, { id: one.body.data.id }, a.token)).body.code).toBe(1);
    } finally {
      await t.call(bookingsCalls.bookingSettingsSave, { cancel_before_hours: 2, default_free_hours: 2 }, staff.token);
    }
  });
});

describe('free hours, then charged', () => {
  it('charges the hour beyond 2 free hours of a 3-hour booking, and shows the month on 服务费用', async () => {
    const space = await buildSpace(t.database.db, { name: '培训教室', freeMinutes: 120, pricePerHour: 15000, maxMinutes: 240 });
    const a = await companyMember(t);
    const res = await book(a, space.id, '2026-03-03 09:00', '2026-03-03 12:00');
    expect(res.body.data).toMatchObject({ minutes: 180, charged_minutes: 60, charge: '150.00' });
    const charges = await t.call(bookingsCalls.roomCharges, {}, a.token);
    expect(charges.body.count).toBe(1);
    expect(charges.body.data).toEqual([
      expect.objectContaining({ month: '2026-03', charged_minutes: 60, amount: '150.00', paid: 0, pay_time: '', pay_way: '' }),
    ]);
    expect(charges.body.data[0]!.bookings.map((x) => [x.id, x.space_name, x.charged_minutes, x.charge])).toEqual([
      [res.body.data.id, '培训教室', 60, '150.00'],
    ]);
    expect((await t.call(bookingsCalls.roomSlots, { space_id: space.id, date: '2026-03-03' }, a.token)).body.data.free_minutes_left).toBe(
      0,
    );
  });

  it('gives the free hours to the earliest bookings of the month and re-allocates when one is made or cancelled', async () => {
    const space = await buildSpace(t.database.db, { freeMinutes: 120, pricePerHour: 8000 });
    const a = await companyMember(t);
    const charged = async () =>
      (await bookingsOf(space.id))
        .filter((r) => r.status === BookingStatus.CONFIRMED)
        .map((r) => [r.startAt.toISOString().slice(0, 10), r.chargedMinutes, r.charge]);

    const late = await book(a, space.id, '2026-03-05 10:00', '2026-03-05 13:00');
    expect(late.body.data.charged_minutes).toBe(60);
    // An earlier booking takes an hour of the free time: the later one is charged 2 hours now.
    const early = await book(a, space.id, '2026-03-03 10:00', '2026-03-03 11:00');
    expect(early.body.data).toMatchObject({ charged_minutes: 0, charge: '0.00' });
    expect(await charged()).toEqual([
      ['2026-03-03', 0, 0],
      ['2026-03-05', 120, 16000],
    ]);
    expect((await t.call(bookingsCalls.roomCharges, {}, a.token)).body.data[0]).toMatchObject({ charged_minutes: 120, amount: '160.00' });

    // Cancelling the early free booking frees its hour for the later one.
    expect((await t.call(bookingsCalls.roomCancel, { id: early.body.data.id }, a.token)).body.data).toMatchObject({
      charged_minutes: 0,
      charge: '0.00',
    });
    expect(await charged()).toEqual([['2026-03-05', 60, 8000]]);
    expect((await t.call(bookingsCalls.roomCharges, {}, a.token)).body.data[0]).toMatchObject({ charged_minutes: 60, amount: '80.00' });
  });

  it('counts free hours per space and per month, and per company', async () => {
    const one = await buildSpace(t.database.db, {
      freeMinutes: 60,
      pricePerHour: 6000,
      openingHours: Array(7).fill({ open: '00:00', close: '24:00' }),
    });
    const two = await buildSpace(t.database.db, {
      freeMinutes: 60,
      pricePerHour: 6000,
      openingHours: Array(7).fill({ open: '00:00', close: '24:00' }),
    });
    const a = await companyMember(t);
    const b = await companyMember(t);
    expect((await book(a, one.id, '2026-03-30 10:00', '2026-03-30 12:00')).body.data.charged_minutes).toBe(60);
    expect((await book(a, two.id, '2026-03-30 10:00', '2026-03-30 11:00')).body.data.charged_minutes).toBe(0);
    // April has its own free hour; so does another company.
    expect((await book(a, one.id, '2026-04-01 10:00', '2026-04-01 11:00')).body.data.charged_minutes).toBe(0);
    expect((await book(b, one.id, '2026-03-31 10:00', '2026-03-31 11:00')).body.data.charged_minutes).toBe(0);
    // A booking starting at 23:30 on March 31 (park time) belongs to March.
    const lastHalfHour = await book(a, two.id, '2026-03-31 23:30', '2026-04-01 00:00');
    expect(lastHalfHour.body.data.charged_minutes).toBe(30);
    const months = (await t.call(bookingsCalls.roomCharges, {}, a.token)).body.data;
    expect(months.map((m) => [m.month, m.charged_minutes, m.amount, m.bookings.length])).toEqual([['2026-03', 90, '90.00', 2]]);
  });
});
