import { afterEach, describe, expect, it } from 'vitest';
import {
  BOOKING_MSG,
  DEFAULT_OPENING_HOURS,
  HOUR_MINUTE_PATTERN,
  allocateCharges,
  bookingProblem,
  bookingStatusName,
  chargeFen,
  daySlots,
  durationLabel,
  formatParkDateTime,
  hourMinute,
  hoursOf,
  isoWeekday,
  mayCancel,
  minutesOf,
  openingOn,
  parkDateOf,
  parkInstant,
  parkMinuteOfDay,
  parkMonthOf,
  parkMonthRange,
  parseParkDateTime,
  type SpaceRules,
} from './rules';

/** 'YYYY-MM-DD HH:mm' park time → the instant (the tests' shorthand; a bad one fails loudly). */
const at = (s: string): Date => {
  const d = parseParkDateTime(s);
  if (!d) throw new Error(`not a park time: ${s}`);
  return d;
};

// Monday 2026-03-02 09:00 in the park. 2026-03-07 is a Saturday, 03-08 a Sunday, 03-10 a Tuesday closed for maintenance.
const NOW = at('2026-03-02 09:00');
const RULES: SpaceRules = {
  openingHours: [...DEFAULT_OPENING_HOURS.slice(0, 5), { open: '09:00', close: '12:00' }, null],
  closedDates: ['2026-03-10'],
  minMinutes: 60,
  maxMinutes: 240,
  advanceDays: 30,
  capacity: 10,
};
const problem = (start: string, end: string, by: 'company' | 'staff' = 'company', rules: SpaceRules = RULES) =>
  bookingProblem(rules, at(start), at(end), NOW, by);

describe('bookingProblem: what a company may book', () => {
  it('allows a booking inside the opening hours, on the grid, within the limits', () => {
    expect(problem('2026-03-03 10:00', '2026-03-03 11:30')).toBeNull();
  });

  it('refuses an end not after the start', () => {
    expect(problem('2026-03-03 10:00', '2026-03-03 10:00')).toBe(BOOKING_MSG.order);
    expect(problem('2026-03-03 11:00', '2026-03-03 10:00')).toBe(BOOKING_MSG.order);
  });

  it('refuses a booking running past midnight, and allows one ending at midnight (staff: no opening hours)', () => {
    expect(problem('2026-03-03 23:00', '2026-03-04 00:30', 'staff')).toBe(BOOKING_MSG.sameDay);
    expect(problem('2026-03-03 23:00', '2026-03-04 00:00', 'staff')).toBeNull();
    expect(problem('2026-03-03 00:00', '2026-03-04 00:00', 'staff')).toBeNull();
  });

  it('refuses times off the half-hour grid, at either end', () => {
    expect(problem('2026-03-03 10:15', '2026-03-03 11:30')).toBe(BOOKING_MSG.step);
    expect(problem('2026-03-03 10:00', '2026-03-03 11:10')).toBe(BOOKING_MSG.step);
    expect(BOOKING_MSG.step).toBe('预约时间须为整点或半点');
  });

  it('refuses a start in the past, even the half hour just begun; a start at this very minute is not past', () => {
    expect(problem('2026-03-02 08:30', '2026-03-02 10:00')).toBe(BOOKING_MSG.past);
    expect(bookingProblem(RULES, at('2026-03-02 09:00'), at('2026-03-02 10:00'), at('2026-03-02 09:01'))).toBe(BOOKING_MSG.past);
    expect(problem('2026-03-01 10:00', '2026-03-01 11:00')).toBe(BOOKING_MSG.past);
    expect(problem('2026-03-02 09:00', '2026-03-02 10:00')).toBeNull();
  });

  it('refuses a closed date and a closed weekday', () => {
    expect(problem('2026-03-10 10:00', '2026-03-10 11:00')).toBe(BOOKING_MSG.closedDate);
    expect(problem('2026-03-08 10:00', '2026-03-08 11:00')).toBe(BOOKING_MSG.closedDate);
    expect(BOOKING_MSG.closedDate).toBe('该日期会议室不开放');
    // Saturday has its own hours.
    expect(problem('2026-03-07 09:00', '2026-03-07 12:00')).toBeNull();
    expect(problem('2026-03-07 11:00', '2026-03-07 12:30')).toBe(BOOKING_MSG.closedHours);
  });

  it('refuses a booking starting before opening or ending after closing; the opening and closing edges are allowed', () => {
    expect(problem('2026-03-03 08:00', '2026-03-03 09:00')).toBe(BOOKING_MSG.closedHours);
    expect(problem('2026-03-03 17:00', '2026-03-03 18:30')).toBe(BOOKING_MSG.closedHours);
    expect(problem('2026-03-03 18:00', '2026-03-03 19:00')).toBe(BOOKING_MSG.closedHours);
    expect(problem('2026-03-03 08:30', '2026-03-03 09:30')).toBeNull();
    expect(problem('2026-03-03 17:00', '2026-03-03 18:00')).toBeNull();
    expect(BOOKING_MSG.closedHours).toBe('预约时间不在会议室开放时间内');
  });

  it('refuses a booking shorter than the smallest or longer than the largest; both limits themselves are allowed', () => {
    expect(problem('2026-03-03 10:00', '2026-03-03 10:30')).toBe('预约时长不能少于 1 小时');
    expect(problem('2026-03-03 10:00', '2026-03-03 11:00')).toBeNull();
    expect(problem('2026-03-03 09:00', '2026-03-03 13:00')).toBeNull();
    expect(problem('2026-03-03 09:00', '2026-03-03 13:30')).toBe('预约时长不能超过 4 小时');
    expect(problem('2026-03-03 09:00', '2026-03-03 13:30', 'company', { ...RULES, maxMinutes: 150 })).toBe(
      '预约时长不能超过 2 小时 30 分钟',
    );
  });

  it('allows the last day of the look-ahead (today + advance days) and refuses the day after', () => {
    expect(problem('2026-04-01 10:00', '2026-04-01 11:00')).toBeNull();
    expect(problem('2026-04-02 10:00', '2026-04-02 11:00')).toBe('最多可提前 30 天预约');
    // Advance 0: today only.
    const todayOnly = { ...RULES, advanceDays: 0 };
    expect(problem('2026-03-02 10:00', '2026-03-02 11:00', 'company', todayOnly)).toBeNull();
    expect(problem('2026-03-03 10:00', '2026-03-03 11:00', 'company', todayOnly)).toBe('最多可提前 0 天预约');
  });

  it('counts the look-ahead in park days: just after park midnight (still the day before in UTC) is the new day', () => {
    // 2026-03-02 00:10 park is 2026-03-01 16:10 UTC; today is the 2nd, so 04-01 is still allowed.
    const early = at('2026-03-02 00:10');
    expect(
      bookingProblem(
        { ...RULES, openingHours: Array(7).fill({ open: '00:00', close: '24:00' }) },
        at('2026-04-01 10:00'),
        at('2026-04-01 11:00'),
        early,
      ),
    ).toBeNull();
  });

  it('lets staff set aside the opening hours, closed dates and limits, but not order, the grid, the day or the past', () => {
    expect(problem('2026-03-10 07:00', '2026-03-10 08:00', 'staff')).toBeNull();
    expect(problem('2026-03-08 10:00', '2026-03-08 10:30', 'staff')).toBeNull();
    expect(problem('2026-03-03 06:00', '2026-03-03 22:00', 'staff')).toBeNull();
    expect(problem('2026-06-01 10:00', '2026-06-01 11:00', 'staff')).toBeNull();
    expect(problem('2026-03-02 08:00', '2026-03-02 10:00', 'staff')).toBe(BOOKING_MSG.past);
    expect(problem('2026-03-03 10:10', '2026-03-03 11:00', 'staff')).toBe(BOOKING_MSG.step);
    expect(problem('2026-03-03 11:00', '2026-03-03 10:00', 'staff')).toBe(BOOKING_MSG.order);
  });
});

describe('openingOn', () => {
  it('gives the weekday hours in minutes, null on a closed weekday or date', () => {
    expect(openingOn(RULES, '2026-03-02')).toEqual({ open: 510, close: 1080 });
    expect(openingOn(RULES, '2026-03-07')).toEqual({ open: 540, close: 720 });
    expect(openingOn(RULES, '2026-03-08')).toBeNull();
    expect(openingOn(RULES, '2026-03-10')).toBeNull();
  });
});

describe('daySlots', () => {
  const held = [
    { start: at('2026-03-02 10:00'), end: at('2026-03-02 11:00'), mine: false },
    { start: at('2026-03-02 14:00'), end: at('2026-03-02 14:30'), mine: true },
    // Someone's earlier booking, already over: still shown as theirs, not as past.
    { start: at('2026-03-02 08:30'), end: at('2026-03-02 09:00'), mine: false },
  ];

  it('cuts the day into half hours from opening to closing: past, taken, mine and free', () => {
    const slots = daySlots(RULES, '2026-03-02', held, NOW);
    expect(slots).toHaveLength(19);
    expect(slots[0]).toEqual({ start: '08:30', end: '09:00', state: 'taken' });
    expect(slots[1]).toEqual({ start: '09:00', end: '09:30', state: 'free' });
    const state = (start: string) => slots.find((s) => s.start === start)?.state;
    expect([state('10:00'), state('10:30'), state('11:00')]).toEqual(['taken', 'taken', 'free']);
    expect([state('13:30'), state('14:00'), state('14:30')]).toEqual(['free', 'mine', 'free']);
    expect(slots.at(-1)).toEqual({ start: '17:30', end: '18:00', state: 'free' });
  });

  it('marks the cells before now as past (the current half hour from its start)', () => {
    const later = at('2026-03-02 12:10');
    const slots = daySlots(RULES, '2026-03-02', [], later);
    expect(
      slots
        .filter((s) => s.state === 'past')
        .map((s) => s.start)
        .at(-1),
    ).toBe('12:00');
    expect(slots.find((s) => s.start === '12:30')!.state).toBe('free');
  });

  it('is empty on a closed date or weekday; another day has its own hours', () => {
    expect(daySlots(RULES, '2026-03-10', held, NOW)).toEqual([]);
    expect(daySlots(RULES, '2026-03-08', [], NOW)).toEqual([]);
    expect(daySlots(RULES, '2026-03-07', [], NOW).map((s) => s.start)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  it('runs to 24:00 for a space open all day', () => {
    const allDay = { openingHours: Array(7).fill({ open: '00:00', close: '24:00' }), closedDates: [] };
    const slots = daySlots(allDay, '2026-03-03', [], NOW);
    expect(slots).toHaveLength(48);
    expect(slots.at(-1)).toEqual({ start: '23:30', end: '24:00', state: 'free' });
  });
});

describe('free hours and the charge', () => {
  it('uses the free minutes on the earliest bookings first, the rest charged', () => {
    expect(allocateCharges([{ minutes: 60 }, { minutes: 60 }, { minutes: 180 }], 120)).toEqual([0, 0, 180]);
    expect(allocateCharges([{ minutes: 90 }, { minutes: 60 }], 120)).toEqual([0, 30]);
    expect(allocateCharges([{ minutes: 180 }], 120)).toEqual([60]);
    expect(allocateCharges([{ minutes: 60 }], 120)).toEqual([0]);
    expect(allocateCharges([], 120)).toEqual([]);
  });

  it('charges everything without free hours (or a negative setting)', () => {
    expect(allocateCharges([{ minutes: 60 }, { minutes: 30 }], 0)).toEqual([60, 30]);
    expect(allocateCharges([{ minutes: 60 }], -30)).toEqual([60]);
  });

  it('frees hours for later bookings when an earlier one is cancelled (recomputed without it)', () => {
    const month = [{ minutes: 120 }, { minutes: 180 }];
    expect(allocateCharges(month, 120)).toEqual([0, 180]);
    expect(allocateCharges(month.slice(1), 120)).toEqual([60]);
  });

  it('charges the price per hour pro rata, rounded to the fen', () => {
    expect(chargeFen(60, 8000)).toBe(8000);
    expect(chargeFen(90, 8000)).toBe(12000);
    expect(chargeFen(30, 333)).toBe(167);
    expect(chargeFen(0, 8000)).toBe(0);
    expect(chargeFen(60, 0)).toBe(0);
  });

  it('says hours for people', () => {
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(120)).toBe(2);
    expect(hoursOf(20)).toBe(0.33);
  });
});

describe('mayCancel', () => {
  const start = at('2026-03-02 14:00');
  it('allows cancelling until the deadline before the start, and not a millisecond after', () => {
    expect(mayCancel(start, at('2026-03-02 11:59'), 2)).toBe(true);
    expect(mayCancel(start, at('2026-03-02 12:00'), 2)).toBe(true);
    expect(mayCancel(start, new Date(at('2026-03-02 12:00').getTime() + 1), 2)).toBe(false);
    expect(mayCancel(start, at('2026-03-02 13:00'), 2)).toBe(false);
  });
  it('with a deadline of 0 hours, until the start itself', () => {
    expect(mayCancel(start, start, 0)).toBe(true);
    expect(mayCancel(start, new Date(start.getTime() + 1), 0)).toBe(false);
  });
  it('says the deadline in the refusal', () => {
    expect(BOOKING_MSG.cancelLate(2)).toBe('开始前 2 小时内不能取消，如需取消请联系园区');
  });
});

describe('park time (Asia/Shanghai, UTC+8), whatever the process time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  /** Every helper's answer in one object, so each zone is compared with UTC's. */
  const answers = () => ({
    parsed: parseParkDateTime('2026-03-02 09:30')?.toISOString(),
    midnight: parseParkDateTime('2026-03-02 00:00')?.toISOString(),
    formatted: formatParkDateTime(new Date('2026-03-01T16:30:00Z')),
    dateOf: [parkDateOf(new Date('2026-03-01T15:59:59Z')), parkDateOf(new Date('2026-03-01T16:00:00Z'))],
    monthOf: [parkMonthOf(new Date('2026-02-28T15:59:00Z')), parkMonthOf(new Date('2026-02-28T16:00:00Z'))],
    minuteOfDay: parkMinuteOfDay(new Date('2026-03-01T16:30:00Z')),
    instant: [parkInstant('2026-03-02', 0).toISOString(), parkInstant('2026-03-02', 1440).toISOString()],
    weekday: ['2026-03-02', '2026-03-07', '2026-03-08'].map(isoWeekday),
    monthRange: parkMonthRange('2026-12').map((d) => d.toISOString()),
    slots: daySlots(RULES, '2026-03-02', [], NOW).length,
    problem: bookingProblem(RULES, at('2026-03-03 08:30'), at('2026-03-03 09:30'), NOW),
  });

  it('gives the park answers', () => {
    process.env.TZ = 'UTC';
    expect(answers()).toEqual({
      parsed: '2026-03-02T01:30:00.000Z',
      midnight: '2026-03-01T16:00:00.000Z',
      formatted: '2026-03-02 00:30',
      dateOf: ['2026-03-01', '2026-03-02'],
      monthOf: ['2026-02', '2026-03'],
      minuteOfDay: 30,
      instant: ['2026-03-01T16:00:00.000Z', '2026-03-02T16:00:00.000Z'],
      weekday: [1, 6, 7],
      monthRange: ['2026-11-30T16:00:00.000Z', '2026-12-31T16:00:00.000Z'],
      slots: 19,
      problem: null,
    });
  });

  it.each(['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Asia/Shanghai'])('gives the same in %s', (tz) => {
    process.env.TZ = 'UTC';
    const utc = answers();
    process.env.TZ = tz;
    // The zone really changed for this process (the check would prove nothing otherwise).
    if (tz !== 'Europe/London') expect(new Date('2026-03-02T01:30:00Z').getHours()).not.toBe(1);
    expect(answers()).toEqual(utc);
  });

  it('reads only real dates and times', () => {
    expect(parseParkDateTime('2026-02-30 10:00')).toBeNull();
    expect(parseParkDateTime('2026-03-02 24:00')).toBeNull();
    expect(parseParkDateTime('2026-03-02 9:00')).toBeNull();
    expect(parseParkDateTime('2026-03-02T09:00')).toBeNull();
    expect(parseParkDateTime('2026-03-02 09:60')).toBeNull();
  });

  it("writes 'HH:mm' both ways, 24:00 being the day's end", () => {
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('24:00')).toBe(1440);
    expect(hourMinute(510)).toBe('08:30');
    expect(hourMinute(1440)).toBe('24:00');
    expect(['00:00', '23:30', '24:00'].every((s) => HOUR_MINUTE_PATTERN.test(s))).toBe(true);
    expect(['24:30', '8:30', '12:60'].some((s) => HOUR_MINUTE_PATTERN.test(s))).toBe(false);
  });
});

describe('names', () => {
  it('names durations and states', () => {
    expect(durationLabel(30)).toBe('30 分钟');
    expect(durationLabel(240)).toBe('4 小时');
    expect(durationLabel(90)).toBe('1 小时 30 分钟');
    expect([0, 1, 2, 3].map(bookingStatusName)).toEqual(['待审核', '已预约', '未通过', '已取消']);
    expect(bookingStatusName(9)).toBe('');
  });
});
