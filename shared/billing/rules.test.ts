import { describe, expect, it } from 'vitest';
import {
  addMonths,
  advancePaidThrough,
  contractEnd,
  cycleLabel,
  daysBetween,
  fenToYuan,
  formatYuan,
  isCalendarDate,
  isOverdue,
  isWarned,
  parkToday,
  periodEndDay,
  reminderThreshold,
  tabBounds,
  warnLimit,
  warningText,
  yuanToFen,
  WarnTab,
} from './rules';

/** Paid-through dates after paying one cycle at a time, `n` times. */
function walk(paidThrough: string, cycle: number, start: string, n: number): string[] {
  const out: string[] = [];
  let p = paidThrough;
  for (let i = 0; i < n; i++) out.push((p = advancePaidThrough(p, cycle, start)));
  return out;
}

describe('period arithmetic', () => {
  it('moves a month-end date 01-31 → 02-28 → 03-31 → 04-30 on a contract starting on the 1st', () => {
    expect(walk('2026-01-31', 1, '2025-01-01', 4)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('goes through 02-29 in a leap year and back to 03-31', () => {
    expect(walk('2028-01-31', 1, '2027-01-01', 2)).toEqual(['2028-02-29', '2028-03-31']);
    expect(walk('2027-12-31', 1, '2027-01-01', 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  it('keeps a contract starting on the 31st on day 30, clamped in February', () => {
    expect(periodEndDay('2026-01-31')).toBe(30);
    expect(walk('2026-01-30', 1, '2026-01-31', 3)).toEqual(['2026-02-28', '2026-03-30', '2026-04-30']);
    expect(walk('2028-01-30', 1, '2028-01-31', 2)).toEqual(['2028-02-29', '2028-03-30']);
  });

  it('keeps a contract starting on the 30th on day 29 (February 28, or 29 in a leap year)', () => {
    expect(walk('2027-01-29', 1, '2026-12-30', 2)).toEqual(['2027-02-28', '2027-03-29']);
    expect(walk('2028-01-29', 1, '2027-12-30', 2)).toEqual(['2028-02-29', '2028-03-29']);
  });

  it('keeps a contract starting on the 15th on the 14th', () => {
    expect(periodEndDay('2026-03-15')).toBe(14);
    expect(walk('2026-03-14', 1, '2026-03-15', 3)).toEqual(['2026-04-14', '2026-05-14', '2026-06-14']);
  });

  it('pays quarterly, half-yearly and yearly on the same grid', () => {
    expect(walk('2025-12-31', 3, '2025-01-01', 4)).toEqual(['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31']);
    expect(walk('2026-02-28', 6, '2025-03-01', 2)).toEqual(['2026-08-31', '2027-02-28']);
    expect(walk('2027-02-28', 12, '2024-03-01', 1)).toEqual(['2028-02-29']);
    expect(walk('2026-01-14', 3, '2025-10-15', 2)).toEqual(['2026-04-14', '2026-07-14']);
  });

  it('pays several periods at once exactly as one after another', () => {
    expect(advancePaidThrough('2026-01-31', 3, '2025-01-01')).toBe(walk('2026-01-31', 1, '2025-01-01', 3).at(-1));
  });

  it('lets a corrected date off the grid keep its own day', () => {
    expect(advancePaidThrough('2026-02-20', 1, '2025-01-01')).toBe('2026-03-20');
    expect(advancePaidThrough('2026-02-28', 1, '2026-01-15')).toBe('2026-03-28');
  });

  it('ends contracts on the grid: 12 months from 01-01 end on 12-31', () => {
    expect(contractEnd('2026-01-01', 12)).toBe('2026-12-31');
    expect(contractEnd('2026-03-15', 24)).toBe('2028-03-14');
    expect(contractEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(contractEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(contractEnd('2026-03-01', 36)).toBe('2029-02-28');
    expect(contractEnd('2027-03-01', 12)).toBe('2028-02-29');
  });

  it('clamps plain month arithmetic to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '20260105', ''])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('gives today in park time', () => {
    expect(parkToday(new Date('2026-02-28T15:59:59Z'))).toBe('2026-02-28');
    expect(parkToday(new Date('2026-02-28T16:00:00Z'))).toBe('2026-03-01');
  });

  it('counts days across month ends and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });
});

describe('warnings', () => {
  const today = '2026-03-01';

  it('warns within a month (one calendar month) or when past', () => {
    expect(warnLimit(today)).toBe('2026-04-01');
    expect(isWarned('2026-04-01', today)).toBe(true);
    expect(isWarned('2026-04-02', today)).toBe(false);
    expect(isWarned('2025-12-31', today)).toBe(true);
    expect(isOverdue('2026-02-28', today)).toBe(true);
    expect(isOverdue(today, today)).toBe(false);
  });

  it('bounds the tabs so they nest: all, within a week, within a month (overdue included in each)', () => {
    expect(tabBounds(WarnTab.ALL, today)).toEqual({ until: '2026-04-01' });
    expect(tabBounds(WarnTab.WEEK, today)).toEqual({ until: '2026-03-08' });
    expect(tabBounds(WarnTab.MONTH, today)).toEqual({ until: '2026-04-01' });
    expect(tabBounds(WarnTab.MONTH, '2026-01-31')).toEqual({ until: '2026-02-28' });
    expect(tabBounds(WarnTab.ALL, '2026-01-31')).toEqual({ until: '2026-02-28' });
  });

  it('says plainly what is due', () => {
    expect(warningText('2026-03-04', today)).toBe('即将到期（1个月内），请及时续费');
    expect(warningText(today, today)).toBe('今日到期，请及时续费');
    expect(warningText('2026-02-26', today)).toBe('已逾期 3 天，请尽快续费');
    expect(warningText('2026-04-02', today)).toBe('');
  });

  it('reaches reminder thresholds 30, 7, 1 and 0', () => {
    expect(reminderThreshold('2026-04-01', today)).toBeNull();
    expect(reminderThreshold('2026-03-31', today)).toBe(30);
    expect(reminderThreshold('2026-03-08', today)).toBe(7);
    expect(reminderThreshold('2026-03-02', today)).toBe(1);
    expect(reminderThreshold('2026-02-20', today)).toBe(0);
  });

  it('labels pay cycles', () => {
    expect([1, 3, 6, 12].map(cycleLabel)).toEqual(['月付', '季付', '半年付', '年付']);
    expect(cycleLabel(2)).toBe('2个月一付');
  });
});

describe('money', () => {
  it('turns yuan into exact fen', () => {
    expect(yuanToFen('12345.67')).toBe(1_234_567);
    expect(yuanToFen('12345.6')).toBe(1_234_560);
    expect(yuanToFen(' 8 ')).toBe(800);
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen(0.1)).toBe(10);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen('999999999.99')).toBe(99_999_999_999);
  });

  it('refuses negative, over-precise and malformed amounts', () => {
    for (const bad of ['-1', '1.234', '1.', '.5', '', 'abc', '1e3', '1,000', '1000000000']) expect(yuanToFen(bad), bad).toBeNull();
    expect(yuanToFen(-0.01)).toBeNull();
    expect(yuanToFen(Number.NaN)).toBeNull();
    expect(yuanToFen(Infinity)).toBeNull();
    expect(yuanToFen(0.1 + 0.2)).toBeNull();
  });

  it('shows fen as yuan with two decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(1_234_567)).toBe('12345.67');
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(fenToYuan(10_000_000_000)).toBe('100000000.00');
    expect(formatYuan(123_456_789)).toBe('1,234,567.89 元');
  });
});
