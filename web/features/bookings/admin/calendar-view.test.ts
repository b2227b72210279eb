import { describe, expect, it } from 'vitest';
import {
  bookingLabel,
  calendarTitle,
  cellSlot,
  dayLayout,
  END_TIMES,
  holderName,
  openingText,
  START_TIMES,
  weekLayout,
} from './calendar-view';
import { booking, DAY_BOOKINGS, SPACES, space } from './test-fixtures';

describe('the day view', () => {
  const layout = dayLayout('2026-06-10', SPACES, DAY_BOOKINGS);

  it('spans the earliest opening to the latest closing, whole hours, in half-hour rows', () => {
    // 一号会议室 08:30–18:00, 培训室 09:00–21:00, 路演厅 closed that date.
    expect(layout.from).toBe(8 * 60);
    expect(layout.to).toBe(21 * 60);
    expect(layout.rows[0]).toBe('08:00');
    expect(layout.rows[1]).toBe('08:30');
    expect(layout.rows.at(-1)).toBe('20:30');
    expect(layout.rows).toHaveLength(26);
  });

  it('puts each holding booking on its space’s column at its half hours; cancelled ones are not drawn', () => {
    const [room, training, hall] = layout.columns;
    expect(room!.blocks.map((b) => [b.booking.id, b.row, b.span])).toEqual([
      [11, 2, 3], // 09:00–10:30
      [13, 16, 2], // 16:00–17:00
    ]);
    expect(training!.blocks.map((b) => [b.booking.id, b.row, b.span])).toEqual([[12, 12, 4]]);
    expect(hall!.blocks).toEqual([]);
  });

  it('shades the half hours outside the opening hours, and a closed date entirely', () => {
    const [room, , hall] = layout.columns;
    expect(room!.closed[0]).toBe(true); // 08:00
    expect(room!.closed[1]).toBe(false); // 08:30
    expect(room!.closed[19]).toBe(false); // 17:30
    expect(room!.closed[20]).toBe(true); // 18:00
    expect(hall!.opening).toBeNull();
    expect(hall!.closed.every(Boolean)).toBe(true);
  });

  it('widens to a booking outside the opening hours (staff may book there)', () => {
    const late = dayLayout('2026-06-10', [space()], [booking({ start: '2026-06-10 21:30', end: '2026-06-10 23:00', minutes: 90 })]);
    expect(late.to).toBe(23 * 60);
    expect(late.columns[0]!.blocks[0]).toMatchObject({ row: 27, span: 3 });
  });

  it('shows 08:00–18:00 when nothing opens and nothing is booked', () => {
    const sunday = dayLayout('2026-06-14', [space()], []);
    expect([sunday.from, sunday.to]).toEqual([8 * 60, 18 * 60]);
  });

  it('a cell offers an hour from its half hour, never past midnight', () => {
    expect(cellSlot(layout, 2)).toEqual({ start: '09:00', end: '10:00' });
    expect(cellSlot({ from: 23 * 60, to: 24 * 60 }, 1)).toEqual({ start: '23:30', end: '24:00' });
  });
});

describe('the week view', () => {
  it('lists each space’s holding bookings under their day, in time order, and marks closed days and today', () => {
    const later = booking({ id: 15, start: '2026-06-10 08:30', end: '2026-06-10 09:00', minutes: 30 });
    const week = weekLayout('2026-06-08', 7, SPACES, [...DAY_BOOKINGS, later], '2026-06-09');
    expect(week.days.map((d) => `${d.weekday} ${d.short}`)).toEqual([
      '周一 06-08',
      '周二 06-09',
      '周三 06-10',
      '周四 06-11',
      '周五 06-12',
      '周六 06-13',
      '周日 06-14',
    ]);
    expect(week.days.filter((d) => d.today).map((d) => d.date)).toEqual(['2026-06-09']);
    const room = week.rows[0]!;
    expect(room.cells[2]!.bookings.map((b) => b.id)).toEqual([15, 11, 13]);
    expect(room.cells.map((c) => c.closed)).toEqual([false, false, false, false, false, true, true]);
    expect(week.rows[2]!.cells[2]!.closed).toBe(true); // 路演厅's closed date
  });
});

describe('words', () => {
  it('names staff’s hold 占用 and says time, whose, subject and state', () => {
    expect(holderName(DAY_BOOKINGS[2]!)).toBe('占用');
    expect(holderName(DAY_BOOKINGS[0]!)).toBe('星河科技有限公司');
    expect(bookingLabel(DAY_BOOKINGS[1]!)).toBe('查看培训室的预约：14:00–16:00 蓝海生物 新员工培训 待审核');
    expect(bookingLabel(DAY_BOOKINGS[0]!, true)).toBe('查看一号会议室的预约：2026-06-10 09:00–10:30 星河科技有限公司 季度经营会 已预约');
  });

  it('titles a day with its weekday and a week with its ends', () => {
    expect(calendarTitle('2026-06-10', 1)).toBe('2026-06-10 周三');
    expect(calendarTitle('2026-06-08', 7)).toBe('2026-06-08 至 2026-06-14');
  });

  it('says a space’s hours of a date', () => {
    expect(openingText(SPACES[0]!, '2026-06-10')).toBe('08:30–18:00');
    expect(openingText(SPACES[0]!, '2026-06-13')).toBe('不开放');
    expect(openingText(SPACES[2]!, '2026-06-10')).toBe('不开放');
  });

  it('offers starts 00:00–23:30 and ends 00:30–24:00', () => {
    expect([START_TIMES[0], START_TIMES.at(-1), START_TIMES.length]).toEqual(['00:00', '23:30', 48]);
    expect([END_TIMES[0], END_TIMES.at(-1), END_TIMES.length]).toEqual(['00:30', '24:00', 48]);
  });
});
