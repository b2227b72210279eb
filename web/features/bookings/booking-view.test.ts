import { describe, expect, it } from 'vitest';
import {
  bookingTimeText,
  dateTitle,
  endOptions,
  estimate,
  firstOpenDate,
  freeHoursText,
  isChosen,
  nextDays,
  NO_SELECTION,
  openingSummary,
  pickCell,
  placeText,
  priceText,
  selectionMinutes,
  startOptions,
  yuanShort,
  yuanText,
} from './booking-view';
import { slotsOf } from './test-fixtures';

const limits = { min_minutes: 30, max_minutes: 120 };
const closed = { open: '', close: '' };
const weekdays = (open: string, close: string) => [...Array(5).fill({ open, close }), closed, closed];

describe('a space in words', () => {
  it('sums up the week’s opening hours, days with the same hours together and closed days left out', () => {
    expect(openingSummary(weekdays('08:30', '18:00'))).toBe('周一至周五 08:30–18:00');
    expect(openingSummary([...weekdays('08:30', '18:00').slice(0, 5), { open: '09:00', close: '12:00' }, closed])).toBe(
      '周一至周五 08:30–18:00；周六 09:00–12:00',
    );
    const odd = [{ open: '09:00', close: '17:00' }, closed, { open: '09:00', close: '17:00' }, closed, closed, closed, closed];
    expect(openingSummary(odd)).toBe('周一、周三 09:00–17:00');
    expect(openingSummary(Array(7).fill({ open: '08:00', close: '22:00' }))).toBe('周一至周日 08:00–22:00');
    expect(openingSummary(Array(7).fill(closed))).toBe('暂不开放');
  });

  it('says the price beyond the free hours, free use, and the place', () => {
    expect(priceText({ price: '50.00', free_hours: 2 })).toBe('超出 ¥50/小时');
    expect(priceText({ price: '12.50', free_hours: 0 })).toBe('¥12.5/小时');
    expect(priceText({ price: '0.00', free_hours: 2 })).toBe('免费使用');
    expect(freeHoursText(2)).toBe('每月免费 2 小时');
    expect(freeHoursText(0)).toBe('无免费时长');
    expect(placeText({ building: 'A座', floor: '3层' })).toBe('A座 3层');
    expect(placeText({ building: '', floor: ' ' })).toBe('');
    expect(yuanShort('100.00')).toBe('100');
    expect(yuanShort('abc')).toBe('abc');
    expect(yuanText('1234.50')).toBe('1,234.50 元');
  });
});

describe('choosing cells', () => {
  // 09:00–12:00: 10:00 taken, 11:30 mine.
  const slots = slotsOf('09:00', '12:00', { '10:00': 'taken', '11:30': 'mine' });

  it('offers ends over free cells only, within the shortest and longest booking', () => {
    expect(endOptions(slots, '09:00', limits)).toEqual(['09:30', '10:00']);
    expect(endOptions(slots, '10:30', limits)).toEqual(['11:00', '11:30']);
    expect(endOptions(slots, '10:30', { min_minutes: 60, max_minutes: 120 })).toEqual(['11:30']);
    expect(endOptions(slots, '10:00', limits)).toEqual([]);
    expect(endOptions(slotsOf('08:00', '18:00'), '08:00', limits)).toEqual(['08:30', '09:00', '09:30', '10:00']);
  });

  it('offers as starts only free cells with time enough after them for the shortest booking', () => {
    expect(startOptions(slots, limits)).toEqual(['09:00', '09:30', '10:30', '11:00']);
    expect(startOptions(slots, { min_minutes: 60, max_minutes: 120 })).toEqual(['09:00', '10:30']);
  });

  it('starts, extends, shortens and clears a choice by clicking cells', () => {
    const free = slotsOf('09:00', '12:00');
    const cell = (start: string) => free.find((c) => c.start === start)!;
    const one = pickCell(NO_SELECTION, free, cell('09:00'), limits)!;
    expect(one).toEqual({ start: '09:00', end: '09:30' });
    const longer = pickCell(one, free, cell('10:00'), limits)!;
    expect(longer).toEqual({ start: '09:00', end: '10:30' });
    expect(pickCell(longer, free, cell('09:30'), limits)).toEqual({ start: '09:00', end: '10:00' });
    // Beyond the longest booking, or before the start: a new choice there.
    expect(pickCell(longer, free, cell('11:00'), limits)).toEqual({ start: '11:00', end: '11:30' });
    expect(pickCell({ start: '10:00', end: '10:30' }, free, cell('09:00'), limits)).toEqual({ start: '09:00', end: '09:30' });
    expect(pickCell(one, free, cell('09:00'), limits)).toEqual(NO_SELECTION);
  });

  it('refuses cells that are not free, or too short a run for the shortest booking', () => {
    expect(
      pickCell(
        NO_SELECTION,
        slots,
        slots.find((c) => c.start === '10:00')!,
        limits,
      ),
    ).toBeNull();
    const hour = { min_minutes: 60, max_minutes: 120 };
    expect(
      pickCell(
        NO_SELECTION,
        slots,
        slots.find((c) => c.start === '09:30')!,
        hour,
      ),
    ).toBeNull();
    expect(
      pickCell(
        NO_SELECTION,
        slots,
        slots.find((c) => c.start === '09:00')!,
        hour,
      ),
    ).toEqual({ start: '09:00', end: '10:00' });
  });

  it('knows which cells a choice covers and how long it is', () => {
    const sel = { start: '09:30', end: '10:30' };
    expect(
      slotsOf('09:00', '11:00')
        .filter((c) => isChosen(sel, c))
        .map((c) => c.start),
    ).toEqual(['09:30', '10:00']);
    expect(selectionMinutes(sel)).toBe(60);
    expect(selectionMinutes(NO_SELECTION)).toBe(0);
  });
});

describe('the estimate', () => {
  it('uses the free minutes left first, then charges the rest at the price', () => {
    expect(estimate(180, 120, '50.00')).toEqual({ minutes: 180, freeMinutes: 120, chargedMinutes: 60, chargeFen: 5000 });
    expect(estimate(60, 120, '50.00')).toMatchObject({ chargedMinutes: 0, chargeFen: 0 });
    expect(estimate(90, 0, '50.00')).toMatchObject({ freeMinutes: 0, chargedMinutes: 90, chargeFen: 7500 });
    expect(estimate(60, null, '50.00')).toBeNull();
    expect(estimate(0, 60, '50.00')).toBeNull();
  });
});

describe('days and bookings', () => {
  it('names the next days from today, none past the last date', () => {
    const days = nextDays('2026-06-10', 7, null);
    expect(days.map((d) => d.name)).toEqual(['今天', '明天', '周五', '周六', '周日', '周一', '周二']);
    expect(days[2]).toEqual({ date: '2026-06-12', name: '周五', label: '6/12' });
    expect(nextDays('2026-06-10', 7, '2026-06-12').map((d) => d.date)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
    expect(nextDays('2026-06-10', 7, '2026-06-10')).toHaveLength(1);
    expect(dateTitle('2026-06-14')).toBe('2026-06-14（周日）');
  });

  it('writes a booking’s time with the end’s date only when it differs', () => {
    expect(bookingTimeText({ start: '2026-06-10 09:00', end: '2026-06-10 10:30' })).toBe('2026-06-10 09:00–10:30');
    expect(bookingTimeText({ start: '2026-06-10 23:00', end: '2026-06-11 00:00' })).toBe('2026-06-10 23:00–2026-06-11 00:00');
  });
});

describe('the day a space’s page opens on', () => {
  const week = { opening_hours: weekdays('08:30', '18:00'), closed_dates: [] as string[], advance_days: 30, min_minutes: 30 };

  it('is today while a booking can still start, else the next open day', () => {
    // 2026-06-10 is a Wednesday.
    expect(firstOpenDate(week, '2026-06-10', 9 * 60 + 10)).toBe('2026-06-10');
    expect(firstOpenDate(week, '2026-06-10', 17 * 60)).toBe('2026-06-10');
    expect(firstOpenDate(week, '2026-06-10', 17 * 60 + 31)).toBe('2026-06-11');
    expect(firstOpenDate({ ...week, min_minutes: 60 }, '2026-06-10', 17 * 60 + 1)).toBe('2026-06-11');
  });

  it('skips closed weekdays and closed dates, within the look-ahead', () => {
    expect(firstOpenDate(week, '2026-06-13', 600)).toBe('2026-06-15');
    expect(firstOpenDate({ ...week, closed_dates: ['2026-06-15', '2026-06-16'] }, '2026-06-13', 600)).toBe('2026-06-17');
    expect(firstOpenDate({ ...week, advance_days: 1 }, '2026-06-13', 600)).toBe('2026-06-13');
    expect(firstOpenDate({ ...week, opening_hours: Array(7).fill(closed) }, '2026-06-10', 0)).toBe('2026-06-10');
  });
});
